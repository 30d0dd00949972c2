import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor } from '../../auth/actor';
import { Roles } from '../../auth/auth-checker';
import { CurrentUser } from '../../auth/current-user';
import { STAFF_ROLES } from '../../auth/roles';
import { LeaveRequest } from './leave-request.entity';
import {
  ApproveLeaveArgs,
  DecideCancellationArgs,
  LeaveBalancesArgs,
  LeaveCalendarArgs,
  LeavePreviewArgs,
  LeaveRequestsArgs,
  RejectLeaveArgs,
  RequestCancellationArgs,
  RequestLeaveInput,
} from './leave.inputs';
import { leaveDirectory } from './leave.loader';
import { LeaveService } from './leave.service';
import { LeaveBalance, LeavePreview, LeaveRequestPage } from './leave.types';

// Leave is back-office work: staff and admins call it, and who they are to each request
// (its employee, their manager, HR) is decided by the service's policies.

const directory = leaveDirectory;
const service = (ctx: Context) => new LeaveService(ctx.dataSource, ctx.config, ctx.mailer);

@Resolver(() => LeaveRequest)
export class LeaveResolver {
  @Roles(...STAFF_ROLES)
  @Query(() => LeaveRequestPage, {
    description:
      "Newest first (createdAt DESC, id DESC). status filters; search matches the employee's name (not for MINE).",
  })
  leaveRequests(@Args() args: LeaveRequestsArgs, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return directory(ctx).page(actor, args);
  }

  @Roles(...STAFF_ROLES)
  @Query(() => LeaveRequest, {
    description: 'The requester, their manager, HR employees and admins; NOT_FOUND for anyone else.',
  })
  leaveRequest(@Arg('id', () => Int) id: number, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return directory(ctx).get(actor, id);
  }

  @Roles(...STAFF_ROLES)
  @Query(() => LeavePreview, { description: 'Needs an employee record (BAD_USER_INPUT otherwise).' })
  leavePreview(@Args() args: LeavePreviewArgs, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return directory(ctx).preview(actor, args);
  }

  @Roles(...STAFF_ROLES)
  @Query(() => [LeaveBalance], {
    description:
      "The caller's balances for every type in that year (default: this year); empty list without an employee record.",
  })
  myLeaveBalances(@Args() args: LeaveBalancesArgs, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return directory(ctx).balances(actor, args);
  }

  @Roles(...STAFF_ROLES)
  @Query(() => [LeaveRequest], {
    description:
      "PENDING, MANAGER_APPROVED and HR_APPROVED leave overlapping the month (yyyy-MM): a manager's direct reports; everyone for HR employees and admins; FORBIDDEN otherwise.",
  })
  leaveCalendar(@Args() args: LeaveCalendarArgs, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return directory(ctx).calendar(actor, args);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => LeaveRequest, { description: "A Pending request of the caller's own employee record." })
  requestLeave(@Arg('input') input: RequestLeaveInput, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return service(ctx).request(actor, input);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => LeaveRequest, { description: 'The requester takes back a PENDING request: WITHDRAWN.' })
  withdrawLeave(@Arg('id', () => Int) id: number, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return service(ctx).withdraw(actor, id);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => LeaveRequest, {
    description: 'The requester asks to cancel approved leave that has not started; the approvers decide.',
  })
  requestLeaveCancellation(
    @Args() { id, reason }: RequestCancellationArgs,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ) {
    return service(ctx).requestCancellation(actor, id, reason);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => LeaveRequest, { description: "The requester's manager: PENDING to MANAGER_APPROVED." })
  managerApproveLeave(@Args() { id, notes }: ApproveLeaveArgs, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return service(ctx).managerApprove(actor, id, notes);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => LeaveRequest, { description: 'An HR employee or an admin: MANAGER_APPROVED to HR_APPROVED.' })
  hrApproveLeave(@Args() { id, notes }: ApproveLeaveArgs, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return service(ctx).hrApprove(actor, id, notes);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => LeaveRequest, {
    description:
      'The manager on PENDING, HR or an admin on MANAGER_APPROVED: REJECTED. notes is the reason, required (not blank).',
  })
  rejectLeave(@Args() { id, notes }: RejectLeaveArgs, @CurrentUser() actor: Actor, @Ctx() ctx: Context) {
    return service(ctx).reject(actor, id, notes);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => LeaveRequest, {
    description:
      'approve=true: CANCELLED; false: back to its approved status, the cancellation reason cleared. The manager, HR or an admin.',
  })
  decideLeaveCancellation(
    @Args() { id, approve, notes }: DecideCancellationArgs,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ) {
    return service(ctx).decideCancellation(actor, id, approve, notes);
  }
}
