import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';

// Who reads which entries of the audit trail: an entry tells what a record held, so it is read by
// whoever may read the record. Admins read every record, so every entry. For the rest of the back
// office, each kind of record follows its own feature's policy:
// - the catalogue, the website, quotes and the inbox are the whole back office's (canReadQuotes,
//   canReadContactMessages, canReadNewsletterSubscriptions, canEditWebsite, projects, services);
// - an account and an employee record are the admins' (canManageEmployees), and their own person's;
// - a payroll record is the admins' and its employee's (canReadPayroll);
// - a leave request is its employee's, their manager's and HR's (relationsTo, canSeeLeaveRequest);
// - anything else (API keys, a kind added later and not listed here) is the admins' alone.

/** How the readers of one kind of record are found. */
export type AuditReaders =
  /** Every back-office user. */
  | 'back-office'
  /** The user whose account it is (entityId is the user's id). */
  | 'own-account'
  /** The employee it is (entityId is the employee's id), through their account. */
  | 'own-employee'
  /** The employee the payroll record belongs to. */
  | 'own-payroll'
  /** The requester, their manager, and HR employees. */
  | 'leave'
  /** Admins only. */
  | 'admins';

/** The readers of each kind of record the services write to the trail, by its entity name. */
export const AUDIT_READERS: Readonly<Record<string, AuditReaders>> = {
  Project: 'back-office',
  Service: 'back-office',
  ContentPage: 'back-office',
  WebsiteContent: 'back-office',
  QuoteRequest: 'back-office',
  ContactMessage: 'back-office',
  NewsletterSubscription: 'back-office',
  User: 'own-account',
  Employee: 'own-employee',
  PayrollRecord: 'own-payroll',
  LeaveRequest: 'leave',
  ApiKey: 'admins',
};

/** Who reads a kind of record's entries: admins only for a kind the table does not name. */
export const readersOf = (entity: string): AuditReaders =>
  Object.hasOwn(AUDIT_READERS, entity) ? AUDIT_READERS[entity]! : 'admins';

/** Admins read the whole trail; anyone else reads it through the rule above. */
export const readsWholeTrail = (actor: Actor): boolean => actor.role === Role.ADMIN;

/** The kinds of record whose readers are found one way. */
export const entitiesReadBy = (readers: AuditReaders): string[] =>
  Object.keys(AUDIT_READERS).filter((entity) => AUDIT_READERS[entity] === readers);
