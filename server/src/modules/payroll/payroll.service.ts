import { PAYROLL_MESSAGES as M } from '@site/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { badUserInput, conflict, notFound } from '../../common/errors';
import { fromCents } from '../../common/money';
import { enforce } from '../../common/policy';
import { isUniqueViolation, retryOnDeadlock } from '../../db/constraint-violations';
import { readForUpdate } from '../../db/read-for-update';
import { auditTrail } from '../audit/audit-trail.service';
import { Employee } from '../employees/employee.entity';
import { netCents, storedAmount, today, type PayrollAmounts } from './payroll-amounts';
import { PayrollRecord, PayrollStatus } from './payroll-record.entity';
import type { CreatePayrollInput, ProcessPaymentInput, UpdatePayrollInput } from './payroll.inputs';
import { canManagePayroll, isChangeable } from './payroll.policy';

const duplicate = () => conflict(M.duplicate, 'month');
const missing = () => notFound(M.notFound);

/** Optional notes as stored: trimmed, blank as none. */
const storedNotes = (notes: string | null | undefined) => notes?.trim() || null;

/** The amounts with the net the server computes; a negative net is refused. */
function withNet(amounts: PayrollAmounts): PayrollAmounts & { netSalary: string } {
  const net = netCents(amounts);
  if (net < 0) throw badUserInput(M.netNegative, { deductions: [M.netNegative] });
  return { ...amounts, netSalary: fromCents(net) };
}

/**
 * Changing payroll records: creating, changing and deleting a Pending one, and paying it. Every
 * write checks its policy, changes the row and records the audit entry in one transaction (the
 * trail masks the amounts). A record changes only while Pending, enforced by the UPDATE or
 * DELETE itself (WHERE paymentStatus = 'Pending'), so of racing requests exactly one wins.
 */
export class PayrollService {
  constructor(private readonly dataSource: DataSource) {}

  /** One record per employee and month: a second is a CONFLICT, however many arrive at once (the unique index). */
  create(actor: Actor, input: CreatePayrollInput): Promise<PayrollRecord> {
    enforce(canManagePayroll(actor));
    const month = input.month.trim();
    const amounts = withNet({
      basicSalary: storedAmount(input.basicSalary),
      allowances: storedAmount(input.allowances),
      deductions: storedAmount(input.deductions),
      bonus: storedAmount(input.bonus),
    });
    return this.write(async (manager) => {
      // Held until the record is in, so a rename meanwhile waits and then renames it too.
      const employee = await readForUpdate(manager, Employee, { id: input.employeeId });
      if (!employee) throw badUserInput(M.employeeMissing, { employeeId: [M.employeeMissing] });
      if (await manager.existsBy(PayrollRecord, { employeeId: employee.id, month })) throw duplicate();
      const { identifiers } = await manager.insert(PayrollRecord, {
        ...amounts,
        employeeId: employee.id,
        employeeName: employee.name,
        month,
        paymentStatus: PayrollStatus.PENDING,
        paymentDate: null,
        paymentMethod: null,
        notes: storedNotes(input.notes),
      });
      const record = await manager.findOneByOrFail(PayrollRecord, { id: Number(identifiers[0]!.id) });
      await auditTrail.record(manager, actor, { ...entry(record, employee), action: 'create', after: record });
      return record;
    });
  }

  /** Changes the given fields of a Pending record and computes the net again. */
  update(actor: Actor, id: number, input: UpdatePayrollInput): Promise<PayrollRecord> {
    enforce(canManagePayroll(actor));
    return this.write(async (manager) => {
      const before = await existing(manager, id);
      if (!isChangeable(before)) throw conflict(M.notPending);
      const given = <K extends keyof PayrollAmounts>(field: K) =>
        input[field] === undefined ? before[field] : storedAmount(input[field]);
      const changes = {
        ...withNet({
          basicSalary: given('basicSalary'),
          allowances: given('allowances'),
          deductions: given('deductions'),
          bonus: given('bonus'),
        }),
        month: input.month?.trim() ?? before.month,
        notes: input.notes === undefined ? before.notes : storedNotes(input.notes),
      };
      if (changes.month !== before.month) {
        const taken = await manager.existsBy(PayrollRecord, { employeeId: before.employeeId, month: changes.month });
        if (taken) throw duplicate();
      }
      const result = await manager
        .createQueryBuilder()
        .update(PayrollRecord)
        .set(changes)
        .where('id = :id AND paymentStatus = :pending', { id, pending: PayrollStatus.PENDING })
        .execute();
      if (!result.affected) throw conflict(M.notPending);
      const after = await manager.findOneByOrFail(PayrollRecord, { id });
      await auditTrail.record(manager, actor, { ...(await labelled(manager, after)), action: 'update', before, after });
      return after;
    });
  }

  /** Deletes a Pending record and returns its id. */
  delete(actor: Actor, id: number): Promise<number> {
    enforce(canManagePayroll(actor));
    return this.write(async (manager) => {
      const before = await existing(manager, id);
      if (!isChangeable(before)) throw conflict(M.notPending);
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(PayrollRecord)
        .where('id = :id AND paymentStatus = :pending', { id, pending: PayrollStatus.PENDING })
        .execute();
      if (!result.affected) throw conflict(M.notPending);
      await auditTrail.record(manager, actor, { ...(await labelled(manager, before)), action: 'delete', before });
      return id;
    });
  }

  /**
   * Pays a Pending record today, by the method given, in one conditional UPDATE: of ten requests
   * at once one pays it and records the entry; the others are a CONFLICT.
   */
  processPayment(actor: Actor, id: number, input: ProcessPaymentInput): Promise<PayrollRecord> {
    enforce(canManagePayroll(actor));
    const notes = storedNotes(input.notes);
    return this.write(async (manager) => {
      const before = await existing(manager, id);
      const result = await manager
        .createQueryBuilder()
        .update(PayrollRecord)
        .set({
          paymentStatus: PayrollStatus.PAID,
          paymentDate: today(),
          paymentMethod: input.paymentMethod,
          ...(notes === null ? {} : { notes }),
        })
        .where('id = :id AND paymentStatus = :pending', { id, pending: PayrollStatus.PENDING })
        .execute();
      if (!result.affected) throw conflict(M.alreadyPaid);
      const after = await manager.findOneByOrFail(PayrollRecord, { id });
      await auditTrail.record(manager, actor, {
        ...(await labelled(manager, after)),
        action: 'payment',
        before,
        after,
      });
      return after;
    });
  }

  /** One transaction (queued on SQLite); on MySQL run again if chosen as a deadlock's victim; a raced unique index is a CONFLICT. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await retryOnDeadlock(() => this.dataSource.transaction(work));
    } catch (error) {
      throw isUniqueViolation(error) ? duplicate() : error;
    }
  }
}

/** The record as it is now, held until the transaction ends; NOT_FOUND when there is none. */
async function existing(manager: EntityManager, id: number): Promise<PayrollRecord> {
  const record = await readForUpdate(manager, PayrollRecord, { id });
  if (!record) throw missing();
  return record;
}

/** How the trail names a record: the employee and the month. */
export const entry = (record: PayrollRecord, employee: Pick<Employee, 'name'> | null) => ({
  entity: 'PayrollRecord',
  entityId: record.id,
  label: `${employee?.name ?? `Employee ${record.employeeId}`}, ${record.month}`,
});

async function labelled(manager: EntityManager, record: PayrollRecord) {
  return entry(record, await manager.findOneBy(Employee, { id: record.employeeId }));
}
