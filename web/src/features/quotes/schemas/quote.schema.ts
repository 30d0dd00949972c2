import { isEmailAddress, isPhoneNumber, QUOTE_LIMITS as L, QUOTE_MESSAGES as M } from '@site/shared';
import * as yup from 'yup';
import type { QuoteBudget, QuoteRequestInput, RequestedService } from '../../../gql/graphql';
import { DEFAULT_BUDGET, QUOTE_BUDGETS, REQUESTED_SERVICES } from '../constants';

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

/** The server's rules and messages, both read from the shared rules; texts are checked trimmed, as stored. */
export const quoteSchema = yup.object({
  name: yup.string().trim().required(M.name).min(L.nameMin, M.name).max(L.name, M.nameMax),
  email: yup
    .string()
    .trim()
    .required(M.email)
    .test('email', M.email, (value) => isEmailAddress(value ?? '')),
  phone: yup
    .string()
    .trim()
    .required(M.phone)
    .min(L.phoneMin, M.phone)
    .max(L.phone, M.phoneMax)
    .test('phone', M.phone, (value) => isPhoneNumber(value ?? '')),
  company: yup.string().trim().max(L.company, M.companyMax),
  budget: yup.mixed<QuoteBudget>().required(M.budget).oneOf(QUOTE_BUDGETS, M.budget),
  services: yup
    .array(yup.mixed<RequestedService>().required().oneOf(REQUESTED_SERVICES, M.services))
    .required(M.services)
    .min(1, M.services)
    .test('unique', M.servicesUnique, (value) => new Set(value).size === (value?.length ?? 0)),
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
