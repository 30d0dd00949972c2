import type { ContactMessageInput } from '../../../gql/graphql';
import {
  dataMock,
  errorMock,
  invalidInput,
  networkErrorMock,
  pendingMock,
  type ApiError,
  type MockOptions,
} from '../../../test/apollo-mocks';
import { SendContactMessageDocument } from '../api/contact';
import type { ContactFormValues } from '../schemas/contact.schema';

/** What a visitor types into the contact form. */
export const CONTACT_VALUES: Omit<ContactFormValues, 'website'> = {
  name: 'Jane Smith',
  email: 'jane@example.com',
  subject: 'A mobile app for our stores',
  message: 'We would like to build a mobile app that lets our customers order ahead.',
};

/** What the form sends for those values: trimmed, and the honeypot empty as a person leaves it. */
export const contactInput = (overrides: Partial<ContactMessageInput> = {}): ContactMessageInput => ({
  ...CONTACT_VALUES,
  website: '',
  ...overrides,
});

/** The API's answer when one address has sent too much (the spam guard's friendly message). */
export const TOO_MANY_REQUESTS: ApiError = {
  message: 'You have sent several requests in a short time. Please wait 10 minutes and try again.',
  code: 'TOO_MANY_REQUESTS',
};

/** The API's receipt, __typename included as the server sends it. */
const receipt: { sendContactMessage: { __typename: 'SubmissionReceipt'; received: boolean } } = {
  sendContactMessage: { __typename: 'SubmissionReceipt', received: true },
};

export const sendContactSuccessMock = (input = contactInput(), options?: MockOptions) =>
  dataMock(SendContactMessageDocument, { input }, receipt, options);

export const sendContactPendingMock = (input = contactInput()) => pendingMock(SendContactMessageDocument, { input });

export const sendContactNetworkErrorMock = (input = contactInput()) =>
  networkErrorMock(SendContactMessageDocument, { input });

export const sendContactTooManyMock = (input = contactInput()) =>
  errorMock(SendContactMessageDocument, { input }, TOO_MANY_REQUESTS);

/** The API refusing the input: `fields` maps a field to its message. */
export const sendContactInvalidMock = (input: ContactMessageInput, fields: Record<string, string>) =>
  errorMock(SendContactMessageDocument, { input }, invalidInput(fields));
