import { codeEnum, LEAVE_STATUS, LEAVE_TYPE } from '@site/shared';
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
import { Employee } from '../employees/employee.entity';

export const LeaveType = codeEnum(LEAVE_TYPE);
export type LeaveType = (typeof LeaveType)[keyof typeof LeaveType];
registerEnumType(LeaveType, { name: 'LeaveType', description: 'Vacation, Sick, Personal, Bereavement or Other.' });

export const LeaveStatus = codeEnum(LEAVE_STATUS);
export type LeaveStatus = (typeof LeaveStatus)[keyof typeof LeaveStatus];
registerEnumType(LeaveStatus, {
  name: 'LeaveStatus',
  description:
    "HR_APPROVED reads 'Approved'. WITHDRAWN: the employee took back a Pending request. CANCELLED: an approved request cancelled on the employee's request before it started.",
});

/**
 * A leave request and where it stands in the two-step approval (manager, then HR). It is an
 * employee's history: an employee with requests cannot be deleted (the foreign key refuses it).
 */
@ObjectType({ description: 'A request for leave and where it stands in the two-step approval (manager, then HR).' })
@Entity('leave_requests')
// The lists' orders, made by their migration like every list index.
@Index('IDX_leave_requests_list_created', { synchronize: false })
@Index('IDX_leave_requests_list_employee', { synchronize: false })
@Index('IDX_leave_requests_list_status', { synchronize: false })
export class LeaveRequest {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  employeeId: number;

  @ManyToOne(() => Employee, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'employeeId' })
  employee?: Employee;

  /**
   * A copy of the employee's name, so that the list's search reads the requests' own rows. Written
   * with the request and kept by followEmployeeName; not in the API, which reads the employee.
   */
  @Column({ type: 'varchar', length: 100, default: '' })
  employeeName: string;

  @Field(() => LocalDate)
  @Column({ type: 'date' })
  startDate: string;

  @Field(() => LocalDate)
  @Column({ type: 'date' })
  endDate: string;

  @Field(() => LeaveType)
  @Column({ type: 'varchar', length: 20 })
  type: LeaveType;

  @Field()
  @Column({ type: 'text' })
  reason: string;

  @Field(() => LeaveStatus)
  @Index()
  @Column({ type: 'varchar', length: 20, default: LeaveStatus.PENDING })
  status: LeaveStatus;

  @Field()
  @Column({ type: 'boolean', default: false })
  managerApproved: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  hrApproved: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The approver's notes (approval notes, or the rejection's reason).",
  })
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Set while the employee asks to cancel this approved request: their reason.',
  })
  @Column({ type: 'text', nullable: true })
  cancellationReason: string | null;

  /** When the open cancellation request was made; null when there is none. */
  @Column({ type: 'datetime', nullable: true })
  cancellationRequestedAt: Date | null;

  @Field(() => Date)
  @CreateDateColumn()
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn()
  updatedAt: Date;
}
