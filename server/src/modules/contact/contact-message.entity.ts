import { CONTACT_LIMITS } from '@site/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent with the contact form of the home page; read in the back office. */
@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: CONTACT_LIMITS.name })
  name: string;

  @Column({ type: 'varchar', length: CONTACT_LIMITS.email })
  email: string;

  @Column({ type: 'varchar', length: CONTACT_LIMITS.subject })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  /** Set by staff once the message has been dealt with. */
  @Index()
  @Column({ type: 'boolean', default: false })
  handled: boolean;

  @CreateDateColumn()
  createdAt: Date;
}
