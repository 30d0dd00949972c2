import { ObjectType, registerEnumType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { Paginated } from '../../common/pagination';
import { caseless } from '../../db/sql-dialect';
import { Employee } from './employee.entity';

@ObjectType({ description: 'One page of employees and how many match in all.' })
export class EmployeePage extends Paginated(Employee, 'employees') {}

/** The columns the employees list can be sorted by. */
export enum EmployeeSort {
  NAME = 'NAME',
  POSITION = 'POSITION',
  DEPARTMENT = 'DEPARTMENT',
  EMAIL = 'EMAIL',
  JOIN_DATE = 'JOIN_DATE',
  STATUS = 'STATUS',
}
registerEnumType(EmployeeSort, { name: 'EmployeeSort', description: 'A column the employees list can be sorted by.' });

/** The SQL each sort orders by: text case-insensitively, so SQLite and MariaDB agree, each served by an index. */
export const employeeSortColumns = (dataSource: DataSource): Record<EmployeeSort, string> => ({
  [EmployeeSort.NAME]: caseless(dataSource, 'e.name'),
  [EmployeeSort.POSITION]: caseless(dataSource, 'e.position'),
  [EmployeeSort.DEPARTMENT]: 'e.department',
  [EmployeeSort.EMAIL]: 'e.email',
  [EmployeeSort.JOIN_DATE]: 'e.joinDate',
  [EmployeeSort.STATUS]: 'e.status',
});

/** Whether the employee can sign in, as the employees screens show it. */
export enum EmployeeAccess {
  /** No account is linked. */
  NONE = 'NONE',
  /** An account exists and the invitation's link has not been used to choose a password yet. */
  INVITED = 'INVITED',
  /** The account has a password and may sign in. */
  ACTIVE = 'ACTIVE',
  /** The account is disabled (the employee is Terminated). */
  DISABLED = 'DISABLED',
}
registerEnumType(EmployeeAccess, { name: 'EmployeeAccess', description: 'Whether the employee can sign in.' });
