import { forbidden } from './errors';

/**
 * Applies a policy's verdict: `enforce(canEditProject(actor, project))` goes on, or fails
 * FORBIDDEN with the message. Policies stay pure functions that answer yes or no, so each
 * is tested on its own without a database.
 */
export function enforce(allowed: boolean, message?: string): void {
  if (!allowed) throw forbidden(message);
}
