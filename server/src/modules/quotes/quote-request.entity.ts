import { QUOTE_LIMITS } from '@site/shared';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { QuoteBudget, QuoteStatus, RequestedService } from './quote-codes';

/** A request for a quote sent from the public quote page; managed in the back office. */
@ObjectType({ description: 'A quote request from the public quote page. Staff and admins only.' })
@Entity('quote_requests')
// Pending ones by submission time (overdue for an answer), and all by submission time (per month).
@Index(['status', 'submittedAt'])
// The list's name sort and budget filter, made by their migration (a collation TypeORM cannot describe).
@Index('IDX_quote_requests_list_name', { synchronize: false })
@Index('IDX_quote_requests_list_budget', { synchronize: false })
export class QuoteRequest {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: QUOTE_LIMITS.name })
  name: string;

  @Field()
  @Column({ type: 'varchar', length: QUOTE_LIMITS.email })
  email: string;

  @Field()
  @Column({ type: 'varchar', length: QUOTE_LIMITS.phone })
  phone: string;

  @Field(() => String, { nullable: true, description: "Null when left out: shown 'N/A'." })
  @Column({ type: 'varchar', length: QUOTE_LIMITS.company, nullable: true })
  company: string | null;

  /** A budget code such as '10k-25k'. */
  @Field(() => QuoteBudget)
  @Column({ type: 'varchar', length: 20 })
  budget: QuoteBudget;

  /** Service codes such as 'web-development', as a JSON array (the same on SQLite and MySQL). */
  @Field(() => [RequestedService])
  @Column({ type: 'simple-json' })
  services: RequestedService[];

  @Field({ description: 'The project details.' })
  @Column({ type: 'text' })
  message: string;

  @Field(() => QuoteStatus)
  @Column({ type: 'varchar', length: 20, default: QuoteStatus.PENDING })
  status: QuoteStatus;

  /** Staff notes, set with a status change. */
  @Field(() => String, { nullable: true, description: 'Staff notes, set with a status change.' })
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Field(() => Date)
  @Index()
  @CreateDateColumn()
  submittedAt: Date;

  @Field(() => Date)
  @UpdateDateColumn()
  updatedAt: Date;
}
