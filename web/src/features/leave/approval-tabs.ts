import type { AccessUser } from '../../lib/access';
import { APPROVAL_TABS, type ApprovalTab } from './constants';

/** Whether the user takes the HR step (and sees everyone's leave): an HR employee or an admin. */
export const isHrOrAdmin = (user: AccessUser | null | undefined) =>
  user?.role === 'ADMIN' || Boolean(user?.capabilities?.includes('HR'));

/** The approval tabs a user sees: 'My Team' for managers; 'All Requests' and 'Pending HR Approval' for HR and admins. */
export function approvalTabsFor(user: AccessUser | null | undefined): ApprovalTab[] {
  return [
    ...(user?.capabilities?.includes('MANAGER') ? [APPROVAL_TABS.team] : []),
    ...(isHrOrAdmin(user) ? [APPROVAL_TABS.all, APPROVAL_TABS['pending-hr']] : []),
  ];
}

/** The tab the address names, when the user has it; else their first. */
export const activeTab = (key: string | null, tabs: readonly ApprovalTab[]): ApprovalTab | undefined =>
  tabs.find((tab) => tab.key === key) ?? tabs[0];
