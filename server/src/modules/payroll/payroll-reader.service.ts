import { PAYROLL_MESSAGES as M } from '@site/shared';
import { In, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../common/errors';
import { cappedLimit, orderBySort } from '../../common/pagination';
import { pageAndTotal } from '../../db/list-page';
import { containsText, orMatching, whereMatching, type TextSearch } from '../../db/text-search';
import { enforce } from '../../common/policy';
import { Employee } from '../employees/employee.entity';
import { previousMonth } from './payroll-amounts';
import { PayrollRecord, PayrollStatus } from './payroll-record.entity';
import type { AdminPayrollsArgs } from './payroll.inputs';
import { canManagePayroll, canReadPayroll } from './payroll.policy';
import { payrollSortColumns, type PayrollPage } from './payroll.types';

/**
 * The employee's name as the records keep it (followEmployeeName renames it with the employee):
 * searched in the records' own rows, which are looked up in memory like any large table's, instead
 * of in the employees whose matches were then looked for among the records (a tenth of 100,000
 * records took 270-440 ms on MariaDB).
 */
const PAYROLL_NAME_SEARCH: TextSearch = { table: 'payroll_records', columns: ['employeeName'] };

/** A record with the employee it belongs to (null only if that row could not be read). */
export interface PayrollWithEmployee {
  record: PayrollRecord;
  employee: Employee | null;
}

/**
 * Reading payroll: the back office's list, one record, the caller's own records, and what the
 * field resolvers load. A record someone may not read is answered as if it did not exist, so
 * ids reveal nothing.
 */
export class PayrollReader {
  private readonly records: Repository<PayrollRecord>;

  constructor(private readonly dataSource: DataSource) {
    this.records = dataSource.getRepository(PayrollRecord);
  }

  /** A page of the back office's list. */
  async page(actor: Actor, args: AdminPayrollsArgs): Promise<PayrollPage> {
    enforce(canManagePayroll(actor));
    const take = cappedLimit(args.limit);
    // No join: a record's employee is read by its loader.
    const [items, total] = await pageAndTotal(this.filtered(args), args.offset, take, this.searched(args.search));
    return { items, total, offset: args.offset, limit: take };
  }

  /** The records the month and search select, in the chosen order, joined to their employees as `e` (the CSV export). */
  matching(args: Omit<AdminPayrollsArgs, 'offset' | 'limit'>): SelectQueryBuilder<PayrollRecord> {
    // Every record has its employee (a foreign key), so the join is inner.
    return whereMatching(this.filtered(args).innerJoin('r.employeeRecord', 'e'), this.searched(args.search));
  }

  /**
   * The employee's name or the status holding the text. Stored statuses are their labels
   * ('Pending', 'Paid', 'Cancelled'): the few that hold it are picked here, so no row is read to
   * test its status.
   */
  private searched(search: string | null | undefined) {
    const text = search?.trim().toLowerCase() ?? '';
    const statuses = Object.values(PayrollStatus).filter((status) => status.toLowerCase().includes(text));
    return orMatching(
      containsText(this.dataSource, 'r', PAYROLL_NAME_SEARCH, search),
      statuses.length > 0
        ? { where: 'r.paymentStatus IN (:...searchedStatuses)', parameters: { searchedStatuses: statuses } }
        : null,
    );
  }

  /** The month filter and the order, without the search. */
  private filtered({
    month,
    sort,
    direction,
  }: Omit<AdminPayrollsArgs, 'offset' | 'limit'>): SelectQueryBuilder<PayrollRecord> {
    const query = this.records.createQueryBuilder('r');
    if (month) query.andWhere('r.month = :month', { month: month.trim() });
    return orderBySort(query, payrollSortColumns(this.dataSource), { sort, direction });
  }

  /** One record with its employee, for an admin or the employee it belongs to; NOT_FOUND for anyone else. */
  async readable(actor: Actor | null, id: number): Promise<PayrollWithEmployee> {
    const record = await this.records
      .createQueryBuilder('r')
      .leftJoinAndSelect('r.employeeRecord', 'e')
      .where('r.id = :id', { id })
      .getOne();
    if (!record || !canReadPayroll(actor, record.employeeRecord?.userId ?? null)) throw notFound(M.notFound);
    const { employeeRecord = null, ...fields } = record;
    return { record: Object.assign(new PayrollRecord(), fields), employee: employeeRecord };
  }

  /** The caller's own records through their account's employee link, newest month first; none without one. */
  async mine(actor: Actor, month?: string): Promise<PayrollRecord[]> {
    const employee = await this.dataSource.getRepository(Employee).findOneBy({ userId: actor.id });
    if (!employee) return [];
    return this.records.find({
      where: { employeeId: employee.id, ...(month ? { month: month.trim() } : {}) },
      order: { month: 'DESC', id: 'DESC' },
    });
  }

  /**
   * The net of each record's employee in the month before the record's, or null: the previous
   * net loader, one query however many rows ask.
   */
  async previousNets(records: readonly Pick<PayrollRecord, 'employeeId' | 'month'>[]): Promise<(string | null)[]> {
    if (records.length === 0) return [];
    const keyOf = (employeeId: number, month: string) => `${employeeId}|${month}`;
    const rows = await this.records.find({
      select: { employeeId: true, month: true, netSalary: true },
      where: {
        employeeId: In([...new Set(records.map((r) => r.employeeId))]),
        month: In([...new Set(records.map((r) => previousMonth(r.month)))]),
      },
    });
    const nets = new Map(rows.map((row) => [keyOf(row.employeeId, row.month), row.netSalary]));
    return records.map((r) => nets.get(keyOf(r.employeeId, previousMonth(r.month))) ?? null);
  }
}
