import { Tag } from 'antd';
import type { PayrollStatus } from '../../../gql/graphql';
import { STATUS_LABELS } from '../constants';
import '../payroll.css';

/** A record's payment status as a badge: green Paid, yellow Pending, red Cancelled. */
export function PayrollStatusTag({ status }: { status: PayrollStatus }) {
  return <Tag className={`payroll-status payroll-status--${status.toLowerCase()}`}>{STATUS_LABELS[status]}</Tag>;
}
