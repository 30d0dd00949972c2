import { codeEnum, DEPARTMENT, EMPLOYEE_STATUS } from '@site/shared';
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
import { User } from '../../auth/user.entity';
import { LocalDate } from '../../common/local-date';
import { MONEY_COLUMN } from '../../common/money';
import { PayPrivate } from './pay-privacy';

// `Department.ENGINEERING === 'Engineering'`, built from the shared table.
export const Department = codeEnum(DEPARTMENT);
export type Department = (typeof Department)[keyof typeof Department];
registerEnumType(Department, { name: 'Department' });

export const EmployeeStatus = codeEnum(EMPLOYEE_STATUS);
export type EmployeeStatus = (typeof EmployeeStatus)[keyof typeof EmployeeStatus];
registerEnumType(EmployeeStatus, {
  name: 'EmployeeStatus',
  description: "Any can be set; Terminated disables the employee's account.",
});

@ObjectType({
  description:
    'A person employed by the company. Salary, bank account and tax id are readable by admins and the employee only.',
})
@Entity('employees')
// The list's sorts and status filter, made by their migration (a collation TypeORM cannot describe).
@Index('IDX_employees_list_name', { synchronize: false })
@Index('IDX_employees_list_position', { synchronize: false })
@Index('IDX_employees_list_join_date', { synchronize: false })
@Index('IDX_employees_list_status', { synchronize: false })
export class Employee {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  position: string;

  @Field(() => Department)
  @Index()
  @Column({ type: 'varchar', length: 20 })
  department: Department;

  @Field({ description: 'Unique among the employees, whatever its letter case.' })
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Field(() => LocalDate)
  @Column({ type: 'date' })
  joinDate: string;

  @Field(() => EmployeeStatus)
  @Index()
  @Column({ type: 'varchar', length: 20, default: EmployeeStatus.ACTIVE })
  status: EmployeeStatus;

  @Field(() => Int, { nullable: true, description: "The manager's employee id; null for none." })
  @Index()
  @Column({ type: 'int', nullable: true })
  managerId: number | null;

  // The relation gives the foreign key; reads go through `manager` (a field resolver with a loader).
  @ManyToOne(() => Employee, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'managerId' })
  managerRecord?: Employee | null;

  @Field({ description: 'An HR employee takes the second step of leave approval.' })
  @Column({ type: 'boolean', default: false })
  isHR: boolean;

  @PayPrivate()
  @Field(() => String, {
    nullable: true,
    description: 'Monthly basic salary, exact decimal text ("5200.00"). Null for anyone but admins and the employee.',
  })
  @Column({ ...MONEY_COLUMN, nullable: true })
  salary: string | null;

  @PayPrivate()
  @Field(() => String, { nullable: true, description: 'Null for anyone but admins and the employee.' })
  @Column({ type: 'varchar', length: 34, nullable: true })
  bankAccount: string | null;

  @PayPrivate()
  @Field(() => String, { nullable: true, description: 'Null for anyone but admins and the employee.' })
  @Column({ type: 'varchar', length: 20, nullable: true })
  taxId: string | null;

  @Field(() => String, { nullable: true, description: 'Bio / Skills.' })
  @Column({ type: 'text', nullable: true })
  bio: string | null;

  /** The account the employee signs in with, if any (at most one employee per account). */
  @Index({ unique: true })
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  @Field(() => Date)
  @CreateDateColumn()
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn()
  updatedAt: Date;
}
