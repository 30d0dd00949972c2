import { activeTab, approvalTabsFor, isHrOrAdmin } from './approval-tabs';
import { LEAVE_USERS } from './mocks/leave.mocks';

const { admin: adminUser, hr: hrUser, manager: managerUser, staff: staffUser } = LEAVE_USERS;

const labels = (user: Parameters<typeof approvalTabsFor>[0]) => approvalTabsFor(user).map((tab) => tab.label);

describe('approvalTabsFor', () => {
  it("shows a manager only 'My Team'", () => {
    expect(labels(managerUser)).toEqual(['My Team']);
  });

  it("shows HR and admins 'All Requests' and 'Pending HR Approval'", () => {
    expect(labels(hrUser)).toEqual(['All Requests', 'Pending HR Approval']);
    expect(labels(adminUser)).toEqual(['All Requests', 'Pending HR Approval']);
  });

  it('shows an HR employee who manages people all three tabs', () => {
    expect(labels({ role: 'STAFF', capabilities: ['MANAGER', 'HR'] })).toEqual([
      'My Team',
      'All Requests',
      'Pending HR Approval',
    ]);
  });

  it('gives staff who neither manage nor are HR no tab at all, nor a signed-out visitor', () => {
    expect(labels(staffUser)).toEqual([]);
    expect(labels(null)).toEqual([]);
  });

  it('takes the HR step for HR employees and admins only', () => {
    expect([adminUser, hrUser, managerUser, staffUser].map(isHrOrAdmin)).toEqual([true, true, false, false]);
  });
});

describe('activeTab', () => {
  const tabs = approvalTabsFor(adminUser);

  it('opens the tab the address names, else the first one the user has', () => {
    expect(activeTab('pending-hr', tabs)?.scope).toBe('PENDING_HR');
    expect(activeTab(null, tabs)?.scope).toBe('ALL');
    expect(activeTab('team', tabs)?.scope).toBe('ALL');
    expect(activeTab('team', [])).toBeUndefined();
  });
});
