import { Alert, Button, Card, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listTableProps, useBusyRows, useListState } from '../../../components/admin-list';
import type { LeaveRequestFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { useLeaveRequests, useMyEmployee } from '../api/leave';
import { REQUEST_PAGE_LISTS, useLeaveActions } from '../api/useLeaveActions';
import { LEAVE_MESSAGES } from '../constants';
import { LEAVE_LIST_OPTIONS } from '../list-options';
import { CancellationRequestDialog } from '../components/LeaveDialogs';
import { LeaveRequestForm } from '../components/LeaveRequestForm';
import { MyLeaveTable } from '../components/MyLeaveTable';
import { emptyLeaveRequest, toRequestLeaveInput } from '../schemas/leave-request.schema';
import '../leave.css';

export const MY_EMPLOYEE_TEXTS = {
  loading: 'Loading your employee record...',
  failed: 'Could not load your employee record',
};

/** 'Request Leave': the form with what it would take, and 'My Leave Requests'. */
export default function LeaveRequestPage() {
  const me = useMyEmployee();
  if (me.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={MY_EMPLOYEE_TEXTS.failed}
        description={errorMessage(me.error)}
        action={
          <Button size="small" onClick={() => void me.refetch().catch(() => {})}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!me.data) {
    return (
      <p className="state-text" role="status">
        {MY_EMPLOYEE_TEXTS.loading}
      </p>
    );
  }
  if (!me.data.me?.employee) {
    return <Result status="info" title="No employee record" subTitle={LEAVE_MESSAGES.noEmployeeRecord} />;
  }
  return <EmployeeLeave />;
}

function EmployeeLeave() {
  const navigate = useNavigate();
  const actions = useLeaveActions(REQUEST_PAGE_LISTS);
  const list = useListState(LEAVE_LIST_OPTIONS);
  const busy = useBusyRows();
  const result = useLeaveRequests({
    scope: 'MINE',
    offset: list.offset,
    limit: list.limit,
    status: null,
    search: null,
  });
  const [cancelling, setCancelling] = useState<LeaveRequestFieldsFragment | null>(null);

  return (
    <div className="leave-page">
      <Card title="Request Leave">
        <LeaveRequestForm
          initialValues={emptyLeaveRequest()}
          onCancel={() => navigate('/admin/dashboard')}
          onSubmit={async (values, helpers) => {
            await actions.request(toRequestLeaveInput(values));
            helpers.resetForm({ values: emptyLeaveRequest() });
          }}
        />
      </Card>
      <Card title={<h2 className="leave-page__heading">My Leave Requests</h2>}>
        <MyLeaveTable
          {...listTableProps(list, result, (data) => data.leaveRequests)}
          busyIds={busy.busyIds}
          onWithdraw={(row) => void busy.run(row.id, () => actions.withdraw(row.id))}
          onRequestCancellation={setCancelling}
        />
      </Card>
      {cancelling && (
        <CancellationRequestDialog
          request={cancelling}
          onClose={() => setCancelling(null)}
          onRequest={(reason) => actions.requestCancellation(cancelling.id, reason)}
        />
      )}
    </div>
  );
}
