import { API_KEY_LIMITS as L, API_KEY_MESSAGES as M, latestApiKeyExpiry } from '@site/shared';
import { ArrayMinSize, ArrayUnique, IsEnum, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { ApiScope } from '../../auth/api-scopes';
import { PageArgs } from '../../common/pagination';
import { MaxTrimmedLength } from '../../common/trimmed-text';
import { IsNotBlank, rule } from '../../common/validators';
import { ApiKeyStatus } from './api-key-status';

// Checked against the clock when the request is validated.
const IsInTheFuture = rule('isInTheFuture', (value) => value instanceof Date && value.getTime() > Date.now());
const IsWithinAYear = rule('isWithinAYear', (value) => value instanceof Date && value <= latestApiKeyExpiry());

@InputType({ description: 'A new key: what it is called, what it may do, and until when.' })
export class CreateApiKeyInput {
  @Field({ description: `1..${L.name} characters, trimmed; unique among keys neither revoked nor rolled.` })
  @IsNotBlank({ message: M.nameRequired })
  @MaxTrimmedLength(L.name, { message: M.nameMax })
  name: string;

  @Field(() => [ApiScope], { description: 'At least one.' })
  @ArrayMinSize(1, { message: M.scopesRequired })
  @ArrayUnique({ message: M.scopesUnique })
  @IsEnum(ApiScope, { each: true, message: M.scope })
  scopes: ApiScope[];

  @Field({ description: `Required; after now and at most one year (${L.expiryMaxDays} days) from now.` })
  @IsInTheFuture({ message: M.expiresAtPast })
  @IsWithinAYear({ message: M.expiresAtMax })
  expiresAt: Date;

  @Field(() => Int, {
    nullable: true,
    description: `Query-cost points per minute: ${L.budgetMin}..${L.budgetMax}; ${L.budgetDefault} when left out.`,
  })
  @IsOptional()
  @IsInt({ message: M.budget })
  @Min(L.budgetMin, { message: M.budget })
  @Max(L.budgetMax, { message: M.budget })
  budgetPerMinute?: number | null;
}

@ArgsType()
export class ApiKeysArgs extends PageArgs {
  @Field(() => ApiKeyStatus, { nullable: true, description: 'Only keys with this status.' })
  @IsOptional()
  @IsEnum(ApiKeyStatus)
  status?: ApiKeyStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text found in the name or the visible prefix.',
  })
  @IsOptional()
  @MaxTrimmedLength(L.search, { message: M.searchMax })
  search?: string | null;
}

@ArgsType()
export class RollApiKeyArgs {
  @Field(() => Int)
  id: number;

  @Field(() => Int, {
    defaultValue: L.overlapHoursDefault,
    description: `Hours the old key stays valid, 0..${L.overlapHoursMax}.`,
  })
  @IsInt({ message: M.overlap })
  @Min(0, { message: M.overlap })
  @Max(L.overlapHoursMax, { message: M.overlap })
  overlapHours: number;

  @Field(() => Date, {
    nullable: true,
    description: "The new key's expiry; by default the old key's span from now, capped at a year.",
  })
  @IsOptional()
  @IsInTheFuture({ message: M.expiresAtPast })
  @IsWithinAYear({ message: M.expiresAtMax })
  expiresAt?: Date | null;
}
