import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { enforce } from '../../common/policy';
import type { QuoteRequest } from './quote-request.entity';
import { canConvertQuote, canDeleteQuote, canReadQuotes, canSeeEngagement, canUpdateQuote } from './quote.policy';

const actor = (role: Role, id = 7): Actor => ({ id, role, name: `${role} user`, email: `${role}@example.com` });
const quote = { id: 1, name: 'Olivia Bennett' } as QuoteRequest;

describe('the quote policies', () => {
  it.each([Role.ADMIN, Role.STAFF])('let %s read, update, delete and convert any quote', (role) => {
    expect(canReadQuotes(actor(role))).toBe(true);
    expect(canUpdateQuote(actor(role), quote)).toBe(true);
    expect(canDeleteQuote(actor(role), quote)).toBe(true);
    expect(canConvertQuote(actor(role), quote)).toBe(true);
  });

  it('refuse a client every quote', () => {
    expect(canReadQuotes(actor(Role.CLIENT))).toBe(false);
    expect(canUpdateQuote(actor(Role.CLIENT), quote)).toBe(false);
    expect(canDeleteQuote(actor(Role.CLIENT), quote)).toBe(false);
    expect(canConvertQuote(actor(Role.CLIENT), quote)).toBe(false);
  });

  it("show a project's engagement to staff and admins only, never to a client or a visitor", () => {
    expect(canSeeEngagement(actor(Role.ADMIN))).toBe(true);
    expect(canSeeEngagement(actor(Role.STAFF))).toBe(true);
    expect(canSeeEngagement(actor(Role.CLIENT))).toBe(false);
    expect(canSeeEngagement(null)).toBe(false);
  });

  it('fail FORBIDDEN through enforce when they refuse', () => {
    expect(() => enforce(canConvertQuote(actor(Role.CLIENT), quote))).toThrow(
      expect.objectContaining({ extensions: { code: 'FORBIDDEN' } }),
    );
  });
});
