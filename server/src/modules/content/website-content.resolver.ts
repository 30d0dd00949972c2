import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { Public, Roles } from '../../auth/auth-checker';
import { STAFF_ROLES } from '../../auth/roles';
import { unauthenticated } from '../../common/errors';
import { WebsiteContent } from './website-content.entity';
import { AboutContentInput, HomepageContentInput, ServicesContentInput } from './website-content.inputs';
import { type Actor, WebsiteContentService } from './website-content.service';

const service = (ctx: Context) => new WebsiteContentService(ctx.dataSource);

/** The signed-in user as the services record them; Roles has already refused anyone else. */
export function actorOf({ user }: Context): Actor {
  if (!user) throw unauthenticated();
  return { id: user.id, name: user.name, role: user.role };
}

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
  updateHomepageContent(@Arg('input') input: HomepageContentInput, @Ctx() ctx: Context): Promise<WebsiteContent> {
    return service(ctx).updateHomepage(actorOf(ctx), input);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => WebsiteContent, {
    description: 'Saves the About tab; CONFLICT when someone saved it after `version`.',
  })
  updateAboutContent(@Arg('input') input: AboutContentInput, @Ctx() ctx: Context): Promise<WebsiteContent> {
    return service(ctx).updateAbout(actorOf(ctx), input);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => WebsiteContent, {
    description: 'Saves the Services tab; CONFLICT when someone saved it after `version`.',
  })
  updateServicesContent(@Arg('input') input: ServicesContentInput, @Ctx() ctx: Context): Promise<WebsiteContent> {
    return service(ctx).updateServices(actorOf(ctx), input);
  }
}
