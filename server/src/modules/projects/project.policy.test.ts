import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { enforce } from '../../common/policy';
import type { Project } from './project.entity';
import { canCreateProject, canDeleteProject, canEditProject } from './project.policy';

const actor = (role: Role, id = 7): Actor => ({ id, role, name: `${role} user`, email: `${role}@example.com` });
const project = { id: 1, title: 'Route Planner' } as Project;

describe('the project policies', () => {
  it.each([Role.ADMIN, Role.STAFF])('let %s create, edit and delete any project', (role) => {
    expect(canCreateProject(actor(role))).toBe(true);
    expect(canEditProject(actor(role), project)).toBe(true);
    expect(canDeleteProject(actor(role), project)).toBe(true);
  });

  it('refuse a client every project write', () => {
    expect(canCreateProject(actor(Role.CLIENT))).toBe(false);
    expect(canEditProject(actor(Role.CLIENT), project)).toBe(false);
    expect(canDeleteProject(actor(Role.CLIENT), project)).toBe(false);
  });

  it('fail FORBIDDEN through enforce when they refuse, and let the write go on when they allow', () => {
    expect(() => enforce(canEditProject(actor(Role.CLIENT), project))).toThrow(
      expect.objectContaining({ extensions: { code: 'FORBIDDEN' } }),
    );
    expect(() => enforce(canEditProject(actor(Role.STAFF), project))).not.toThrow();
  });
});
