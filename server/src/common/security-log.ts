import { logger } from './logger';

/**
 * Security events (ASVS 7.2): who did what from where. Never a password, token, salary, bank
 * account or tax id: callers pass ids, roles, addresses and operation names only.
 */
export type SecurityEvent =
  | 'sign-in'
  | 'sign-in failed'
  | 'sign-in throttled'
  | 'signed out'
  | 'session refreshed'
  | 'refresh token reuse'
  | 'access denied'
  | 'password reset requested'
  | 'password reset throttled'
  | 'password reset'
  | 'password changed'
  | 'api key created'
  | 'api key revoked'
  | 'api key rolled'
  | 'api key refused';

const WARNINGS = new Set<SecurityEvent>([
  'sign-in failed',
  'sign-in throttled',
  'refresh token reuse',
  'access denied',
  'password reset throttled',
  'api key refused',
]);

export interface SecurityFields {
  ip: string;
  userId?: number | null;
  role?: string | null;
  /** The address typed at sign-in or reset, when no account is known. */
  email?: string;
  operation?: string;
  /** The partner key a request came with (never the key itself). */
  apiKeyId?: number;
  reason?: string;
}

export function securityLog(event: SecurityEvent, fields: SecurityFields): void {
  const entry = { security: event, ...fields };
  if (WARNINGS.has(event)) logger.warn(`security: ${event}`, entry);
  else logger.info(`security: ${event}`, entry);
}
