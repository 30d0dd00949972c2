import { LEAVE_MESSAGES as M } from '@site/shared';
import { LeaveStatus, LeaveType } from '../../server/src/modules/leave/leave-request.entity';
import { companyToday, workingDays } from '../../server/src/common/working-days';
import {
  LEAVE_PREVIEW,
  LEAVE_REQUEST,
  MANAGER_APPROVE,
  MY_BALANCES,
  useLeaveApp,
  weekdays,
  type BalanceView,
} from '../fixtures/leave';
import { dataOf, errorOf, fieldErrorsOf } from '../fixtures/test-app';

/** Balances in working days: the allowance (LEAVE_ALLOWANCES here), used, pending and what remains. */

// Vacation 15 and Personal 2 replace the shared defaults; Sick, left out, is unlimited.
const leave = useLeaveApp({ LEAVE_ALLOWANCES: 'VACATION=15,PERSONAL=2' });
const US = { country: 'US', region: null };

type Balances = { myLeaveBalances: BalanceView[] };
type Preview = { leavePreview: { workingDays: number; balance: BalanceView } };
const thisYear = Number(companyToday().slice(0, 4));
/** Ten weekdays of next year, and five that cross from it into the year after. */
const year = thisYear + 1;
/** Working days of a span (dates are picked by the calendar, so the count is computed). */
const days = (start: string, end: string) => workingDays(start, end, US);

describe('my leave balances', () => {
  it('count approved days as used and the days in approval as pending, per type, from the configured allowances', async () => {
    const { report } = await leave.team();
    const approved = await leave.insertedFor(report, LeaveStatus.HR_APPROVED, {
      startDate: `${year}-03-02`,
      endDate: `${year}-03-13`,
    });
    const pending = await leave.insertedFor(report, LeaveStatus.PENDING, {
      startDate: `${year}-04-06`,
      endDate: `${year}-04-07`,
    });
    const managerApproved = await leave.insertedFor(report, LeaveStatus.MANAGER_APPROVED, {
      startDate: `${year}-04-13`,
      endDate: `${year}-04-13`,
    });
    await leave.insertedFor(report, LeaveStatus.REJECTED, { startDate: `${year}-05-04`, endDate: `${year}-05-08` });
    await leave.insertedFor(report, LeaveStatus.HR_APPROVED, {
      type: LeaveType.SICK,
      startDate: `${year}-06-01`,
      endDate: `${year}-06-02`,
    });
    const used = days(approved.startDate, approved.endDate);
    const inApproval =
      days(pending.startDate, pending.endDate) + days(managerApproved.startDate, managerApproved.endDate);

    const { myLeaveBalances } = dataOf(await leave.call<Balances>(MY_BALANCES, { year }, report.token));
    expect(myLeaveBalances).toEqual([
      { type: 'VACATION', year, allowance: 15, used, pending: inApproval, remaining: 15 - used },
      {
        type: 'SICK',
        year,
        allowance: null,
        used: days(`${year}-06-01`, `${year}-06-02`),
        pending: 0,
        remaining: null,
      },
      { type: 'PERSONAL', year, allowance: 2, used: 0, pending: 0, remaining: 2 },
      { type: 'BEREAVEMENT', year, allowance: null, used: 0, pending: 0, remaining: null },
      { type: 'OTHER', year, allowance: null, used: 0, pending: 0, remaining: null },
    ]);
  });

  it('count leave over New Year in each year for the days that fall in it', async () => {
    const { report } = await leave.team();
    const span = { startDate: `${year}-12-28`, endDate: `${year + 1}-01-08` };
    await leave.insertedFor(report, LeaveStatus.HR_APPROVED, span);
    const usedIn = async (y: number) =>
      dataOf(await leave.call<Balances>(MY_BALANCES, { year: y }, report.token)).myLeaveBalances[0]!.used;
    expect(await usedIn(year)).toBe(workingDays(span.startDate, `${year}-12-31`, US));
    expect(await usedIn(year + 1)).toBe(workingDays(`${year + 1}-01-01`, span.endDate, US));
    expect((await usedIn(year)) + (await usedIn(year + 1))).toBe(workingDays(span.startDate, span.endDate, US));
  });

  it('default to this year, are empty without an employee record, and refuse a year out of range', async () => {
    const { report } = await leave.team();
    const { myLeaveBalances } = dataOf(await leave.call<Balances>(MY_BALANCES, {}, report.token));
    expect(myLeaveBalances.map((b) => b.year)).toEqual(Array(5).fill(thisYear));
    expect(dataOf(await leave.call<Balances>(MY_BALANCES, {}, leave.staff)).myLeaveBalances).toEqual([]);
    expect(fieldErrorsOf(await leave.call(MY_BALANCES, { year: 1999 }, report.token))).toEqual({ year: [M.year] });
  });
});

