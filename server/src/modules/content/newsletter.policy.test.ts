import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { canReadNewsletterSubscriptions } from './newsletter.policy';

const actor = (role: Role): Actor => ({ id: 4, role, name: `${role} user`, email: `${role}@example.com` });

describe('the newsletter policy', () => {
  it.each([Role.ADMIN, Role.STAFF])('lets %s read the sign-ups', (role) => {
    expect(canReadNewsletterSubscriptions(actor(role))).toBe(true);
  });

  it('refuses a client', () => {
    expect(canReadNewsletterSubscriptions(actor(Role.CLIENT))).toBe(false);
  });
});
