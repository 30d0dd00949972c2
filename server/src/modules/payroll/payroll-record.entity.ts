import { codeEnum, PAYROLL_PAYMENT_METHOD, PAYROLL_STATUS } from '@site/shared';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { LocalDate } from '../../common/local-date';
import { MONEY_COLUMN } from '../../common/money';
import { Employee } from '../employees/employee.entity';

export const PayrollStatus = codeEnum(PAYROLL_STATUS);
export type PayrollStatus = (typeof PayrollStatus)[keyof typeof PayrollStatus];
registerEnumType(PayrollStatus, {
  name: 'PayrollStatus',
  description: 'New records are Pending; Process Payment makes them Paid.',
});

export const PaymentMethod = codeEnum(PAYROLL_PAYMENT_METHOD);
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
registerEnumType(PaymentMethod, { name: 'PayrollPaymentMethod', description: 'How a payroll record was paid.' });

const amount = (description: string) => ({ description: `${description}, exact decimal text ("5200.00").` });

/**
 * One employee's pay for one month (yyyy-MM), amounts exact. It is an employee's history: an
 * employee with payroll records cannot be deleted (the foreign key refuses it). Readable by
 * admins and by the employee it belongs to, by no one else.
 */
@ObjectType({ description: "One employee's pay for one month. Admins, and the employee it belongs to." })
@Entity('payroll_records')
@Index(['employeeId', 'month'], { unique: true })
// The dashboard's cost per month and pending count, read from the index alone.
@Index(['month', 'paymentStatus', 'netSalary'])
// The list's net salary and employee sorts, made by their migrations like every list index.
@Index('IDX_payroll_records_list_net', { synchronize: false })
@Index('IDX_payroll_records_list_employee', { synchronize: false })
export class PayrollRecord {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  employeeId: number;

  // The relation gives the foreign key; reads go through `employee` (a field resolver with a loader).
  @ManyToOne(() => Employee, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'employeeId' })
  employeeRecord?: Employee;

  /**
   * A copy of the employee's name, so that the list's employee order is read from an index of the
   * records themselves. Written with the record and kept by followEmployeeName; not in the API,
   * which reads the employee.
   */
  @Column({ type: 'varchar', length: 100, default: '' })
  employeeName: string;

  @Field({ description: 'yyyy-MM' })
  @Index()
  @Column({ type: 'varchar', length: 7 })
  month: string;

  @Field(amount('Basic salary'))
  @Column(MONEY_COLUMN)
  basicSalary: string;

  @Field(amount('Allowances'))
  @Column(MONEY_COLUMN)
  allowances: string;

  @Field(amount('Deductions'))
  @Column(MONEY_COLUMN)
  deductions: string;

  @Field(amount('Bonus'))
  @Column(MONEY_COLUMN)
  bonus: string;

  @Field({ description: 'basic + allowances - deductions + bonus, computed by the server.' })
  @Column(MONEY_COLUMN)
  netSalary: string;

  @Field(() => PayrollStatus)
  @Index()
  @Column({ type: 'varchar', length: 20, default: PayrollStatus.PENDING })
  paymentStatus: PayrollStatus;

  @Field(() => LocalDate, { nullable: true, description: 'The day it was paid.' })
  @Column({ type: 'date', nullable: true })
  paymentDate: string | null;

  @Field(() => PaymentMethod, { nullable: true })
  @Column({ type: 'varchar', length: 20, nullable: true })
  paymentMethod: PaymentMethod | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Field(() => Date)
  @CreateDateColumn()
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn()
  updatedAt: Date;
}
