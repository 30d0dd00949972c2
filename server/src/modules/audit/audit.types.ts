import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PageArgs } from '../../common/pagination';

@ObjectType({ description: 'One field of an audit entry. Sensitive fields show only that they changed.' })
export class AuditFieldChange {
  @Field()
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
  @Field(() => Int)
  id: number;

  @Field(() => Date)
  at: Date;

  @Field(() => Int, { nullable: true, description: 'Null for a visitor (a public form).' })
  actorId: number | null;

  @Field()
  actorName: string;

  @Field({ description: "'create', 'update', 'delete' or a feature's own verb ('feature', 'status')." })
  action: string;

  @Field({ description: "The kind of record, e.g. 'Project'." })
  entity: string;

  @Field()
  entityId: string;

  @Field({ description: "The record's short name at the time." })
  label: string;

  @Field(() => [AuditFieldChange])
  changes: AuditFieldChange[];
}

@ObjectType({ description: 'One page of audit entries, newest first, and how many match in all.' })
export class AuditEntryPage {
  @Field(() => [AuditEntryView])
  items: AuditEntryView[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
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
}
