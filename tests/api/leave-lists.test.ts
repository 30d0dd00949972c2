import { LEAVE_MESSAGES as M } from '@site/shared';
import { LeaveStatus } from '../../server/src/modules/leave/leave-request.entity';
import { addDays } from '../../server/src/common/working-days';
import {
  LEAVE_CALENDAR,
  LEAVE_FIELDS,
  LEAVE_REQUEST,
  LEAVE_REQUESTS,
  useLeaveApp,
  weekdays,
  type PageData,
} from '../fixtures/leave';
import { EMILY, PRIYA, UPDATE_EMPLOYEE, type UpdateEmployeeData } from '../fixtures/employees';
import { dataOf, errorOf, fieldErrorsOf } from '../fixtures/test-app';

/** The lists (scopes, filters, order, paging), one request's neighbours, the month calendar. */

const leave = useLeaveApp();

const page = async (token: string, variables: Record<string, unknown>) =>
  dataOf(await leave.call<PageData>(LEAVE_REQUESTS, variables, token)).leaveRequests;
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('the demo data on a fresh start', () => {
  it('gives each tab something: Emily’s team, Priya’s HR queue, and all three requests', async () => {
    const emily = await leave.app.login(EMILY.email, EMILY.password);
    const priya = await leave.app.login(PRIYA.email, PRIYA.password);
    const rows = (items: PageData['leaveRequests']['items']) => items.map((r) => `${r.employee?.name}: ${r.status}`);
    expect(rows((await page(emily, { scope: 'TEAM' })).items).sort()).toEqual([
      'David Okafor: PENDING',
      'Sofia Martins: MANAGER_APPROVED',
    ]);
    expect(rows((await page(priya, { scope: 'PENDING_HR' })).items)).toEqual(['Sofia Martins: MANAGER_APPROVED']);
    expect(rows((await page(priya, { scope: 'ALL' })).items).sort()).toEqual([
      'David Okafor: PENDING',
      'Jonas Becker: HR_APPROVED',
      'Sofia Martins: MANAGER_APPROVED',
    ]);
    const david = (await page(emily, { scope: 'TEAM' })).items.find((r) => r.status === 'PENDING')!;
    expect(david.actions).toEqual(['MANAGER_APPROVE', 'REJECT']);
  });
});

