import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { canDeletePage, canEditWebsite, isFixedPage } from './content-page.policy';

const actor = (role: Role): Actor => ({ id: 3, role, name: `${role} user`, email: `${role}@example.com` });

describe('the content page policies', () => {
  it.each([Role.ADMIN, Role.STAFF])('let %s edit the website and delete a page of their own making', (role) => {
    expect(canEditWebsite(actor(role))).toBe(true);
    expect(canDeletePage(actor(role), { slug: 'case-studies' })).toBe(true);
  });

  it('refuse a client every website write', () => {
    expect(canEditWebsite(actor(Role.CLIENT))).toBe(false);
    expect(canDeletePage(actor(Role.CLIENT), { slug: 'case-studies' })).toBe(false);
  });

  it.each(['about', 'terms', 'privacy'])('keep the fixed %s page, even for the admin', (slug) => {
    expect(isFixedPage({ slug })).toBe(true);
    expect(canDeletePage(actor(Role.ADMIN), { slug })).toBe(false);
  });

  it('treat a page whose address only starts like a fixed one as an ordinary page', () => {
    expect(isFixedPage({ slug: 'about-us' })).toBe(false);
  });
});
