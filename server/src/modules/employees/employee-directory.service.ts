import { In, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { ERROR_MESSAGES } from '@site/shared';
import { hasPassword } from '../../auth/accounts';
import type { Actor } from '../../auth/actor';
import { User } from '../../auth/user.entity';
import { notFound } from '../../common/errors';
import { cappedLimit, orderBySort } from '../../common/pagination';
import { pageAndTotal } from '../../db/list-page';
import { containsText, whereMatching, type TextSearch } from '../../db/text-search';
import { enforce } from '../../common/policy';
import { Employee } from './employee.entity';
import type { AdminEmployeesArgs } from './employee.inputs';
import { canManageEmployees } from './employee.policy';
import { employeeSortColumns, EmployeeAccess, type EmployeePage } from './employee.types';

/** What the search box looks in; SQLite keeps a full-text index of it (the employee list indexes migration). */
export const EMPLOYEE_SEARCH: TextSearch = {
  table: 'employees',
  columns: ['name', 'position', 'department', 'email'],
  indexed: true,
};

/** Reading the people records: the back office's list, one employee, and what the field resolvers load. */
export class EmployeeDirectory {
  private readonly employees: Repository<Employee>;

  constructor(private readonly dataSource: DataSource) {
    this.employees = dataSource.getRepository(Employee);
  }

  async get(actor: Actor, id: number): Promise<Employee> {
    enforce(canManageEmployees(actor));
    const employee = await this.employees.findOneBy({ id });
    if (!employee) throw notFound(ERROR_MESSAGES.employeeNotFound);
    return employee;
  }

  /** A page of the back office's list; `columns` (from columnsAskedFor) limits what each row reads, null reads them all. */
  async page(actor: Actor, args: AdminEmployeesArgs, columns: readonly string[] | null = null): Promise<EmployeePage> {
    enforce(canManageEmployees(actor));
    const take = cappedLimit(args.limit);
    const query = this.filtered(args);
    if (columns) query.select(columns.map((column) => `e.${column}`));
    const [items, total] = await pageAndTotal(query, args.offset, take, this.searched(args.search));
    return { items, total, offset: args.offset, limit: take };
  }

  /** The employees the search and status select, in the chosen order (the list and its CSV export). */
  matching(args: Omit<AdminEmployeesArgs, 'offset' | 'limit'>): SelectQueryBuilder<Employee> {
    return whereMatching(this.filtered(args), this.searched(args.search));
  }

  private searched(search: string | null | undefined) {
    return containsText(this.dataSource, 'e', EMPLOYEE_SEARCH, search);
  }

  /** The list's status filter and order, without its search. */
  private filtered({
    status,
    sort,
    direction,
  }: Omit<AdminEmployeesArgs, 'offset' | 'limit'>): SelectQueryBuilder<Employee> {
    const query = this.employees.createQueryBuilder('e');
    if (status) query.andWhere('e.status = :status', { status });
    return orderBySort(query, employeeSortColumns(this.dataSource), { sort, direction });
  }

  /** The employees with these ids, in that order (null for an unknown one): the manager loader. */
  async byIds(ids: readonly number[]): Promise<(Employee | null)[]> {
    const rows = await this.employees.findBy({ id: In([...ids]) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Each manager's direct reports, by name: the reports loader. */
  async reportsOf(managerIds: readonly number[]): Promise<Employee[][]> {
    const rows = await this.employees.find({ where: { managerId: In([...managerIds]) }, order: { name: 'ASC' } });
    return managerIds.map((id) => rows.filter((row) => row.managerId === id));
  }

  /** The employee record linked to an account, if any. */
  forUser(userId: number): Promise<Employee | null> {
    return this.employees.findOneBy({ userId });
  }

  /** Whether the account's employee manages anyone: who sees the team's leave. */
  async managesAnyone(userId: number): Promise<boolean> {
    return this.employees
      .createQueryBuilder('report')
      .innerJoin(Employee, 'manager', 'manager.id = report.managerId')
      .where('manager.userId = :userId', { userId })
      .getExists();
  }

  /** Whether each employee can sign in, as the employees screens show it. */
  async accessOf(employees: readonly Employee[]): Promise<EmployeeAccess[]> {
    const userIds = employees.map((e) => e.userId).filter((id): id is number => id !== null);
    const users = userIds.length ? await this.dataSource.getRepository(User).findBy({ id: In(userIds) }) : [];
    const byId = new Map(users.map((user) => [user.id, user]));
    return employees.map((employee) => {
      const user = employee.userId === null ? undefined : byId.get(employee.userId);
      if (!user) return EmployeeAccess.NONE;
      if (!user.active) return EmployeeAccess.DISABLED;
      return hasPassword(user) ? EmployeeAccess.ACTIVE : EmployeeAccess.INVITED;
    });
  }
}
