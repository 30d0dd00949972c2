import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor } from '../../auth/actor';
import { Public } from '../../auth/auth-checker';
import { OptionalUser } from '../../auth/current-user';
import { received, SubmissionReceipt } from '../../common/submission-receipt';
import { ContactMessageInput } from './contact-message.inputs';
import { ContactMessageService } from './contact-message.service';

@Resolver()
export class ContactMessageResolver {
  @Public()
  @Mutation(() => SubmissionReceipt, {
    description: 'Sends a message with the contact form. TOO_MANY_REQUESTS after 5 from one address in 10 minutes.',
  })
  async sendContactMessage(
    @Arg('input') input: ContactMessageInput,
    @OptionalUser() actor: Actor | null,
    @Ctx() ctx: Context,
  ): Promise<SubmissionReceipt> {
    if (ctx.spam.admit('contact-message', ctx.ip, input.website)) {
      await new ContactMessageService(ctx.dataSource).send(actor, input);
    }
    return received();
  }
}
