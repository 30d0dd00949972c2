import { LEAVE_MESSAGES } from '@site/shared';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { enforce } from '../../common/policy';
import { companyToday, type HolidayCountry } from '../../common/working-days';
import { fromCents } from '../../common/money';
import { sumCents } from '../../db/sql-dialect';
import { ContactMessage } from '../contact/contact-message.entity';
import { ContentPage } from '../content/page.entity';
import { Employee } from '../employees/employee.entity';
import { HOLDING_STATUSES } from '../leave/leave-balance';
import { LeaveRequest, type LeaveStatus, type LeaveType } from '../leave/leave-request.entity';
import { waitingForDecision } from '../leave/leave-waiting';
import { PayrollRecord, PayrollStatus } from '../payroll/payroll-record.entity';
import { Project, ProjectStatus } from '../projects/project.entity';
import { QuoteStatus } from '../quotes/quote-codes';
import { QuoteRequest } from '../quotes/quote-request.entity';
import { overdueBefore } from '../quotes/quote-response-clock';
import { Service } from '../services/service.entity';
import { canSeeAbsences, canSeePayrollCost } from './dashboard.policy';
import type {
  Absence,
  DashboardAttention,
  DashboardCounts,
  DashboardQuotes,
  MonthAmount,
  StatusCount,
} from './dashboard.types';
import { lastMonths, monthOf, thisAndNextWeek } from './months';

/** How many months the charts cover, the current one included. */
export const CHART_MONTHS = 12;

type Raw = Record<string, string | number | Date | null>;

/**
 * The dashboard's figures, each one aggregate query (COUNT, SUM, GROUP BY) that the database
 * answers from its indexes: no rows are read into memory to be counted. Each part is a query of
 * its own, so a slow one holds up only its own card.
 */
