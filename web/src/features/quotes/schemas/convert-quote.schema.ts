import { isIsoDate, isMoneyAmount } from '@site/shared';
import * as yup from 'yup';
import type {
  ConvertQuoteInput,
  Currency,
  DevelopmentPhase,
  ProjectPaymentMethod,
  ProjectPaymentStatus,
} from '../../../gql/graphql';
import {
  CONVERSION_DEFAULTS as D,
  CONVERSION_LIMITS as L,
  CONVERSION_MESSAGES as M,
  CURRENCIES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PHASES,
} from '../admin-constants';

/** The Convert to Project form, shaped like the API's input so its field messages land under their fields. */
export interface ConvertQuoteValues {
  paymentDetails: {
    /** Decimal text as typed ('12000.50'), never a float. */
    amount: string;
    currency: Currency;
    paymentMethod: ProjectPaymentMethod;
    paymentStatus: ProjectPaymentStatus;
  };
  planInfo: { duration: string; milestones: string[]; deliverables: string[] };
  developmentCycle: { phase: DevelopmentPhase; startDate: string; estimatedEndDate: string };
}

/** Milestones or deliverables: each entry capped; blank ones are dropped, so only the others count. */
const items = () =>
  yup
    .array(yup.string().trim().max(L.item, M.itemMax))
    .required()
    .test('items-max', M.itemsMax, (list) => (list ?? []).filter((item) => item?.trim()).length <= L.items);
const date = (required: string) =>
  yup
    .string()
    .required(required)
    .test('iso-date', M.date, (value) => !value || isIsoDate(value));

// The server's rules and messages, both read from the shared rules; texts are checked trimmed, as stored.
// One schema per section, as the API has one input per section.
export const paymentDetailsSchema = yup.object({
  amount: yup
    .string()
    .trim()
    .required(M.amountRequired)
    .test('money', M.amount, (value) => !value || isMoneyAmount(value))
    .test('max', M.amountMax, (value) => !value || !isMoneyAmount(value) || Number(value) <= L.amountMax),
  currency: yup.mixed<Currency>().required().oneOf(CURRENCIES),
  paymentMethod: yup.mixed<ProjectPaymentMethod>().required().oneOf(PAYMENT_METHODS),
  paymentStatus: yup.mixed<ProjectPaymentStatus>().required().oneOf(PAYMENT_STATUSES),
});

export const planInfoSchema = yup.object({
  duration: yup.string().trim().required(M.durationRequired).max(L.duration, M.durationMax),
  milestones: items(),
  deliverables: items(),
});

export const developmentCycleSchema = yup.object({
  phase: yup.mixed<DevelopmentPhase>().required().oneOf(PHASES),
  startDate: date(M.startDateRequired),
  estimatedEndDate: date(M.endDateRequired).test(
    'not-before-start',
    M.endBeforeStart,
    // ISO dates compare as text; a start date that is missing or malformed has its own message.
    (end, { parent }) => {
      const start = (parent as { startDate?: string }).startDate;
      return !end || !isIsoDate(end) || !start || !isIsoDate(start) || end >= start;
    },
  ),
});

export const convertQuoteSchema = yup.object({
  paymentDetails: paymentDetailsSchema,
  planInfo: planInfoSchema,
  developmentCycle: developmentCycleSchema,
});

/** The form's first values: the spec's defaults, one empty milestone and deliverable, starting today. */
export const emptyConversion = (today: string): ConvertQuoteValues => ({
  paymentDetails: {
    amount: String(D.amount),
    currency: D.currency,
    paymentMethod: D.paymentMethod,
    paymentStatus: D.paymentStatus,
  },
  planInfo: { duration: '', milestones: [''], deliverables: [''] },
  developmentCycle: { phase: D.phase, startDate: today, estimatedEndDate: '' },
});

/**
 * What the form sends: texts trimmed. Blank milestones and deliverables are sent as they are (the
 * API drops them), so an entry's message from the API still points at the entry on screen.
 */
export const toConvertInput = ({
  paymentDetails,
  planInfo,
  developmentCycle,
}: ConvertQuoteValues): ConvertQuoteInput => ({
  paymentDetails: { ...paymentDetails, amount: paymentDetails.amount.trim() },
  planInfo: {
    duration: planInfo.duration.trim(),
    milestones: planInfo.milestones.map((m) => m.trim()),
    deliverables: planInfo.deliverables.map((d) => d.trim()),
  },
  developmentCycle: { ...developmentCycle },
});
