import { ArrayMinSize, ArrayUnique, IsEnum, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { HONEYPOT_DESCRIPTION } from '../../common/spam-guard';
import { IsPhoneNumber, IsTrimmedEmail, MaxTrimmedLength, MinTrimmedLength } from '../../common/trimmed-text';
import { DEFAULT_BUDGET, QuoteBudget, RequestedService } from './quote-codes';
import { QUOTE_LIMITS as L } from './quote-request.entity';

/** The texts of spec section 5 (Quote form), to the letter. */
export const QUOTE_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  nameMax: `Name must be at most ${L.name} characters.`,
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  phoneMax: `Phone number must be at most ${L.phone} characters.`,
  companyMax: `Company must be at most ${L.company} characters.`,
  budget: 'Please choose one of the budget ranges.',
  services: 'Please select at least one service.',
  servicesUnique: 'Please select each service only once.',
  message: 'Message must be at least 10 characters.',
  messageMax: `Message must be at most ${L.message} characters.`,
} as const;

@InputType({ description: 'The public quote form. Texts are stored trimmed.' })
export class QuoteRequestInput {
  @Field()
  @MinTrimmedLength(L.nameMin, { message: QUOTE_MESSAGES.name })
  @MaxTrimmedLength(L.name, { message: QUOTE_MESSAGES.nameMax })
  name: string;

  // An address longer than 254 characters is not a valid one.
  @Field()
  @MaxTrimmedLength(L.email, { message: QUOTE_MESSAGES.email })
  @IsTrimmedEmail({ message: QUOTE_MESSAGES.email })
  email: string;

  @Field({ description: 'At least 10 characters: digits, spaces, +, -, dots and brackets.' })
  @MinTrimmedLength(L.phoneMin, { message: QUOTE_MESSAGES.phone })
  @MaxTrimmedLength(L.phone, { message: QUOTE_MESSAGES.phoneMax })
  @IsPhoneNumber({ message: QUOTE_MESSAGES.phone })
  phone: string;

  @Field(() => String, { nullable: true, description: 'Optional; left blank, none is stored.' })
  @IsOptional()
  @MaxTrimmedLength(L.company, { message: QUOTE_MESSAGES.companyMax })
  company?: string | null;

  @Field(() => QuoteBudget, { defaultValue: DEFAULT_BUDGET })
  @IsEnum(QuoteBudget, { message: QUOTE_MESSAGES.budget })
  budget: QuoteBudget;

  @Field(() => [RequestedService], { description: 'At least one, each at most once.' })
  @ArrayMinSize(1, { message: QUOTE_MESSAGES.services })
  @ArrayUnique({ message: QUOTE_MESSAGES.servicesUnique })
  services: RequestedService[];

  @Field({ description: 'The project details.' })
  @MinTrimmedLength(L.messageMin, { message: QUOTE_MESSAGES.message })
  @MaxTrimmedLength(L.message, { message: QUOTE_MESSAGES.messageMax })
  message: string;

  @Field(() => String, { nullable: true, description: HONEYPOT_DESCRIPTION })
  website?: string | null;
}
