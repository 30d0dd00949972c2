import { Role } from '../../server/src/auth/roles';
import { addDays, companyToday } from '../../server/src/common/working-days';
import { ContactMessage } from '../../server/src/modules/contact/contact-message.entity';
import { ContentPage } from '../../server/src/modules/content/page.entity';
import { Employee } from '../../server/src/modules/employees/employee.entity';
import { LeaveRequest, LeaveStatus, LeaveType } from '../../server/src/modules/leave/leave-request.entity';
import { PayrollRecord, PayrollStatus } from '../../server/src/modules/payroll/payroll-record.entity';
import { Project, ProjectStatus } from '../../server/src/modules/projects/project.entity';
import { QuoteStatus } from '../../server/src/modules/quotes/quote-codes';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import { Service } from '../../server/src/modules/services/service.entity';
import { insertEmployee } from '../fixtures/employees';
import { insertLeave, LEAVE_REQUESTS, useLeaveApp, type LeaveView, type PageData } from '../fixtures/leave';
import { insertPayroll } from '../fixtures/payroll';
import { ADMIN_QUOTES, insertQuote, QUOTE_STATS } from '../fixtures/quotes';
import { dataOf, errorOf } from '../fixtures/test-app';

const leave = useLeaveApp();
const db = () => leave.app.dataSource;

const COUNTS = '{ dashboardCounts { totalProjects employees contentPages services } }';
const ATTENTION = '{ dashboardAttention { overdueQuotes leaveAwaitingMe payrollPending month unhandledMessages } }';
const QUOTES = '{ dashboardQuotes { perMonth { month count } byStatus { status count } } }';
const PROJECTS = '{ dashboardProjects { status count } }';
const PAYROLL_COST = '{ dashboardPayrollCost { month amount } }';
const ABSENCES = '{ dashboardAbsences { leaveRequestId employeeId employeeName type status startDate endDate } }';

interface Attention {
  overdueQuotes: number;
  leaveAwaitingMe: number;
  payrollPending: number | null;
  month: string;
  unhandledMessages: number;
}

const ask = async <T>(document: string, token: string): Promise<T> =>
  dataOf(await leave.app.gql<T>(document, {}, token));
const attention = async (token: string) =>
  (await ask<{ dashboardAttention: Attention }>(ATTENTION, token)).dashboardAttention;

const pad = (n: number) => String(n).padStart(2, '0');
/** The middle of the month `back` months before this one, local time, and its yyyy-MM. */
function monthsAgo(back: number): { at: Date; month: string } {
  const now = new Date();
  const at = new Date(now.getFullYear(), now.getMonth() - back, 15, 12);
  return { at, month: `${at.getFullYear()}-${pad(at.getMonth() + 1)}` };
}

/** Empties a table whose rows nothing else refers to (or whose referrers are emptied first). */
const clear = (entity: Parameters<ReturnType<typeof db>['getRepository']>[0]) =>
  db().createQueryBuilder().delete().from(entity).execute();

async function clearPeople() {
  await clear(PayrollRecord);
  await clear(LeaveRequest);
  await db().createQueryBuilder().update(Employee).set({ managerId: null }).execute();
  await clear(Employee);
}

let projectSerial = 0;
const insertProject = (status: ProjectStatus) =>
  db()
    .getRepository(Project)
    .insert({
      title: `Dashboard project ${(projectSerial += 1)}`,
      client: 'Client',
      category: 'Custom Software',
      status,
      date: '2026-01-15',
      description: 'Counted.',
      featured: false,
      icon: 'Code',
    } as never);

