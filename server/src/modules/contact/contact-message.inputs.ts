import { Field, InputType } from 'type-graphql';
import { HONEYPOT_DESCRIPTION } from '../../common/spam-guard';
import { IsTrimmedEmail, MaxTrimmedLength, MinTrimmedLength } from '../../common/trimmed-text';
import { IsNotBlank } from '../../common/validators';
import { CONTACT_LIMITS as L } from './contact-message.entity';

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  nameMax: `Name must be at most ${L.name} characters.`,
  email: 'Please enter a valid email address.',
  subject: 'Subject is required',
  subjectMax: `Subject must be at most ${L.subject} characters.`,
  message: 'Message must be at least 10 characters.',
  messageMax: `Message must be at most ${L.message} characters.`,
} as const;

@InputType({ description: 'The contact form of the home page. Texts are stored trimmed.' })
export class ContactMessageInput {
  @Field()
  @MinTrimmedLength(L.nameMin, { message: CONTACT_MESSAGES.name })
  @MaxTrimmedLength(L.name, { message: CONTACT_MESSAGES.nameMax })
  name: string;

  // An address longer than 254 characters is not a valid one.
  @Field()
  @MaxTrimmedLength(L.email, { message: CONTACT_MESSAGES.email })
  @IsTrimmedEmail({ message: CONTACT_MESSAGES.email })
  email: string;

  @Field()
  @IsNotBlank({ message: CONTACT_MESSAGES.subject })
  @MaxTrimmedLength(L.subject, { message: CONTACT_MESSAGES.subjectMax })
  subject: string;

  @Field()
  @MinTrimmedLength(L.messageMin, { message: CONTACT_MESSAGES.message })
  @MaxTrimmedLength(L.message, { message: CONTACT_MESSAGES.messageMax })
  message: string;

  @Field(() => String, { nullable: true, description: HONEYPOT_DESCRIPTION })
  website?: string | null;
}
