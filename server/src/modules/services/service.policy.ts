import type { Actor } from '../../auth/actor';
import { STAFF_ROLES } from '../../auth/roles';
import type { Service } from './service.entity';

// Record rules for services: the back office shares the whole catalogue, so staff and admins
// may add, change, feature and delete any service; no one else may.

const inBackOffice = (actor: Actor) => (STAFF_ROLES as readonly string[]).includes(actor.role);

export const canCreateService = (actor: Actor): boolean => inBackOffice(actor);

export const canEditService = (actor: Actor, _service: Service): boolean => inBackOffice(actor);

export const canDeleteService = (actor: Actor, _service: Service): boolean => inBackOffice(actor);
