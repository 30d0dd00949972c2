import { LEAVE_MESSAGES as M } from '@site/shared';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../auth/actor';
import type { Config } from '../../config';
import { badUserInput, notFound } from '../../common/errors';
import { cappedLimit } from '../../common/pagination';
import { pageAndTotal } from '../../db/list-page';
import { containsText, whereMatching, type TextSearch } from '../../db/text-search';
import { enforce } from '../../common/policy';
import { Employee } from '../employees/employee.entity';
import { balanceOf, HOLDING_STATUSES, yearOf } from './leave-balance';
import { LeaveRequest, LeaveStatus, LeaveType } from './leave-request.entity';
import type { LeaveBalancesArgs, LeaveCalendarArgs, LeavePreviewArgs, LeaveRequestsArgs } from './leave.inputs';
import { canReadCalendar, canReadScope, canSeeLeaveRequest, isHrApprover, relationsTo } from './leave.policy';
import { LeaveScope } from './leave-codes';
import type { LeaveBalance, LeavePreview, LeaveRequestPage } from './leave.types';
import { companyToday, workingDays } from '../../common/working-days';

/** Who the caller is among the employees (their record, and whether they manage anyone). */
export async function readViewer(dataSource: DataSource, actor: Actor): Promise<Viewer> {
  const employee = await dataSource.manager.findOneBy(Employee, { userId: actor.id });
  const managesAnyone = employee ? await dataSource.manager.existsBy(Employee, { managerId: employee.id }) : false;
  return { employee, managesAnyone };
}

type LeaveListArgs = Pick<LeaveRequestsArgs, 'scope' | 'status' | 'search'>;

/** The requests a list selects, in its order (the lists and the CSV export). */
export function matchingLeave(
  dataSource: DataSource,
  args: LeaveListArgs,
  employee: Employee | null,
): SelectQueryBuilder<LeaveRequest> {
  return whereMatching(leaveInScope(dataSource, args, employee), leaveSearch(dataSource, args));
}

/** The employee's name as each request keeps it (followEmployeeName renames it with the employee). */
const LEAVE_NAME_SEARCH: TextSearch = { table: 'leave_requests', columns: ['employeeName'] };

/** The employee's name holding the text; MINE is not searched. */
const leaveSearch = (dataSource: DataSource, { scope, search }: LeaveListArgs) =>
  scope === LeaveScope.MINE ? null : containsText(dataSource, 'r', LEAVE_NAME_SEARCH, search);

/**
 * A list's scope and status, newest first, without its search. Each reads an index in that order
 * (the leave list indexes migration); a team's requests are found through its members' ids, so
 * no employee is joined.
 */
function leaveInScope(
  dataSource: DataSource,
  { scope, status }: LeaveListArgs,
  employee: Employee | null,
): SelectQueryBuilder<LeaveRequest> {
  const query = dataSource.getRepository(LeaveRequest).createQueryBuilder('r');
  if (scope === LeaveScope.MINE) query.andWhere('r.employeeId = :me', { me: employee?.id ?? -1 });
  if (scope === LeaveScope.TEAM) {
    query.andWhere('r.employeeId IN (SELECT team.id FROM employees team WHERE team.managerId = :me)', {
      me: employee?.id ?? -1,
    });
  }
  if (scope === LeaveScope.PENDING_HR) query.andWhere('r.status = :waiting', { waiting: LeaveStatus.MANAGER_APPROVED });
  if (status) query.andWhere('r.status = :status', { status });
  return query.orderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'DESC');
}

/** Who the caller is among the employees: their record, if any, and whether they manage anyone. */
export interface Viewer {
  employee: Employee | null;
  managesAnyone: boolean;
}

