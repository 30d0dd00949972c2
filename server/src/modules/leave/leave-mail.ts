import type { EntityManager } from 'typeorm';
import { User } from '../../auth/user.entity';
import type { Mail } from '../../common/mailer';
import { Employee } from '../employees/employee.entity';
import type { LeaveRequest } from './leave-request.entity';
import { LeaveAction } from './leave-codes';

// The mails of the approval steps. Who gets them is read inside the write's transaction; they
// are sent once it has committed, and a mail that fails is logged, never the caller's failure.

const APPROVALS_PAGE = '/admin/leave-approvals';
const REQUEST_PAGE = '/admin/leave-request';

const span = (r: LeaveRequest) => (r.startDate === r.endDate ? r.startDate : `${r.startDate} to ${r.endDate}`);
const summary = (r: LeaveRequest, who: string, days: number) =>
  `${who}: ${r.type} leave, ${span(r)} (${days} working day${days === 1 ? '' : 's'}).`;

/** Employees whose account can sign in (a Terminated one's is disabled): only they can act on a mail. */
const signingIn = (manager: EntityManager) =>
  manager
    .getRepository(Employee)
    .createQueryBuilder('e')
    .innerJoin(User, 'u', 'u.id = e.userId AND u.active = :active', {
      active: true,
    });

/** HR employees who can sign in, but never the requester: they take the second step. */
async function hrRecipients(manager: EntityManager, requester: Employee): Promise<string[]> {
  const hr = await signingIn(manager).where('e.isHR = :hr', { hr: true }).orderBy('e.id').getMany();
  return hr.filter((e) => e.id !== requester.id).map((e) => e.email);
}

/** Whoever takes the first step: the manager if they can sign in, or HR for an employee with no manager. */
async function firstStepRecipients(manager: EntityManager, requester: Employee): Promise<string[]> {
  if (requester.managerId === null) return hrRecipients(manager, requester);
  const boss = await signingIn(manager).where('e.id = :id', { id: requester.managerId }).getOne();
  return boss ? [boss.email] : [];
}

export interface LeaveMailContext {
  request: LeaveRequest;
  requester: Employee;
  workingDays: number;
  publicUrl: string;
}

/** The mails a new request sends: to whoever approves it first. */
export async function requestedMails(manager: EntityManager, c: LeaveMailContext): Promise<Mail[]> {
  const to = await firstStepRecipients(manager, c.requester);
  return to.map((address) => ({
    kind: 'leave-requested',
    to: address,
    subject: `Leave request from ${c.requester.name}`,
    text: [
      summary(c.request, c.requester.name, c.workingDays),
      `Reason: ${c.request.reason}`,
      `Approve or reject it on ${c.publicUrl}${APPROVALS_PAGE}`,
    ].join('\n\n'),
  }));
}

/** The mails a step sends: HR after the manager's approval, the employee after a decision. */
export async function stepMails(manager: EntityManager, action: LeaveAction, c: LeaveMailContext): Promise<Mail[]> {
  const { request: r, requester } = c;
  const notes = r.notes ? `\n\nNotes: ${r.notes}` : '';
  const toEmployee = (kind: string, subject: string, line: string): Mail[] => [
    {
      kind,
      to: requester.email,
      subject,
      text: `${line}\n\n${summary(r, 'Your request', c.workingDays)}${notes}\n\nSee your requests on ${c.publicUrl}${REQUEST_PAGE}`,
    },
  ];
  switch (action) {
    case LeaveAction.MANAGER_APPROVE:
      return (await hrRecipients(manager, requester)).map((address) => ({
        kind: 'leave-manager-approved',
        to: address,
        subject: `Leave request waiting for HR: ${requester.name}`,
        text: `${summary(r, requester.name, c.workingDays)}\n\nTheir manager has approved it; it waits for HR.${notes}\n\nApprove or reject it on ${c.publicUrl}${APPROVALS_PAGE}`,
      }));
    case LeaveAction.HR_APPROVE:
      return toEmployee('leave-approved', 'Your leave request is approved', 'Your leave request has been approved.');
    case LeaveAction.REJECT:
      return toEmployee('leave-rejected', 'Your leave request was rejected', 'Your leave request has been rejected.');
    case LeaveAction.APPROVE_CANCELLATION:
      return toEmployee(
        'leave-cancelled',
        'Your leave is cancelled',
        'Your request to cancel this leave was approved.',
      );
    case LeaveAction.DECLINE_CANCELLATION:
      return toEmployee(
        'leave-cancellation-declined',
        'Your leave stays approved',
        'Your request to cancel this leave was declined: the leave stays approved.',
      );
    default:
      return [];
  }
}
