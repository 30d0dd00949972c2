import { API_KEY_LIMITS } from '@site/shared';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ApiScope } from '../../auth/api-scopes';

/**
 * A partner's key to the API. The secret itself is never stored: only its SHA-256, which the
 * request's token is looked up by. Its status (active, rolling, expired, revoked) follows from the
 * dates, so nothing has to change when a key runs out.
 */
@ObjectType({ description: 'A key partners send as `Authorization: Bearer <key>`; its secret is never shown again.' })
@Entity('api_keys')
@Index(['createdAt', 'id'])
export class ApiKey {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: API_KEY_LIMITS.name })
  name: string;

  /**
   * The name in lower case while the key is current (neither revoked nor rolled), null after: the
   * unique index keeps current names unique on both databases, which have no partial indexes, and
   * settles two creations of one name racing.
   */
  @Column({ type: 'varchar', length: API_KEY_LIMITS.name, nullable: true, unique: true })
  currentName: string | null;

  @Field({ description: 'The visible prefix of the key, e.g. "bl_live_3fK9" (enough to recognise it, not to use it).' })
  @Column({ type: 'varchar', length: 20 })
  prefix: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Field(() => [ApiScope])
  @Column({ type: 'simple-json' })
  scopes: ApiScope[];

  @Field(() => Int, { description: 'Query-cost points per minute.' })
  @Column({ type: 'int' })
  budgetPerMinute: number;

  @Field()
  @CreateDateColumn()
  createdAt: Date;

  /** No foreign key: the key keeps who made it after that account is gone. */
  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  createdByName: string;

  @Field()
  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: 'Updated at most once a minute.' })
  @Column({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When rolled: the old key stays valid until this moment, then stops.',
  })
  @Column({ type: 'datetime', nullable: true })
  supersededAt: Date | null;

  /** The key this one was rolled from, if any. */
  @Column({ type: 'int', nullable: true })
  rolledFromId: number | null;
}
