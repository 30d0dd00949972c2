import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from '@site/shared';
import { Args, ArgsType, Ctx, Field, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor, Writer } from '../../auth/actor';
import { Public, Roles } from '../../auth/auth-checker';
import { CurrentUser, OptionalUser } from '../../auth/current-user';
import { STAFF_ROLES } from '../../auth/roles';
import { HONEYPOT_DESCRIPTION } from '../../common/spam-guard';
import { IsTrimmedEmail, MaxTrimmedLength } from '../../common/trimmed-text';
import { NewsletterService } from './newsletter.service';
import { NewsletterSubscriptionPage, NewsletterSubscriptionsArgs } from './newsletter.types';

@ArgsType()
export class SubscribeArgs {
  // Checked as stored: trimmed (and then lower-cased).
  @Field()
  @MaxTrimmedLength(NEWSLETTER_LIMITS.email, { message: NEWSLETTER_MESSAGES.email })
  @IsTrimmedEmail({ message: NEWSLETTER_MESSAGES.email })
  email: string;

  @Field(() => String, { nullable: true, description: HONEYPOT_DESCRIPTION })
  website?: string | null;
}

@Resolver()
export class NewsletterResolver {
  @Public()
  @Mutation(() => Boolean, {
    description:
      'Signs an address up for the newsletter; repeating it is harmless. TOO_MANY_REQUESTS after 5 from one address in 10 minutes.',
  })
  async subscribeToNewsletter(
    @Args() { email, website }: SubscribeArgs,
    @OptionalUser() actor: Writer | null,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    if (await ctx.spam.admit('newsletter', ctx.ip, website)) {
      await new NewsletterService(ctx.dataSource).subscribe(actor, email);
    }
    return true;
  }

  @Roles(...STAFF_ROLES)
  @Query(() => NewsletterSubscriptionPage, {
    description: 'A page of newsletter sign-ups, newest first unless sorted otherwise, optionally searched.',
  })
  newsletterSubscriptions(
    @Args() args: NewsletterSubscriptionsArgs,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<NewsletterSubscriptionPage> {
    return new NewsletterService(ctx.dataSource).list(actor, args);
  }
}
