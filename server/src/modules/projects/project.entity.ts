import { codeEnum, PROJECT_STATUS } from '@site/shared';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Icon } from '../../common/icon';
import { LocalDate } from '../../common/local-date';
import { MONEY_COLUMN } from '../../common/money';
import type {
  Currency,
  DevelopmentPhase,
  ProjectPaymentMethod,
  ProjectPaymentStatus,
  QuoteBudget,
  RequestedService,
} from '../quotes/quote-codes';
import { QuoteRequest } from '../quotes/quote-request.entity';

// `ProjectStatus.PLANNING === 'Planning'`, built from the shared table.
export const ProjectStatus = codeEnum(PROJECT_STATUS);
export type ProjectStatus = (typeof ProjectStatus)[keyof typeof ProjectStatus];
registerEnumType(ProjectStatus, {
  name: 'ProjectStatus',
  description: 'Where the work on a project stands.',
  valuesConfig: {
    PLANNING: { description: 'Agreed and being planned; work has not started.' },
    IN_PROGRESS: { description: 'Being built.' },
    COMPLETED: { description: 'Delivered.' },
    ON_HOLD: { description: 'Paused.' },
  },
});

/** Exact amounts: DECIMAL in the database, two-place text in JavaScript on both databases. */
const MONEY = { ...MONEY_COLUMN, nullable: true } as const;

@ObjectType({ description: 'A client project, shown in the public portfolio and managed in the back office.' })
@Entity('projects')
// The list's sort and filter indexes, made by their migration (a collation TypeORM cannot describe).
@Index('IDX_projects_list_date', { synchronize: false })
@Index('IDX_projects_list_title', { synchronize: false })
@Index('IDX_projects_list_client', { synchronize: false })
@Index('IDX_projects_list_category', { synchronize: false })
export class Project {
  @Field(() => Int, { description: "The project's id." })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: "The project's name." })
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field({ description: 'The client it was made for.' })
  @Column({ type: 'varchar', length: 200 })
  client: string;

  @Field({ description: 'Free text; the public filter uses its categories.' })
  @Index()
  @Column({ type: 'varchar', length: 200 })
  category: string;

  @Field(() => ProjectStatus, { description: 'Where the work stands. An API key needs PROJECTS_READ to read it.' })
  @Index()
  @Column({ type: 'varchar', length: 20, default: ProjectStatus.PLANNING })
  status: ProjectStatus;

  @Field(() => LocalDate, { description: 'When the project started or was delivered (yyyy-MM-dd).' })
  @Column({ type: 'date' })
  date: string;

  @Field({ description: 'What was built, in a few sentences.' })
  @Column({ type: 'text' })
  description: string;

  @Field({ description: "Shown in the home page's projects grid." })
  @Index()
  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Field(() => Icon, { description: 'The icon on the public card.' })
  @Column({ type: 'varchar', length: 20, default: Icon.CODE })
  icon: Icon;

  @Field(() => Date, { description: 'When the project was added.' })
  @CreateDateColumn()
  createdAt: Date;

  @Field(() => Date, { description: 'When the project last changed.' })
  @UpdateDateColumn()
  updatedAt: Date;

  // The engagement: filled when a quote request is converted into a project, read only through
  // Project.engagement (staff and admins). Unique: a quote becomes one project at most, which
  // also decides a race of conversions; deleting the quote keeps the project (SET NULL).
  @Index({ unique: true })
  @Column({ type: 'int', nullable: true })
  quoteId: number | null;

  @ManyToOne(() => QuoteRequest, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'quoteId' })
  quote?: QuoteRequest | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  budget: QuoteBudget | null;

  @Column({ type: 'simple-json', nullable: true })
  services: RequestedService[] | null;

  @Column(MONEY)
  paymentAmount: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  paymentCurrency: Currency | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  paymentMethod: ProjectPaymentMethod | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  paymentStatus: ProjectPaymentStatus | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  planDuration: string | null;

  @Column({ type: 'simple-json', nullable: true })
  milestones: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  deliverables: string[] | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phase: DevelopmentPhase | null;

  @Column({ type: 'date', nullable: true })
  startDate: string | null;

  @Column({ type: 'date', nullable: true })
  estimatedEndDate: string | null;
}
