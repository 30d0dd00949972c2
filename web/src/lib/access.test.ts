import { isRestricted, mayAccess, type Access, type AccessUser } from './access';

const admin: AccessUser = { role: 'ADMIN' };
const staff: AccessUser = { role: 'STAFF' };
const manager: AccessUser = { role: 'STAFF', capabilities: ['MANAGER'] };
const hr: AccessUser = { role: 'STAFF', capabilities: ['HR'] };

const adminOnly: Access = { roles: ['ADMIN'] };
const approvals: Access = { roles: ['ADMIN'], capabilities: ['MANAGER', 'HR'] };

describe('mayAccess', () => {
  it('allows a user whose role the page names', () => {
    expect(mayAccess(adminOnly, admin)).toBe(true);
    expect(mayAccess(approvals, admin)).toBe(true);
  });

  it('allows a user with one of its capabilities, whatever their role', () => {
    expect(mayAccess(approvals, manager)).toBe(true);
    expect(mayAccess(approvals, hr)).toBe(true);
    expect(mayAccess({ capabilities: ['HR'] }, hr)).toBe(true);
  });

  it('refuses a user with neither the role nor a capability it names', () => {
    expect(mayAccess(adminOnly, staff)).toBe(false);
    expect(mayAccess(adminOnly, manager)).toBe(false);
    expect(mayAccess(approvals, staff)).toBe(false);
    expect(mayAccess({ capabilities: ['HR'] }, manager)).toBe(false);
    expect(mayAccess({ roles: [], capabilities: [] }, admin)).toBe(false);
  });

  it('refuses everyone signed out, and opens a page that names no one to all', () => {
    expect(mayAccess(adminOnly, null)).toBe(false);
    expect(mayAccess({ capabilities: ['MANAGER'] }, undefined)).toBe(false);
    expect(mayAccess(undefined, null)).toBe(true);
    expect(mayAccess({}, staff)).toBe(true);
  });
});

describe('isRestricted', () => {
  it('is true once a page names roles or capabilities', () => {
    expect(isRestricted(adminOnly)).toBe(true);
    expect(isRestricted({ capabilities: ['HR'] })).toBe(true);
    expect(isRestricted({})).toBe(false);
    expect(isRestricted(undefined)).toBe(false);
  });
});
