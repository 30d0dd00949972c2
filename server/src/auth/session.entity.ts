import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * One refresh token of a sign-in. Each use replaces it with a new one of the same family; a used
 * or revoked token presented again revokes the whole family (someone else holds a copy).
 * Only the SHA-256 of the token is stored.
 */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Index()
  @Column({ type: 'varchar', length: 36 })
  familyId: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  /** When the family's sign-in happened: no successor outlives it by more than 30 days. */
  @Column({ type: 'datetime' })
  signedInAt: Date;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** Set when the token was exchanged for its successor. */
  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}

/** A single-use password reset link; only the SHA-256 of its token is stored. */
@Entity('password_reset_tokens')
export class PasswordResetToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
