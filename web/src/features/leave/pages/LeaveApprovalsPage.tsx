import { Card, Tabs } from 'antd';
import { useState } from 'react';
import {
  ExportCsvButton,
  listTableProps,
  ListToolbar,
  useBusyRows,
  useListState,
} from '../../../components/admin-list';
import type { LeaveRequestFieldsFragment } from '../../../gql/graphql';
import { useSessionUser } from '../../../lib/session';
import { useLeaveRequests } from '../api/leave';
import { APPROVALS_PAGE_LISTS, useLeaveActions } from '../api/useLeaveActions';
import { activeTab, approvalTabsFor, isHrOrAdmin } from '../approval-tabs';
import { APPROVAL_TABS, LEAVE_EXPORT_PATH, LEAVE_STATUSES } from '../constants';
import { LEAVE_LIST_OPTIONS } from '../list-options';
import { ApprovalTable } from '../components/ApprovalTable';
import { ApproveDialog, CancellationDecisionDialog, RejectDialog } from '../components/LeaveDialogs';
import { LeaveCalendar } from '../components/LeaveCalendar';
import { asLeaveStatus, StatusFilter } from '../components/StatusFilter';
import '../leave.css';

export const TAB_PARAM = 'tab';
export const STATUS_PARAM = 'status';

type Row = LeaveRequestFieldsFragment;
type Dialog =
  | { kind: 'approve'; request: Row; step: 'MANAGER' | 'HR' }
  | { kind: 'reject'; request: Row }
  | { kind: 'review'; request: Row };

/** 'Leave Request Approvals': a tab per scope the user may see, the dialogs of each decision, and the calendar. */
export default function LeaveApprovalsPage() {
  const user = useSessionUser();
  const tabs = approvalTabsFor(user);
  const list = useListState({
    ...LEAVE_LIST_OPTIONS,
    filters: [TAB_PARAM, STATUS_PARAM],
    filterValues: { [TAB_PARAM]: Object.keys(APPROVAL_TABS), [STATUS_PARAM]: LEAVE_STATUSES },
  });
  const tab = activeTab(list.filters.tab, tabs);
  // The status filter belongs to All Requests; the other tabs are a status already.
  const status = tab?.scope === 'ALL' ? asLeaveStatus(list.filters.status) : null;
  const result = useLeaveRequests(
    { scope: tab?.scope ?? 'TEAM', offset: list.offset, limit: list.limit, status, search: list.search },
    !tab,
  );
  const actions = useLeaveActions(APPROVALS_PAGE_LISTS);
  const busy = useBusyRows();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  // The route lets only managers, HR and admins in; a session without either sees no tab.
  if (!tab) return null;

  const exportable = tab.scope === 'ALL' && isHrOrAdmin(user);
  const content = (
    <>
      <ListToolbar
        search={list.searchText}
        onSearchChange={list.setSearchText}
        searchLabel="Search by employee name"
        searchPlaceholder="Search by employee name..."
        filters={
          tab.scope === 'ALL' && <StatusFilter value={status} onChange={(next) => list.setFilter(STATUS_PARAM, next)} />
        }
        actions={exportable && <ExportCsvButton path={LEAVE_EXPORT_PATH} params={{ status, search: list.search }} />}
      />
      <ApprovalTable
        {...listTableProps(list, result, (data) => data.leaveRequests)}
        busyIds={busy.busyIds}
        texts={tab.texts}
        handlersFor={(request) => ({
          onApprove: (step) => setDialog({ kind: 'approve', request, step }),
          onReject: () => setDialog({ kind: 'reject', request }),
          onReviewCancellation: () => setDialog({ kind: 'review', request }),
        })}
      />
    </>
  );

  /** A decision marks its row busy while it saves. */
  const decide = (request: Row, change: () => Promise<unknown>) =>
    busy.run(request.id, change).then((saved) => {
      if (!saved) throw new Error('not saved');
    });

  return (
    <div className="leave-page">
      <Card title={<h2 className="leave-page__heading">Leave Request Approvals</h2>}>
        <Tabs
          activeKey={tab.key}
          onChange={(key) => list.setFilter(TAB_PARAM, key === tabs[0]!.key ? null : key)}
          items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.key === tab.key ? content : null }))}
        />
      </Card>
      <LeaveCalendar />
      {dialog?.kind === 'approve' && (
        <ApproveDialog
          request={dialog.request}
          step={dialog.step}
          onClose={close}
          onApprove={(notes) => decide(dialog.request, () => actions.approve(dialog.request.id, dialog.step, notes))}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectDialog
          request={dialog.request}
          onClose={close}
          onReject={(reason) => decide(dialog.request, () => actions.reject(dialog.request.id, reason))}
        />
      )}
      {dialog?.kind === 'review' && (
        <CancellationDecisionDialog
          request={dialog.request}
          onClose={close}
          onDecide={(approve, notes) =>
            decide(dialog.request, () => actions.decideCancellation(dialog.request.id, approve, notes))
          }
        />
      )}
    </div>
  );
}
