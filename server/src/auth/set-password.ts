import type { DataSource } from 'typeorm';
import { badUserInput } from '../common/errors';
import { hashPassword } from './password';
import { passwordProblems } from './password-policy';
import type { SessionStore } from './sessions';
import { User } from './user.entity';

/** Refuses a password the policy rejects, with the problems under `field`. */
export function assertAcceptablePassword(password: string, email: string, field: string): void {
  const problems = passwordProblems(password, email);
  if (problems.length) throw badUserInput(problems.join('; '), { [field]: problems });
}

/**
 * Stores the new hash and raises the token version, so every earlier token stops working, and
 * ends every sign-in, in one transaction. Shared by the password change and the reset link.
 * With `replacing`, the password is stored only while that hash is still the account's: of two
 * changes at once, the second finds it gone and gets null.
 */
export async function setPassword(
  dataSource: DataSource,
  sessions: SessionStore,
  user: User,
  password: string,
  field: string,
  replacing?: string,
): Promise<User | null> {
  assertAcceptablePassword(password, user.email, field);
  const passwordHash = await hashPassword(password);
  return dataSource.transaction(async (manager) => {
    const stored = await manager.update(
      User,
      replacing === undefined ? { id: user.id } : { id: user.id, passwordHash: replacing },
      { passwordHash, tokenVersion: () => 'tokenVersion + 1' },
    );
    if (!stored.affected) return null;
    await sessions.endAll(user.id, manager);
    return manager.findOneByOrFail(User, { id: user.id });
  });
}