describe('the lists', () => {
  it('MINE: the caller’s own, newest first; empty without an employee record', async () => {
    const { report } = await leave.team();
    const first = await leave.request(report);
    const second = await leave.request(report);
    const mine = await page(report.token, { scope: 'MINE' });
    expect(mine).toMatchObject({ total: 2, offset: 0, limit: 20 });
    expect(ids(mine.items)).toEqual([second.id, first.id]);
    expect(await page(leave.staff, { scope: 'MINE' })).toEqual({ total: 0, offset: 0, limit: 20, items: [] });
  });

  it('TEAM: the direct reports’ requests for a manager; FORBIDDEN for anyone who manages nobody', async () => {
    const { manager, report, hr } = await leave.team();
    const other = await leave.person({ managerId: manager.employee.id });
    const a = await leave.request(report);
    const b = await leave.request(other);
    await leave.request(manager);
    expect(ids((await page(manager.token, { scope: 'TEAM' })).items)).toEqual([b.id, a.id]);
    for (const token of [report.token, hr.token, leave.staff]) {
      expect(errorOf(await leave.call(LEAVE_REQUESTS, { scope: 'TEAM' }, token)).extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('ALL and PENDING_HR: HR employees and admins only; PENDING_HR holds Manager Approved ones', async () => {
    const { manager, report, hr } = await leave.team();
    const waiting = await leave.insertedFor(report, LeaveStatus.MANAGER_APPROVED);
    await leave.insertedFor(report, LeaveStatus.PENDING);
    for (const token of [hr.token, leave.admin]) {
      const all = await page(token, { scope: 'ALL', limit: 100 });
      expect(all.total).toBeGreaterThanOrEqual(5);
      const pendingHr = await page(token, { scope: 'PENDING_HR', limit: 100 });
      expect(pendingHr.items.every((r) => r.status === 'MANAGER_APPROVED')).toBe(true);
      expect(ids(pendingHr.items)).toContain(waiting.id);
    }
    for (const scope of ['ALL', 'PENDING_HR']) {
      for (const token of [manager.token, report.token, leave.staff]) {
        expect(errorOf(await leave.call(LEAVE_REQUESTS, { scope }, token)).extensions?.code).toBe('FORBIDDEN');
      }
    }
  });

  it('filter by status and by the employee’s name (not in MINE), and page', async () => {
    const { manager, report } = await leave.team();
    const other = await leave.person({ managerId: manager.employee.id, name: 'Zelda 50% Quist' });
    await leave.request(report);
    const zelda = await leave.request(other);
    const rejected = await leave.insertedFor(other, LeaveStatus.REJECTED);
    expect(ids((await page(manager.token, { scope: 'TEAM', search: 'zelda 50%' })).items)).toEqual([
      rejected.id,
      zelda.id,
    ]);
    expect(ids((await page(manager.token, { scope: 'TEAM', search: '_' })).items)).toEqual([]);
    expect(ids((await page(manager.token, { scope: 'TEAM', status: 'REJECTED' })).items)).toEqual([rejected.id]);
    expect((await page(other.token, { scope: 'MINE', search: 'nobody' })).total).toBe(2);
    const second = await page(manager.token, { scope: 'TEAM', offset: 1, limit: 1 });
    expect(second).toMatchObject({ total: 3, offset: 1, limit: 1 });
    expect(second.items).toHaveLength(1);
    expect((await page(manager.token, { scope: 'TEAM', limit: 1000 })).limit).toBe(100);
    expect(
      fieldErrorsOf(await leave.call(LEAVE_REQUESTS, { scope: 'ALL', search: 'x'.repeat(201) }, leave.admin)),
    ).toEqual({
      search: [M.searchMax],
    });
  });

  it('searches the name each request keeps, which follows a rename of the employee', async () => {
    const { manager } = await leave.team();
    const other = await leave.person({ managerId: manager.employee.id, name: 'Yusuf Brandt' });
    const made = await leave.request(other);
    const stored = await leave.insertedFor(other, LeaveStatus.REJECTED);
    const before = await leave.stored(made.id);
    expect(before.employeeName).toBe('Yusuf Brandt');
    const renamed = await leave.call<UpdateEmployeeData>(
      UPDATE_EMPLOYEE,
      { id: other.employee.id, input: { name: 'Yusuf Okoro' } },
      leave.admin,
    );
    expect(dataOf(renamed).updateEmployee.name).toBe('Yusuf Okoro');
    expect(ids((await page(manager.token, { scope: 'TEAM', search: 'OKORO' })).items)).toEqual([stored.id, made.id]);
    expect((await page(manager.token, { scope: 'TEAM', search: 'brandt' })).total).toBe(0);
    // The requests' own fields did not change.
    expect((await leave.stored(made.id)).updatedAt).toEqual(before.updatedAt);
  });

  it('make one query per kind of row, however long the page (a page of 100 with every field)', async () => {
    const manager = await leave.person();
    for (let i = 0; i < 50; i += 1) {
      const report = await leave.insertEmployee({ managerId: manager.employee.id });
      await leave.insertedFor({ employee: report }, LeaveStatus.PENDING, weekdays(200 + (i % 3), 3));
      await leave.insertedFor({ employee: report }, LeaveStatus.HR_APPROVED, weekdays(210 + (i % 3), 3));
    }
    const document = `query Page($limit: Int) { leaveRequests(scope: TEAM, limit: $limit) { total items {
      ${LEAVE_FIELDS} othersOff { id employee { name } actions } balanceAfterApproval { used remaining } } } }`;
    const statements = async (limit: number) => {
      const logQuery = jest.spyOn(leave.app.dataSource.logger, 'logQuery');
      try {
        const { leaveRequests } = dataOf(await leave.call<PageData>(document, { limit }, manager.token));
        expect(leaveRequests.items).toHaveLength(limit);
        const selects = logQuery.mock.calls.filter(([sql]) => /^\s*SELECT/i.test(sql));
        return selects.length;
      } finally {
        logQuery.mockRestore();
      }
    };
    // The caller, the page and its count, the employees (rows, then the neighbours'), the teams,
    // the neighbours' leave, the balances: the same for 5 rows as for 100.
    const small = await statements(5);
    expect(small).toBeLessThanOrEqual(12);
    expect(await statements(100)).toBeLessThanOrEqual(small);
  });
});

describe('who else is off', () => {
  it('shows approvers the team’s other pending and approved leave on those days, and the requester nothing', async () => {
    const { manager, report, hr } = await leave.team();
    const colleague = await leave.person({ managerId: manager.employee.id });
    const outsider = await leave.person();
    const dates = weekdays(150, 5);
    const request = await leave.request(report, dates);
    const inside = { startDate: addDays(dates.startDate, 2), endDate: addDays(dates.startDate, 8) };
    const colleagueOff = await leave.insertedFor(colleague, LeaveStatus.HR_APPROVED, inside);
    const managerOff = await leave.insertedFor(manager, LeaveStatus.PENDING, dates);
    await leave.insertedFor(colleague, LeaveStatus.REJECTED, { startDate: dates.startDate, endDate: dates.startDate });
    await leave.insertedFor(outsider, LeaveStatus.HR_APPROVED, dates);
    await leave.insertedFor(colleague, LeaveStatus.PENDING, weekdays(152, 1));

    type Seen = { leaveRequest: { othersOff: { id: number }[] } };
    for (const token of [manager.token, hr.token]) {
      const seen = dataOf(await leave.call<Seen>(LEAVE_REQUEST, { id: request.id }, token));
      expect(ids(seen.leaveRequest.othersOff).sort()).toEqual([colleagueOff.id, managerOff.id].sort());
    }
    const own = dataOf(await leave.call<Seen>(LEAVE_REQUEST, { id: request.id }, report.token));
    expect(own.leaveRequest.othersOff).toEqual([]);
  });
});

describe('the month calendar', () => {
  const month = weekdays(160).startDate.slice(0, 7);
  const inMonth = { startDate: `${month}-10`, endDate: `${month}-12` };
  type Calendar = { leaveCalendar: { id: number; employeeId: number; status: string }[] };

  it('shows a manager their reports’ pending and approved leave that month, and HR everyone’s', async () => {
    const { manager, report, hr } = await leave.team();
    const outsider = await leave.person();
    const pending = await leave.insertedFor(report, LeaveStatus.PENDING, inMonth);
    const spanning = await leave.insertedFor(report, LeaveStatus.HR_APPROVED, {
      startDate: addDays(`${month}-01`, -3),
      endDate: `${month}-01`,
    });
    await leave.insertedFor(report, LeaveStatus.WITHDRAWN, { startDate: `${month}-20`, endDate: `${month}-21` });
    const elsewhere = await leave.insertedFor(outsider, LeaveStatus.MANAGER_APPROVED, inMonth);
    const forManager = dataOf(await leave.call<Calendar>(LEAVE_CALENDAR, { month }, manager.token)).leaveCalendar;
    expect(ids(forManager)).toEqual([spanning.id, pending.id]);
    for (const token of [hr.token, leave.admin]) {
      const forHr = ids(dataOf(await leave.call<Calendar>(LEAVE_CALENDAR, { month }, token)).leaveCalendar);
      expect(forHr).toEqual(expect.arrayContaining([spanning.id, pending.id, elsewhere.id]));
    }
  });

  it('is FORBIDDEN to anyone else, and needs a month written yyyy-MM', async () => {
    const { report } = await leave.team();
    for (const token of [report.token, leave.staff]) {
      expect(errorOf(await leave.call(LEAVE_CALENDAR, { month }, token)).extensions?.code).toBe('FORBIDDEN');
    }
    for (const bad of ['2026-13', '2026-1', 'May 2026', '']) {
      expect(fieldErrorsOf(await leave.call(LEAVE_CALENDAR, { month: bad }, leave.admin))).toEqual({
        month: [M.month],
      });
    }
  });
});
