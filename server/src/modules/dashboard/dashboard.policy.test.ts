import type { Actor } from '../../auth/actor';
import { Role } from '../../auth/roles';
import { canSeeAbsences, canSeePayrollCost } from './dashboard.policy';

const actor = (role: Role): Actor => ({ id: 1, name: 'A', role, email: 'a@example.com' });

describe('the dashboard policy', () => {
  it('shows payroll cost to admins only', () => {
    expect(canSeePayrollCost(actor(Role.ADMIN))).toBe(true);
    expect(canSeePayrollCost(actor(Role.STAFF))).toBe(false);
    expect(canSeePayrollCost(actor(Role.CLIENT))).toBe(false);
  });

  it('shows absences to admins and HR employees, not to other staff', () => {
    expect(canSeeAbsences(actor(Role.ADMIN), null)).toBe(true);
    expect(canSeeAbsences(actor(Role.STAFF), { isHR: true })).toBe(true);
    expect(canSeeAbsences(actor(Role.STAFF), { isHR: false })).toBe(false);
    expect(canSeeAbsences(actor(Role.STAFF), null)).toBe(false);
  });
});
