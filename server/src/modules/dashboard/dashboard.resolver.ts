import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor } from '../../auth/actor';
import { Roles } from '../../auth/auth-checker';
import { CurrentUser } from '../../auth/current-user';
import { STAFF_ROLES } from '../../auth/roles';
import { DashboardService } from './dashboard.service';
import {
  Absence,
  DashboardAttention,
  DashboardCounts,
  DashboardQuotes,
  MonthAmount,
  StatusCount,
} from './dashboard.types';

// The back office's dashboard: one query per part, so each card and chart loads (and fails) on its own.

const service = (ctx: Context) => new DashboardService(ctx.dataSource, ctx.config.holidays);

@Resolver()
export class DashboardResolver {
  @Roles(...STAFF_ROLES)
  @Query(() => DashboardCounts, { description: 'The four cards: counted from the database.' })
  dashboardCounts(@Ctx() ctx: Context): Promise<DashboardCounts> {
    return service(ctx).counts();
  }

  @Roles(...STAFF_ROLES)
  @Query(() => DashboardAttention, {
    description: "What needs the viewer's attention; each count matches exactly what its link's filtered list shows.",
  })
  dashboardAttention(@CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<DashboardAttention> {
    return service(ctx).attention(actor);
  }

  @Roles(...STAFF_ROLES)
  @Query(() => DashboardQuotes, {
    description:
      'Quotes received per month, the last 12 months including the current one, oldest first (months with none are 0); and every quote by status now.',
  })
  dashboardQuotes(@Ctx() ctx: Context): Promise<DashboardQuotes> {
    return service(ctx).quotes();
  }

  @Roles(...STAFF_ROLES)
  @Query(() => [StatusCount], {
    description: "Projects by status (every status, 0 included), in the status enum's order.",
  })
  dashboardProjects(@Ctx() ctx: Context): Promise<StatusCount[]> {
    return service(ctx).projects();
  }

  @Roles(...STAFF_ROLES)
  @Query(() => [MonthAmount], {
    description:
      'ADMIN only (FORBIDDEN otherwise): the sum of netSalary of payroll records per month (Cancelled records left out), the last 12 months including the current, oldest first; months with none are "0.00".',
  })
  dashboardPayrollCost(@CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<MonthAmount[]> {
    return service(ctx).payrollCost(actor);
  }

  @Roles(...STAFF_ROLES)
  @Query(() => [Absence], {
    description:
      "HR (the viewer's employee record has isHR) and ADMIN only (FORBIDDEN otherwise): leave that is approved or waiting (not rejected, withdrawn or cancelled) overlapping this week (Monday) to the end of next week (Sunday), by start date.",
  })
  dashboardAbsences(@CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<Absence[]> {
    return service(ctx).absences(actor);
  }
}