describe('the preview of a request', () => {
  it('gives its working days and the balance of its type in its first year, before it', async () => {
    const { report } = await leave.team();
    await leave.insertedFor(report, LeaveStatus.HR_APPROVED, { startDate: `${year}-02-02`, endDate: `${year}-02-03` });
    const dates = weekdays(3, 5);
    const variables = { ...dates, type: 'VACATION' };
    const { leavePreview } = dataOf(await leave.call<Preview>(LEAVE_PREVIEW, variables, report.token));
    expect(leavePreview.workingDays).toBe(workingDays(dates.startDate, dates.endDate, US));
    expect(leavePreview.balance).toMatchObject({
      type: 'VACATION',
      year: Number(dates.startDate.slice(0, 4)),
      allowance: 15,
    });

    const next = dataOf(
      await leave.call<Preview>(
        LEAVE_PREVIEW,
        { startDate: `${year}-03-02`, endDate: `${year}-03-02`, type: 'VACATION' },
        report.token,
      ),
    );
    const used = days(`${year}-02-02`, `${year}-02-03`);
    expect(next.leavePreview).toEqual({
      workingDays: days(`${year}-03-02`, `${year}-03-02`),
      balance: expect.objectContaining({ year, used, remaining: 15 - used }),
    });
  });

  it('needs an employee record and dates in order', async () => {
    const dates = weekdays(3, 2);
    const noRecord = await leave.call(LEAVE_PREVIEW, { ...dates, type: 'SICK' }, leave.staff);
    expect(errorOf(noRecord)).toMatchObject({ message: M.noEmployeeRecord, extensions: { code: 'BAD_USER_INPUT' } });
    const { report } = await leave.team();
    const reversed = await leave.call(
      LEAVE_PREVIEW,
      { startDate: dates.endDate, endDate: dates.startDate, type: 'SICK' },
      report.token,
    );
    expect(fieldErrorsOf(reversed)).toEqual({ endDate: [M.endBeforeStart] });
  });
});

describe('the balance after approval', () => {
  type Seen = { leaveRequest: { balanceAfterApproval: BalanceView | null } };

  it('shows approvers the requester’s balance with this request counted as used; the requester sees none', async () => {
    const { manager, report, hr } = await leave.team();
    await leave.insertedFor(report, LeaveStatus.HR_APPROVED, { startDate: `${year}-03-02`, endDate: `${year}-03-03` });
    const request = await leave.request(report, { startDate: `${year}-03-09`, endDate: `${year}-03-11` });
    const used = days(`${year}-03-02`, `${year}-03-03`) + days(`${year}-03-09`, `${year}-03-11`);
    const expected = { type: 'VACATION', year, allowance: 15, used, pending: 0, remaining: 15 - used };
    for (const token of [manager.token, hr.token, leave.admin]) {
      const seen = dataOf(await leave.call<Seen>(LEAVE_REQUEST, { id: request.id }, token));
      expect(seen.leaveRequest.balanceAfterApproval).toEqual(expected);
    }
    await leave.call(MANAGER_APPROVE, { id: request.id }, manager.token);
    const atHr = dataOf(await leave.call<Seen>(LEAVE_REQUEST, { id: request.id }, hr.token));
    expect(atHr.leaveRequest.balanceAfterApproval).toEqual(expected);
    const own = dataOf(await leave.call<Seen>(LEAVE_REQUEST, { id: request.id }, report.token));
    expect(own.leaveRequest.balanceAfterApproval).toBeNull();
  });
});
