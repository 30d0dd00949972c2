import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import type { Service } from './service.entity';
import { canCreateService, canDeleteService, canEditService } from './service.policy';

const actor = (role: Role, id = 7): Actor => ({ id, role, name: `${role} user`, email: `${role}@example.com` });
const service = { id: 1, name: 'Web Development' } as Service;

describe('the service policies', () => {
  it.each([Role.ADMIN, Role.STAFF])('let %s create, edit and delete any service', (role) => {
    expect(canCreateService(actor(role))).toBe(true);
    expect(canEditService(actor(role), service)).toBe(true);
    expect(canDeleteService(actor(role), service)).toBe(true);
  });

  it('refuse a client every service write', () => {
    expect(canCreateService(actor(Role.CLIENT))).toBe(false);
    expect(canEditService(actor(Role.CLIENT), service)).toBe(false);
    expect(canDeleteService(actor(Role.CLIENT), service)).toBe(false);
  });
});
