import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { enforce } from '../../common/policy';
import type { ContactMessage } from './contact-message.entity';
import { canHandleContactMessage, canReadContactMessages } from './contact-message.policy';

const actor = (role: Role): Actor => ({ id: 3, role, name: `${role} user`, email: `${role}@example.com` });
const message = { id: 1, subject: 'Workshop' } as ContactMessage;

describe('the contact message policies', () => {
  it.each([Role.ADMIN, Role.STAFF])('let %s read the inbox and handle any message', (role) => {
    expect(canReadContactMessages(actor(role))).toBe(true);
    expect(canHandleContactMessage(actor(role), message)).toBe(true);
  });

  it('refuse a client the inbox, FORBIDDEN through enforce', () => {
    expect(canReadContactMessages(actor(Role.CLIENT))).toBe(false);
    expect(() => enforce(canHandleContactMessage(actor(Role.CLIENT), message))).toThrow(
      expect.objectContaining({ extensions: { code: 'FORBIDDEN' } }),
    );
  });
});
