import { EMPLOYEE_MESSAGES as M, ERROR_MESSAGES } from '@site/shared';
import { In, type DataSource, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { accountForAudit, hasPassword, NO_PASSWORD, setAccountActive } from '../../auth/accounts';
import type { Actor } from '../../auth/actor';
import { normalizeEmail } from '../../auth/auth.service';
import type { PasswordResetService } from '../../auth/password-reset.service';
import { Role } from '../../auth/roles';
import { User } from '../../auth/user.entity';
import { badUserInput, DomainError, ErrorCode, notFound } from '../../common/errors';
import { cappedLimit, LIKE_ESCAPE, likePattern, orderBySort } from '../../common/pagination';
import { enforce } from '../../common/policy';
import { trimmedText } from '../../common/trimmed-text';
import { isReferencedRowViolation, isUniqueViolation, retryOnDeadlock } from '../../db/constraint-violations';
import { readForUpdate } from '../../db/read-for-update';
import { auditTrail } from '../audit/audit-trail.service';
import { Employee, EmployeeStatus } from './employee.entity';
import type { AdminEmployeesArgs, CreateEmployeeInput, UpdateEmployeeInput } from './employee.inputs';
import { canManageEmployees } from './employee.policy';
import { EMPLOYEE_SORT_COLUMNS, EmployeeAccess, type EmployeePage } from './employee.types';

const missing = () => notFound(ERROR_MESSAGES.employeeNotFound);
const conflict = (message: string, field?: string) =>
  new DomainError(ErrorCode.Conflict, message, field ? { fields: { [field]: [message] } } : {});
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
 * The people records: who works here, who manages whom, who is HR, their pay details, and the
 * accounts they sign in with. Every write checks its policy, changes the rows and records the
 * audit entries in one transaction (pay fields are masked by the trail itself).
 */
export class EmployeeDirectory {
  private readonly employees: Repository<Employee>;

  constructor(private readonly dataSource: DataSource) {
    this.employees = dataSource.getRepository(Employee);
  }

  async get(actor: Actor, id: number): Promise<Employee> {
    enforce(canManageEmployees(actor));
    const employee = await this.employees.findOneBy({ id });
    if (!employee) throw missing();
    return employee;
  }

  /** A page of the back office's list. */
  async page(actor: Actor, args: AdminEmployeesArgs): Promise<EmployeePage> {
    enforce(canManageEmployees(actor));
    const take = cappedLimit(args.limit);
    const [items, total] = await this.matching(args).skip(args.offset).take(take).getManyAndCount();
    return { items, total, offset: args.offset, limit: take };
  }

  /** The employees the search selects, in the chosen order (the list and its CSV export). */
  matching({
    search,
    status,
    sort,
    direction,
  }: Omit<AdminEmployeesArgs, 'offset' | 'limit'>): SelectQueryBuilder<Employee> {
    const query = this.employees.createQueryBuilder('e');
    const text = search?.trim();
    if (text) {
      const like = (column: string) => `LOWER(${column}) LIKE :q ESCAPE '${LIKE_ESCAPE}'`;
      query.andWhere(`(${['e.name', 'e.position', 'e.department', 'e.email'].map(like).join(' OR ')})`, {
        q: likePattern(text),
      });
    }
    if (status) query.andWhere('e.status = :status', { status });
    return orderBySort(query, EMPLOYEE_SORT_COLUMNS, { sort, direction });
  }

  /** The employees with these ids, in that order (null for an unknown one): the manager loader. */
  async byIds(ids: readonly number[]): Promise<(Employee | null)[]> {
    const rows = await this.employees.findBy({ id: In([...ids]) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Each manager's direct reports, by name: the reports loader. */
  async reportsOf(managerIds: readonly number[]): Promise<Employee[][]> {
    const rows = await this.employees.find({ where: { managerId: In([...managerIds]) }, order: { name: 'ASC' } });
    return managerIds.map((id) => rows.filter((row) => row.managerId === id));
  }

  /** The employee record linked to an account, if any. */
  forUser(userId: number): Promise<Employee | null> {
    return this.employees.findOneBy({ userId });
  }

  /** Whether the account's employee manages anyone: who sees the team's leave. */
  async managesAnyone(userId: number): Promise<boolean> {
    return this.employees
      .createQueryBuilder('report')
      .innerJoin(Employee, 'manager', 'manager.id = report.managerId')
      .where('manager.userId = :userId', { userId })
      .getExists();
  }

  /** Whether the account's employee can sign in, as the employees screens show it. */
  async accessOf(employees: readonly Employee[]): Promise<EmployeeAccess[]> {
    const userIds = employees.map((e) => e.userId).filter((id): id is number => id !== null);
    const users = userIds.length ? await this.dataSource.getRepository(User).findBy({ id: In(userIds) }) : [];
    const byId = new Map(users.map((user) => [user.id, user]));
    return employees.map((employee) => {
      const user = employee.userId === null ? undefined : byId.get(employee.userId);
      if (!user) return EmployeeAccess.NONE;
      if (!user.active) return EmployeeAccess.DISABLED;
      return hasPassword(user) ? EmployeeAccess.ACTIVE : EmployeeAccess.INVITED;
    });
  }

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
      if (before.userId !== null && (await setAccountActive(manager, before.userId, false))) {
        await recordAccount(manager, actor, before.userId, 'disable');
      }
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
      const employee = await existing(manager, id);
      if (employee.status === EmployeeStatus.TERMINATED) throw conflict(M.inviteTerminated);
      if (employee.userId !== null) {
        const user = await manager.findOneByOrFail(User, { id: employee.userId });
        if (hasPassword(user)) throw conflict(M.alreadySignsIn);
        return { employee, user };
      }
      if (await manager.existsBy(User, { email: employee.email })) throw conflict(M.accountEmailTaken);
      const { identifiers } = await manager.insert(User, {
        email: employee.email,
        name: employee.name,
        role: Role.STAFF,
        passwordHash: NO_PASSWORD,
      });
      const userId = Number(identifiers[0]!.id);
      await manager.update(Employee, { id }, { userId });
      const user = await manager.findOneByOrFail(User, { id: userId });
      const linked = await manager.findOneByOrFail(Employee, { id });
      await auditTrail.record(manager, actor, {
        entity: 'User',
        entityId: userId,
        label: user.email,
        action: 'invite',
        after: accountForAudit(user),
      });
      await auditTrail.record(manager, actor, { ...entry(linked), action: 'update', before: employee, after: linked });
      return { employee: linked, user };
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

/** The chosen manager, held until the transaction ends; a clear refusal when there is none. */
async function managerOf(manager: EntityManager, managerId: number): Promise<Employee> {
  const found = await readForUpdate(manager, Employee, { id: managerId });
  if (!found) throw badUserInput(M.managerMissing, { managerId: [M.managerMissing] });
  return found;
}

/**
 * Refuses a manager who is the employee, or who reports to them through any chain. The chain is
 * read with row locks, so two changes that would close a loop between them cannot both pass
 * (on MySQL one waits, or is run again after a deadlock, and then sees the other's change).
 */
async function assertManagerAllowed(manager: EntityManager, employeeId: number, managerId: number): Promise<void> {
  if (managerId === employeeId) throw badUserInput(M.managerSelf, { managerId: [M.managerSelf] });
  const seen = new Set<number>();
  let current: Employee | null = await managerOf(manager, managerId);
  while (current?.managerId !== null && current?.managerId !== undefined) {
    if (current.managerId === employeeId) throw badUserInput(M.managerCycle, { managerId: [M.managerCycle] });
    if (seen.has(current.managerId)) break;
    seen.add(current.managerId);
    current = await readForUpdate(manager, Employee, { id: current.managerId });
  }
}

/** The employee as it is now, held until the transaction ends; NOT_FOUND when there is none. */
async function existing(manager: EntityManager, id: number): Promise<Employee> {
  const employee = await readForUpdate(manager, Employee, { id });
  if (!employee) throw missing();
  return employee;
}

/**
 * Keeps a linked account in step with its employee: the same name and address, and disabled
 * while the employee is Terminated (re-enabled when they are not).
 */
async function followAccount(manager: EntityManager, actor: Actor, before: Employee, after: Employee): Promise<void> {
  if (after.userId === null) return;
  const user = await manager.findOneByOrFail(User, { id: after.userId });
  const renamed = { name: after.name, email: after.email };
  if (user.name !== renamed.name || user.email !== renamed.email) {
    if (renamed.email !== user.email && (await manager.existsBy(User, { email: renamed.email }))) {
      throw conflict(M.accountEmailTaken, 'email');
    }
    await manager.update(User, { id: user.id }, renamed);
    const changed = await manager.findOneByOrFail(User, { id: user.id });
    await auditTrail.record(manager, actor, {
      entity: 'User',
      entityId: user.id,
      label: changed.email,
      action: 'update',
      before: accountForAudit(user),
      after: accountForAudit(changed),
    });
  }
  const terminated = after.status === EmployeeStatus.TERMINATED;
  if (terminated === (before.status === EmployeeStatus.TERMINATED)) return;
  if (await setAccountActive(manager, user.id, !terminated)) {
    await recordAccount(manager, actor, user.id, terminated ? 'disable' : 'enable');
  }
}

async function recordAccount(manager: EntityManager, actor: Actor, userId: number, action: 'disable' | 'enable') {
  const user = await manager.findOneByOrFail(User, { id: userId });
  const after = accountForAudit(user);
  await auditTrail.record(manager, actor, {
    entity: 'User',
    entityId: userId,
    label: user.email,
    action,
    before: { ...after, active: action === 'enable' ? false : true },
    after,
  });
}

const entry = (employee: Employee) => ({ entity: 'Employee', entityId: employee.id, label: employee.name });
