import { Role } from '../../server/src/auth/roles';
import { addDays, companyToday } from '../../server/src/common/working-days';
import { ContactMessage } from '../../server/src/modules/contact/contact-message.entity';
import { LeaveRequest, LeaveStatus, LeaveType } from '../../server/src/modules/leave/leave-request.entity';
import { PayrollStatus } from '../../server/src/modules/payroll/payroll-record.entity';
import { QuoteStatus } from '../../server/src/modules/quotes/quote-codes';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import { insertEmployee } from '../fixtures/employees';
import { insertLeave, LEAVE_REQUESTS, useLeaveApp, type LeaveView, type PageData } from '../fixtures/leave';
import { insertPayroll } from '../fixtures/payroll';
import { ADMIN_QUOTES, insertQuote, QUOTE_STATS } from '../fixtures/quotes';
import { dataOf, errorOf } from '../fixtures/test-app';
import { ABSENCES, ATTENTION, COUNTS, dashboardApi, monthsAgo, PROJECTS, QUOTES } from '../fixtures/dashboard';

const leave = useLeaveApp();
const db = () => leave.app.dataSource;
const { ask, attention, clear, clearPeople } = dashboardApi(leave);

describe('absences this week and next', () => {
  it('lists holding leave overlapping Monday of this week to Sunday of next, by start date, for HR and admins', async () => {
    await clear(LeaveRequest);
    const today = companyToday();
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const person = await insertEmployee(db(), { name: 'Off Person' });
    const at = (start: number, end: number, status: LeaveStatus, type: LeaveType = LeaveType.VACATION) =>
      insertLeave(db(), person.id, { startDate: addDays(monday, start), endDate: addDays(monday, end), status, type });
    const spanning = await at(-3, 0, LeaveStatus.HR_APPROVED); // from last week into this Monday
    const nextWeek = await at(9, 13, LeaveStatus.PENDING, LeaveType.SICK); // up to next Sunday
    const waiting = await at(2, 3, LeaveStatus.MANAGER_APPROVED);
    await at(14, 16, LeaveStatus.HR_APPROVED); // the week after
    await at(-7, -1, LeaveStatus.HR_APPROVED); // last week only
    await at(1, 1, LeaveStatus.REJECTED);
    await at(1, 1, LeaveStatus.WITHDRAWN);
    await at(1, 1, LeaveStatus.CANCELLED);

    const hr = await leave.person({ isHR: true });
    for (const token of [leave.admin, hr.token]) {
      const absences = (await ask<{ dashboardAbsences: { leaveRequestId: number }[] }>(ABSENCES, token))
        .dashboardAbsences;
      expect(absences.map((a) => a.leaveRequestId)).toEqual([spanning.id, waiting.id, nextWeek.id]);
      expect(absences[2]).toEqual({
        leaveRequestId: nextWeek.id,
        employeeId: person.id,
        employeeName: 'Off Person',
        type: 'SICK',
        status: 'PENDING',
        startDate: addDays(monday, 9),
        endDate: addDays(monday, 13),
      });
    }
  });

  it('is FORBIDDEN to staff who are not HR, managers included', async () => {
    const { manager } = await leave.team();
    for (const token of [leave.staff, manager.token]) {
      expect(errorOf(await leave.app.gql(ABSENCES, {}, token)).extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('what needs attention', () => {
  it("counts overdue quotes as the quotes list's overdue filter and the quote stats do", async () => {
    await clear(QuoteRequest);
    const longAgo = new Date(Date.now() - 20 * 86_400_000);
    await insertQuote(leave.app, {}, longAgo);
    await insertQuote(leave.app, {}, new Date(Date.now() - 21 * 86_400_000));
    await insertQuote(leave.app, { status: QuoteStatus.RESPONDED }, longAgo);
    await insertQuote(leave.app, {}, new Date());

    expect((await attention(leave.staff)).overdueQuotes).toBe(2);
    const list = await leave.app.gql<{ adminQuotes: { total: number } }>(ADMIN_QUOTES, { overdue: true }, leave.staff);
    expect(dataOf(list).adminQuotes.total).toBe(2);
    expect(
      dataOf(await leave.app.gql<{ quoteStats: { overdue: number } }>(QUOTE_STATS, {}, leave.staff)).quoteStats.overdue,
    ).toBe(2);
  });

  it('counts unhandled contact messages', async () => {
    await clear(ContactMessage);
    const message = (handled: boolean) =>
      db()
        .getRepository(ContactMessage)
        .insert({ name: 'N', email: 'n@example.com', subject: 'S', message: 'M', handled });
    await message(false);
    await message(false);
    await message(true);
    expect((await attention(leave.staff)).unhandledMessages).toBe(2);
  });

  it("counts this month's pending payroll for admins only, and names the month", async () => {
    await clearPeople();
    const { month } = monthsAgo(0);
    const employee = await insertEmployee(db());
    const other = await insertEmployee(db());
    await insertPayroll(db(), { employeeId: employee.id, month });
    await insertPayroll(db(), { employeeId: other.id, month, paymentStatus: PayrollStatus.PAID });
    await insertPayroll(db(), { employeeId: employee.id, month: monthsAgo(1).month });
    expect(await attention(leave.admin)).toMatchObject({ payrollPending: 1, month });
    expect(await attention(leave.staff)).toMatchObject({ payrollPending: null, month });
  });

  /** The requests the approvals page offers the viewer a decision on, read through its own lists. */
  async function decisionsOffered(token: string, scopes: string[]): Promise<Set<number>> {
    const ids = new Set<number>();
    for (const scope of scopes) {
      const page = dataOf(await leave.call<PageData>(LEAVE_REQUESTS, { scope, limit: 100 }, token)).leaveRequests;
      expect(page.total).toBeLessThanOrEqual(100);
      page.items
        .filter((r: LeaveView) =>
          r.actions.some((a) => ['MANAGER_APPROVE', 'HR_APPROVE', 'APPROVE_CANCELLATION'].includes(a)),
        )
        .forEach((r) => ids.add(r.id));
    }
    return ids;
  }

  it("counts the leave whose next decision is the viewer's, exactly what the approvals page offers them", async () => {
    await clear(LeaveRequest);
    const { manager, report, hr } = await leave.team();
    const loner = await leave.person(); // no manager: HR and admins take the first step
    await leave.insertedFor(report, LeaveStatus.PENDING);
    await leave.insertedFor(report, LeaveStatus.MANAGER_APPROVED);
    await leave.insertedFor(report, LeaveStatus.HR_APPROVED, {
      cancellationReason: 'Plans changed',
      cancellationRequestedAt: new Date(),
    });
    await leave.insertedFor(report, LeaveStatus.REJECTED);
    await leave.insertedFor(report, LeaveStatus.HR_APPROVED);
    await leave.insertedFor(loner, LeaveStatus.PENDING);
    await leave.insertedFor(hr, LeaveStatus.MANAGER_APPROVED); // HR's own: never theirs to decide

    // The manager: the report's pending request and its open cancellation.
    expect((await attention(manager.token)).leaveAwaitingMe).toBe(2);
    expect((await decisionsOffered(manager.token, ['TEAM'])).size).toBe(2);
    // HR: the report's manager-approved request, the cancellation, and the loner's first step.
    expect((await attention(hr.token)).leaveAwaitingMe).toBe(3);
    expect((await decisionsOffered(hr.token, ['ALL'])).size).toBe(3);
    // The admin: the same three, and HR's own manager-approved request.
    expect((await attention(leave.admin)).leaveAwaitingMe).toBe(4);
    expect((await decisionsOffered(leave.admin, ['ALL'])).size).toBe(4);
    // The report and staff without an employee record decide nothing.
    expect((await attention(report.token)).leaveAwaitingMe).toBe(0);
    expect((await attention(leave.staff)).leaveAwaitingMe).toBe(0);
  });

  it('answers each part for staff without an employee record, and refuses clients', async () => {
    const client = await leave.person({}, Role.CLIENT);
    for (const document of [COUNTS, ATTENTION, QUOTES, PROJECTS]) {
      expect(errorOf(await leave.app.gql(document, {}, client.token)).extensions?.code).toBe('FORBIDDEN');
      expect(errorOf(await leave.app.gql(document, {})).extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
