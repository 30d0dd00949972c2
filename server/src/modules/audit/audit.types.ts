import { IsInt, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../common/local-date';
import { PageArgs } from '../../common/pagination';
import { IsIsoDate, IsNotBeforeDay } from '../../common/validators';

@ObjectType({ description: 'One field of an audit entry. Sensitive fields show only that they changed.' })
export class AuditFieldChange {
  @Field({ description: "The field's name, e.g. 'title'." })
  field: string;

  @Field(() => String, { nullable: true, description: 'The value before, as text (JSON for non-text values).' })
  from: string | null;

  @Field(() => String, { nullable: true, description: 'The value after, as text (JSON for non-text values).' })
  to: string | null;

  @Field({ description: 'True for a sensitive field: the values are hidden (a bank account shows its last 4).' })
  masked: boolean;
}

@ObjectType({ description: 'One write: who made it, when, to which record, and what changed.' })
export class AuditEntryView {
  @Field(() => Int, { description: "The entry's id." })
  id: number;

  @Field(() => Date, { description: 'When the write was made.' })
  at: Date;

  @Field(() => Int, { nullable: true, description: 'Null for a visitor (a public form).' })
  actorId: number | null;

  @Field({ description: "Who wrote it, by their name at the time ('Visitor' for a public form)." })
  actorName: string;

  @Field({ description: "'create', 'update', 'delete' or a feature's own verb ('feature', 'status')." })
  action: string;

  @Field({ description: "The kind of record, e.g. 'Project'." })
  entity: string;

  @Field({ description: "The record's id (a section name for the website's texts)." })
  entityId: string;

  @Field({ description: "The record's short name at the time." })
  label: string;

  @Field(() => [AuditFieldChange], { description: 'The fields that changed; sensitive ones masked.' })
  changes: AuditFieldChange[];

  /** Resolved by AuditEntryFieldsResolver. */
  link?: string | null;
}

@ObjectType({ description: 'One page of audit entries, newest first, and how many match in all.' })
export class AuditEntryPage {
  @Field(() => [AuditEntryView], { description: "This page's entries, newest first." })
  items: AuditEntryView[];

  @Field(() => Int, { description: 'How many entries the viewer may read match the filters.' })
  total: number;

  @Field(() => Int, { description: 'How many entries were skipped before this page.' })
  offset: number;

  @Field(() => Int, { description: 'The page size applied (requests above 100 are capped).' })
  limit: number;
}

@ArgsType()
export class AuditEntriesArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Only entries about this kind of record, e.g. 'Project'." })
  @IsOptional()
  @MaxLength(50, { message: 'Entity must be at most 50 characters' })
  entity?: string | null;

  @Field(() => String, { nullable: true, description: 'Only entries about this record (with entity).' })
  @IsOptional()
  @MaxLength(50, { message: 'Entity id must be at most 50 characters' })
  entityId?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only entries written by this user.' })
  @IsOptional()
  @IsInt({ message: 'User must be a whole number' })
  actorId?: number | null;

  @Field(() => String, { nullable: true, description: "Only this action ('create', 'update', 'delete', ...)." })
  @IsOptional()
  @MaxLength(30, { message: 'Action must be at most 30 characters' })
  action?: string | null;

  @Field(() => LocalDate, { nullable: true, description: "From this day, inclusive (the server's time zone)." })
  @IsOptional()
  @IsIsoDate({ message: 'From must be a date written YYYY-MM-DD' })
  from?: string | null;

  @Field(() => LocalDate, { nullable: true, description: 'To this day, inclusive; not before from.' })
  @IsOptional()
  @IsIsoDate({ message: 'To must be a date written YYYY-MM-DD' })
  @IsNotBeforeDay('from', { message: 'To must not be before From' })
  to?: string | null;
}

@ObjectType({ description: 'A user who wrote entries the viewer may read.' })
export class AuditUser {
  @Field(() => Int, { description: "The user's id (the actorId filter)." })
  id: number;

  @Field({ description: 'Their name in their newest entry.' })
  name: string;
}

@ObjectType({ description: "The values the Activity page's filters offer, from the entries the viewer may read." })
export class AuditFilterOptions {
  @Field(() => [AuditUser], {
    description: 'Who wrote them (visitors and API keys, which have no user, left out), by name.',
  })
  users: AuditUser[];

  @Field(() => [String], { description: "The kinds of record, e.g. 'Project', A to Z." })
  entities: string[];

  @Field(() => [String], { description: "The actions, e.g. 'create', A to Z." })
  actions: string[];
}
