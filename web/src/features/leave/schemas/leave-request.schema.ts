import { isIsoDate, LEAVE_LIMITS as L, LEAVE_MESSAGES as M } from '@site/shared';
import * as yup from 'yup';
import type { LeaveType, RequestLeaveInput } from '../../../gql/graphql';
import { todayIso } from '../../../lib/format';
import { DEFAULT_LEAVE_DAYS, DEFAULT_TYPE, LEAVE_TYPES } from '../constants';
import { addDays, spanDays } from '../leave-dates';

export interface LeaveRequestFormValues {
  startDate: string;
  endDate: string;
  type: LeaveType;
  reason: string;
}

const isoDate = (required: string) =>
  yup
    .string()
    .required(required)
    .test('iso-date', M.date, (value) => !value || isIsoDate(value));

/**
 * The leave form's rules, with the server's messages (shared): no start before `today()` (read at
 * each check, so a form left open overnight still judges by the real day), no end before the
 * start, no span past the limit, and a reason.
 */
export function makeLeaveRequestSchema(today: () => string = todayIso) {
  return yup.object({
    startDate: isoDate(M.startRequired).test(
      'not-past',
      M.startInPast,
      (value) => !value || !isIsoDate(value) || value >= today(),
    ),
    endDate: isoDate(M.endRequired)
      .test('after-start', M.endBeforeStart, function (value) {
        const start = this.parent.startDate as string | undefined;
        return !value || !start || !isIsoDate(value) || !isIsoDate(start) || value >= start;
      })
      .test('span', M.tooLong, function (value) {
        const start = this.parent.startDate as string | undefined;
        if (!value || !start || !isIsoDate(value) || !isIsoDate(start) || value < start) return true;
        return spanDays(start, value) <= L.spanDays;
      }),
    type: yup.mixed<LeaveType>().required(M.type).oneOf(LEAVE_TYPES, M.type),
    reason: yup.string().trim().required(M.reasonRequired).max(L.reason, M.reasonMax),
  });
}

export const leaveRequestSchema = makeLeaveRequestSchema();

/** A new request: from today to tomorrow (the default length), Vacation, no reason yet. */
export const emptyLeaveRequest = (today: string = todayIso()): LeaveRequestFormValues => ({
  startDate: today,
  endDate: addDays(today, DEFAULT_LEAVE_DAYS),
  type: DEFAULT_TYPE,
  reason: '',
});

/** What the API receives: the reason trimmed, as it is stored. */
export const toRequestLeaveInput = (values: LeaveRequestFormValues): RequestLeaveInput => ({
  startDate: values.startDate,
  endDate: values.endDate,
  type: values.type,
  reason: values.reason.trim(),
});

/**
 * The dates and type to preview while the user edits, or null while the dates cannot make a
 * request (missing, malformed, in the past, reversed or too long): nothing is asked of the API then.
 */
export function previewVariables(
  values: Pick<LeaveRequestFormValues, 'startDate' | 'endDate' | 'type'>,
  today: string = todayIso(),
): Pick<LeaveRequestFormValues, 'startDate' | 'endDate' | 'type'> | null {
  const { startDate, endDate, type } = values;
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || !LEAVE_TYPES.includes(type)) return null;
  if (startDate < today || endDate < startDate || spanDays(startDate, endDate) > L.spanDays) return null;
  return { startDate, endDate, type };
}

/** The reason asked for before a rejection or a cancellation request. */
export function reasonSchema(required: string, tooLong: string, max: number) {
  return yup.string().trim().required(required).max(max, tooLong);
}

export const rejectReasonSchema = reasonSchema(M.rejectReasonRequired, M.notesMax, L.notes);
export const cancellationReasonSchema = reasonSchema(
  M.cancellationReasonRequired,
  M.cancellationReasonMax,
  L.cancellationReason,
);
export const approvalNotesSchema = yup.string().trim().max(L.notes, M.notesMax);

/** The first message of `schema` for `value`, or undefined when it is fine. */
export function messageFor(schema: yup.AnySchema, value: unknown): string | undefined {
  try {
    schema.validateSync(value);
    return undefined;
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.message;
    throw error;
  }
}
