import { Project } from '../../server/src/modules/projects/project.entity';
import { auditTrail } from '../../server/src/modules/audit/audit-trail.service';
import { QuoteBudget, QuoteStatus, RequestedService } from '../../server/src/modules/quotes/quote-codes';
import { QUOTE, useQuotesApp, validConversion, type ConversionInput, type QuoteView } from '../fixtures/quotes';
import { dataOf, errorOf } from '../fixtures/test-app';

const quotes = useQuotesApp();
const projects = () => quotes.app.dataSource.getRepository(Project);

const ALREADY = 'This quote has already been converted to a project';

/** The conversion with one group changed. */
const withPayment = (paymentDetails: Partial<ConversionInput['paymentDetails']>) =>
  validConversion({ paymentDetails: { ...validConversion().paymentDetails, ...paymentDetails } });
const withPlan = (planInfo: Partial<ConversionInput['planInfo']>) =>
  validConversion({ planInfo: { ...validConversion().planInfo, ...planInfo } });
const withCycle = (developmentCycle: Partial<ConversionInput['developmentCycle']>) =>
  validConversion({ developmentCycle: { ...validConversion().developmentCycle, ...developmentCycle } });

/** The field messages of a refused conversion, checked to have changed nothing. */
async function refused(input: ConversionInput) {
  const quote = await quotes.insert();
  const error = errorOf(await quotes.convert(quote.id, input));
  expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  expect(await quotes.projectOf(quote.id)).toBeNull();
  expect(await quotes.stored(quote.id)).toMatchObject({ status: QuoteStatus.PENDING, notes: null });
  return error.extensions?.fields;
}

