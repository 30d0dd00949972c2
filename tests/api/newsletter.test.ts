import { NewsletterSubscription } from '../../server/src/modules/content/newsletter.entity';
import { newVisitor, postFrom, SUBSCRIBE, type SubscribeData } from '../fixtures/submissions';
import { budgetReport, dataOf, errorOf, startTestApp, type TestApp } from '../fixtures/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const subscriptions = () => app.dataSource.getRepository(NewsletterSubscription);
/** Each call comes from an address of its own, so the per-address limit never gets in the way here. */
const subscribe = (variables: { email: string; website?: string }) =>
  postFrom<SubscribeData>(app, newVisitor(), SUBSCRIBE, variables);

describe('subscribeToNewsletter', () => {
  it('adds the address, in lower case and trimmed', async () => {
    expect(await subscribe({ email: ' Reader.One@Example.COM ' })).toEqual({
      data: { subscribeToNewsletter: true },
      ...budgetReport(),
    });
    expect(await subscriptions().findOneBy({ email: 'reader.one@example.com' })).not.toBeNull();
  });

  it('is harmless when repeated: the same answer, one row', async () => {
    const email = 'twice@reader.example';
    dataOf(await subscribe({ email }));
    expect(await subscribe({ email })).toEqual({ data: { subscribeToNewsletter: true }, ...budgetReport() });
    expect(await subscribe({ email: 'TWICE@reader.example' })).toEqual({
      data: { subscribeToNewsletter: true },
      ...budgetReport(),
    });
    expect(await subscriptions().countBy({ email })).toBe(1);
  });

  it('still takes the documents written before the honeypot argument (it is optional)', async () => {
    const response = await postFrom<SubscribeData>(
      app,
      newVisitor(),
      'mutation($email: String!) { subscribeToNewsletter(email: $email) }',
      { email: 'older-client@reader.example' },
    );
    expect(dataOf(response)).toEqual({ subscribeToNewsletter: true });
  });

  it.each(['', 'not-an-email', 'reader@', `${'a'.repeat(250)}@example.com`])(
    "refuses %p with 'Please enter a valid email address.', storing nothing",
    async (email) => {
      const before = await subscriptions().count();
      const error = errorOf(await subscribe({ email }));
      expect(error).toMatchObject({
        message: 'Please enter a valid email address.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await subscriptions().count()).toBe(before);
    },
  );

  it('stores nothing when the hidden honeypot is filled, answering as usual', async () => {
    const before = await subscriptions().count();
    expect(await subscribe({ email: 'bot@spam.example', website: 'https://spam.example' })).toEqual({
      data: { subscribeToNewsletter: true },
      ...budgetReport(),
    });
    expect(await subscriptions().count()).toBe(before);
  });
});
