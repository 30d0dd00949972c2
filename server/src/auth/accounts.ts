import { IsNull, type EntityManager } from 'typeorm';
import { RefreshToken } from './session.entity';
import { User } from './user.entity';

/**
 * The password hash of an account that has none yet (an invited employee's, until the link in
 * their invitation is used): no password ever verifies against it.
 */
export const NO_PASSWORD = '!none';

export const hasPassword = (user: Pick<User, 'passwordHash'>) => user.passwordHash !== NO_PASSWORD;

/**
 * Disables or re-enables an account in `manager`'s transaction. Disabling raises the token
 * version and ends every sign-in, so the user is out at their next request. The UPDATE only
 * matches an account in the other state: true when this call changed it.
 */
export async function setAccountActive(manager: EntityManager, userId: number, active: boolean): Promise<boolean> {
  const changes = active ? { active } : { active, tokenVersion: () => 'tokenVersion + 1' };
  const result = await manager.update(User, { id: userId, active: !active }, changes);
  if (!active) await manager.update(RefreshToken, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  return Boolean(result.affected);
}

/** What the audit trail keeps of an account: never its password hash or token version. */
export const accountForAudit = ({ email, name, role, active }: User) => ({ email, name, role, active });
