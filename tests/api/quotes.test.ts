import { In } from 'typeorm';
import { SEED_QUOTE_REQUESTS } from '../../server/src/db/seed/quote-requests';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import {
  newVisitor,
  postFrom,
  SUBMIT_QUOTE,
  validQuote,
  type QuoteInput,
  type SubmitQuoteData,
} from '../fixtures/submissions';
import { budgetReport, dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const quotes = () => app.dataSource.getRepository(QuoteRequest);
/** Each call comes from an address of its own, so the per-address limit never gets in the way here. */
const submit = (input: QuoteInput) => postFrom<SubmitQuoteData>(app, newVisitor(), SUBMIT_QUOTE, { input });
/** Submits and returns the row it stored. */
async function stored(input: QuoteInput): Promise<QuoteRequest> {
  const before = await quotes().maximum('id');
  expect(dataOf(await submit(input))).toEqual({ submitQuoteRequest: { received: true } });
  const rows = await quotes().find({ order: { id: 'DESC' }, take: 1 });
  expect(rows[0]?.id).toBeGreaterThan(before ?? 0);
  return rows[0]!;
}

/** A well-formed address of the given length (longest parts: 64 before the @, 63 per label). */
const emailOfLength = (length: number) =>
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 201)}.example`;

/** The BAD_USER_INPUT error of a refused quote, checked to have stored nothing. */
async function refused(overrides: Partial<QuoteInput>) {
  const before = await quotes().count();
  const response = await submit(validQuote(overrides));
  expect(response.data).toBeNull();
  expect(await quotes().count()).toBe(before);
  const error = errorOf(response);
  expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  return error;
}

describe('submitQuoteRequest stores a quote request', () => {
  it('as pending, with submittedAt set, and answers only { received: true }', async () => {
    const started = Date.now();
    const response = await submit(validQuote());
    expect(response).toEqual({ data: { submitQuoteRequest: { received: true } }, ...budgetReport() });

    const [row] = await quotes().find({ order: { id: 'DESC' }, take: 1 });
    expect(row).toMatchObject({
      name: 'Priya Raman',
      email: 'priya.raman@lumen.example',
      phone: '+1 646 555 0199',
      company: 'Lumen Analytics',
      budget: '25k-50k',
      services: ['web-development', 'data-analysis'],
      message: 'We need a customer portal that shows each client their usage and invoices.',
      status: 'pending',
      notes: null,
    });
    expect(row!.submittedAt).toBeInstanceOf(Date);
    // Second precision on MySQL; a little slack either side for the two clocks.
    expect(row!.submittedAt.getTime()).toBeGreaterThanOrEqual(started - 2000);
    expect(row!.submittedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
  });

  it('whose answer type has no id and nothing of the record', async () => {
    const { __type } = dataOf(
      await app.gql<{ __type: { fields: { name: string }[] } }>(
        '{ __type(name: "SubmissionReceipt") { fields { name } } }',
      ),
    );
    expect(__type.fields.map((field) => field.name)).toEqual(['received']);
  });

  it('with every text trimmed', async () => {
    const row = await stored(
      validQuote({
        name: '  Priya Raman \n',
        email: ' priya.raman@lumen.example ',
        phone: '\t+1 646 555 0199 ',
        company: '  Lumen Analytics  ',
        message: '  We need a customer portal for our clients.  ',
      }),
    );
    expect(row).toMatchObject({
      name: 'Priya Raman',
      email: 'priya.raman@lumen.example',
      phone: '+1 646 555 0199',
      company: 'Lumen Analytics',
      message: 'We need a customer portal for our clients.',
    });
  });

  it.each([
    ['left out', undefined],
    ['null', null],
    ['blank', '   '],
  ])('without a company when it is %s', async (_case, company) => {
    const input = validQuote({ company });
    if (company === undefined) delete input.company;
    expect((await stored(input)).company).toBeNull();
  });

  it("with the budget 10k-25k when it is left out (spec's default)", async () => {
    const { budget: _budget, ...withoutBudget } = validQuote();
    expect((await stored(withoutBudget)).budget).toBe('10k-25k');
  });

  it.each([
    ['BUDGET_5K_10K', '5k-10k'],
    ['BUDGET_10K_25K', '10k-25k'],
    ['BUDGET_25K_50K', '25k-50k'],
    ['BUDGET_50K_PLUS', '50k+'],
  ] as const)('with the budget %s stored as the code %p', async (budget, code) => {
    expect((await stored(validQuote({ budget }))).budget).toBe(code);
  });

  it('with every service stored as its code, in the order chosen', async () => {
    const row = await stored(
      validQuote({
        services: [
          'MOBILE_APP',
          'CUSTOM_SOFTWARE',
          'SOFTWARE_DESIGN',
          'WEB_DEVELOPMENT',
          'AI_ML',
          'SOFTWARE_TRAINING',
          'CONSULTING',
          'DATA_ANALYSIS',
        ],
      }),
    );
    expect(row.services).toEqual([
      'mobile-app',
      'custom-software',
      'software-design',
      'web-development',
      'ai-ml',
      'software-training',
      'consulting',
      'data-analysis',
    ]);
  });

  it('with each text exactly at its minimum and maximum length', async () => {
    const shortest = await stored(
      validQuote({ name: 'Al', phone: '0123456789', company: '', message: 'Build it!!', services: ['CONSULTING'] }),
    );
    expect(shortest).toMatchObject({ name: 'Al', phone: '0123456789', company: null, message: 'Build it!!' });

    const email = emailOfLength(254);
    expect(email).toHaveLength(254);
    const input = validQuote({
      name: 'N'.repeat(100),
      email,
      phone: '1'.repeat(30),
      company: 'C'.repeat(200),
      message: 'M'.repeat(5000),
    });
    expect(await stored(input)).toMatchObject({
      name: input.name,
      email,
      phone: input.phone,
      company: input.company,
      message: input.message,
    });
  });
});

describe('a quote request is refused with the form’s message, and nothing stored, when', () => {
  it.each(['', ' ', 'A', '  A  '])('the name is %p: "Name must be at least 2 characters."', async (name) => {
    const error = await refused({ name });
    expect(error.message).toBe('Name must be at least 2 characters.');
    expect(error.extensions?.fields).toEqual({ name: ['Name must be at least 2 characters.'] });
  });

  it.each(['', 'not-an-email', 'a@', '@example.com', 'two words@example.com', 'a@b'])(
    'the email is %p: "Please enter a valid email address."',
    async (email) => {
      const error = await refused({ email });
      expect(error.extensions?.fields).toEqual({ email: ['Please enter a valid email address.'] });
    },
  );

  it.each(['', '555 0100', ' 123456789 ', 'call me maybe', 'phone: 0123456789', '++44 ----------'])(
    'the phone is %p: "Please enter a valid phone number."',
    async (phone) => {
      const error = await refused({ phone });
      expect(error.extensions?.fields).toEqual({ phone: ['Please enter a valid phone number.'] });
    },
  );

  it('no service is selected: "Please select at least one service."', async () => {
    const error = await refused({ services: [] });
    expect(error.message).toBe('Please select at least one service.');
    expect(error.extensions?.fields).toEqual({ services: ['Please select at least one service.'] });
  });

  it('a service is selected twice', async () => {
    const error = await refused({ services: ['AI_ML', 'CONSULTING', 'AI_ML'] });
    expect(error.extensions?.fields).toEqual({ services: ['Please select each service only once.'] });
  });

  it.each(['', 'Too short', '   123456789   '])(
    'the message is %p: "Message must be at least 10 characters."',
    async (message) => {
      const error = await refused({ message });
      expect(error.extensions?.fields).toEqual({ message: ['Message must be at least 10 characters.'] });
    },
  );

  it.each([
    ['name', 'N'.repeat(101), 'Name must be at most 100 characters.'],
    ['email', emailOfLength(255), 'Please enter a valid email address.'],
    ['phone', '1'.repeat(31), 'Phone number must be at most 30 characters.'],
    ['company', 'C'.repeat(201), 'Company must be at most 200 characters.'],
    ['message', 'M'.repeat(5001), 'Message must be at most 5000 characters.'],
  ] as const)('the %s is too long', async (field, value, message) => {
    const error = await refused({ [field]: value });
    expect(error.extensions?.fields).toEqual({ [field]: [message] });
  });

  it('every field is wrong, with one message per field', async () => {
    const error = await refused({ name: 'A', email: 'nope', phone: '123', services: [], message: 'Hi' });
    expect(error.extensions?.fields).toEqual({
      name: ['Name must be at least 2 characters.'],
      email: ['Please enter a valid email address.'],
      phone: ['Please enter a valid phone number.'],
      services: ['Please select at least one service.'],
      message: ['Message must be at least 10 characters.'],
    });
  });

  it.each([
    ['an unknown budget', { budget: 'BUDGET_1M' }],
    ['a budget given as its code', { budget: '10k-25k' }],
    ['an unknown service', { services: ['BLOCKCHAIN'] }],
  ])('it has %s', async (_case, overrides) => {
    const before = await quotes().count();
    const response = await submit(validQuote(overrides as Partial<QuoteInput>));
    expect(response.data ?? null).toBeNull();
    expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
    expect(await quotes().count()).toBe(before);
  });
});

describe('the quote form’s code tables', () => {
  it('list the budget ranges with their labels, in order', async () => {
    const { quoteBudgets } = dataOf(await app.gql<{ quoteBudgets: unknown[] }>('{ quoteBudgets { code label } }'));
    expect(quoteBudgets).toEqual([
      { code: 'BUDGET_5K_10K', label: '$5,000 - $10,000' },
      { code: 'BUDGET_10K_25K', label: '$10,000 - $25,000' },
      { code: 'BUDGET_25K_50K', label: '$25,000 - $50,000' },
      { code: 'BUDGET_50K_PLUS', label: '$50,000+' },
    ]);
  });

  it('list the services with their labels, in order', async () => {
    const { quoteServices } = dataOf(await app.gql<{ quoteServices: unknown[] }>('{ quoteServices { code label } }'));
    expect(quoteServices).toEqual([
      { code: 'CUSTOM_SOFTWARE', label: 'Custom Software' },
      { code: 'SOFTWARE_DESIGN', label: 'Software Design' },
      { code: 'WEB_DEVELOPMENT', label: 'Web Development' },
      { code: 'AI_ML', label: 'AI/ML Solutions' },
      { code: 'SOFTWARE_TRAINING', label: 'Software Training' },
      { code: 'CONSULTING', label: 'Consulting' },
      { code: 'DATA_ANALYSIS', label: 'Data Analysis' },
      { code: 'MOBILE_APP', label: 'Mobile App Development' },
    ]);
  });
});

describe('the demo seed', () => {
  it("has the spec's two quote requests, one pending and one reviewed, submitted in the past", async () => {
    const emails = SEED_QUOTE_REQUESTS.map((quote) => quote.email);
    const seeded = await quotes().find({ where: { email: In(emails) }, order: { id: 'ASC' } });
    expect(seeded.map((quote) => quote.status)).toEqual(['pending', 'reviewed']);
    for (const quote of seeded) {
      expect(quote.services.length).toBeGreaterThan(0);
      expect(quote.submittedAt.getTime()).toBeLessThan(Date.now() - 24 * 60 * 60 * 1000);
    }
  });
});
