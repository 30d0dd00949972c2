import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { enforce } from '../../common/policy';
import { isDeadlock, isUniqueViolation } from '../../db/constraint-violations';
import { readAllForUpdate } from '../../db/read-for-update';
import { auditTrail } from '../audit/audit-trail.service';
import { Employee, EmployeeStatus } from '../employees/employee.entity';
import { storedAmount } from './payroll-amounts';
import { PayrollRecord, PayrollStatus } from './payroll-record.entity';
import { canManagePayroll } from './payroll.policy';
import { entry } from './payroll.service';
import type { PayrollRunResult } from './payroll.types';

/** Tries of a run that met a concurrent writer (another run, a create) at the unique index or in a deadlock. */
const ATTEMPTS = 4;

/**
 * The monthly run: in one transaction, a Pending record from the salary for every Active
 * employee who has a salary and no record that month. The Active employees' rows are locked
 * first, so a second run at the same time waits and then finds the records made; should a
 * create slip in between, the unique index refuses the duplicate and the run starts again,
 * now skipping that employee. Nobody gets two records and nobody gets an error.
 */
export class PayrollRunService {
  constructor(private readonly dataSource: DataSource) {}

  async run(actor: Actor, month: string): Promise<PayrollRunResult> {
    enforce(canManagePayroll(actor));
    const wanted = month.trim();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction((manager) => this.once(manager, actor, wanted));
      } catch (error) {
        if (attempt >= ATTEMPTS || !(isUniqueViolation(error) || isDeadlock(error))) throw error;
      }
    }
  }

  private async once(manager: EntityManager, actor: Actor, month: string): Promise<PayrollRunResult> {
    const active = await readAllForUpdate(manager, Employee, {
      where: { status: EmployeeStatus.ACTIVE },
      order: { id: 'ASC' },
    });
    const taken = await readAllForUpdate(manager, PayrollRecord, {
      select: { id: true, employeeId: true },
      where: { month },
    });
    const paid = new Set(taken.map((record) => record.employeeId));
    let created = 0;
    for (const employee of active) {
      if (employee.salary === null || paid.has(employee.id)) continue;
      const salary = storedAmount(employee.salary);
      const { identifiers } = await manager.insert(PayrollRecord, {
        employeeId: employee.id,
        employeeName: employee.name,
        month,
        basicSalary: salary,
        allowances: '0.00',
        deductions: '0.00',
        bonus: '0.00',
        netSalary: salary,
        paymentStatus: PayrollStatus.PENDING,
        paymentDate: null,
        paymentMethod: null,
        notes: null,
      });
      const record = await manager.findOneByOrFail(PayrollRecord, { id: Number(identifiers[0]!.id) });
      await auditTrail.record(manager, actor, { ...entry(record, employee), action: 'create', after: record });
      created += 1;
    }
    return { month, created, skipped: active.length - created };
  }
}
