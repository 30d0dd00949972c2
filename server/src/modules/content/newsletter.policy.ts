import type { Actor } from '../../auth/actor';
import { STAFF_ROLES } from '../../auth/roles';

// Visitors only sign up (the public box); the back office reads the list of addresses.
export const canReadNewsletterSubscriptions = (actor: Actor): boolean =>
  (STAFF_ROLES as readonly string[]).includes(actor.role);
