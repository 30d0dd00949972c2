import type { Role } from './roles';

/**
 * The verified user a request acts for. Every service method that changes data takes one,
 * so its policies can decide and the audit trail can say who did it.
 */
export interface Actor {
  id: number;
  name: string;
  role: Role;
  email: string;
}

/** The name the audit trail gives an anonymous writer (a public form). */
export const VISITOR = 'Visitor';
