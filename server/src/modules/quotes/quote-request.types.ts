import { Field, ObjectType } from 'type-graphql';
import { QuoteBudget, RequestedService } from './quote-codes';

@ObjectType({ description: 'A budget range of the quote form, with its label.' })
export class QuoteBudgetOption {
  @Field(() => QuoteBudget, { description: 'The budget range, as submitQuoteRequest takes it.' })
  code: QuoteBudget;

  @Field({ description: "As shown to visitors, e.g. '$10,000 - $25,000'." })
  label: string;
}

@ObjectType({ description: 'A service of the quote form, with its label.' })
export class RequestedServiceOption {
  @Field(() => RequestedService, { description: 'The service, as submitQuoteRequest takes it.' })
  code: RequestedService;

  @Field({ description: "As shown to visitors, e.g. 'AI/ML Solutions'." })
  label: string;
}
