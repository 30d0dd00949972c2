import type {
  ContactMessageFieldsFragment,
  ContactMessagesQueryVariables,
  NewsletterSubscriptionsQueryVariables,
} from '../../../gql/graphql';
import { dataMock, networkErrorMock, pendingMock, type MockOptions } from '../../../test/apollo-mocks';
import {
  ContactMessagesDocument,
  NewsletterSubscriptionsDocument,
  SetContactMessageHandledDocument,
} from '../api/inbox';
import { INBOX_PAGE_SIZE, MESSAGE_DEFAULT_SORT, SIGNUP_DEFAULT_SORT } from '../constants';
import type { Signup } from '../components/SignupTable';

type Message = ContactMessageFieldsFragment & { __typename: 'ContactMessage' };

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour, 15)).toISOString();

/** Newest first, as the API lists them. */
export const sampleMessages: readonly Message[] = [
  {
    __typename: 'ContactMessage',
    id: 3,
    name: 'Priya Raman',
    email: 'priya.raman@lumen.example',
    subject: 'Customer portal',
    message:
      'We need a customer portal that shows each client their usage and invoices. Our current system is a set of spreadsheets that our account managers email by hand every month, and it no longer scales.',
    handled: false,
    handledAt: null,
    handledByName: null,
    createdAt: at(12, 9),
  },
  {
    __typename: 'ContactMessage',
    id: 2,
    name: 'Tom Becker',
    email: 'tom.becker@fieldwork.example',
    subject: 'Training for our team',
    message: 'Could you run a two-day TypeScript workshop for eight developers in March?',
    handled: true,
    handledAt: at(11, 14),
    handledByName: 'Alex Admin',
    createdAt: at(10, 16),
  },
  {
    __typename: 'ContactMessage',
    id: 1,
    name: 'Maria Lopez',
    email: 'maria@harbour.example',
    subject: 'Data migration',
    message: 'Can you help us move ten years of records to a new database?',
    handled: false,
    handledAt: null,
    handledByName: null,
    createdAt: at(8, 11),
  },
];

export const sampleSignups: readonly (Signup & { __typename: 'NewsletterSubscription' })[] = [
  { __typename: 'NewsletterSubscription', id: 2, email: 'reader@news.example', createdAt: at(12, 8) },
  { __typename: 'NewsletterSubscription', id: 1, email: 'first@news.example', createdAt: at(3, 10) },
];

/** The variables MessagesTab sends. */
export const messagesVariables = (
  overrides: Partial<ContactMessagesQueryVariables> = {},
): ContactMessagesQueryVariables => ({
  offset: 0,
  limit: INBOX_PAGE_SIZE,
  search: null,
  state: null,
  sort: MESSAGE_DEFAULT_SORT.field,
  direction: MESSAGE_DEFAULT_SORT.direction,
  ...overrides,
});

export const signupsVariables = (
  overrides: Partial<NewsletterSubscriptionsQueryVariables> = {},
): NewsletterSubscriptionsQueryVariables => ({
  offset: 0,
  limit: INBOX_PAGE_SIZE,
  search: null,
  sort: SIGNUP_DEFAULT_SORT.field,
  direction: SIGNUP_DEFAULT_SORT.direction,
  ...overrides,
});

/** A page object as the API answers it, typename included (the cache keys on it). */
function pageOf<T>(typename: string, total: number, { offset, limit }: { offset: number; limit: number }, items: T[]) {
  const page = { __typename: typename, total, offset, limit, items };
  return page;
}

/** The page the API would answer for these variables (search and state applied; newest first). */
export function messagesMock(
  variables: ContactMessagesQueryVariables,
  source: readonly Message[] = sampleMessages,
  options?: MockOptions,
) {
  const text = variables.search?.toLowerCase();
  const items = source
    .filter((m) => !text || [m.name, m.email, m.subject, m.message].some((v) => v.toLowerCase().includes(text)))
    .filter((m) => !variables.state || m.handled === (variables.state === 'HANDLED'));
  const page = items.slice(variables.offset, variables.offset + variables.limit);
  return dataMock(
    ContactMessagesDocument,
    variables,
    { contactMessages: pageOf('ContactMessagePage', items.length, variables, page) },
    options,
  );
}

export const messagesLoadingMock = (variables = messagesVariables()) => pendingMock(ContactMessagesDocument, variables);
export const messagesErrorMock = (variables = messagesVariables()) =>
  networkErrorMock(ContactMessagesDocument, variables);

export function signupsMock(
  variables: NewsletterSubscriptionsQueryVariables,
  source: readonly (Signup & { __typename: 'NewsletterSubscription' })[] = sampleSignups,
  options?: MockOptions,
) {
  const text = variables.search?.toLowerCase();
  const items = source.filter((s) => !text || s.email.includes(text));
  return dataMock(
    NewsletterSubscriptionsDocument,
    variables,
    {
      newsletterSubscriptions: pageOf(
        'NewsletterSubscriptionPage',
        items.length,
        variables,
        items.slice(variables.offset, variables.offset + variables.limit),
      ),
    },
    options,
  );
}

export const signupsLoadingMock = (variables = signupsVariables()) =>
  pendingMock(NewsletterSubscriptionsDocument, variables);

/** The message after the change, as the API answers it. */
export function handled(message: Message, value: boolean): Message {
  return value
    ? { ...message, handled: true, handledAt: at(13, 9), handledByName: 'Alex Admin' }
    : { ...message, handled: false, handledAt: null, handledByName: null };
}

export const setHandledMock = (message: Message, value: boolean, options?: MockOptions) =>
  dataMock(
    SetContactMessageHandledDocument,
    { id: message.id, handled: value },
    { setContactMessageHandled: handled(message, value) },
    options,
  );

export const setHandledErrorMock = (message: Message, value: boolean) =>
  networkErrorMock(SetContactMessageHandledDocument, { id: message.id, handled: value });
