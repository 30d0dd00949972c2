import { QUOTE_LIMITS as L, QUOTE_MESSAGES as M } from '@site/shared';
import { ArrayMinSize, ArrayUnique, IsEnum, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { HONEYPOT_DESCRIPTION } from '../../common/spam-guard';
import { IsPhoneNumber, IsTrimmedEmail, MaxTrimmedLength, MinTrimmedLength } from '../../common/trimmed-text';
import { DEFAULT_BUDGET, QuoteBudget, RequestedService } from './quote-codes';

@InputType({ description: 'The public quote form. Texts are stored trimmed.' })
export class QuoteRequestInput {
  @Field({ description: 'Full name of the person asking.' })
  @MinTrimmedLength(L.nameMin, { message: M.name })
  @MaxTrimmedLength(L.name, { message: M.nameMax })
  name: string;

  // An address longer than 254 characters is not a valid one.
  @Field({ description: 'Where to answer: a valid email address.' })
  @MaxTrimmedLength(L.email, { message: M.email })
  @IsTrimmedEmail({ message: M.email })
  email: string;

  @Field({ description: 'At least 10 characters: digits, spaces, +, -, dots and brackets.' })
  @MinTrimmedLength(L.phoneMin, { message: M.phone })
  @MaxTrimmedLength(L.phone, { message: M.phoneMax })
  @IsPhoneNumber({ message: M.phone })
  phone: string;

  @Field(() => String, { nullable: true, description: 'Optional; left blank, none is stored.' })
  @IsOptional()
  @MaxTrimmedLength(L.company, { message: M.companyMax })
  company?: string | null;

  @Field(() => QuoteBudget, {
    defaultValue: DEFAULT_BUDGET,
    description: 'The estimated budget (quoteBudgets lists them).',
  })
  @IsEnum(QuoteBudget, { message: M.budget })
  budget: QuoteBudget;

  @Field(() => [RequestedService], { description: 'At least one, each at most once.' })
  @ArrayMinSize(1, { message: M.services })
  @IsEnum(RequestedService, { each: true, message: M.services })
  @ArrayUnique({ message: M.servicesUnique })
  services: RequestedService[];

  @Field({ description: 'The project details.' })
  @MinTrimmedLength(L.messageMin, { message: M.message })
  @MaxTrimmedLength(L.message, { message: M.messageMax })
  message: string;

  @Field(() => String, { nullable: true, description: HONEYPOT_DESCRIPTION })
  website?: string | null;
}
