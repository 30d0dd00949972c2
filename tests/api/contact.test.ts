import { ContactMessage } from '../../server/src/modules/contact/contact-message.entity';
import {
  newVisitor,
  postFrom,
  SEND_CONTACT,
  validContact,
  type ContactInput,
  type SendContactData,
} from '../fixtures/submissions';
import { budgetReport, dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const messages = () => app.dataSource.getRepository(ContactMessage);
/** Each call comes from an address of its own, so the per-address limit never gets in the way here. */
const send = (input: ContactInput) => postFrom<SendContactData>(app, newVisitor(), SEND_CONTACT, { input });
const latest = async () => (await messages().find({ order: { id: 'DESC' }, take: 1 }))[0];

/** The BAD_USER_INPUT error of a refused message, checked to have stored nothing. */
async function refused(overrides: Partial<ContactInput>) {
  const before = await messages().count();
  const response = await send(validContact(overrides));
  expect(response.data).toBeNull();
  expect(await messages().count()).toBe(before);
  const error = errorOf(response);
  expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  return error;
}

describe('sendContactMessage', () => {
  it('stores the message, not yet handled, and answers only { received: true }', async () => {
    const started = Date.now();
    expect(await send(validContact())).toEqual({ data: { sendContactMessage: { received: true } }, ...budgetReport() });
    const row = await latest();
    expect(row).toMatchObject({
      name: 'Tom Becker',
      email: 'tom.becker@fieldwork.example',
      subject: 'Training for our team',
      message: 'Could you run a two-day TypeScript workshop for eight developers in March?',
      handled: false,
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 2000);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
  });

  it('stores every text trimmed', async () => {
    dataOf(
      await send({
        name: '  Tom Becker ',
        email: ' tom.becker@fieldwork.example\t',
        subject: '\n Training ',
        message: '   A two-day workshop, please.   ',
      }),
    );
    expect(await latest()).toMatchObject({
      name: 'Tom Becker',
      email: 'tom.becker@fieldwork.example',
      subject: 'Training',
      message: 'A two-day workshop, please.',
    });
  });

  it('accepts each text at its maximum length', async () => {
    const input = validContact({ name: 'N'.repeat(100), subject: 'S'.repeat(200), message: 'M'.repeat(5000) });
    dataOf(await send(input));
    expect(await latest()).toMatchObject({ name: input.name, subject: input.subject, message: input.message });
  });
});

describe('a contact message is refused, and nothing stored, when', () => {
  it.each(['', '   ', 'T', ' T '])('the name is %p: "Name must be at least 2 characters."', async (name) => {
    const error = await refused({ name });
    expect(error.message).toBe('Name must be at least 2 characters.');
    expect(error.extensions?.fields).toEqual({ name: ['Name must be at least 2 characters.'] });
  });

  it.each(['', 'tom', 'tom@', 'tom@fieldwork'])(
    'the email is %p: "Please enter a valid email address."',
    async (email) => {
      const error = await refused({ email });
      expect(error.extensions?.fields).toEqual({ email: ['Please enter a valid email address.'] });
    },
  );

  it.each(['', '  ', '\n'])('the subject is %p: "Subject is required"', async (subject) => {
    const error = await refused({ subject });
    expect(error.extensions?.fields).toEqual({ subject: ['Subject is required'] });
  });

  it.each(['', 'Hello', '  123456789  '])(
    'the message is %p: "Message must be at least 10 characters."',
    async (message) => {
      const error = await refused({ message });
      expect(error.extensions?.fields).toEqual({ message: ['Message must be at least 10 characters.'] });
    },
  );

  it.each([
    ['name', 'N'.repeat(101), 'Name must be at most 100 characters.'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Please enter a valid email address.'],
    ['subject', 'S'.repeat(201), 'Subject must be at most 200 characters.'],
    ['message', 'M'.repeat(5001), 'Message must be at most 5000 characters.'],
  ] as const)('the %s is too long', async (field, value, message) => {
    const error = await refused({ [field]: value });
    expect(error.extensions?.fields).toEqual({ [field]: [message] });
  });

  it('every field is wrong, with one message per field', async () => {
    const error = await refused({ name: '', email: '', subject: '', message: '' });
    expect(error.extensions?.fields).toEqual({
      name: ['Name must be at least 2 characters.'],
      email: ['Please enter a valid email address.'],
      subject: ['Subject is required'],
      message: ['Message must be at least 10 characters.'],
    });
  });
});
