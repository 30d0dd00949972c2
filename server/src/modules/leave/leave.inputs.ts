import { LEAVE_LIMITS as L, LEAVE_MESSAGES as M } from '@site/shared';
import { IsBoolean, IsEnum, IsInt, IsOptional, Matches, Max, Min, registerDecorator } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../common/pagination';
import { LocalDate } from '../../common/local-date';
import { MaxTrimmedLength } from '../../common/trimmed-text';
import { IsNotBlank, IsOptionalText } from '../../common/validators';
import { LeaveStatus, LeaveType } from './leave-request.entity';
import { LeaveScope } from './leave-codes';
import { calendarDays, companyToday } from '../../common/working-days';

// Limits and messages come from the shared rules, which the web form reads too. Dates arrive
// as checked YYYY-MM-DD days (the LocalDate scalar), so comparing them as text is comparing days.

type Dates = { startDate?: unknown; endDate?: unknown };
const isDay = (value: unknown): value is string => typeof value === 'string';

/** A rule of the end date that reads the start date beside it. */
function datesRule(name: string, test: (start: string, end: string) => boolean, message: string) {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      options: { message },
      validator: {
        validate: (end: unknown, args) => {
          const start = (args?.object as Dates).startDate;
          return !isDay(start) || !isDay(end) || test(start, end);
        },
      },
    });
  };
}

const EndNotBeforeStart = () => datesRule('endNotBeforeStart', (start, end) => end >= start, M.endBeforeStart);
const SpanAtMost = () =>
  datesRule('spanAtMost', (start, end) => end < start || calendarDays(start, end) <= L.spanDays, M.tooLong);

/** The company's today or later; read when the request is checked. */
function NotInPast() {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name: 'notInPast',
      target: target.constructor,
      propertyName,
      options: { message: M.startInPast },
      validator: { validate: (start: unknown) => !isDay(start) || start >= companyToday() },
    });
  };
}

@InputType({ description: 'A new leave request; it starts Pending.' })
export class RequestLeaveInput {
  @Field(() => LocalDate, { description: 'Today or later.' })
  @NotInPast()
  startDate: string;

  @Field(() => LocalDate, { description: 'The start date or later.' })
  @EndNotBeforeStart()
  @SpanAtMost()
  endDate: string;

  @Field(() => LeaveType, { defaultValue: LeaveType.VACATION })
  @IsEnum(LeaveType, { message: M.type })
  type: LeaveType;

  @Field()
  @IsNotBlank({ message: M.reasonRequired })
  @MaxTrimmedLength(L.reason, { message: M.reasonMax })
  reason: string;
}

@ArgsType()
export class LeavePreviewArgs {
  @Field(() => LocalDate)
  startDate: string;

  @Field(() => LocalDate)
  @EndNotBeforeStart()
  @SpanAtMost()
  endDate: string;

  @Field(() => LeaveType)
  @IsEnum(LeaveType, { message: M.type })
  type: LeaveType;
}

@ArgsType()
export class LeaveRequestsArgs extends PageArgs {
  @Field(() => LeaveScope)
  @IsEnum(LeaveScope, { message: 'Choose a valid scope' })
  scope: LeaveScope;

  @Field(() => LeaveStatus, { nullable: true, description: 'Only requests in this status.' })
  @IsOptional()
  @IsEnum(LeaveStatus, { message: 'Choose a valid status' })
  status?: LeaveStatus | null;

  @Field(() => String, { nullable: true, description: "Text found in the employee's name (not for MINE)." })
  @IsOptional()
  @MaxTrimmedLength(L.search, { message: M.searchMax })
  search?: string | null;
}

@ArgsType()
export class LeaveBalancesArgs {
  @Field(() => Int, { nullable: true, description: 'This year when left out.' })
  @IsOptional()
  @IsInt({ message: M.year })
  @Min(L.yearMin, { message: M.year })
  @Max(L.yearMax, { message: M.year })
  year?: number | null;
}

@ArgsType()
export class LeaveCalendarArgs {
  @Field({ description: 'yyyy-MM' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: M.month })
  month: string;
}

@ArgsType()
export class LeaveIdArgs {
  @Field(() => Int)
  id: number;
}

@ArgsType()
export class ApproveLeaveArgs extends LeaveIdArgs {
  @Field(() => String, { nullable: true })
  @IsOptionalText()
  @MaxTrimmedLength(L.notes, { message: M.notesMax })
  notes?: string | null;
}

@ArgsType()
export class RejectLeaveArgs extends LeaveIdArgs {
  @Field({ description: 'The reason, required (not blank).' })
  @IsNotBlank({ message: M.rejectReasonRequired })
  @MaxTrimmedLength(L.notes, { message: M.notesMax })
  notes: string;
}

@ArgsType()
export class RequestCancellationArgs extends LeaveIdArgs {
  @Field({ description: 'Why the leave should be cancelled; the approvers see it.' })
  @IsNotBlank({ message: M.cancellationReasonRequired })
  @MaxTrimmedLength(L.cancellationReason, { message: M.cancellationReasonMax })
  reason: string;
}

@ArgsType()
export class DecideCancellationArgs extends LeaveIdArgs {
  @Field({ description: 'true: CANCELLED; false: back to its approved status.' })
  @IsBoolean()
  approve: boolean;

  @Field(() => String, { nullable: true })
  @IsOptionalText()
  @MaxTrimmedLength(L.notes, { message: M.notesMax })
  notes?: string | null;
}
