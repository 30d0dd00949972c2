import { codeEnum, PAYROLL_PAYMENT_METHOD, PAYROLL_STATUS } from '@site/shared';
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
import { MONEY_COLUMN } from '../../common/money';
import { Employee } from '../employees/employee.entity';

export const PayrollStatus = codeEnum(PAYROLL_STATUS);
export type PayrollStatus = (typeof PayrollStatus)[keyof typeof PayrollStatus];

export const PaymentMethod = codeEnum(PAYROLL_PAYMENT_METHOD);
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/**
 * One employee's pay for one month (yyyy-MM), amounts exact. It is an employee's history: an
 * employee with payroll records cannot be deleted (the foreign key refuses it).
 */
@Entity('payroll_records')
@Index(['employeeId', 'month'], { unique: true })
export class PayrollRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  employeeId: number;

  @ManyToOne(() => Employee, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'employeeId' })
  employee?: Employee;

  @Index()
  @Column({ type: 'varchar', length: 7 })
  month: string;

  @Column(MONEY_COLUMN)
  basicSalary: string;

  @Column(MONEY_COLUMN)
  allowances: string;

  @Column(MONEY_COLUMN)
  deductions: string;

  @Column(MONEY_COLUMN)
  bonus: string;

  @Column(MONEY_COLUMN)
  netSalary: string;

  @Index()
  @Column({ type: 'varchar', length: 20, default: PayrollStatus.PENDING })
  paymentStatus: PayrollStatus;

  @Column({ type: 'date', nullable: true })
  paymentDate: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  paymentMethod: PaymentMethod | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
