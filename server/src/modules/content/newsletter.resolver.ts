import { IsEmail, MaxLength } from 'class-validator';
import { Args, ArgsType, Ctx, Field, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { Public } from '../../auth/auth-checker';
import { NewsletterService } from './newsletter.service';

const EMAIL_MESSAGE = 'Please enter a valid email address.';

@ArgsType()
class SubscribeArgs {
  @Field()
  @MaxLength(254, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  email: string;
}

@Resolver()
export class NewsletterResolver {
  @Public()
  @Mutation(() => Boolean, { description: 'Signs an address up for the newsletter; repeating it is harmless.' })
  subscribeToNewsletter(@Args() { email }: SubscribeArgs, @Ctx() ctx: Context): Promise<boolean> {
    return new NewsletterService(ctx.dataSource).subscribe(email);
  }
}
