import {
  CONVERSION_LIMITS as C,
  CONVERSION_MESSAGES as M,
  CONVERSION_DEFAULTS as D,
  QUOTE_LIMITS as L,
  QUOTE_MESSAGES as Q,
} from '@site/shared';
import {
  IsArray,
  IsBoolean,
  IsEnum,
  IsOptional,
  ValidateNested,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { LocalDate } from '../../common/local-date';
import { PageArgs, SortDirection, SortedPageArgs } from '../../common/pagination';
import { MaxTrimmedLength } from '../../common/trimmed-text';
import { IsAmountAtMost, IsMoneyAmount, IsNotBeforeDay, IsNotBlank } from '../../common/validators';
import {
  Currency,
  DevelopmentPhase,
  ProjectPaymentMethod,
  ProjectPaymentStatus,
  QuoteBudget,
  QuoteStatus,
} from './quote-codes';
import { QuoteSort } from './quote.types';

/** Newest first: the quotes page opens on this order. */
const DEFAULT_ORDER = { sort: QuoteSort.SUBMITTED_AT, direction: SortDirection.DESC };

/** The list's filters; the schema lists them before sort and direction. */
@ArgsType()
class QuoteFilterArgs extends PageArgs {
  @Field(() => QuoteStatus, { nullable: true })
  @IsOptional()
  @IsEnum(QuoteStatus, { message: Q.status })
  status?: QuoteStatus | null;

  @Field(() => QuoteBudget, { nullable: true })
  @IsOptional()
  @IsEnum(QuoteBudget, { message: Q.budget })
  budget?: QuoteBudget | null;

  @Field(() => String, { nullable: true, description: 'name, email and company, case-insensitive.' })
  @IsOptional()
  @MaxTrimmedLength(C.search, { message: M.searchMax })
  search?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'true: only pending quotes overdue for an answer (the rule of QuoteStats.overdue and the dashboard); false or left out: no such filter.',
  })
  @IsOptional()
  @IsBoolean({ message: 'Overdue must be true or false' })
  overdue?: boolean | null;
}

@ArgsType()
export class AdminQuotesArgs extends SortedPageArgs(QuoteSort, DEFAULT_ORDER, QuoteFilterArgs) {}

@ArgsType()
export class UpdateQuoteStatusArgs {
  @Field(() => Int)
  id: number;

  @Field(() => QuoteStatus)
  @IsEnum(QuoteStatus, { message: Q.status })
  status: QuoteStatus;

  @Field(() => String, { nullable: true, description: 'Optional; blank or left out keeps no note.' })
  @IsOptional()
  @MaxTrimmedLength(L.notes, { message: Q.notesMax })
  notes?: string | null;
}

/** At most `max` entries that are not blank: blank ones are dropped before storing. */
const AtMostNonBlank =
  (max: number, options?: ValidationOptions) =>
  (target: object, propertyName: string): void =>
    registerDecorator({
      name: 'atMostNonBlank',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) && value.filter((item) => typeof item === 'string' && item.trim()).length <= max,
      },
    });

@InputType({ description: 'The Convert to Project dialog: Payment Details.' })
export class PaymentDetailsInput {
  @Field({ description: 'Decimal text such as "12000" or "12000.50"; at most 100,000,000.' })
  @IsNotBlank({ message: M.amountRequired })
  @IsMoneyAmount({ message: M.amount })
  @IsAmountAtMost(C.amountMax, { message: M.amountMax })
  amount: string;

  @Field(() => Currency, { defaultValue: Currency[D.currency] })
  currency: Currency;

  @Field(() => ProjectPaymentMethod, { defaultValue: ProjectPaymentMethod[D.paymentMethod] })
  paymentMethod: ProjectPaymentMethod;

  @Field(() => ProjectPaymentStatus, { defaultValue: ProjectPaymentStatus[D.paymentStatus] })
  paymentStatus: ProjectPaymentStatus;
}

@InputType({ description: 'The Convert to Project dialog: Project Plan.' })
export class PlanInfoInput {
  @Field()
  @IsNotBlank({ message: M.durationRequired })
  @MaxTrimmedLength(C.duration, { message: M.durationMax })
  duration: string;

  @Field(() => [String], { description: 'Blank entries are dropped.' })
  @IsArray()
  @AtMostNonBlank(C.items, { message: M.itemsMax })
  @MaxTrimmedLength(C.item, { each: true, message: M.itemMax })
  milestones: string[];

  @Field(() => [String], { description: 'Blank entries are dropped.' })
  @IsArray()
  @AtMostNonBlank(C.items, { message: M.itemsMax })
  @MaxTrimmedLength(C.item, { each: true, message: M.itemMax })
  deliverables: string[];
}

@InputType({ description: 'The Convert to Project dialog: Development Timeline.' })
export class DevelopmentCycleInput {
  @Field(() => DevelopmentPhase, { defaultValue: DevelopmentPhase[D.phase] })
  phase: DevelopmentPhase;

  @Field(() => LocalDate)
  startDate: string;

  @Field(() => LocalDate)
  @IsNotBeforeDay('startDate', { message: M.endBeforeStart })
  estimatedEndDate: string;
}

@InputType({ description: 'What the project made from a quote carries.' })
export class ConvertQuoteInput {
  @Field(() => PaymentDetailsInput)
  @ValidateNested()
  paymentDetails: PaymentDetailsInput;

  @Field(() => PlanInfoInput)
  @ValidateNested()
  planInfo: PlanInfoInput;

  @Field(() => DevelopmentCycleInput)
  @ValidateNested()
  developmentCycle: DevelopmentCycleInput;
}
