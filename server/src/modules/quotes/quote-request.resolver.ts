import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Writer } from '../../auth/actor';
import { Public } from '../../auth/auth-checker';
import { OptionalUser } from '../../auth/current-user';
import { received, SubmissionReceipt } from '../../common/submission-receipt';
import { QuoteRequestInput } from './quote-request.inputs';
import { budgetOptions, QuoteRequestService, serviceOptions } from './quote-request.service';
import { QuoteBudgetOption, RequestedServiceOption } from './quote-request.types';

@Resolver()
export class QuoteRequestResolver {
  @Public()
  @Query(() => [QuoteBudgetOption], { description: 'The budget ranges of the quote form, in order.' })
  quoteBudgets(): QuoteBudgetOption[] {
    return budgetOptions();
  }

  @Public()
  @Query(() => [RequestedServiceOption], { description: 'The services a quote can be requested for, in order.' })
  quoteServices(): RequestedServiceOption[] {
    return serviceOptions();
  }

  @Public()
  @Mutation(() => SubmissionReceipt, {
    description:
      'Sends a quote request from the public quote page; it starts pending, and the sales inbox and the visitor are mailed. TOO_MANY_REQUESTS after 5 from one address in 10 minutes.',
  })
  async submitQuoteRequest(
    @Arg('input', { description: 'The request, as the quote form sends it.' }) input: QuoteRequestInput,
    @OptionalUser() actor: Writer | null,
    @Ctx() ctx: Context,
  ): Promise<SubmissionReceipt> {
    if (await ctx.spam.admit('quote-request', ctx.ip, input.website)) {
      await new QuoteRequestService(ctx.dataSource, ctx.config, ctx.mailer).submit(actor, input);
    }
    return received();
  }
}
