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
 * Stores the new hash and raises the token version, so every earlier token stops working,
 * and ends every sign-in. Shared by the password change and the reset link.
 */
export async function setPassword(
  dataSource: DataSource,
  sessions: SessionStore,
  user: User,
  password: string,
  field: string,
): Promise<User> {
  assertAcceptablePassword(password, user.email, field);
  const passwordHash = await hashPassword(password);
  await dataSource.getRepository(User).update({ id: user.id }, { passwordHash, tokenVersion: user.tokenVersion + 1 });
  await sessions.endAll(user.id);
  return { ...user, passwordHash, tokenVersion: user.tokenVersion + 1 };
}