/** Reading leave: the lists, one request, the preview, the balances and the month calendar. */
export class LeaveDirectory {
  /** `viewerOf` reads who the caller is once per GraphQL request (the resolvers pass their loader). */
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'holidays' | 'leaveAllowances'>,
    private readonly viewerOf: (actor: Actor) => Promise<Viewer> = (actor) => readViewer(dataSource, actor),
  ) {}

  viewer(actor: Actor): Promise<Viewer> {
    return this.viewerOf(actor);
  }

  /** A page of one of the lists, newest first. */
  async page(actor: Actor, args: LeaveRequestsArgs): Promise<LeaveRequestPage> {
    const viewer = await this.viewer(actor);
    enforce(canReadScope(args.scope, actor, viewer.employee, viewer.managesAnyone), M.forbiddenScope);
    const take = cappedLimit(args.limit);
    if (args.scope === LeaveScope.MINE && !viewer.employee)
      return { items: [], total: 0, offset: args.offset, limit: take };
    const query = leaveInScope(this.dataSource, args, viewer.employee);
    const [items, total] = await pageAndTotal(query, args.offset, take, leaveSearch(this.dataSource, args));
    return { items, total, offset: args.offset, limit: take };
  }

  /** One request, for its owner, their manager, HR and admins; NOT_FOUND for anyone else. */
  async get(actor: Actor, id: number): Promise<LeaveRequest> {
    const request = await this.dataSource.getRepository(LeaveRequest).findOneBy({ id });
    if (!request) throw notFound(M.notFound);
    const [viewer, requester] = await Promise.all([
      this.viewer(actor),
      this.dataSource.getRepository(Employee).findOneBy({ id: request.employeeId }),
    ]);
    if (!canSeeLeaveRequest(relationsTo(actor, viewer.employee, requester))) throw notFound(M.notFound);
    return request;
  }

  /** The working days the dates take, and the caller's balance before them. */
  async preview(actor: Actor, { startDate, endDate, type }: LeavePreviewArgs): Promise<LeavePreview> {
    const { employee } = await this.viewer(actor);
    if (!employee) throw badUserInput(M.noEmployeeRecord);
    const year = yearOf(startDate);
    const [balance] = await this.balancesOf(employee.id, year, [type]);
    return { workingDays: workingDays(startDate, endDate, this.config.holidays), balance: balance! };
  }

  /** The caller's balance of every type in the year; none without an employee record. */
  async balances(actor: Actor, { year }: LeaveBalancesArgs): Promise<LeaveBalance[]> {
    const { employee } = await this.viewer(actor);
    if (!employee) return [];
    return this.balancesOf(employee.id, year ?? yearOf(companyToday()), Object.values(LeaveType));
  }

  private async balancesOf(employeeId: number, year: number, types: readonly LeaveType[]): Promise<LeaveBalance[]> {
    const requests = await this.holding([employeeId], `${year}-01-01`, `${year}-12-31`);
    const { leaveAllowances, holidays } = this.config;
    return types.map((type) => balanceOf(type, year, requests, leaveAllowances, holidays));
  }

  /** Leave that holds days in the month: a manager's direct reports, or everyone's for HR and admins. */
  async calendar(actor: Actor, { month }: LeaveCalendarArgs): Promise<LeaveRequest[]> {
    const viewer = await this.viewer(actor);
    enforce(canReadCalendar(actor, viewer.employee, viewer.managesAnyone), M.forbiddenScope);
    const query = this.overlapping(`${month}-01`, lastDayOf(month)).leftJoin(Employee, 'e', 'e.id = r.employeeId');
    if (!isHrApprover(actor, viewer.employee)) query.andWhere('e.managerId = :me', { me: viewer.employee!.id });
    return query.orderBy('r.startDate', 'ASC').addOrderBy('r.id', 'ASC').getMany();
  }

  /** Requests that hold days (pending or approved) and overlap [from, to]. */
  overlapping(from: string, to: string) {
    return this.dataSource
      .getRepository(LeaveRequest)
      .createQueryBuilder('r')
      .where('r.status IN (:...holding)', { holding: HOLDING_STATUSES })
      .andWhere('r.startDate <= :to AND r.endDate >= :from', { from, to });
  }

  /** The holding requests of these employees that overlap [from, to]. */
  holding(employeeIds: readonly number[], from: string, to: string): Promise<LeaveRequest[]> {
    if (employeeIds.length === 0) return Promise.resolve([]);
    return this.overlapping(from, to)
      .andWhere('r.employeeId IN (:...ids)', { ids: [...employeeIds] })
      .getMany();
  }
}

/** The last day of a yyyy-MM month. */
const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
