import { CONTACT_LIMITS } from '@site/shared';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent with the public contact form; read and handled in the back office's inbox. */
@ObjectType({ description: 'A message from the contact form, as staff read it in the inbox.' })
@Entity('contact_messages')
// The inbox's sorts and state filter, made by their migration (a collation TypeORM cannot describe).
@Index('IDX_contact_messages_list_received', { synchronize: false })
@Index('IDX_contact_messages_list_name', { synchronize: false })
@Index('IDX_contact_messages_list_subject', { synchronize: false })
@Index('IDX_contact_messages_list_state', { synchronize: false })
export class ContactMessage {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: CONTACT_LIMITS.name })
  name: string;

  @Field()
  @Column({ type: 'varchar', length: CONTACT_LIMITS.email })
  email: string;

  @Field()
  @Column({ type: 'varchar', length: CONTACT_LIMITS.subject })
  subject: string;

  @Field()
  @Column({ type: 'text' })
  message: string;

  /** Set by staff once the message has been dealt with. */
  @Field()
  @Index()
  @Column({ type: 'boolean', default: false })
  handled: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was last marked handled; null while new.' })
  @Column({ type: 'datetime', nullable: true })
  handledAt: Date | null;

  /** No foreign key: the message keeps who handled it after that account is gone. */
  @Column({ type: 'int', nullable: true })
  handledById: number | null;

  @Field(() => String, { nullable: true, description: 'The name of who marked it handled; null while new.' })
  @Column({ type: 'varchar', length: 100, nullable: true })
  handledByName: string | null;

  @Field({ description: 'When it was received.' })
  @CreateDateColumn()
  createdAt: Date;
}
