import { dataMock, networkErrorMock, pendingMock } from '../../../test/apollo-mocks';
import { SubscribeToNewsletterDocument } from '../api/newsletter';

export const SUBSCRIBER_EMAIL = 'reader@example.com';

/** What the box sends for `email` when a person (who never sees the honeypot) signs up. */
const vars = (email: string) => ({ email, website: '' });

export const subscribeSuccessMock = (email = SUBSCRIBER_EMAIL) =>
  dataMock(SubscribeToNewsletterDocument, vars(email), { subscribeToNewsletter: true });

export const subscribeNetworkErrorMock = (email = SUBSCRIBER_EMAIL) =>
  networkErrorMock(SubscribeToNewsletterDocument, vars(email));

export const subscribePendingMock = (email = SUBSCRIBER_EMAIL) =>
  pendingMock(SubscribeToNewsletterDocument, vars(email));
