import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor } from '../../auth/actor';
import { Roles } from '../../auth/auth-checker';
import { CurrentUser } from '../../auth/current-user';
import { STAFF_ROLES } from '../../auth/roles';
import { columnsAskedFor } from '../../common/selected-columns';
import { Project } from '../projects/project.entity';
import { QuoteDirectory } from './quote-directory.service';
import { QuoteRequest } from './quote-request.entity';
import { AdminQuotesArgs, ConvertQuoteInput, UpdateQuoteStatusArgs } from './quote.inputs';
import { QuoteService } from './quote.service';
import { QuotePage, QuoteStats } from './quote.types';

// Quote management is back-office work: staff and admins, every quote alike.

const directory = (ctx: Context) => new QuoteDirectory(ctx.dataSource);
const service = (ctx: Context) => new QuoteService(ctx.dataSource);

@Resolver(() => QuoteRequest)
export class QuoteResolver {
  @Roles(...STAFF_ROLES)
  @Query(() => QuotePage, {
    description:
      'The quote requests, newest first by default; search: name, email and company, case-insensitive; overdue: pending ones overdue for an answer.',
  })
  adminQuotes(
    @Args() args: AdminQuotesArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<QuotePage> {
    const columns = columnsAskedFor(info, ctx.dataSource.getMetadata(QuoteRequest), ['items']);
    return directory(ctx).page(args, ctx.config.holidays, new Date(), columns);
  }

  @Roles(...STAFF_ROLES)
  @Query(() => QuoteRequest, { description: "NOT_FOUND 'Quote not found'." })
  quote(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<QuoteRequest> {
    return directory(ctx).get(id);
  }

  @Roles(...STAFF_ROLES)
  @Query(() => QuoteStats, { description: 'The stat cards, counted over every quote.' })
  quoteStats(@Ctx() ctx: Context): Promise<QuoteStats> {
    return directory(ctx).stats(ctx.config.holidays);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => QuoteRequest, { description: 'Sets any status, with optional notes (blank: none).' })
  updateQuoteStatus(
    @Args() { id, status, notes }: UpdateQuoteStatusArgs,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<QuoteRequest> {
    return service(ctx).updateStatus(actor, id, status, notes);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => Int, { description: 'Deletes a quote and returns its id; a project made from it stays.' })
  deleteQuote(@Arg('id', () => Int) id: number, @CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<number> {
    return service(ctx).delete(actor, id);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => Project, {
    description:
      "Atomic: the project and the quote set to CLOSED with the note 'Converted to project'; a quote converts once (CONFLICT after).",
  })
  // Parameter decorators run last to first: declared in this order, the schema lists quoteId first.
  convertQuoteToProject(
    @Arg('input') input: ConvertQuoteInput,
    @Arg('quoteId', () => Int) quoteId: number,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<Project> {
    return service(ctx).convert(actor, quoteId, input);
  }
}
