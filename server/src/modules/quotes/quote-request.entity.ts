import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { QuoteBudget, QuoteStatus, RequestedService } from './quote-codes';

/** Limits of the quote form's fields, as stored (spec section 5 gives the minimums). */
export const QUOTE_LIMITS = {
  nameMin: 2,
  name: 100,
  email: 254,
  phoneMin: 10,
  phone: 30,
  company: 200,
  messageMin: 10,
  message: 5000,
} as const;

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
