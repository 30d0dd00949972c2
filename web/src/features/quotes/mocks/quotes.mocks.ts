import type { QuoteRequestInput, SubmitQuoteRequestMutation } from '../../../gql/graphql';
import {
  dataMock,
  errorMock,
  invalidInput,
  networkErrorMock,
  pendingMock,
  type ApiError,
  type MockOptions,
} from '../../../test/apollo-mocks';
import { SubmitQuoteRequestDocument } from '../api/quotes';
import { QUOTE_MESSAGES } from '../constants';
import { toQuoteInput, type QuoteFormValues } from '../schemas/quote.schema';

/** A request as a visitor fills it in: two services, the default budget, the honeypot left empty. */
export const SAMPLE_QUOTE: QuoteFormValues = {
  name: 'Jane Cooper',
  email: 'jane.cooper@example.com',
  phone: '+1 (555) 010-2030',
  company: 'Northwind Retail',
  budget: 'BUDGET_10K_25K',
  services: ['WEB_DEVELOPMENT', 'MOBILE_APP'],
  message: 'We need a new online store with a companion mobile app for our loyalty programme.',
  website: '',
};

/** What the form sends for SAMPLE_QUOTE (mocks match their variables exactly). */
export const SAMPLE_QUOTE_INPUT: QuoteRequestInput = toQuoteInput(SAMPLE_QUOTE);

/**
 * An address the form lets through and the server refuses: the two share their rules, but the
 * server has the last word (a deployed page can be older than the API it talks to).
 */
export const UNDELIVERABLE_QUOTE: QuoteFormValues = { ...SAMPLE_QUOTE, email: 'jane@mail.invalid' };
export const UNDELIVERABLE_QUOTE_INPUT: QuoteRequestInput = toQuoteInput(UNDELIVERABLE_QUOTE);
export const EMAIL_REFUSED = invalidInput({ email: QUOTE_MESSAGES.email });

export const TOO_MANY_REQUESTS: ApiError = {
  message: 'You have sent several requests in a short time. Please wait 9 minutes and try again.',
  code: 'TOO_MANY_REQUESTS',
};

const vars = (input: QuoteRequestInput) => ({ input });

/** The API's receipt, __typename included as the server sends it. */
const RECEIPT: SubmitQuoteRequestMutation['submitQuoteRequest'] & { __typename: 'SubmissionReceipt' } = {
  __typename: 'SubmissionReceipt',
  received: true,
};

export const submitQuoteSuccessMock = (input = SAMPLE_QUOTE_INPUT, options?: MockOptions) =>
  dataMock(SubmitQuoteRequestDocument, vars(input), { submitQuoteRequest: RECEIPT }, options);

export const submitQuoteInvalidMock = (input = UNDELIVERABLE_QUOTE_INPUT, error: ApiError = EMAIL_REFUSED) =>
  errorMock(SubmitQuoteRequestDocument, vars(input), error);

export const submitQuoteRateLimitedMock = (input = SAMPLE_QUOTE_INPUT) =>
  errorMock(SubmitQuoteRequestDocument, vars(input), TOO_MANY_REQUESTS);

export const submitQuoteNetworkErrorMock = (input = SAMPLE_QUOTE_INPUT) =>
  networkErrorMock(SubmitQuoteRequestDocument, vars(input));

export const submitQuotePendingMock = (input = SAMPLE_QUOTE_INPUT) =>
  pendingMock(SubmitQuoteRequestDocument, vars(input));
