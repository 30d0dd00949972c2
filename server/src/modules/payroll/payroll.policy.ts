import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { PayrollStatus } from './payroll-record.entity';

// Record rules for payroll: managing and paying it is the admins' work; an employee reads the
// records of their own pay, through the account linked to their employee record, and no other.

const isAdmin = (actor: Actor | null) => actor?.role === Role.ADMIN;

/** The list, creating, changing, deleting, paying, the monthly run and the export. */
export const canManagePayroll = (actor: Actor): boolean => isAdmin(actor);

/**
 * One record and its payslip: admins, and the employee it belongs to (`ownerUserId` is the
 * account linked to the record's employee, null when they have none).
 */
export const canReadPayroll = (actor: Actor | null, ownerUserId: number | null): boolean =>
  isAdmin(actor) || (actor !== null && ownerUserId !== null && ownerUserId === actor.id);

/** Only a Pending record may be changed, deleted or paid: a Paid one is history. */
export const isChangeable = (record: { paymentStatus: PayrollStatus }): boolean =>
  record.paymentStatus === PayrollStatus.PENDING;
