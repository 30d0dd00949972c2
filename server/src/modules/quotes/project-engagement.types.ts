import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../common/local-date';
import {
  Currency,
  DevelopmentPhase,
  ProjectPaymentMethod,
  ProjectPaymentStatus,
  QuoteBudget,
  RequestedService,
} from './quote-codes';

@ObjectType({ description: 'How a project made from a quote is paid.' })
export class PaymentDetails {
  @Field({ description: 'Exact decimal text, e.g. "12000.00".' })
  amount: string;

  @Field(() => Currency)
  currency: Currency;

  @Field(() => ProjectPaymentMethod)
  paymentMethod: ProjectPaymentMethod;

  @Field(() => ProjectPaymentStatus)
  paymentStatus: ProjectPaymentStatus;
}

@ObjectType({ description: "A project's plan: how long, its milestones and its deliverables." })
export class PlanInfo {
  @Field()
  duration: string;

  @Field(() => [String])
  milestones: string[];

  @Field(() => [String])
  deliverables: string[];
}

@ObjectType({ description: "A project's development timeline." })
export class DevelopmentCycle {
  @Field(() => DevelopmentPhase)
  phase: DevelopmentPhase;

  @Field(() => LocalDate)
  startDate: string;

  @Field(() => LocalDate)
  estimatedEndDate: string;
}

@ObjectType({ description: 'What a project made from a quote carries. Staff and admins only.' })
export class ProjectEngagement {
  @Field(() => Int, { nullable: true, description: 'Null once the quote has been deleted.' })
  quoteId: number | null;

  @Field(() => QuoteBudget)
  budget: QuoteBudget;

  @Field(() => [RequestedService])
  services: RequestedService[];

  @Field(() => PaymentDetails)
  paymentDetails: PaymentDetails;

  @Field(() => PlanInfo)
  planInfo: PlanInfo;

  @Field(() => DevelopmentCycle)
  developmentCycle: DevelopmentCycle;
}
