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
  | 'password changed';

const WARNINGS = new Set<SecurityEvent>([
  'sign-in failed',
  'sign-in throttled',
  'refresh token reuse',
  'access denied',
  'password reset throttled',
]);

export interface SecurityFields {
  ip: string;
  userId?: number | null;
  role?: string | null;
  /** The address typed at sign-in or reset, when no account is known. */
  email?: string;
  operation?: string;
  reason?: string;
}

export function securityLog(event: SecurityEvent, fields: SecurityFields): void {
  const entry = { security: event, ...fields };
  if (WARNINGS.has(event)) logger.warn(`security: ${event}`, entry);
  else logger.info(`security: ${event}`, entry);
}