export class DashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly holidays: HolidayCountry,
  ) {}

  /** The four cards, in one statement. */
  async counts(): Promise<DashboardCounts> {
    const count = (entity: EntityTarget<ObjectLiteral>) => `(SELECT COUNT(*) FROM ${this.table(entity)})`;
    const [row] = await this.dataSource.query<Raw[]>(
      `SELECT ${count(Project)} AS totalProjects, ${count(Employee)} AS employees, ` +
        `${count(ContentPage)} AS contentPages, ${count(Service)} AS services`,
    );
    return {
      totalProjects: Number(row?.totalProjects ?? 0),
      employees: Number(row?.employees ?? 0),
      contentPages: Number(row?.contentPages ?? 0),
      services: Number(row?.services ?? 0),
    };
  }

  /** What waits for the viewer; payroll only for admins. */
  async attention(actor: Actor, now = new Date()): Promise<DashboardAttention> {
    const month = monthOf(now);
    const employee = await this.employeeOf(actor);
    const [overdueQuotes, leaveAwaitingMe, payrollPending, unhandledMessages] = await Promise.all([
      this.dataSource
        .getRepository(QuoteRequest)
        .createQueryBuilder('q')
        .where('q.status = :pending AND q.submittedAt < :before', {
          pending: QuoteStatus.PENDING,
          before: overdueBefore(this.holidays, now),
        })
        .getCount(),
      waitingForDecision(this.dataSource, actor, employee).getCount(),
      canSeePayrollCost(actor)
        ? this.dataSource.getRepository(PayrollRecord).countBy({ month, paymentStatus: PayrollStatus.PENDING })
        : Promise.resolve(null),
      this.dataSource.getRepository(ContactMessage).countBy({ handled: false }),
    ]);
    return { overdueQuotes, leaveAwaitingMe, payrollPending, month, unhandledMessages };
  }

  /**
   * Quotes received in each of the last 12 months, and every quote by status. Each month is a
   * COUNT over a range of the submittedAt index (the database counts index entries, reads no
   * rows); the twelve are one statement.
   */
  async quotes(now = new Date()): Promise<DashboardQuotes> {
    const months = lastMonths(CHART_MONTHS, now);
    const table = this.table(QuoteRequest);
    const counts = months
      .map(
        (_, i) =>
          `(SELECT COUNT(*) FROM ${table} q WHERE q.submittedAt >= :start${i} AND q.submittedAt < :end${i}) AS m${i}`,
      )
      .join(', ');
    const parameters = Object.fromEntries(
      months.flatMap(({ start, end }, i) => [
        [`start${i}`, start],
        [`end${i}`, end],
      ]),
    );
    const [[row], byStatus] = await Promise.all([
      this.raw(`SELECT ${counts}`, parameters),
      this.byStatus(QuoteRequest, 'status', QuoteStatus),
    ]);
    return { perMonth: months.map(({ month }, i) => ({ month, count: Number(row?.[`m${i}`] ?? 0) })), byStatus };
  }

  /** Every project by status. */
  projects(): Promise<StatusCount[]> {
    return this.byStatus(Project, 'status', ProjectStatus);
  }

  /** The net pay of each of the last 12 months (cancelled records left out); admins only. */
  async payrollCost(actor: Actor, now = new Date()): Promise<MonthAmount[]> {
    enforce(canSeePayrollCost(actor));
    const months = lastMonths(CHART_MONTHS, now).map((m) => m.month);
    const rows = await this.dataSource
      .getRepository(PayrollRecord)
      .createQueryBuilder('r')
      .select('r.month', 'month')
      .addSelect(sumCents(this.dataSource, 'r.netSalary'), 'cents')
      .where('r.month IN (:...months)', { months })
      .andWhere('r.paymentStatus <> :cancelled', { cancelled: PayrollStatus.CANCELLED })
      .groupBy('r.month')
      .getRawMany<{ month: string; cents: string | number }>();
    const cents = new Map(rows.map((row) => [row.month, Number(row.cents)]));
    return months.map((month) => ({ month, amount: fromCents(cents.get(month) ?? 0) }));
  }

  /** Leave that holds days from Monday of this week to Sunday of next; HR and admins only. */
  async absences(actor: Actor, now = new Date()): Promise<Absence[]> {
    enforce(canSeeAbsences(actor, await this.employeeOf(actor)), LEAVE_MESSAGES.forbiddenScope);
    const { from, to } = thisAndNextWeek(companyToday(now));
    // Raw columns, not entities: a busy fortnight is hundreds of rows.
    const rows = await this.dataSource
      .getRepository(LeaveRequest)
      .createQueryBuilder('r')
      .innerJoin(Employee, 'e', 'e.id = r.employeeId')
      .select(['r.id AS id', 'r.employeeId AS employeeId', 'e.name AS employeeName', 'r.type AS type'])
      .addSelect(['r.status AS status', 'r.startDate AS startDate', 'r.endDate AS endDate'])
      .where('r.status IN (:...holding)', { holding: HOLDING_STATUSES })
      .andWhere('r.startDate <= :to AND r.endDate >= :from', { from, to })
      .orderBy('r.startDate', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .getRawMany<Raw>();
    return rows.map((row) => ({
      leaveRequestId: Number(row.id),
      employeeId: Number(row.employeeId),
      employeeName: String(row.employeeName),
      type: row.type as LeaveType,
      status: row.status as LeaveStatus,
      startDate: dayText(row.startDate),
      endDate: dayText(row.endDate),
    }));
  }

  private table(entity: EntityTarget<ObjectLiteral>): string {
    return this.dataSource.driver.escape(this.dataSource.getMetadata(entity).tableName);
  }

  /** A statement of our own, its :named parameters converted as the query builder would (dates included). */
  private raw(sql: string, parameters: ObjectLiteral): Promise<Raw[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, parameters);
    return this.dataSource.query<Raw[]>(text, values);
  }

  private employeeOf(actor: Actor): Promise<Employee | null> {
    return this.dataSource.getRepository(Employee).findOneBy({ userId: actor.id });
  }

  /** Rows per stored status, as every status of the enum in its order (0 where none), by GraphQL name. */
  private async byStatus(
    entity: EntityTarget<ObjectLiteral>,
    column: string,
    statuses: Readonly<Record<string, string>>,
  ): Promise<StatusCount[]> {
    const rows = await this.dataSource
      .getRepository(entity)
      .createQueryBuilder('t')
      .select(`t.${column}`, 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy(`t.${column}`)
      .getRawMany<{ status: string; count: string | number }>();
    const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
    return Object.entries(statuses).map(([name, value]) => ({ status: name, count: counts.get(value) ?? 0 }));
  }
}

/** A DATE column's raw value as yyyy-MM-dd: text from SQLite, a Date at UTC midnight from MySQL (timezone 'Z'). */
const dayText = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
