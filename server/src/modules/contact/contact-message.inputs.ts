import { CONTACT_LIMITS as L, CONTACT_MESSAGES as M } from '@site/shared';
import { IsEnum, IsOptional } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { SortDirection, SortedPageArgs } from '../../common/pagination';
import { HONEYPOT_DESCRIPTION } from '../../common/spam-guard';
import { IsTrimmedEmail, MaxTrimmedLength, MinTrimmedLength } from '../../common/trimmed-text';
import { IsNotBlank } from '../../common/validators';
import { ContactMessageSort, ContactMessageState } from './contact-message.types';

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

const NEWEST_FIRST = { sort: ContactMessageSort.RECEIVED, direction: SortDirection.DESC };

@ArgsType()
export class ContactMessagesArgs extends SortedPageArgs(ContactMessageSort, NEWEST_FIRST) {
  @Field({ nullable: true, description: 'Case-insensitive text found in the name, email, subject or message.' })
  @IsOptional()
  @MaxTrimmedLength(L.search, { message: M.searchMax })
  search?: string;

  @Field(() => ContactMessageState, { nullable: true, description: 'Only new or only handled messages.' })
  @IsOptional()
  @IsEnum(ContactMessageState, { message: 'Choose a valid message state' })
  state?: ContactMessageState;
}
