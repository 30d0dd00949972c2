import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../app/context';
import { Project } from '../projects/project.entity';
import { QuoteStatus } from './quote-codes';
import { QuoteDirectory } from './quote-directory.service';
import { QuoteRequest } from './quote-request.entity';
import { isOverdueWait, workingDaysWaited } from './quote-response-clock';

/** The project each quote of the request became: one query however many quotes ask. */
const projectLoader = (ctx: Context) =>
  ctx.loaders.get('project-by-quote', (quoteIds: readonly number[]) =>
    new QuoteDirectory(ctx.dataSource).projectsOf(quoteIds),
  );

const waited = (quote: QuoteRequest, ctx: Context) =>
  quote.status === QuoteStatus.PENDING ? workingDaysWaited(quote.submittedAt, ctx.config.holidays) : null;

/** What a quote shows beyond its columns: its response clock and its project. */
@Resolver(() => QuoteRequest)
export class QuoteRequestFieldsResolver {
  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'While PENDING: working days waited since submittedAt (weekends and public holidays excluded); null otherwise.',
  })
  workingDaysWaiting(@Root() quote: QuoteRequest, @Ctx() ctx: Context): number | null {
    return waited(quote, ctx);
  }

  @FieldResolver(() => Boolean, {
    description: 'PENDING and waiting more than QUOTE_RESPONSE_WORKING_DAYS (2) working days.',
  })
  overdue(@Root() quote: QuoteRequest, @Ctx() ctx: Context): boolean {
    const days = waited(quote, ctx);
    return days !== null && isOverdueWait(days);
  }

  @FieldResolver(() => Project, { nullable: true, description: 'The project it became, if converted.' })
  project(@Root() quote: QuoteRequest, @Ctx() ctx: Context): Promise<Project | null> {
    return projectLoader(ctx).load(quote.id);
  }
}
