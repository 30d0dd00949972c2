import { In } from 'typeorm';
import type { Context } from '../../app/context';
import { Employee } from '../employees/employee.entity';
import { employeeLoaders } from '../employees/employee.resolver';
import { afterApproval, balanceOf, yearOf } from './leave-balance';
import { LeaveDirectory, readViewer } from './leave-directory.service';
import type { LeaveRequest } from './leave-request.entity';
import { relationsTo, type LeaveRelation } from './leave.policy';
import type { LeaveBalance } from './leave.types';

// The request's loaders for what a page of leave requests shows beside each row: one query per
// kind however many rows ask (the caller's own record, the requesters, their teams' leave, the
// requesters' balances).

const overlaps = (a: LeaveRequest, b: LeaveRequest) => a.startDate <= b.endDate && a.endDate >= b.startDate;

/** Who the caller is, read once per GraphQL request. */
const viewerLoader = (ctx: Context) =>
  ctx.loaders.get('leave-viewer', (actorIds: readonly number[]) =>
    Promise.all(actorIds.map(() => readViewer(ctx.dataSource, ctx.user!))),
  );

/** The reads of leave for this request, sharing its loaders. */
export const leaveDirectory = (ctx: Context) =>
  new LeaveDirectory(ctx.dataSource, ctx.config, (actor) => viewerLoader(ctx).load(actor.id));

export function leaveLoaders(ctx: Context) {
  const directory = leaveDirectory(ctx);
  const employees = employeeLoaders(ctx).byId;
  const viewer = viewerLoader(ctx);

  /** Other leave of the requester's team (the same manager's reports and the manager) on overlapping days. */
  const othersOff = ctx.loaders.get('leave-others-off', async (requests: readonly LeaveRequest[]) => {
    const requesters = await Promise.all(requests.map((r) => employees.load(r.employeeId)));
    // An employee without a manager leads the team of the people they manage.
    const leads = requesters.map((e) => (e ? (e.managerId ?? e.id) : null));
    const leadIds = [...new Set(leads.filter((id): id is number => id !== null))];
    const members = leadIds.length
      ? await ctx.dataSource.getRepository(Employee).findBy({ managerId: In(leadIds) })
      : [];
    const teamOf = (lead: number | null) =>
      new Set(lead === null ? [] : [lead, ...members.filter((m) => m.managerId === lead).map((m) => m.id)]);
    const from = requests.reduce((min, r) => (r.startDate < min ? r.startDate : min), '9999-12-31');
    const to = requests.reduce((max, r) => (r.endDate > max ? r.endDate : max), '0000-01-01');
    const everyone = [...new Set([...leadIds, ...members.map((m) => m.id)])];
    const holding = await directory.holding(everyone, from, to);
    return requests.map((request, index) => {
      const team = teamOf(leads[index] ?? null);
      return holding
        .filter((o) => o.employeeId !== request.employeeId && team.has(o.employeeId) && overlaps(o, request))
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
    });
  });

  /** The requester's balance of the request's type in its first year, once it is approved. */
  const balanceAfter = ctx.loaders.get('leave-balance-after', async (requests: readonly LeaveRequest[]) => {
    const years = requests.map((r) => yearOf(r.startDate));
    const ids = [...new Set(requests.map((r) => r.employeeId))];
    const holding = await directory.holding(ids, `${Math.min(...years)}-01-01`, `${Math.max(...years)}-12-31`);
    const { leaveAllowances, holidays } = ctx.config;
    return requests.map((request, index): LeaveBalance => {
      const own = holding.filter((r) => r.employeeId === request.employeeId);
      return afterApproval(balanceOf(request.type, years[index]!, own, leaveAllowances, holidays), request, holidays);
    });
  });

  /** What the caller is to the request: owner, manager, HR (none for a visitor). */
  async function relations(request: LeaveRequest): Promise<ReadonlySet<LeaveRelation>> {
    if (!ctx.user) return new Set();
    const [me, requester] = await Promise.all([viewer.load(ctx.user.id), employees.load(request.employeeId)]);
    return relationsTo(ctx.user, me.employee, requester);
  }

  return { employee: employees, othersOff, balanceAfter, relations };
}
