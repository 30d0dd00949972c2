import { SERVICE_LIMITS as L, SERVICE_MESSAGES as M } from '@site/shared';
import { ArrayMaxSize, IsArray, IsBoolean, IsEnum, IsOptional } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { Icon } from '../../common/icon';
import { SortDirection, SortedPageArgs } from '../../common/pagination';
import { MaxTrimmedLength } from '../../common/trimmed-text';
import { IsNotBlank, NotNullWhenSent } from '../../common/validators';
import { ServiceSort } from './service.types';

// Limits and messages come from the shared rules, which the web form reads too; texts are
// stored trimmed, so their length is checked trimmed.

@InputType({ description: 'Every field of a service; used to create one.' })
export class CreateServiceInput {
  @Field({ description: 'Unique among the services.' })
  @IsNotBlank({ message: M.nameRequired })
  @MaxTrimmedLength(L.name, { message: M.nameMax })
  name: string;

  @Field()
  @IsNotBlank({ message: M.descriptionRequired })
  @MaxTrimmedLength(L.description, { message: M.descriptionMax })
  description: string;

  @Field(() => Icon)
  @IsEnum(Icon, { message: M.icon })
  icon: Icon;

  @Field(() => [String], { defaultValue: [], description: `The card's details, in order; at most ${L.bulletPoints}.` })
  @IsArray({ message: M.bulletPointsMax })
  @ArrayMaxSize(L.bulletPoints, { message: M.bulletPointsMax })
  @IsNotBlank({ each: true, message: M.bulletPointRequired })
  @MaxTrimmedLength(L.bulletPoint, { each: true, message: M.bulletPointMax })
  bulletPoints: string[];

  @Field({ defaultValue: false, description: "Shown in the home page's services grid." })
  @IsBoolean()
  featured: boolean;
}

@InputType({ description: 'The fields to change; the ones left out keep their value.' })
export class UpdateServiceInput {
  @Field({ nullable: true })
  @NotNullWhenSent({ message: M.nameRequired })
  @IsNotBlank({ message: M.nameRequired })
  @MaxTrimmedLength(L.name, { message: M.nameMax })
  name?: string;

  @Field({ nullable: true })
  @NotNullWhenSent({ message: M.descriptionRequired })
  @IsNotBlank({ message: M.descriptionRequired })
  @MaxTrimmedLength(L.description, { message: M.descriptionMax })
  description?: string;

  @Field(() => Icon, { nullable: true })
  @NotNullWhenSent({ message: M.iconRequired })
  @IsEnum(Icon, { message: M.icon })
  icon?: Icon;

  @Field(() => [String], { nullable: true })
  @NotNullWhenSent({ message: 'Bullet points cannot be null; send an empty list for none' })
  @IsArray({ message: M.bulletPointsMax })
  @ArrayMaxSize(L.bulletPoints, { message: M.bulletPointsMax })
  @IsNotBlank({ each: true, message: M.bulletPointRequired })
  @MaxTrimmedLength(L.bulletPoint, { each: true, message: M.bulletPointMax })
  bulletPoints?: string[];

  @Field({ nullable: true })
  @NotNullWhenSent({ message: 'Featured must be true or false' })
  @IsBoolean({ message: 'Featured must be true or false' })
  featured?: boolean;
}

/** The public order: the back office opens on the order the visitors see. */
const DEFAULT_ORDER = { sort: ServiceSort.POSITION, direction: SortDirection.ASC };

@ArgsType()
export class AdminServicesArgs extends SortedPageArgs(ServiceSort, DEFAULT_ORDER) {
  @Field({ nullable: true, description: 'Case-insensitive text found in the name or description.' })
  @IsOptional()
  @MaxTrimmedLength(L.search, { message: M.searchMax })
  search?: string;
}
