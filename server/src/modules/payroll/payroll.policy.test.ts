import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { enforce } from '../../common/policy';
import { PayrollStatus } from './payroll-record.entity';
import { canManagePayroll, canReadPayroll, isChangeable } from './payroll.policy';

const actor = (role: Role, id = 7): Actor => ({ id, role, name: `${role} user`, email: `${role}@example.com` });

describe('the payroll policies', () => {
  it('let only an admin manage payroll', () => {
    expect(canManagePayroll(actor(Role.ADMIN))).toBe(true);
    expect(canManagePayroll(actor(Role.STAFF))).toBe(false);
    expect(canManagePayroll(actor(Role.CLIENT))).toBe(false);
    expect(() => enforce(canManagePayroll(actor(Role.STAFF)))).toThrow(
      expect.objectContaining({ extensions: { code: 'FORBIDDEN' } }),
    );
  });

  it('let an admin read any record, even one whose employee has no account', () => {
    expect(canReadPayroll(actor(Role.ADMIN), 99)).toBe(true);
    expect(canReadPayroll(actor(Role.ADMIN), null)).toBe(true);
  });

  it('let an employee read the records of their own account only', () => {
    expect(canReadPayroll(actor(Role.STAFF, 7), 7)).toBe(true);
    expect(canReadPayroll(actor(Role.STAFF, 7), 8)).toBe(false);
    expect(canReadPayroll(actor(Role.CLIENT, 7), 8)).toBe(false);
  });

  it('refuse a record whose employee has no account to everyone but admins, and refuse visitors', () => {
    expect(canReadPayroll(actor(Role.STAFF, 7), null)).toBe(false);
    expect(canReadPayroll(null, 7)).toBe(false);
    expect(canReadPayroll(null, null)).toBe(false);
  });

  it('let only a Pending record change', () => {
    expect(isChangeable({ paymentStatus: PayrollStatus.PENDING })).toBe(true);
    expect(isChangeable({ paymentStatus: PayrollStatus.PAID })).toBe(false);
    expect(isChangeable({ paymentStatus: PayrollStatus.CANCELLED })).toBe(false);
  });
});
