import type { Actor } from '../../auth/actor';
import { STAFF_ROLES } from '../../auth/roles';
import type { ContactMessage } from './contact-message.entity';

// Record rules for the inbox: the back office reads every message and may mark any of them
// handled or new again. Visitors only send (the public form).

const inBackOffice = (actor: Actor) => (STAFF_ROLES as readonly string[]).includes(actor.role);

export const canReadContactMessages = (actor: Actor): boolean => inBackOffice(actor);

export const canHandleContactMessage = (actor: Actor, _message: ContactMessage): boolean => inBackOffice(actor);
