import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { entitiesReadBy, readersOf, readsWholeTrail } from './audit.policy';

const actor = (role: Role): Actor => ({ id: 1, name: 'A', role, email: 'a@example.com' });

describe('the audit policy', () => {
  it('lets admins read the whole trail, and nobody else', () => {
    expect(readsWholeTrail(actor(Role.ADMIN))).toBe(true);
    expect(readsWholeTrail(actor(Role.STAFF))).toBe(false);
    expect(readsWholeTrail(actor(Role.CLIENT))).toBe(false);
  });

  it("gives the back office the shared records' entries and keeps people's records to their own", () => {
    expect(entitiesReadBy('back-office').sort()).toEqual([
      'ContactMessage',
      'ContentPage',
      'NewsletterSubscription',
      'Project',
      'QuoteRequest',
      'Service',
      'WebsiteContent',
    ]);
    expect(readersOf('Employee')).toBe('own-employee');
    expect(readersOf('User')).toBe('own-account');
    expect(readersOf('PayrollRecord')).toBe('own-payroll');
    expect(readersOf('LeaveRequest')).toBe('leave');
  });

  it('keeps API keys, and any kind of record it does not name, to admins', () => {
    expect(readersOf('ApiKey')).toBe('admins');
    expect(readersOf('SomethingAddedLater')).toBe('admins');
    expect(readersOf('constructor')).toBe('admins');
    expect(readersOf('toString')).toBe('admins');
  });
});
