import { PROJECT_LIMITS as L, PROJECT_MESSAGES as M } from '@site/shared';
import { IsBoolean, IsEnum, IsOptional } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { Icon } from '../../common/icon';
import { MaxTrimmedLength } from '../../common/trimmed-text';
import { IsIsoDate, IsNotBlank, NotNullWhenSent } from '../../common/validators';
import { SortDirection, SortedPageArgs } from '../../common/pagination';
import { ProjectStatus } from './project.entity';
import { ProjectSort } from './project.types';

// Limits and messages come from the shared rules, which the web form reads too; texts are
// stored trimmed, so their length is checked trimmed.

@InputType({ description: 'Every field of a project; used to create one.' })
export class CreateProjectInput {
  @Field()
  @IsNotBlank({ message: M.titleRequired })
  @MaxTrimmedLength(L.title, { message: M.titleMax })
  title: string;

  @Field()
  @IsNotBlank({ message: M.clientRequired })
  @MaxTrimmedLength(L.client, { message: M.clientMax })
  client: string;

  @Field()
  @IsNotBlank({ message: M.categoryRequired })
  @MaxTrimmedLength(L.category, { message: M.categoryMax })
  category: string;

  @Field(() => ProjectStatus, { defaultValue: ProjectStatus.PLANNING })
  @IsEnum(ProjectStatus, { message: M.status })
  status: ProjectStatus;

  @Field({ description: 'YYYY-MM-DD' })
  @IsNotBlank({ message: M.dateRequired })
  @IsIsoDate({ message: M.date })
  date: string;

  @Field()
  @IsNotBlank({ message: M.descriptionRequired })
  @MaxTrimmedLength(L.description, { message: M.descriptionMax })
  description: string;

  @Field({ defaultValue: false })
  @IsBoolean()
  featured: boolean;

  @Field(() => Icon, { defaultValue: Icon.CODE })
  @IsEnum(Icon, { message: M.icon })
  icon: Icon;
}

/** Every field may be left out; none may be sent as null (each is required in the record). */
@InputType({ description: 'The fields to change; the ones left out keep their value.' })
export class UpdateProjectInput {
  @Field({ nullable: true })
  @NotNullWhenSent({ message: M.titleRequired })
  @IsNotBlank({ message: M.titleRequired })
  @MaxTrimmedLength(L.title, { message: M.titleMax })
  title?: string;

  @Field({ nullable: true })
  @NotNullWhenSent({ message: M.clientRequired })
  @IsNotBlank({ message: M.clientRequired })
  @MaxTrimmedLength(L.client, { message: M.clientMax })
  client?: string;

  @Field({ nullable: true })
  @NotNullWhenSent({ message: M.categoryRequired })
  @IsNotBlank({ message: M.categoryRequired })
  @MaxTrimmedLength(L.category, { message: M.categoryMax })
  category?: string;

  @Field(() => ProjectStatus, { nullable: true })
  @NotNullWhenSent({ message: M.status })
  @IsEnum(ProjectStatus, { message: M.status })
  status?: ProjectStatus;

  @Field({ nullable: true, description: 'YYYY-MM-DD' })
  @NotNullWhenSent({ message: M.dateRequired })
  @IsNotBlank({ message: M.dateRequired })
  @IsIsoDate({ message: M.date })
  date?: string;

  @Field({ nullable: true })
  @NotNullWhenSent({ message: M.descriptionRequired })
  @IsNotBlank({ message: M.descriptionRequired })
  @MaxTrimmedLength(L.description, { message: M.descriptionMax })
  description?: string;

  @Field({ nullable: true })
  @NotNullWhenSent({ message: 'Featured must be true or false' })
  @IsBoolean({ message: 'Featured must be true or false' })
  featured?: boolean;

  @Field(() => Icon, { nullable: true })
  @NotNullWhenSent({ message: M.icon })
  @IsEnum(Icon, { message: M.icon })
  icon?: Icon;
}

/** Newest first: the public portfolio and the back office open on this order. */
const DEFAULT_ORDER = { sort: ProjectSort.DATE, direction: SortDirection.DESC };

@ArgsType()
export class ProjectsArgs extends SortedPageArgs(ProjectSort, DEFAULT_ORDER) {
  @Field({ nullable: true, description: 'Case-insensitive text found in the title, client, category or status.' })
  @IsOptional()
  @MaxTrimmedLength(L.search, { message: M.searchMax })
  search?: string;

  @Field({ nullable: true, description: 'Only projects of this category (case-insensitive).' })
  @IsOptional()
  @MaxTrimmedLength(L.category, { message: M.categoryMax })
  category?: string;
}
