import { QUOTE_LIMITS } from '@site/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { QuoteBudget, QuoteStatus, RequestedService } from './quote-codes';

/** A request for a quote sent from the public quote page; managed in the back office. */
@Entity('quote_requests')
export class QuoteRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: QUOTE_LIMITS.name })
  name: string;

  @Column({ type: 'varchar', length: QUOTE_LIMITS.email })
  email: string;

  @Column({ type: 'varchar', length: QUOTE_LIMITS.phone })
  phone: string;

  @Column({ type: 'varchar', length: QUOTE_LIMITS.company, nullable: true })
  company: string | null;

  /** A budget code such as '10k-25k'. */
  @Column({ type: 'varchar', length: 20 })
  budget: QuoteBudget;

  /** Service codes such as 'web-development', as a JSON array (the same on SQLite and MySQL). */
  @Column({ type: 'simple-json' })
  services: RequestedService[];

  @Column({ type: 'text' })
  message: string;

  @Index()
  @Column({ type: 'varchar', length: 20, default: QuoteStatus.PENDING })
  status: QuoteStatus;

  /** Staff notes, set with a status change. */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreateDateColumn()
  submittedAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
