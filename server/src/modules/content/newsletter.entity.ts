import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One address on the newsletter list. */
@ObjectType({ description: 'An address signed up for the newsletter.' })
@Entity('newsletter_subscriptions')
// The list's newest-first order, made by its migration like every list index.
@Index('IDX_newsletter_subscriptions_list_signed_up', { synchronize: false })
export class NewsletterSubscription {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Field({ description: 'When it signed up.' })
  @CreateDateColumn()
  createdAt: Date;
}
