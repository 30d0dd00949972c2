import type { Role } from './roles';
import type { ApiScope } from './api-scopes';

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

/**
 * Who the audit trail names for a write: a user, a partner's API key (no user: id null, name
 * "API key <name>"), or, passed as null, a visitor.
 */
export interface Writer {
  id: number | null;
  name: string;
}

/** A partner's API key acting in a request. It is no user: only its scopes decide what it may do. */
export interface ApiKeyCaller {
  id: number;
  name: string;
  scopes: readonly ApiScope[];
  budgetPerMinute: number;
}

export const keyWriter = (key: ApiKeyCaller): Writer => ({ id: null, name: `API key ${key.name}` });
