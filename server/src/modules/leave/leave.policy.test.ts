import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import {
  canReadCalendar,
  type LeaveParty,
  canReadScope,
  canSeeLeaveRequest,
  isApproverOf,
  isHrApprover,
  relationsTo,
} from './leave.policy';
import { LeaveScope } from './leave-codes';

const actor = (role: Role, id = 7): Actor => ({ id, role, name: `${role} user`, email: `${role}@example.com` });
const staff = actor(Role.STAFF);
const admin = actor(Role.ADMIN);

const emily: LeaveParty = { id: 1, managerId: null, isHR: false };
const david: LeaveParty = { id: 2, managerId: 1, isHR: false };
const priya: LeaveParty = { id: 3, managerId: null, isHR: true };
const hannah: LeaveParty = { id: 4, managerId: null, isHR: false };

const relations = (who: Actor, employee: LeaveParty | null, requester: LeaveParty | null) => [
  ...relationsTo(who, employee, requester),
];

describe('who someone is to a leave request', () => {
  it('makes the requester its owner and nothing else, even when they are HR or an admin', () => {
    expect(relations(staff, david, david)).toEqual(['owner']);
    expect(relations(staff, priya, priya)).toEqual(['owner']);
    expect(relations(admin, priya, priya)).toEqual(['owner']);
  });

  it("makes the requester's manager its manager, and no other manager", () => {
    expect(relations(staff, emily, david)).toEqual(['manager']);
    expect(relations(staff, hannah, david)).toEqual([]);
  });

  it('makes HR employees and admins its HR, whoever manages the requester', () => {
    expect(relations(staff, priya, david)).toEqual(['hr']);
    expect(relations(admin, null, david)).toEqual(['hr']);
  });

  it('lets HR and admins take the first step for an employee who has no manager', () => {
    expect(relations(staff, priya, emily)).toEqual(['hr', 'manager']);
    expect(relations(admin, null, hannah)).toEqual(['hr', 'manager']);
    expect(relations(staff, hannah, emily)).toEqual([]);
  });

  it('gives a staff user without an employee record nothing, and HR only HR when the requester is unreadable', () => {
    expect(relations(staff, null, david)).toEqual([]);
    expect(relations(staff, priya, null)).toEqual(['hr']);
  });
});

describe('the leave policies', () => {
  it('show a request to its owner, manager and HR only', () => {
    expect(canSeeLeaveRequest(relationsTo(staff, david, david))).toBe(true);
    expect(canSeeLeaveRequest(relationsTo(staff, emily, david))).toBe(true);
    expect(canSeeLeaveRequest(relationsTo(admin, null, david))).toBe(true);
    expect(canSeeLeaveRequest(relationsTo(staff, hannah, david))).toBe(false);
  });

  it('count managers and HR as approvers, never the owner', () => {
    expect(isApproverOf(relationsTo(staff, emily, david))).toBe(true);
    expect(isApproverOf(relationsTo(staff, priya, david))).toBe(true);
    expect(isApproverOf(relationsTo(staff, david, david))).toBe(false);
  });

  it('make HR employees and admins the HR approvers', () => {
    expect(isHrApprover(admin, null)).toBe(true);
    expect(isHrApprover(staff, priya)).toBe(true);
    expect(isHrApprover(staff, emily)).toBe(false);
    expect(isHrApprover(staff, null)).toBe(false);
  });

  it.each([
    [LeaveScope.MINE, true, true, true],
    [LeaveScope.TEAM, false, true, false],
    [LeaveScope.ALL, false, false, true],
    [LeaveScope.PENDING_HR, false, false, true],
  ])('let the %s list be read by: anyone %p, a manager %p, HR %p', (scope, anyone, manager, hr) => {
    expect(canReadScope(scope, staff, david, false)).toBe(anyone);
    expect(canReadScope(scope, staff, emily, true)).toBe(manager || anyone);
    expect(canReadScope(scope, staff, priya, false)).toBe(hr);
    expect(canReadScope(scope, admin, null, false)).toBe(hr);
  });

  it('let managers, HR and admins read the calendar, nobody else', () => {
    expect(canReadCalendar(staff, emily, true)).toBe(true);
    expect(canReadCalendar(staff, priya, false)).toBe(true);
    expect(canReadCalendar(admin, null, false)).toBe(true);
    expect(canReadCalendar(staff, david, false)).toBe(false);
    expect(canReadCalendar(staff, null, false)).toBe(false);
  });
});