describe('convertQuoteToProject', () => {
  it('makes the project from the quote and closes the quote with the note, in one step', async () => {
    const quote = await quotes.insert({
      name: 'Lena Park',
      company: 'Tidewater Foods',
      services: [RequestedService.MOBILE_APP, RequestedService.AI_ML, RequestedService.DATA_ANALYSIS],
      budget: QuoteBudget.BUDGET_50K_PLUS,
      message: 'An ordering app for our restaurants.',
    });
    const project = dataOf(await quotes.convert(quote.id)).convertQuoteToProject;
    expect(project).toEqual({
      id: expect.any(Number),
      title: 'Project for Lena Park',
      client: 'Tidewater Foods',
      category: 'Mobile App Development, AI/ML Solutions, Data Analysis',
      status: 'PLANNING',
      date: '2026-12-01',
      description: 'An ordering app for our restaurants.',
      featured: false,
      icon: 'SMARTPHONE',
      engagement: {
        quoteId: quote.id,
        budget: 'BUDGET_50K_PLUS',
        services: ['MOBILE_APP', 'AI_ML', 'DATA_ANALYSIS'],
        paymentDetails: { amount: '12000.50', currency: 'EUR', paymentMethod: 'PAYPAL', paymentStatus: 'PARTIAL' },
        planInfo: { duration: '3 months', milestones: ['Design sign-off', 'Beta'], deliverables: ['Web app'] },
        developmentCycle: { phase: 'DESIGN', startDate: '2026-12-01', estimatedEndDate: '2027-02-26' },
      },
    });
    expect(await quotes.stored(quote.id)).toMatchObject({ status: QuoteStatus.CLOSED, notes: 'Converted to project' });
    const { quote: view } = dataOf(await quotes.call<{ quote: QuoteView }>(QUOTE, { id: quote.id }));
    expect(view.project).toEqual({ id: project.id, title: 'Project for Lena Park' });
  });

  it('takes the name as client without a company, and the form’s defaults for what is left out', async () => {
    const quote = await quotes.insert({ name: 'Sam Reed', company: null, services: [RequestedService.CONSULTING] });
    const input = {
      paymentDetails: { amount: ' 0 ' },
      planInfo: { duration: ' 6 weeks ', milestones: [], deliverables: [] },
      developmentCycle: { startDate: '2026-12-07', estimatedEndDate: '2026-12-07' },
    };
    const project = dataOf(await quotes.convert(quote.id, input)).convertQuoteToProject;
    expect(project).toMatchObject({
      client: 'Sam Reed',
      category: 'Consulting',
      icon: 'LIGHTBULB',
      date: '2026-12-07',
    });
    expect(project.engagement).toMatchObject({
      paymentDetails: { amount: '0.00', currency: 'USD', paymentMethod: 'BANK_TRANSFER', paymentStatus: 'PENDING' },
      planInfo: { duration: '6 weeks', milestones: [], deliverables: [] },
      developmentCycle: { phase: 'DISCOVERY' },
    });
  });

  it('stores the amount exactly, as DECIMAL', async () => {
    const quote = await quotes.insert();
    await quotes.convert(quote.id, withPayment({ amount: '99999999.99' }));
    const stored = await quotes.projectOf(quote.id);
    expect(stored?.paymentAmount).toBe('99999999.99');
  });

  it('drops blank milestones and deliverables and trims the rest', async () => {
    const quote = await quotes.insert();
    const input = withPlan({ milestones: ['', '  Kick-off ', '   '], deliverables: [' ', 'App', '\t'] });
    const { engagement } = dataOf(await quotes.convert(quote.id, input)).convertQuoteToProject;
    expect(engagement?.planInfo).toMatchObject({ milestones: ['Kick-off'], deliverables: ['App'] });
  });

  it('records the new project and the closed quote in the audit trail', async () => {
    const quote = await quotes.insert();
    const project = dataOf(await quotes.convert(quote.id)).convertQuoteToProject;
    const [created] = await quotes.history('Project', project.id);
    expect(created).toMatchObject({ action: 'create', label: project.title });
    const [converted] = await quotes.history('QuoteRequest', quote.id);
    expect(converted).toMatchObject({ action: 'convert' });
    expect(converted!.changes).toEqual(
      expect.arrayContaining([{ field: 'status', from: 'pending', to: 'closed', masked: false }]),
    );
  });

  it("answers NOT_FOUND 'Quote not found' for an unknown quote", async () => {
    expect(errorOf(await quotes.convert(987654))).toMatchObject({
      message: 'Quote not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('a quote converts once', () => {
  it('a second conversion is refused with CONFLICT, and the first project stays the only one', async () => {
    const quote = await quotes.insert();
    dataOf(await quotes.convert(quote.id));
    const error = errorOf(await quotes.convert(quote.id, withPayment({ amount: '1' })));
    expect(error).toMatchObject({ message: ALREADY, extensions: { code: 'CONFLICT' } });
    expect(await projects().countBy({ quoteId: quote.id })).toBe(1);
    expect((await quotes.projectOf(quote.id))?.paymentAmount).toBe('12000.50');
  });

  it('of ten conversions sent at once, exactly one makes a project; the nine others get CONFLICT', async () => {
    const quote = await quotes.insert();
    const before = await projects().count();
    const answers = await Promise.all(Array.from({ length: 10 }, () => quotes.convert(quote.id)));
    expect(answers.filter((a) => a.data?.convertQuoteToProject)).toHaveLength(1);
    const refusals = answers.filter((a) => a.errors?.[0]?.extensions?.code === 'CONFLICT');
    expect(refusals).toHaveLength(9);
    for (const answer of refusals) expect(answer.errors?.[0]?.message).toBe(ALREADY);
    expect(await projects().count()).toBe(before + 1);
    expect(await quotes.stored(quote.id)).toMatchObject({ status: QuoteStatus.CLOSED, notes: 'Converted to project' });
  });

  it('is held by the database too: a second project for the same quote cannot be stored', async () => {
    const quote = await quotes.insert();
    const { id } = dataOf(await quotes.convert(quote.id)).convertQuoteToProject;
    const copy = { ...(await projects().findOneByOrFail({ id })), id: undefined };
    await expect(projects().insert(copy)).rejects.toThrow();
  });

  it('a conversion that fails part-way leaves neither the project nor the quote’s change', async () => {
    const quote = await quotes.insert({ notes: 'Keep me' });
    const record = auditTrail.record.bind(auditTrail);
    const spy = jest
      .spyOn(auditTrail, 'record')
      .mockImplementation((manager, actor, entry) =>
        entry.action === 'convert' ? Promise.reject(new Error('the disk is full')) : record(manager, actor, entry),
      );
    try {
      const error = errorOf(await quotes.convert(quote.id));
      expect(error.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      spy.mockRestore();
    }
    expect(await quotes.projectOf(quote.id)).toBeNull();
    expect(await quotes.stored(quote.id)).toMatchObject({ status: QuoteStatus.PENDING, notes: 'Keep me' });
    // And it can be converted afterwards.
    expect(dataOf(await quotes.convert(quote.id)).convertQuoteToProject.title).toMatch(/^Project for /);
  });
});

describe('a conversion is refused with the form’s message, and nothing changed, when', () => {
  it.each(['', '   '])('the amount is %p: required', async (amount) => {
    expect(await refused(withPayment({ amount }))).toEqual({
      'paymentDetails.amount': ['Project amount is required'],
    });
  });

  it.each(['abc', '-5', '1,000', '12.345', '1e3', '12.'])('the amount is %p: not an amount', async (amount) => {
    expect(await refused(withPayment({ amount }))).toEqual({
      'paymentDetails.amount': ['Project amount must be an amount such as 12000 or 12000.50'],
    });
  });

  it('the amount is over 100,000,000 (100,000,000 itself is taken)', async () => {
    expect(await refused(withPayment({ amount: '100000000.01' }))).toEqual({
      'paymentDetails.amount': ['Project amount must be at most 100,000,000'],
    });
    const quote = await quotes.insert();
    dataOf(await quotes.convert(quote.id, withPayment({ amount: '100000000' })));
  });

  it.each(['', ' \n '])('the duration is %p: required', async (duration) => {
    expect(await refused(withPlan({ duration }))).toEqual({ 'planInfo.duration': ['Project duration is required'] });
  });

  it('the duration is over 100 characters', async () => {
    expect(await refused(withPlan({ duration: 'd'.repeat(101) }))).toEqual({
      'planInfo.duration': ['Project duration must be at most 100 characters'],
    });
  });

  it('a milestone or deliverable is over 300 characters', async () => {
    const message = 'Each milestone and deliverable must be at most 300 characters';
    expect(await refused(withPlan({ milestones: ['ok', 'm'.repeat(301)] }))).toEqual({
      'planInfo.milestones': [message],
    });
    expect(await refused(withPlan({ deliverables: ['d'.repeat(301)] }))).toEqual({
      'planInfo.deliverables': [message],
    });
  });

  it('there are more than 50 milestones (blank ones do not count)', async () => {
    expect(await refused(withPlan({ milestones: Array.from({ length: 51 }, (_, i) => `M${i}`) }))).toEqual({
      'planInfo.milestones': ['At most 50 milestones and 50 deliverables'],
    });
    const quote = await quotes.insert();
    const fifty = [...Array.from({ length: 50 }, (_, i) => `M${i}`), '', ' '];
    const { engagement } = dataOf(
      await quotes.convert(quote.id, withPlan({ milestones: fifty })),
    ).convertQuoteToProject;
    expect(engagement?.planInfo.milestones).toHaveLength(50);
  });

  it('the estimated end date is before the start date (the same day is taken)', async () => {
    expect(await refused(withCycle({ startDate: '2026-12-10', estimatedEndDate: '2026-12-09' }))).toEqual({
      'developmentCycle.estimatedEndDate': ['Estimated end date cannot be earlier than the start date'],
    });
  });

  it.each([
    ['a date that does not exist', withCycle({ startDate: '2026-02-30' })],
    ['a date in another format', withCycle({ estimatedEndDate: '01/12/2026' })],
    ['an unknown currency', withPayment({ currency: 'JPY' })],
    ['an unknown phase', withCycle({ phase: 'LAUNCH' })],
    ['no timeline', { ...validConversion(), developmentCycle: undefined } as unknown as ConversionInput],
  ])('it has %s', async (_case, input) => {
    const quote = await quotes.insert();
    expect(errorOf(await quotes.convert(quote.id, input)).extensions?.code).toBe('BAD_USER_INPUT');
    expect(await quotes.projectOf(quote.id)).toBeNull();
    expect((await quotes.stored(quote.id))?.status).toBe(QuoteStatus.PENDING);
  });
});
