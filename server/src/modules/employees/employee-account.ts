import { EMPLOYEE_MESSAGES as M } from '@site/shared';
import type { EntityManager } from 'typeorm';
import { accountForAudit, hasPassword, NO_PASSWORD, setAccountActive } from '../../auth/accounts';
import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { User } from '../../auth/user.entity';
import { conflict } from '../../common/errors';
import { auditTrail } from '../audit/audit-trail.service';
import { Employee, EmployeeStatus } from './employee.entity';

// The account an employee signs in with, kept in step with their record, in the caller's
// transaction; every change to it goes to the audit trail (never its password hash).

/** Records a change to an account: `before` null for one just made. */
async function recordAccount(manager: EntityManager, actor: Actor, action: string, before: User | null, after: User) {
  await auditTrail.record(manager, actor, {
    entity: 'User',
    entityId: after.id,
    label: after.email,
    action,
    before: before && accountForAudit(before),
    after: accountForAudit(after),
  });
}

/**
 * The account an invitation's link is for: the employee's own while it has no password yet, or
 * a new one (role staff, no password) linked to them. Refused for a Terminated employee, one who
 * already signs in, and an address another account has.
 */
export async function invitableAccount(manager: EntityManager, actor: Actor, employee: Employee): Promise<User> {
  if (employee.status === EmployeeStatus.TERMINATED) throw conflict(M.inviteTerminated);
  if (employee.userId !== null) {
    const user = await manager.findOneByOrFail(User, { id: employee.userId });
    if (hasPassword(user)) throw conflict(M.alreadySignsIn);
    return user;
  }
  if (await manager.existsBy(User, { email: employee.email })) throw conflict(M.accountEmailTaken);
  const { identifiers } = await manager.insert(User, {
    email: employee.email,
    name: employee.name,
    role: Role.STAFF,
    passwordHash: NO_PASSWORD,
  });
  const user = await manager.findOneByOrFail(User, { id: Number(identifiers[0]!.id) });
  await recordAccount(manager, actor, 'invite', null, user);
  return user;
}

/** Disables or re-enables an account; recorded only when this call changed it. */
export async function setAccountState(manager: EntityManager, actor: Actor, userId: number, active: boolean) {
  const before = await manager.findOneByOrFail(User, { id: userId });
  if (!(await setAccountActive(manager, userId, active))) return;
  const after = await manager.findOneByOrFail(User, { id: userId });
  await recordAccount(manager, actor, active ? 'enable' : 'disable', before, after);
}

/**
 * Keeps a linked account in step with its employee: the same name and address, and disabled
 * while the employee is Terminated (re-enabled when they are not).
 */
export async function followAccount(
  manager: EntityManager,
  actor: Actor,
  before: Employee,
  after: Employee,
): Promise<void> {
  if (after.userId === null) return;
  const user = await manager.findOneByOrFail(User, { id: after.userId });
  const renamed = { name: after.name, email: after.email };
  if (user.name !== renamed.name || user.email !== renamed.email) {
    if (renamed.email !== user.email && (await manager.existsBy(User, { email: renamed.email }))) {
      throw conflict(M.accountEmailTaken, 'email');
    }
    await manager.update(User, { id: user.id }, renamed);
    await recordAccount(manager, actor, 'update', user, await manager.findOneByOrFail(User, { id: user.id }));
  }
  const terminated = after.status === EmployeeStatus.TERMINATED;
  if (terminated !== (before.status === EmployeeStatus.TERMINATED)) {
    await setAccountState(manager, actor, user.id, !terminated);
  }
}
