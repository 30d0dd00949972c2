import { MailOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Typography, type BadgeProps } from 'antd';
import { useState } from 'react';
import type { EmployeeAccess, EmployeeDetailFieldsFragment } from '../../../gql/graphql';
import { EMPLOYEE_MESSAGES } from '../constants';
import '../employees.css';

export interface SignInAccessProps {
  employee: Pick<EmployeeDetailFieldsFragment, 'name' | 'email' | 'status' | 'access'>;
  /** Sends the invitation (again); rejects after its failure toast. */
  onInvite: () => Promise<unknown>;
}

// A coloured dot beside plain text: coloured text on a tint does not reach AA contrast.
const STATES: Record<EmployeeAccess, { status: BadgeProps['status']; text: string }> = {
  NONE: { status: 'default', text: 'No account' },
  INVITED: { status: 'warning', text: 'Invited' },
  ACTIVE: { status: 'success', text: 'Can sign in' },
  DISABLED: { status: 'error', text: 'Disabled' },
};

/** What the employee's access to the back office is, and the invitation that gives it. */
function describe({ name, email, status, access }: SignInAccessProps['employee']) {
  switch (access) {
    case 'NONE':
      return status === 'TERMINATED'
        ? { text: EMPLOYEE_MESSAGES.inviteTerminated }
        : {
            text: `${name} has no account yet. An invitation mails ${email} a link to choose a password; they then sign in as staff.`,
            action: 'Invite to sign in',
          };
    case 'INVITED':
      return {
        text: `The invitation to ${email} is waiting: ${name} has not chosen a password yet. A new invitation replaces the old link.`,
        action: 'Resend invitation',
      };
    case 'ACTIVE':
      return { text: `${name} can sign in with ${email}.` };
    case 'DISABLED':
      return {
        text: `The account of ${email} is disabled while the employee is Terminated. Choosing another status turns it back on.`,
      };
    default:
      return null;
  }
}

/** The edit page's sign-in panel: no account, invited, can sign in, or disabled. */
export function SignInAccess({ employee, onInvite }: SignInAccessProps) {
  const [sending, setSending] = useState(false);
  const shown = describe(employee);
  if (!employee.access || !shown) return null;
  const state = STATES[employee.access];
  const invite = async () => {
    setSending(true);
    try {
      await onInvite();
    } catch {
      // The failure toast has said why; the panel stays as it was.
    } finally {
      setSending(false);
    }
  };
  return (
    <Card
      size="small"
      className="employee-access"
      title="Sign-in account"
      extra={<Badge status={state.status} text={state.text} />}
      role="region"
      aria-label="Sign-in account"
    >
      <div className="employee-access__body">
        <Typography.Paragraph className="employee-access__text">{shown.text}</Typography.Paragraph>
        {shown.action && (
          <Button icon={<MailOutlined />} loading={sending} onClick={() => void invite()}>
            {sending ? 'Sending...' : shown.action}
          </Button>
        )}
      </div>
    </Card>
  );
}
