import { ContentPage } from '../../server/src/modules/content/page.entity';
import { PayrollStatus } from '../../server/src/modules/payroll/payroll-record.entity';
import { Project, ProjectStatus } from '../../server/src/modules/projects/project.entity';
import { QuoteStatus } from '../../server/src/modules/quotes/quote-codes';
import { QuoteRequest } from '../../server/src/modules/quotes/quote-request.entity';
import { Service } from '../../server/src/modules/services/service.entity';
import { insertEmployee } from '../fixtures/employees';
import { useLeaveApp } from '../fixtures/leave';
import { insertPayroll } from '../fixtures/payroll';
import { insertQuote } from '../fixtures/quotes';
import { errorOf } from '../fixtures/test-app';
import { COUNTS, dashboardApi, monthsAgo, PAYROLL_COST, PROJECTS, QUOTES } from '../fixtures/dashboard';

const leave = useLeaveApp();
const db = () => leave.app.dataSource;
const { ask, clear, clearPeople, insertProject } = dashboardApi(leave);

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
