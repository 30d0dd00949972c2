import { CONTACT_LIMITS as L, CONTACT_MESSAGES as M } from '@site/shared';
import { Field, InputType } from 'type-graphql';
import { HONEYPOT_DESCRIPTION } from '../../common/spam-guard';
import { IsTrimmedEmail, MaxTrimmedLength, MinTrimmedLength } from '../../common/trimmed-text';
import { IsNotBlank } from '../../common/validators';

@InputType({ description: 'The contact form of the home page. Texts are stored trimmed.' })
export class ContactMessageInput {
  @Field()
  @MinTrimmedLength(L.nameMin, { message: M.name })
  @MaxTrimmedLength(L.name, { message: M.nameMax })
  name: string;

  // An address longer than 254 characters is not a valid one.
  @Field()
  @MaxTrimmedLength(L.email, { message: M.email })
  @IsTrimmedEmail({ message: M.email })
  email: string;

  @Field()
  @IsNotBlank({ message: M.subject })
  @MaxTrimmedLength(L.subject, { message: M.subjectMax })
  subject: string;

  @Field()
  @MinTrimmedLength(L.messageMin, { message: M.message })
  @MaxTrimmedLength(L.message, { message: M.messageMax })
  message: string;

  @Field(() => String, { nullable: true, description: HONEYPOT_DESCRIPTION })
  website?: string | null;
}
