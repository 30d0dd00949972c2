import { EMPLOYEE_MESSAGES as M, ERROR_MESSAGES } from '@site/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { normalizeEmail } from '../../auth/auth.service';
import type { PasswordResetService } from '../../auth/password-reset.service';
import { conflict, notFound } from '../../common/errors';
import { enforce } from '../../common/policy';
import { trimmedText } from '../../common/trimmed-text';
import { isReferencedRowViolation, isUniqueViolation, retryOnDeadlock } from '../../db/constraint-violations';
import { readForUpdate } from '../../db/read-for-update';
import { auditTrail } from '../audit/audit-trail.service';
import { followEmployeeName } from './employee-name-copies';
import { followAccount, invitableAccount, setAccountState } from './employee-account';
import { Employee, type EmployeeStatus } from './employee.entity';
import type { CreateEmployeeInput, UpdateEmployeeInput } from './employee.inputs';
import { canManageEmployees } from './employee.policy';
import { assertManagerAllowed, managerOf } from './manager-chain';

const missing = () => notFound(ERROR_MESSAGES.employeeNotFound);
const emailTaken = () => conflict(M.emailTaken, 'email');

/** The texts an admin may leave blank: stored as null. */
const OPTIONAL_TEXTS = ['phone', 'salary', 'bankAccount', 'taxId', 'bio'] as const;

/** Texts trimmed (blank optional ones as null) and the address in lower case, as stored. */
function stored<T extends Partial<CreateEmployeeInput>>(input: T): T {
  const copy = trimmedText(input, OPTIONAL_TEXTS as unknown as (keyof T)[]);
  if (typeof copy.email === 'string') copy.email = normalizeEmail(copy.email);
  return copy;
}

/**
 * Changing the people records: who works here, who manages whom, who is HR, their pay details,
 * and the accounts they sign in with (reads: employee-directory.service.ts). Every write checks its
 * policy, changes the rows and records the audit entries in one transaction (pay fields are
 * masked by the trail itself).
 */
export class EmployeeService {
  constructor(private readonly dataSource: DataSource) {}

  create(actor: Actor, input: CreateEmployeeInput): Promise<Employee> {
    enforce(canManageEmployees(actor));
    const fields = stored(input);
    return this.write(async (manager) => {
      await assertEmailFree(manager, fields.email);
      if (fields.managerId !== null && fields.managerId !== undefined) await managerOf(manager, fields.managerId);
      const { id } = await manager.save(manager.create(Employee, { ...fields, managerId: fields.managerId ?? null }));
      const employee = await manager.findOneByOrFail(Employee, { id });
      await auditTrail.record(manager, actor, { ...entry(employee), action: 'create', after: employee });
      return employee;
    });
  }

  /**
   * Changes the given fields. A new manager must exist, be someone else and not report to this
   * employee (no cycle); a linked account follows the name and address; a status change
   * disables or re-enables the account as `setStatus` does.
   */
  update(actor: Actor, id: number, input: UpdateEmployeeInput): Promise<Employee> {
    enforce(canManageEmployees(actor));
    const changes = Object.fromEntries(
      Object.entries(stored(input)).filter(([, value]) => value !== undefined),
    ) as Partial<Employee>;
    return this.write(async (manager) => {
      const before = await existing(manager, id);
      if (Object.keys(changes).length === 0) return before;
      if (changes.email !== undefined && changes.email !== before.email)
        await assertEmailFree(manager, changes.email, id);
      if (changes.managerId !== undefined && changes.managerId !== null && changes.managerId !== before.managerId) {
        await assertManagerAllowed(manager, id, changes.managerId);
      }
      await manager.update(Employee, { id }, changes);
      const after = await manager.findOneByOrFail(Employee, { id });
      if (after.name !== before.name) await followEmployeeName(manager, id, after.name);
      await auditTrail.record(manager, actor, { ...entry(after), action: 'update', before, after });
      await followAccount(manager, actor, before, after);
      return after;
    });
  }

  /**
   * Sets the status (the list's inline select). The UPDATE only matches a row in another
   * status, so of several identical requests one changes it and records the entry. Terminated
   * disables the linked account and ends its sign-ins; leaving Terminated re-enables it.
   */
  setStatus(actor: Actor, id: number, status: EmployeeStatus): Promise<Employee> {
    enforce(canManageEmployees(actor));
    return this.write(async (manager) => {
      const before = await existing(manager, id);
      const result = await manager
        .createQueryBuilder()
        .update(Employee)
        .set({ status })
        .where('id = :id AND status <> :status', { id, status })
        .execute();
      const after = await manager.findOneByOrFail(Employee, { id });
      if (result.affected) {
        await auditTrail.record(manager, actor, { ...entry(after), action: 'status', before, after });
        await followAccount(manager, actor, before, after);
      }
      return after;
    });
  }

  /**
   * Deletes an employee who has no history: one with payroll or leave records (any row that
   * refers to them) is refused, with the advice to set Terminated; one who manages others
   * waits until they have another manager. A linked account is disabled, not deleted.
   */
  delete(actor: Actor, id: number): Promise<number> {
    enforce(canManageEmployees(actor));
    return this.write(async (manager) => {
      const before = await existing(manager, id);
      if (await manager.existsBy(Employee, { managerId: id })) throw conflict(M.managesOthers);
      if (before.userId !== null) await setAccountState(manager, actor, before.userId, false);
      try {
        await manager.delete(Employee, { id });
      } catch (error) {
        // The whole transaction rolls back, the account's disabling with it.
        throw isReferencedRowViolation(error) ? conflict(M.hasHistory) : error;
      }
      await auditTrail.record(manager, actor, { ...entry(before), action: 'delete', before });
      return id;
    });
  }

  /**
   * Gives the employee an account to sign in with (role staff, no password yet) and mails them a
   * link to choose one. Invited again before they have, a new link replaces the old one.
   * Exactly one account is made however many invitations are sent at once.
   */
  async invite(actor: Actor, id: number, links: PasswordResetService): Promise<Employee> {
    enforce(canManageEmployees(actor));
    const { employee, user } = await this.write(async (manager) => {
      const before = await existing(manager, id);
      const user = await invitableAccount(manager, actor, before);
      if (before.userId === user.id) return { employee: before, user };
      await manager.update(Employee, { id }, { userId: user.id });
      const after = await manager.findOneByOrFail(Employee, { id });
      await auditTrail.record(manager, actor, { ...entry(after), action: 'update', before, after });
      return { employee: after, user };
    });
    await links.invite(user);
    return employee;
  }

  /** One transaction; on MySQL run again if chosen as a deadlock's victim, and a raced unique index is a CONFLICT. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await retryOnDeadlock(() => this.dataSource.transaction(work));
    } catch (error) {
      throw isUniqueViolation(error) ? emailTaken() : error;
    }
  }
}

/** Addresses are unique whatever their letter case (they are stored in lower case). */
async function assertEmailFree(manager: EntityManager, email: string, exceptId?: number): Promise<void> {
  const query = manager.createQueryBuilder(Employee, 'e').where('e.email = :email', { email });
  if (exceptId !== undefined) query.andWhere('e.id <> :exceptId', { exceptId });
  if (await query.getExists()) throw emailTaken();
}

/** The employee as it is now, held until the transaction ends; NOT_FOUND when there is none. */
async function existing(manager: EntityManager, id: number): Promise<Employee> {
  const employee = await readForUpdate(manager, Employee, { id });
  if (!employee) throw missing();
  return employee;
}

const entry = (employee: Employee) => ({ entity: 'Employee', entityId: employee.id, label: employee.name });
