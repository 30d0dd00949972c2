import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { Public, Roles } from '../../auth/auth-checker';
import type { Actor } from '../../auth/actor';
import { CurrentUser } from '../../auth/current-user';
import { STAFF_ROLES } from '../../auth/roles';
import { ContentPage, ContentPageSummary } from './page.entity';
import { CreatePageInput, UpdatePageInput } from './page.inputs';
import { ContentPageService } from './page.service';
import { AdminPagesArgs, ContentPageList } from './page.types';

const contentPages = (ctx: Context) => new ContentPageService(ctx.dataSource);

@Resolver(() => ContentPage)
export class ContentPageResolver {
  @Public()
  @Query(() => ContentPage, {
    description: "One content page by its slug (e.g. 'about'); NOT_FOUND when there is none.",
  })
  page(
    @Arg('slug', { description: "The page's address, e.g. 'about' (pages lists them)." }) slug: string,
    @Ctx() ctx: Context,
  ): Promise<ContentPage> {
    return contentPages(ctx).bySlug(slug);
  }

  @Public()
  @Query(() => [ContentPageSummary], { description: 'Every content page without its body, by slug (for the sitemap).' })
  pages(@Ctx() ctx: Context): Promise<ContentPageSummary[]> {
    return contentPages(ctx).list();
  }

  @Roles(...STAFF_ROLES)
  @Query(() => ContentPageList, { description: "The back office's content pages list: searched, sorted and paged." })
  adminPages(@Args() args: AdminPagesArgs, @Ctx() ctx: Context): Promise<ContentPageList> {
    return contentPages(ctx).page(args);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => ContentPage, {
    description: 'Adds a content page at /pages/{slug}; CONFLICT when the address is taken.',
  })
  createPage(
    @Arg('input') input: CreatePageInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<ContentPage> {
    return contentPages(ctx).create(actor, input);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => ContentPage, { description: "Replaces a content page's title, summary and body." })
  updatePage(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: UpdatePageInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<ContentPage> {
    return contentPages(ctx).update(actor, id, input);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => Int, {
    description: 'Deletes a content page and returns its id; the about, terms and privacy pages cannot be deleted.',
  })
  deletePage(@Arg('id', () => Int) id: number, @CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<number> {
    return contentPages(ctx).delete(actor, id);
  }
}
