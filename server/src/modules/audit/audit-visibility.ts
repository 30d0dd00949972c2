import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../auth/actor';
import { Employee } from '../employees/employee.entity';
import { LeaveRequest } from '../leave/leave-request.entity';
import { PayrollRecord } from '../payroll/payroll-record.entity';
import { entitiesReadBy, readsWholeTrail } from './audit.policy';

// The audit policy as one SQL condition on the entries, so the database filters before it pages
// and counts: a page, its total and the CSV hold exactly the entries the viewer may read. The
// condition depends on the signed-in user only; their employee record is looked up inside it.
// entityId is text and record ids are integers: both databases compare them as numbers.

/**
 * Limits `query` (entries under `alias`) to what `actor` may read. Parameters are prefixed with
 * the alias, so the condition can be used twice in one statement.
 */
export function onlyReadableBy<T extends ObjectLiteral>(
  dataSource: DataSource,
  query: SelectQueryBuilder<T>,
  alias: string,
  actor: Actor,
): SelectQueryBuilder<T> {
  if (readsWholeTrail(actor)) return query;
  const table = (entity: Parameters<DataSource['getMetadata']>[0]) =>
    dataSource.driver.escape(dataSource.getMetadata(entity).tableName);
  const [employees, leave, payroll] = [table(Employee), table(LeaveRequest), table(PayrollRecord)];
  const p = (name: string) => `:${alias}_${name}`;
  const myEmployee = `SELECT me.id FROM ${employees} me WHERE me.userId = ${p('user')}`;
  const isHr = `EXISTS (SELECT 1 FROM ${employees} hr WHERE hr.userId = ${p('user')} AND hr.isHR = ${p('yes')})`;
  const myPayroll = `SELECT pr.id FROM ${payroll} pr INNER JOIN ${employees} pe ON pe.id = pr.employeeId WHERE pe.userId = ${p('user')}`;
  // The requester's own, and their direct reports' (the first approval step is the manager's).
  const myLeave =
    `SELECT lr.id FROM ${leave} lr INNER JOIN ${employees} le ON le.id = lr.employeeId ` +
    `LEFT JOIN ${employees} lm ON lm.id = le.managerId WHERE le.userId = ${p('user')} OR lm.userId = ${p('user')}`;
  const a = alias;
  const rules = [
    `${a}.entity IN (:...${alias}_open)`,
    `(${a}.entity IN (:...${alias}_account) AND ${a}.entityId = ${p('userText')})`,
    `(${a}.entity IN (:...${alias}_employee) AND ${a}.entityId IN (${myEmployee}))`,
    `(${a}.entity IN (:...${alias}_payroll) AND ${a}.entityId IN (${myPayroll}))`,
    `(${a}.entity IN (:...${alias}_leave) AND (${isHr} OR ${a}.entityId IN (${myLeave})))`,
  ];
  return query.andWhere(`(${rules.join(' OR ')})`, {
    [`${alias}_user`]: actor.id,
    [`${alias}_userText`]: String(actor.id),
    [`${alias}_yes`]: true,
    [`${alias}_open`]: entitiesReadBy('back-office'),
    [`${alias}_account`]: entitiesReadBy('own-account'),
    [`${alias}_employee`]: entitiesReadBy('own-employee'),
    [`${alias}_payroll`]: entitiesReadBy('own-payroll'),
    [`${alias}_leave`]: entitiesReadBy('leave'),
  });
}
