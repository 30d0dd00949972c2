import { isIsoDate, latestApiKeyExpiry } from '@site/shared';
import * as yup from 'yup';
import type { ApiScope, CreateApiKeyInput } from '../../../gql/graphql';
import { todayIso } from '../../../lib/format';
import { API_KEY_LIMITS as L, API_KEY_MESSAGES as M, DEFAULT_EXPIRY_DAYS, SCOPES } from '../constants';

/** The New API Key form, shaped like the API's input so its field messages land under their fields. */
export interface CreateApiKeyValues {
  name: string;
  scopes: ApiScope[];
  /** The day the key stops working (at its start, the user's time), 'YYYY-MM-DD'; '' when cleared. */
  expiresAt: string;
  /** Points per minute; null leaves the API's default. */
  budgetPerMinute: number | null;
}

/** The Roll dialog: how long the old key lasts, and the new key's expiry ('' keeps the API's default). */
export interface RollApiKeyValues {
  overlapHours: number | null;
  expiresAt: string;
}

/** The moment a chosen day begins in the user's time zone: when a key set to expire on it stops. */
export function startOfDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The day `days` after `from` ('YYYY-MM-DD'), in the user's calendar. */
export function daysAfter(days: number, from = new Date()): string {
  return todayIso(new Date(from.getFullYear(), from.getMonth(), from.getDate() + days));
}

// The server checks the same moment against its clock: after now, and at most a year from now.
const expiry = (schema: yup.StringSchema) =>
  schema
    .test('date', M.expiresAt, (value) => !value || isIsoDate(value))
    .test('future', M.expiresAtPast, (value) => !value || !isIsoDate(value) || startOfDay(value) > new Date())
    .test(
      'max',
      M.expiresAtMax,
      (value) => !value || !isIsoDate(value) || startOfDay(value) <= latestApiKeyExpiry(new Date()),
    );

export const createApiKeySchema = yup.object({
  name: yup.string().trim().required(M.nameRequired).max(L.name, M.nameMax),
  scopes: yup
    .array(yup.mixed<ApiScope>().oneOf(SCOPES, M.scope).required(M.scope))
    .required(M.scopesRequired)
    .min(1, M.scopesRequired)
    .test('unique', M.scopesUnique, (list) => new Set(list).size === (list ?? []).length),
  expiresAt: expiry(yup.string().required(M.expiresAtRequired)),
  budgetPerMinute: yup
    .number()
    .typeError(M.budget)
    .nullable()
    .integer(M.budget)
    .min(L.budgetMin, M.budget)
    .max(L.budgetMax, M.budget),
});

export const rollApiKeySchema = yup.object({
  overlapHours: yup
    .number()
    .typeError(M.overlap)
    .nullable()
    .required(M.overlap)
    .integer(M.overlap)
    .min(0, M.overlap)
    .max(L.overlapHoursMax, M.overlap),
  expiresAt: expiry(yup.string()),
});

/** A new key's form: nothing chosen but a 90-day expiry and the default budget. */
export const emptyApiKey = (now = new Date()): CreateApiKeyValues => ({
  name: '',
  scopes: [],
  expiresAt: daysAfter(DEFAULT_EXPIRY_DAYS, now),
  budgetPerMinute: L.budgetDefault,
});

export const emptyRoll = (): RollApiKeyValues => ({ overlapHours: L.overlapHoursDefault, expiresAt: '' });

/** The form as the API's input: the name trimmed, the scopes in the API's order, the day as a moment. */
export const toCreateInput = (values: CreateApiKeyValues): CreateApiKeyInput => ({
  name: values.name.trim(),
  scopes: SCOPES.filter((scope) => values.scopes.includes(scope)),
  expiresAt: startOfDay(values.expiresAt).toISOString(),
  budgetPerMinute: values.budgetPerMinute,
});

/** The roll's arguments: an empty expiry leaves the API to choose (the old key's span, capped at a year). */
export const toRollArgs = (values: RollApiKeyValues) => ({
  overlapHours: values.overlapHours ?? L.overlapHoursDefault,
  expiresAt: values.expiresAt ? startOfDay(values.expiresAt).toISOString() : null,
});
