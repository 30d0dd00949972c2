import { dataMock, networkErrorMock, pendingMock } from '../../../test/apollo-mocks';
import { SubscribeToNewsletterDocument } from '../api/newsletter';

export const SUBSCRIBER_EMAIL = 'reader@example.com';

export const subscribeSuccessMock = (email = SUBSCRIBER_EMAIL) =>
  dataMock(SubscribeToNewsletterDocument, { email }, { subscribeToNewsletter: true });

export const subscribeNetworkErrorMock = (email = SUBSCRIBER_EMAIL) => networkErrorMock(SubscribeToNewsletterDocument, { email });

export const subscribePendingMock = (email = SUBSCRIBER_EMAIL) => pendingMock(SubscribeToNewsletterDocument, { email });
