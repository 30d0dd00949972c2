import { codeEnum, LEAVE_STATUS, LEAVE_TYPE } from '@site/shared';
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
import { Employee } from '../employees/employee.entity';

export const LeaveType = codeEnum(LEAVE_TYPE);
export type LeaveType = (typeof LeaveType)[keyof typeof LeaveType];

export const LeaveStatus = codeEnum(LEAVE_STATUS);
export type LeaveStatus = (typeof LeaveStatus)[keyof typeof LeaveStatus];

/**
 * A leave request and where it stands in the two-step approval (manager, then HR). It is an
 * employee's history: an employee with requests cannot be deleted (the foreign key refuses it).
 */
@Entity('leave_requests')
export class LeaveRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  employeeId: number;

  @ManyToOne(() => Employee, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'employeeId' })
  employee?: Employee;

  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'date' })
  endDate: string;

  @Column({ type: 'varchar', length: 20 })
  type: LeaveType;

  @Column({ type: 'text' })
  reason: string;

  @Index()
  @Column({ type: 'varchar', length: 20, default: LeaveStatus.PENDING })
  status: LeaveStatus;

  @Column({ type: 'boolean', default: false })
  managerApproved: boolean;

  @Column({ type: 'boolean', default: false })
  hrApproved: boolean;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
