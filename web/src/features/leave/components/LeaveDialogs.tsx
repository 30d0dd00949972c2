import { LEAVE_LIMITS as L } from '@site/shared';
import { Button, Input, Modal, Form } from 'antd';
import { useId, useState } from 'react';
import type { LeaveRequestFieldsFragment } from '../../../gql/graphql';
import {
  approvalNotesSchema,
  cancellationReasonSchema,
  messageFor,
  rejectReasonSchema,
} from '../schemas/leave-request.schema';
import { ApprovalContext } from './ApprovalContext';
import { ReasonDialog } from './ReasonDialog';
import { RequestSummary } from './RequestSummary';

interface DialogProps {
  request: LeaveRequestFieldsFragment;
  onClose: () => void;
}

/** Approve, with optional notes, seeing who else is off then and the balance it leaves. */
export function ApproveDialog({
  request,
  step,
  onApprove,
  onClose,
}: DialogProps & { step: 'MANAGER' | 'HR'; onApprove: (notes: string) => Promise<unknown> }) {
  return (
    <ReasonDialog
      open
      title={step === 'HR' ? 'Approve leave request (HR)' : 'Approve leave request'}
      summary={<RequestSummary request={request} />}
      label="Notes (optional)"
      schema={approvalNotesSchema}
      maxLength={L.notes}
      submitLabels={['Approve', 'Approving...']}
      onSubmit={onApprove}
      onClose={onClose}
    >
      <ApprovalContext requestId={request.id} />
    </ReasonDialog>
  );
}

/** Reject, with the reason the employee will read: the Reject button waits for it. */
export function RejectDialog({
  request,
  onReject,
  onClose,
}: DialogProps & { onReject: (reason: string) => Promise<unknown> }) {
  return (
    <ReasonDialog
      open
      title="Reject leave request"
      summary={<RequestSummary request={request} />}
      label="Reason for rejection"
      schema={rejectReasonSchema}
      required
      danger
      maxLength={L.notes}
      submitLabels={['Reject', 'Rejecting...']}
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}

/** The employee asks to cancel approved leave that has not started, saying why (the approvers see it). */
export function CancellationRequestDialog({
  request,
  onRequest,
  onClose,
}: DialogProps & { onRequest: (reason: string) => Promise<unknown> }) {
  return (
    <ReasonDialog
      open
      title="Request cancellation"
      summary={<RequestSummary request={request} />}
      label="Why do you want to cancel this leave?"
      schema={cancellationReasonSchema}
      required
      maxLength={L.cancellationReason}
      submitLabels={['Request cancellation', 'Sending...']}
      onSubmit={onRequest}
      onClose={onClose}
    />
  );
}

/** An approver decides on a cancellation request: cancel the leave, or keep it approved. */
export function CancellationDecisionDialog({
  request,
  onDecide,
  onClose,
}: DialogProps & { onDecide: (approve: boolean, notes: string) => Promise<unknown> }) {
  const id = useId();
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState<'approve' | 'decline' | null>(null);
  const message = messageFor(approvalNotesSchema, notes);
  const decide = async (approve: boolean) => {
    if (message) return;
    setSaving(approve ? 'approve' : 'decline');
    try {
      await onDecide(approve, notes);
      onClose();
    } catch {
      // The failure toast has said why; the dialog stays open.
    } finally {
      setSaving(null);
    }
  };
  return (
    <Modal
      open
      title="Cancellation request"
      onCancel={saving ? undefined : onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose} disabled={Boolean(saving)}>
          Close
        </Button>,
        <Button key="decline" disabled={Boolean(saving)} onClick={() => void decide(false)}>
          {saving === 'decline' ? 'Declining...' : 'Decline cancellation'}
        </Button>,
        <Button key="approve" type="primary" danger disabled={Boolean(saving)} onClick={() => void decide(true)}>
          {saving === 'approve' ? 'Cancelling...' : 'Approve cancellation'}
        </Button>,
      ]}
    >
      <RequestSummary request={request} />
      <Form.Item
        label="Notes (optional)"
        htmlFor={id}
        layout="vertical"
        validateStatus={message ? 'error' : undefined}
        help={message}
      >
        <Input.TextArea
          id={id}
          rows={3}
          value={notes}
          maxLength={L.notes}
          showCount
          onChange={(e) => setNotes(e.target.value)}
        />
      </Form.Item>
    </Modal>
  );
}
