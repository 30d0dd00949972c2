import { Select } from 'antd';
import type { LeaveStatus } from '../../../gql/graphql';
import { LEAVE_STATUS_LABELS, LEAVE_STATUSES } from '../constants';

const options = LEAVE_STATUSES.map((value) => ({ value, label: LEAVE_STATUS_LABELS[value] }));

export const asLeaveStatus = (value: string | null): LeaveStatus | null =>
  LEAVE_STATUSES.includes(value as LeaveStatus) ? (value as LeaveStatus) : null;

/** Narrows a list to one status; cleared, every status. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: LeaveStatus | null;
  onChange: (s: LeaveStatus | null) => void;
}) {
  return (
    <Select<LeaveStatus>
      allowClear
      aria-label="Filter by status"
      placeholder="All statuses"
      className="leave-status-filter"
      value={value ?? undefined}
      options={options}
      onChange={(status) => onChange(status ?? null)}
    />
  );
}
