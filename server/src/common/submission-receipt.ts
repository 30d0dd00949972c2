import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'The answer to a form sent from the public site: an acknowledgement that reveals nothing of what was stored.',
})
export class SubmissionReceipt {
  @Field({ description: 'Always true: the submission was received.' })
  received: boolean;
}

export const received = (): SubmissionReceipt => ({ received: true });
