import { LEAVE_LIMITS as L, LEAVE_MESSAGES as M } from '@site/shared';
import { schemaMessages } from '../../../test/schema-messages';
import {
  approvalNotesSchema,
  cancellationReasonSchema,
  emptyLeaveRequest,
  makeLeaveRequestSchema,
  messageFor,
  previewVariables,
  rejectReasonSchema,
  toRequestLeaveInput,
  type LeaveRequestFormValues,
} from './leave-request.schema';

const TODAY = '2026-11-24';
const schema = makeLeaveRequestSchema(() => TODAY);
const messages = (values: Partial<Record<keyof LeaveRequestFormValues, unknown>>) =>
  schemaMessages(schema, { ...valid, ...values });
const valid: LeaveRequestFormValues = {
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  type: 'VACATION',
  reason: 'Family visit',
};

describe('leaveRequestSchema', () => {
  it('accepts a request from today on, ending on or after its start', () => {
    expect(messages({})).toEqual({});
    expect(messages({ startDate: TODAY, endDate: TODAY })).toEqual({});
  });

  it('starts a new request today, ending tomorrow, as Vacation, with no reason', () => {
    expect(emptyLeaveRequest(TODAY)).toEqual({
      startDate: TODAY,
      endDate: '2026-11-25',
      type: 'VACATION',
      reason: '',
    });
    expect(messages(emptyLeaveRequest(TODAY))).toEqual({ reason: M.reasonRequired });
  });

  it('refuses a start before today', () => {
    expect(messages({ startDate: '2026-11-23', endDate: '2026-11-25' })).toEqual({ startDate: M.startInPast });
  });

  it('refuses an end before the start', () => {
    expect(messages({ startDate: '2026-12-03', endDate: '2026-12-02' })).toEqual({ endDate: M.endBeforeStart });
  });

  it('refuses a span longer than the limit, and accepts one exactly at it', () => {
    expect(messages({ startDate: '2027-01-01', endDate: '2028-01-02' })).toEqual({ endDate: M.tooLong });
    expect(messages({ startDate: '2027-01-01', endDate: '2028-01-01' })).toEqual({});
    expect(L.spanDays).toBe(366);
  });

  it('asks for both dates, and refuses ones that are not real days', () => {
    expect(messages({ startDate: '', endDate: '' })).toEqual({ startDate: M.startRequired, endDate: M.endRequired });
    expect(messages({ startDate: '2026-02-30', endDate: '01/12/2026' })).toEqual({
      startDate: M.date,
      endDate: M.date,
    });
  });

  it('asks for a reason, counting spaces alone as none, and caps its length', () => {
    expect(messages({ reason: '   ' })).toEqual({ reason: M.reasonRequired });
    expect(messages({ reason: 'x'.repeat(L.reason) })).toEqual({});
    expect(messages({ reason: 'x'.repeat(L.reason + 1) })).toEqual({ reason: M.reasonMax });
  });

  it('refuses a type the API does not know', () => {
    expect(messages({ type: 'SABBATICAL' as never })).toEqual({ type: M.type });
  });

  it('sends the reason trimmed', () => {
    expect(toRequestLeaveInput({ ...valid, reason: '  Family visit \n' }).reason).toBe('Family visit');
  });
});

describe('previewVariables', () => {
  it('previews dates that can make a request', () => {
    expect(previewVariables(valid, TODAY)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      type: 'VACATION',
    });
  });

  it.each([
    ['a start in the past', { startDate: '2026-11-20' }],
    ['an end before the start', { endDate: '2026-11-30' }],
    ['a half-typed date', { endDate: '2026-12' }],
    ['a span past the limit', { startDate: '2027-01-01', endDate: '2028-06-01' }],
  ])('asks nothing for %s', (_case, change) => {
    expect(previewVariables({ ...valid, ...change }, TODAY)).toBeNull();
  });
});

describe('the dialogs’ reasons', () => {
  it('asks for a rejection reason, spaces alone counting as none', () => {
    expect(messageFor(rejectReasonSchema, '  ')).toBe(M.rejectReasonRequired);
    expect(messageFor(rejectReasonSchema, 'Project deadline')).toBeUndefined();
    expect(messageFor(rejectReasonSchema, 'x'.repeat(L.notes + 1))).toBe(M.notesMax);
  });

  it('asks for a reason to cancel approved leave', () => {
    expect(messageFor(cancellationReasonSchema, '')).toBe(M.cancellationReasonRequired);
    expect(messageFor(cancellationReasonSchema, 'x'.repeat(L.cancellationReason + 1))).toBe(M.cancellationReasonMax);
  });

  it('takes approval notes as optional, capped', () => {
    expect(messageFor(approvalNotesSchema, '')).toBeUndefined();
    expect(messageFor(approvalNotesSchema, 'x'.repeat(L.notes + 1))).toBe(M.notesMax);
  });
});
