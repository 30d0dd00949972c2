import { Select } from 'antd';
import type { EmployeeStatus } from '../../../gql/graphql';
import { EMPLOYEE_STATUSES } from '../constants';
import { statusOptions } from './EmployeeTable';
import '../employees.css';

const ALL = 'ALL';

/** The employee status a list filter holds in the URL, or null for any other text. */
export const asStatus = (value: string | null): EmployeeStatus | null =>
  EMPLOYEE_STATUSES.find((status) => status === value) ?? null;

export interface StatusFilterProps {
  value: EmployeeStatus | null;
  onChange: (status: EmployeeStatus | null) => void;
}

/** 'All statuses', or only the employees in one status. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <Select<EmployeeStatus | typeof ALL>
      aria-label="Filter by status"
      value={value ?? ALL}
      options={[{ value: ALL, label: 'All statuses' }, ...statusOptions]}
      onChange={(status) => onChange(status === ALL ? null : status)}
      className="employee-status-filter"
    />
  );
}
