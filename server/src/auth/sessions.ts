import { randomUUID } from 'node:crypto';
import { IsNull, LessThan, Not, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { RefreshToken } from './session.entity';
import { randomToken, signAccessToken, tokenHash, type SignedToken } from './tokens';
import type { User } from './user.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A refresh token unused for 7 days expires... */
export const REFRESH_IDLE_MS = 7 * DAY_MS;
/** ...and no sign-in lasts more than 30 days without the password again (ASVS 3.3.2). */
export const SESSION_MAX_MS = 30 * DAY_MS;

/** What a sign-in or a renewal hands out: an access token to send, a refresh token for the cookie. */
export interface IssuedSession {
  access: SignedToken;
  refresh: SignedToken;
  user: User;
}

export type RenewOutcome =
  | { kind: 'renewed'; userId: number; token: SignedToken }
  | { kind: 'invalid' }
  /** A token already exchanged came back: its family is revoked. */
  | { kind: 'reused'; userId: number };

/**
 * Refresh-token families: each sign-in starts one; each renewal replaces the token presented
 * with a successor in the same family. Only SHA-256 hashes are stored.
 */
export class SessionStore {
  private readonly tokens: Repository<RefreshToken>;

  constructor(
    dataSource: DataSource,
    private readonly jwtSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.tokens = dataSource.getRepository(RefreshToken);
  }

  /** A new sign-in for the user: a new family. */
  async start(user: User): Promise<IssuedSession> {
    const now = this.now();
    await this.tokens.delete({ userId: user.id, expiresAt: LessThan(now) });
    const refresh = await this.issue(user.id, randomUUID(), now);
    return { access: this.accessFor(user), refresh, user };
  }

  accessFor(user: User): SignedToken {
    return signAccessToken({ userId: user.id, role: user.role, version: user.tokenVersion }, this.jwtSecret);
  }

  /**
   * Exchanges a refresh token for its successor. The exchange is claimed with a conditional
   * update, so of two concurrent uses of one token only one succeeds; the other counts as reuse.
   */
  async renew(token: string): Promise<RenewOutcome> {
    const now = this.now();
    const row = await this.tokens.findOneBy({ tokenHash: tokenHash(token) });
    if (!row || row.revokedAt) return { kind: 'invalid' };
    if (row.usedAt) return this.reused(row);
    if (row.expiresAt <= now) return { kind: 'invalid' };
    const claimed = await this.tokens.update({ id: row.id, usedAt: IsNull(), revokedAt: IsNull() }, { usedAt: now });
    if (!claimed.affected) return this.reused(row);
    const successor = await this.issue(row.userId, row.familyId, row.signedInAt);
    // A reuse detected while the successor was written revoked the family without it: finish the job.
    const revoked = await this.tokens.existsBy({ id: row.id, revokedAt: Not(IsNull()) });
    if (revoked) return this.reused(row);
    return { kind: 'renewed', userId: row.userId, token: successor };
  }

  /** Ends the sign-in the token belongs to (logout). Returns its user, if the token was known. */
  async end(token: string): Promise<number | null> {
    const row = await this.tokens.findOneBy({ tokenHash: tokenHash(token) });
    if (!row) return null;
    await this.revokeFamily(row.familyId);
    return row.userId;
  }

  /** Ends every sign-in of the user (password changed, account disabled), in `manager`'s transaction if given. */
  async endAll(userId: number, manager?: EntityManager): Promise<void> {
    const tokens = manager ? manager.getRepository(RefreshToken) : this.tokens;
    await tokens.update({ userId, revokedAt: IsNull() }, { revokedAt: this.now() });
  }

  private async reused(row: RefreshToken): Promise<RenewOutcome> {
    await this.revokeFamily(row.familyId);
    return { kind: 'reused', userId: row.userId };
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: this.now() });
  }

  private async issue(userId: number, familyId: string, signedInAt: Date): Promise<SignedToken> {
    const token = randomToken();
    const idleEnd = this.now().getTime() + REFRESH_IDLE_MS;
    const expiresAt = new Date(Math.min(idleEnd, signedInAt.getTime() + SESSION_MAX_MS));
    await this.tokens.insert({ userId, familyId, tokenHash: tokenHash(token), signedInAt, expiresAt });
    return { token, expiresAt };
  }
}
