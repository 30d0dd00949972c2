import { Field, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { LeaveRequest, LeaveType } from './leave-request.entity';

@ObjectType({ description: "An employee's leave of one type in one year, in working days." })
export class LeaveBalance {
  @Field(() => LeaveType)
  type: LeaveType;

  @Field(() => Int)
  year: number;

  @Field(() => Int, { nullable: true, description: 'Days allowed per year; null = unlimited.' })
  allowance: number | null;

  @Field(() => Int, { description: 'Working days of HR_APPROVED leave in that year.' })
  used: number;

  @Field(() => Int, { description: 'Working days of PENDING and MANAGER_APPROVED leave in that year.' })
  pending: number;

  @Field(() => Int, { nullable: true, description: 'allowance - used; null when unlimited.' })
  remaining: number | null;
}

@ObjectType({ description: 'One page of leave requests and how many match in all.' })
export class LeaveRequestPage extends Paginated(LeaveRequest, 'leave requests') {}

@ObjectType({ description: 'What a request would take, before it is sent.' })
export class LeavePreview {
  @Field(() => Int)
  workingDays: number;

  @Field(() => LeaveBalance, {
    description: "The caller's balance of that type in the start date's year, before this request.",
  })
  balance: LeaveBalance;
}