describe('the dashboard cards and charts, counted from a seeded database', () => {
  beforeAll(async () => {
    await clear(Project);
    await clear(Service);
    await clear(ContentPage);
    await clearPeople();
    for (const status of [
      ProjectStatus.PLANNING,
      ProjectStatus.PLANNING,
      ProjectStatus.COMPLETED,
      ProjectStatus.ON_HOLD,
    ])
      await insertProject(status);
    for (let i = 0; i < 3; i++) await insertEmployee(db());
    for (let i = 0; i < 2; i++) {
      await db()
        .getRepository(Service)
        .insert({
          name: `Service ${i}`,
          description: 'd',
          icon: 'Code',
          bulletPoints: [],
          featured: false,
          sortOrder: i,
        } as never);
    }
    for (let i = 0; i < 5; i++) {
      await db()
        .getRepository(ContentPage)
        .insert({ slug: `page-${i}`, title: `Page ${i}`, summary: 'Counted.', body: 'Text' });
    }
  });

  it('counts every project, employee, content page and service', async () => {
    for (const token of [leave.staff, leave.admin]) {
      expect((await ask<{ dashboardCounts: unknown }>(COUNTS, token)).dashboardCounts).toEqual({
        totalProjects: 4,
        employees: 3,
        contentPages: 5,
        services: 2,
      });
    }
  });

  it('lists projects by every status in the enum order, 0 included', async () => {
    expect((await ask<{ dashboardProjects: unknown }>(PROJECTS, leave.staff)).dashboardProjects).toEqual([
      { status: 'PLANNING', count: 2 },
      { status: 'IN_PROGRESS', count: 0 },
      { status: 'COMPLETED', count: 1 },
      { status: 'ON_HOLD', count: 1 },
    ]);
  });

  it('counts quotes per month over the last 12 months, oldest first, and every quote by status', async () => {
    await clear(QuoteRequest);
    const app = leave.app;
    await insertQuote(app, {}, new Date());
    await insertQuote(app, { status: QuoteStatus.REVIEWED }, monthsAgo(0).at);
    await insertQuote(app, { status: QuoteStatus.RESPONDED }, monthsAgo(1).at);
    await insertQuote(app, {}, monthsAgo(11).at);
    await insertQuote(app, { status: QuoteStatus.CLOSED }, monthsAgo(12).at); // before the chart
    await insertQuote(app, {}, new Date(Date.now() + 40 * 86_400_000)); // no future month either

    const { perMonth, byStatus } = (
      await ask<{ dashboardQuotes: { perMonth: { month: string; count: number }[]; byStatus: unknown[] } }>(
        QUOTES,
        leave.staff,
      )
    ).dashboardQuotes;
    expect(perMonth).toHaveLength(12);
    expect(perMonth[0]).toEqual({ month: monthsAgo(11).month, count: 1 });
    expect(perMonth[10]).toEqual({ month: monthsAgo(1).month, count: 1 });
    expect(perMonth[11]).toEqual({ month: monthsAgo(0).month, count: 2 });
    expect(perMonth.slice(1, 10).every((m) => m.count === 0)).toBe(true);
    expect(byStatus).toEqual([
      { status: 'PENDING', count: 3 },
      { status: 'REVIEWED', count: 1 },
      { status: 'RESPONDED', count: 1 },
      { status: 'CLOSED', count: 1 },
    ]);
  });
});

describe('payroll cost', () => {
  it('sums the net of each of the last 12 months exactly, Cancelled left out, months with none "0.00"', async () => {
    await clearPeople();
    const [a, b] = [await insertEmployee(db()), await insertEmployee(db())];
    const now = monthsAgo(0).month;
    await insertPayroll(db(), { employeeId: a.id, month: now, netSalary: '1000.10' });
    await insertPayroll(db(), {
      employeeId: b.id,
      month: now,
      netSalary: '2000.25',
      paymentStatus: PayrollStatus.PAID,
    });
    await insertPayroll(db(), { employeeId: a.id, month: monthsAgo(3).month, netSalary: '0.07' });
    await insertPayroll(db(), {
      employeeId: b.id,
      month: monthsAgo(3).month,
      netSalary: '9999.99',
      paymentStatus: PayrollStatus.CANCELLED,
    });
    await insertPayroll(db(), { employeeId: a.id, month: monthsAgo(12).month, netSalary: '50.00' });

    const cost = (await ask<{ dashboardPayrollCost: { month: string; amount: string }[] }>(PAYROLL_COST, leave.admin))
      .dashboardPayrollCost;
    expect(cost.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthsAgo(11 - i).month));
    expect(cost[11]!.amount).toBe('3000.35');
    expect(cost[8]!.amount).toBe('0.07');
    expect(cost.filter((m) => m.amount === '0.00')).toHaveLength(10);
  });

  it('is FORBIDDEN to staff, HR included', async () => {
    const hr = await leave.person({ isHR: true });
    for (const token of [leave.staff, hr.token]) {
      expect(errorOf(await leave.app.gql(PAYROLL_COST, {}, token)).extensions?.code).toBe('FORBIDDEN');
    }
  });
});

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
