import type { LeaveTypeName } from '@site/shared';
import type { LeaveAllowances } from '../../config/leave-settings';
import { LeaveStatus, LeaveType, type LeaveRequest } from './leave-request.entity';
import type { LeaveBalance } from './leave.types';
import { workingDaysInYear, type HolidayCountry } from '../../common/working-days';

// Balances in working days: used is HR Approved leave, pending is leave still in the approval
// steps. Only the part of a request that falls in the year counts in that year.

/** Statuses that hold days: approved, or on their way to it. Also the ones that cannot overlap. */
export const HOLDING_STATUSES = [LeaveStatus.PENDING, LeaveStatus.MANAGER_APPROVED, LeaveStatus.HR_APPROVED] as const;
const IN_APPROVAL: readonly LeaveStatus[] = [LeaveStatus.PENDING, LeaveStatus.MANAGER_APPROVED];

type Counted = Pick<LeaveRequest, 'startDate' | 'endDate' | 'status' | 'type'>;

/** The code (VACATION) of a stored type ('Vacation'): the allowances are keyed by it. */
const codeOf = (type: LeaveType) =>
  (Object.keys(LeaveType) as LeaveTypeName[]).find((code) => LeaveType[code] === type)!;

export const allowanceOf = (type: LeaveType, allowances: LeaveAllowances): number | null =>
  allowances[codeOf(type)] ?? null;

/** The balance of one type in one year from the employee's requests (any types, any years). */
export function balanceOf(
  type: LeaveType,
  year: number,
  requests: readonly Counted[],
  allowances: LeaveAllowances,
  where: HolidayCountry,
): LeaveBalance {
  let used = 0;
  let pending = 0;
  for (const request of requests) {
    if (request.type !== type) continue;
    const days = workingDaysInYear(request.startDate, request.endDate, year, where);
    if (request.status === LeaveStatus.HR_APPROVED) used += days;
    else if (IN_APPROVAL.includes(request.status)) pending += days;
  }
  const allowance = allowanceOf(type, allowances);
  return { type, year, allowance, used, pending, remaining: allowance === null ? null : allowance - used };
}

/** The balance as it would be once `request` is approved: its days move from pending to used. */
export function afterApproval(balance: LeaveBalance, request: Counted, where: HolidayCountry): LeaveBalance {
  if (!IN_APPROVAL.includes(request.status)) return balance;
  const days = workingDaysInYear(request.startDate, request.endDate, balance.year, where);
  const used = balance.used + days;
  return {
    ...balance,
    used,
    pending: balance.pending - days,
    remaining: balance.allowance === null ? null : balance.allowance - used,
  };
}

/** The year of a request's first day: the one a preview and the approvers' balance show. */
export const yearOf = (day: string) => Number(day.slice(0, 4));
