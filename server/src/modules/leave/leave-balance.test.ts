import { LeaveStatus, LeaveType } from './leave-request.entity';
import { afterApproval, allowanceOf, balanceOf } from './leave-balance';

const US = { country: 'US', region: null };
const ALLOWANCES = { VACATION: 20, SICK: 10 };
const request = (startDate: string, endDate: string, status: LeaveStatus, type: LeaveType = LeaveType.VACATION) => ({
  startDate,
  endDate,
  status,
  type,
});

describe('leave balances', () => {
  it('count HR Approved days as used and the days still in approval as pending, in working days', () => {
    const requests = [
      request('2026-03-02', '2026-03-06', LeaveStatus.HR_APPROVED), // 5
      request('2026-03-09', '2026-03-10', LeaveStatus.PENDING), // 2
      request('2026-03-12', '2026-03-13', LeaveStatus.MANAGER_APPROVED), // 2
      request('2026-04-06', '2026-04-10', LeaveStatus.REJECTED),
      request('2026-04-13', '2026-04-17', LeaveStatus.WITHDRAWN),
      request('2026-04-20', '2026-04-24', LeaveStatus.CANCELLED),
      request('2026-05-04', '2026-05-05', LeaveStatus.HR_APPROVED, LeaveType.SICK),
    ];
    expect(balanceOf(LeaveType.VACATION, 2026, requests, ALLOWANCES, US)).toEqual({
      type: LeaveType.VACATION,
      year: 2026,
      allowance: 20,
      used: 5,
      pending: 4,
      remaining: 15,
    });
    expect(balanceOf(LeaveType.SICK, 2026, requests, ALLOWANCES, US)).toMatchObject({ used: 2, remaining: 8 });
  });

  it('count a request over New Year in each year for its own days', () => {
    const requests = [request('2026-12-28', '2027-01-08', LeaveStatus.HR_APPROVED)];
    expect(balanceOf(LeaveType.VACATION, 2026, requests, ALLOWANCES, US).used).toBe(4);
    expect(balanceOf(LeaveType.VACATION, 2027, requests, ALLOWANCES, US).used).toBe(5);
  });

  it('leave a type without an allowance unlimited', () => {
    expect(allowanceOf(LeaveType.PERSONAL, ALLOWANCES)).toBeNull();
    expect(balanceOf(LeaveType.PERSONAL, 2026, [], ALLOWANCES, US)).toMatchObject({ allowance: null, remaining: null });
  });

  it('move a request’s days from pending to used once approved; an approved one changes nothing', () => {
    const pending = request('2026-03-09', '2026-03-10', LeaveStatus.MANAGER_APPROVED);
    const before = balanceOf(LeaveType.VACATION, 2026, [pending], ALLOWANCES, US);
    expect(afterApproval(before, pending, US)).toMatchObject({ used: 2, pending: 0, remaining: 18 });
    const approved = { ...pending, status: LeaveStatus.HR_APPROVED };
    const now = balanceOf(LeaveType.VACATION, 2026, [approved], ALLOWANCES, US);
    expect(afterApproval(now, approved, US)).toEqual(now);
  });
});
