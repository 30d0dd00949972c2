import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { Public } from '../../auth/auth-checker';
import { ContentPage, ContentPageSummary } from './page.entity';
import { ContentPageService } from './page.service';

const contentPages = (ctx: Context) => new ContentPageService(ctx.dataSource);

@Resolver(() => ContentPage)
export class ContentPageResolver {
  @Public()
  @Query(() => ContentPage, {
    description: "One content page by its slug (e.g. 'about'); NOT_FOUND when there is none.",
  })
  page(@Arg('slug') slug: string, @Ctx() ctx: Context): Promise<ContentPage> {
    return contentPages(ctx).bySlug(slug);
  }

  @Public()
  @Query(() => [ContentPageSummary], { description: 'Every content page without its body, by slug (for the sitemap).' })
  pages(@Ctx() ctx: Context): Promise<ContentPageSummary[]> {
    return contentPages(ctx).list();
  }
}
