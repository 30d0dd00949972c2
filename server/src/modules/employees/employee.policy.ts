import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';

// Record rules for employees: the people records, their pay details and their accounts are the
// admins' to manage; an employee may read their own pay details.

const isAdmin = (actor: Actor | null) => actor?.role === Role.ADMIN;

/** Listing, adding, changing, inviting and deleting employees. */
export const canManageEmployees = (actor: Actor): boolean => isAdmin(actor);

/** Salary, bank account and tax id: admins, and the employee signed in with their own account. */
export const canSeePay = (actor: Actor | null, employee: { userId: number | null }): boolean =>
  isAdmin(actor) || (actor !== null && employee.userId !== null && employee.userId === actor.id);
