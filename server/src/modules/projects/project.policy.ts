import type { Actor } from '../../auth/actor';
import { STAFF_ROLES } from '../../auth/roles';
import type { Project } from './project.entity';

// Record rules for projects. Today the back office shares the whole catalogue: staff and
// admins may add, change and delete any project. Later features keep the same shape when a
// rule does depend on the record ("a manager acts only on direct reports").

const inBackOffice = (actor: Actor) => (STAFF_ROLES as readonly string[]).includes(actor.role);

export const canCreateProject = (actor: Actor): boolean => inBackOffice(actor);

export const canEditProject = (actor: Actor, _project: Project): boolean => inBackOffice(actor);

export const canDeleteProject = (actor: Actor, _project: Project): boolean => inBackOffice(actor);
