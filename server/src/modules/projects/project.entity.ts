import { codeEnum, PROJECT_STATUS } from '@site/shared';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Icon } from '../../common/icon';
import { LocalDate } from '../../common/local-date';

// `ProjectStatus.PLANNING === 'Planning'`, built from the shared table.
export const ProjectStatus = codeEnum(PROJECT_STATUS);
export type ProjectStatus = (typeof ProjectStatus)[keyof typeof ProjectStatus];
registerEnumType(ProjectStatus, { name: 'ProjectStatus' });

/** Exact amounts: DECIMAL in the database, a string in JavaScript. */
const MONEY = { type: 'decimal', precision: 12, scale: 2, nullable: true } as const;

@ObjectType({ description: 'A client project, shown in the public portfolio and managed in the back office.' })
@Entity('projects')
export class Project {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  client: string;

  @Field({ description: 'Free text; the public filter uses its categories.' })
  @Index()
  @Column({ type: 'varchar', length: 200 })
  category: string;

  @Field(() => ProjectStatus)
  @Column({ type: 'varchar', length: 20, default: ProjectStatus.PLANNING })
  status: ProjectStatus;

  @Field(() => LocalDate)
  @Column({ type: 'date' })
  date: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field()
  @Index()
  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Field(() => Icon, { description: 'The icon on the public card.' })
  @Column({ type: 'varchar', length: 20, default: Icon.CODE })
  icon: Icon;

  @Field(() => Date)
  @CreateDateColumn()
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn()
  updatedAt: Date;

  // Filled when a quote request is converted into a project (quote management feature).
  @Index()
  @Column({ type: 'int', nullable: true })
  quoteId: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  budget: string | null;

  @Column({ type: 'simple-json', nullable: true })
  services: string[] | null;

  @Column(MONEY)
  paymentAmount: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  paymentCurrency: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  paymentMethod: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  paymentStatus: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  planDuration: string | null;

  @Column({ type: 'simple-json', nullable: true })
  milestones: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  deliverables: string[] | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phase: string | null;

  @Column({ type: 'date', nullable: true })
  startDate: string | null;

  @Column({ type: 'date', nullable: true })
  estimatedEndDate: string | null;
}
