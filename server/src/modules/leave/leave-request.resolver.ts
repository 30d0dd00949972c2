import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../app/context';
import { Employee } from '../employees/employee.entity';
import { LeaveAction } from './leave-codes';
import { LeaveRequest } from './leave-request.entity';
import { actionsFor, stateOf } from './leave-transitions';
import { isApproverOf } from './leave.policy';
import { leaveLoaders } from './leave.loader';
import { LeaveBalance } from './leave.types';
import { workingDays } from '../../common/working-days';

/** What a leave request shows beyond its columns, each read through the request's loaders. */
@Resolver(() => LeaveRequest)
export class LeaveRequestFieldsResolver {
  @FieldResolver(() => Employee, {
    nullable: true,
    description:
      "Null when the record cannot be read: shown 'Unknown Employee'. (Pay fields stay private as everywhere.)",
  })
  employee(@Root() request: LeaveRequest, @Ctx() ctx: Context): Promise<Employee | null> {
    return leaveLoaders(ctx).employee.load(request.employeeId);
  }

  @FieldResolver(() => Int, { description: "Working days taken: weekends and the company's public holidays excluded." })
  workingDays(@Root() request: LeaveRequest, @Ctx() ctx: Context): number {
    return workingDays(request.startDate, request.endDate, ctx.config.holidays);
  }

  @FieldResolver(() => [LeaveAction], { description: "What the caller may do now; empty = 'No actions available'." })
  async actions(@Root() request: LeaveRequest, @Ctx() ctx: Context): Promise<LeaveAction[]> {
    return actionsFor(stateOf(request), await leaveLoaders(ctx).relations(request));
  }

  @FieldResolver(() => [LeaveRequest], {
    description:
      'For approvers (else empty): other requests (PENDING, MANAGER_APPROVED, HR_APPROVED) of the same team (same manager, and the manager) overlapping these dates.',
  })
  async othersOff(@Root() request: LeaveRequest, @Ctx() ctx: Context): Promise<LeaveRequest[]> {
    const loaders = leaveLoaders(ctx);
    return isApproverOf(await loaders.relations(request)) ? loaders.othersOff.load(request) : [];
  }

  @FieldResolver(() => LeaveBalance, {
    nullable: true,
    description:
      "For approvers (else null): the requester's balance of this type in the start date's year as it would be once this request is approved.",
  })
  async balanceAfterApproval(@Root() request: LeaveRequest, @Ctx() ctx: Context): Promise<LeaveBalance | null> {
    const loaders = leaveLoaders(ctx);
    return isApproverOf(await loaders.relations(request)) ? loaders.balanceAfter.load(request) : null;
  }
}
