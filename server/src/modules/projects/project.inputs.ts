import { IsBoolean, IsEnum, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { Icon } from '../../common/icon';
import { IsIsoDate, IsNotBlank } from '../../common/validators';
import { SortDirection, SortedPageArgs } from '../../common/pagination';
import { ProjectStatus } from './project.entity';
import { ProjectSort } from './project.types';

/** Limits shared with the web forms (web/src/features/projects/schemas). */
export const PROJECT_LIMITS = { title: 200, client: 200, category: 200, description: 5000, search: 200 } as const;

@InputType({ description: 'Every field of a project; used to create one.' })
export class CreateProjectInput {
  @Field()
  @IsNotBlank({ message: 'Project title is required' })
  @MaxLength(PROJECT_LIMITS.title, { message: `Project title must be at most ${PROJECT_LIMITS.title} characters` })
  title: string;

  @Field()
  @IsNotBlank({ message: 'Client is required' })
  @MaxLength(PROJECT_LIMITS.client, { message: `Client must be at most ${PROJECT_LIMITS.client} characters` })
  client: string;

  @Field()
  @IsNotBlank({ message: 'Category is required' })
  @MaxLength(PROJECT_LIMITS.category, { message: `Category must be at most ${PROJECT_LIMITS.category} characters` })
  category: string;

  @Field(() => ProjectStatus, { defaultValue: ProjectStatus.PLANNING })
  @IsEnum(ProjectStatus, { message: 'Choose a valid status' })
  status: ProjectStatus;

  @Field({ description: 'YYYY-MM-DD' })
  @IsNotBlank({ message: 'Date is required' })
  @IsIsoDate({ message: 'Date must be a valid date (YYYY-MM-DD)' })
  date: string;

  @Field()
  @IsNotBlank({ message: 'Description is required' })
  @MaxLength(PROJECT_LIMITS.description, {
    message: `Description must be at most ${PROJECT_LIMITS.description} characters`,
  })
  description: string;

  @Field({ defaultValue: false })
  @IsBoolean()
  featured: boolean;

  @Field(() => Icon, { defaultValue: Icon.CODE })
  @IsEnum(Icon, { message: 'Choose a valid icon' })
  icon: Icon;
}

@InputType({ description: 'The fields to change; the ones left out keep their value.' })
export class UpdateProjectInput {
  @Field({ nullable: true })
  @IsOptional()
  @IsNotBlank({ message: 'Project title is required' })
  @MaxLength(PROJECT_LIMITS.title, { message: `Project title must be at most ${PROJECT_LIMITS.title} characters` })
  title?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsNotBlank({ message: 'Client is required' })
  @MaxLength(PROJECT_LIMITS.client, { message: `Client must be at most ${PROJECT_LIMITS.client} characters` })
  client?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsNotBlank({ message: 'Category is required' })
  @MaxLength(PROJECT_LIMITS.category, { message: `Category must be at most ${PROJECT_LIMITS.category} characters` })
  category?: string;

  @Field(() => ProjectStatus, { nullable: true })
  @IsOptional()
  @IsEnum(ProjectStatus, { message: 'Choose a valid status' })
  status?: ProjectStatus;

  @Field({ nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @IsNotBlank({ message: 'Date is required' })
  @IsIsoDate({ message: 'Date must be a valid date (YYYY-MM-DD)' })
  date?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsNotBlank({ message: 'Description is required' })
  @MaxLength(PROJECT_LIMITS.description, {
    message: `Description must be at most ${PROJECT_LIMITS.description} characters`,
  })
  description?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  featured?: boolean;

  @Field(() => Icon, { nullable: true })
  @IsOptional()
  @IsEnum(Icon, { message: 'Choose a valid icon' })
  icon?: Icon;
}

/** Newest first: the public portfolio and the back office open on this order. */
const DEFAULT_ORDER = { sort: ProjectSort.DATE, direction: SortDirection.DESC };

@ArgsType()
export class ProjectsArgs extends SortedPageArgs(ProjectSort, DEFAULT_ORDER) {
  @Field({ nullable: true, description: 'Case-insensitive text found in the title, client, category or status.' })
  @IsOptional()
  @MaxLength(PROJECT_LIMITS.search, { message: `Search must be at most ${PROJECT_LIMITS.search} characters` })
  search?: string;

  @Field({ nullable: true, description: 'Only projects of this category (case-insensitive).' })
  @IsOptional()
  @MaxLength(PROJECT_LIMITS.category, { message: `Category must be at most ${PROJECT_LIMITS.category} characters` })
  category?: string;
}
