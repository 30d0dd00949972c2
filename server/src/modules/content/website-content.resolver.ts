import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { Public, Roles } from '../../auth/auth-checker';
import type { Actor } from '../../auth/actor';
import { CurrentUser } from '../../auth/current-user';
import { STAFF_ROLES } from '../../auth/roles';
import { WebsiteContent } from './website-content.entity';
import { AboutContentInput, HomepageContentInput, ServicesContentInput } from './website-content.inputs';
import { WebsiteContentService } from './website-content.service';

const service = (ctx: Context) => new WebsiteContentService(ctx.dataSource);

@Resolver(() => WebsiteContent)
export class WebsiteContentResolver {
  @Public()
  @Query(() => WebsiteContent, { description: 'The texts of the home hero, the about section and /services.' })
  siteContent(@Ctx() ctx: Context): Promise<WebsiteContent> {
    return service(ctx).get();
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => WebsiteContent, {
    description: 'Saves the Homepage tab; CONFLICT when someone saved it after `version`.',
  })
  updateHomepageContent(
    @Arg('input') input: HomepageContentInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<WebsiteContent> {
    return service(ctx).updateHomepage(actor, input);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => WebsiteContent, {
    description: 'Saves the About tab; CONFLICT when someone saved it after `version`.',
  })
  updateAboutContent(
    @Arg('input') input: AboutContentInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<WebsiteContent> {
    return service(ctx).updateAbout(actor, input);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => WebsiteContent, {
    description: 'Saves the Services tab; CONFLICT when someone saved it after `version`.',
  })
  updateServicesContent(
    @Arg('input') input: ServicesContentInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<WebsiteContent> {
    return service(ctx).updateServices(actor, input);
  }
}
