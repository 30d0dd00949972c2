import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { Paginated } from '../../common/pagination';
import { caseless } from '../../db/sql-dialect';
import { PayrollRecord } from './payroll-record.entity';

@ObjectType({ description: 'One page of payroll records and how many match in all.' })
export class PayrollPage extends Paginated(PayrollRecord, 'payroll records') {}

/** The columns the payroll list can be sorted by. */
export enum PayrollSort {
  EMPLOYEE = 'EMPLOYEE',
  MONTH = 'MONTH',
  NET_SALARY = 'NET_SALARY',
  STATUS = 'STATUS',
}
registerEnumType(PayrollSort, { name: 'PayrollSort', description: 'A column the payroll list can be sorted by.' });

/**
 * The SQL each sort orders by (`r` the record); names case-insensitively, so SQLite and MariaDB
 * agree, each served by an index.
 */
export const payrollSortColumns = (dataSource: DataSource): Record<PayrollSort, string | string[]> => ({
  // Each employee's records together, by month, from the records' own (name, employee, month)
  // index: sorting by the joined employees' name made both databases sort every record.
  [PayrollSort.EMPLOYEE]: [caseless(dataSource, 'r.employeeName'), 'r.employeeId', 'r.month'],
  [PayrollSort.MONTH]: 'r.month',
  [PayrollSort.NET_SALARY]: 'r.netSalary',
  [PayrollSort.STATUS]: 'r.paymentStatus',
});

@ObjectType({ description: 'What a monthly payroll run did.' })
export class PayrollRunResult {
  @Field({ description: 'yyyy-MM' })
  month: string;

  @Field(() => Int, {
    description: 'Pending records made, one per Active employee with a salary who had none that month.',
  })
  created: number;

  @Field(() => Int, { description: 'Active employees skipped: already had a record that month, or no salary.' })
  skipped: number;
}
