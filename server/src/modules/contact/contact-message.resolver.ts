import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor, Writer } from '../../auth/actor';
import { Public, Roles } from '../../auth/auth-checker';
import { CurrentUser, OptionalUser } from '../../auth/current-user';
import { STAFF_ROLES } from '../../auth/roles';
import { columnsAskedFor } from '../../common/selected-columns';
import { received, SubmissionReceipt } from '../../common/submission-receipt';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput, ContactMessagesArgs } from './contact-message.inputs';
import { ContactMessageService } from './contact-message.service';
import { ContactMessagePage } from './contact-message.types';

const service = (ctx: Context) => new ContactMessageService(ctx.dataSource);

@Resolver()
export class ContactMessageResolver {
  @Public()
  @Mutation(() => SubmissionReceipt, {
    description: 'Sends a message with the contact form. TOO_MANY_REQUESTS after 5 from one address in 10 minutes.',
  })
  async sendContactMessage(
    @Arg('input') input: ContactMessageInput,
    @OptionalUser() actor: Writer | null,
    @Ctx() ctx: Context,
  ): Promise<SubmissionReceipt> {
    if (await ctx.spam.admit('contact-message', ctx.ip, input.website)) {
      await service(ctx).send(actor, input);
    }
    return received();
  }

  @Roles(...STAFF_ROLES)
  @Query(() => ContactMessagePage, {
    description: 'A page of contact messages, newest first unless sorted otherwise, optionally searched and filtered.',
  })
  contactMessages(
    @Args() args: ContactMessagesArgs,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ContactMessagePage> {
    return service(ctx).list(actor, args, columnsAskedFor(info, ctx.dataSource.getMetadata(ContactMessage), ['items']));
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => ContactMessage, {
    description: 'Marks a message handled, or new again; asking for the state it already has changes nothing.',
  })
  setContactMessageHandled(
    @Arg('id', () => Int) id: number,
    @Arg('handled') handled: boolean,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<ContactMessage> {
    return service(ctx).setHandled(actor, id, handled);
  }
}
