import * as yup from 'yup';
import type { QuoteBudget, QuoteRequestInput, RequestedService } from '../../../gql/graphql';
import {
  DEFAULT_BUDGET,
  QUOTE_BUDGETS,
  QUOTE_LIMITS as L,
  QUOTE_MESSAGES as M,
  REQUESTED_SERVICES,
} from '../constants';

/** Digits with spaces, +, -, dots and brackets: the server's IsPhoneNumber (common/trimmed-text.ts). */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const PHONE_MIN_DIGITS = 7;

export interface QuoteFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  budget: QuoteBudget;
  services: RequestedService[];
  message: string;
  /** The honeypot: people never see it and leave it empty. */
  website: string;
}

/** Mirrors the server's rules and messages (server/src/modules/quotes/quote-request.inputs.ts). */
export const quoteSchema = yup.object({
  name: yup.string().trim().required(M.name).min(L.nameMin, M.name).max(L.name, M.nameMax),
  email: yup.string().trim().required(M.email).email(M.email).max(L.email, M.email),
  phone: yup
    .string()
    .trim()
    .required(M.phone)
    .min(L.phoneMin, M.phone)
    .max(L.phone, M.phoneMax)
    .matches(PHONE_CHARACTERS, M.phone)
    .test('phone-digits', M.phone, (value) => (value?.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS),
  company: yup.string().trim().max(L.company, M.companyMax),
  budget: yup.mixed<QuoteBudget>().required(M.budget).oneOf(QUOTE_BUDGETS, M.budget),
  services: yup
    .array(yup.mixed<RequestedService>().required().oneOf(REQUESTED_SERVICES, M.services))
    .required(M.services)
    .min(1, M.services),
  message: yup.string().trim().required(M.message).min(L.messageMin, M.message).max(L.message, M.messageMax),
  website: yup.string(),
});

export const emptyQuote = (): QuoteFormValues => ({
  name: '',
  email: '',
  phone: '',
  company: '',
  budget: DEFAULT_BUDGET,
  services: [],
  message: '',
  website: '',
});

/**
 * What the form sends: texts trimmed, a blank company as null, the services in the list's order
 * (whatever order they were ticked in) and the honeypot as it is.
 */
export const toQuoteInput = (values: QuoteFormValues): QuoteRequestInput => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  company: values.company.trim() || null,
  budget: values.budget,
  services: REQUESTED_SERVICES.filter((service) => values.services.includes(service)),
  message: values.message.trim(),
  website: values.website,
});
