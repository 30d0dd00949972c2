import {
  AdminTable,
  RowActions,
  RowSelect,
  type AdminColumn,
  type ListTableProps,
} from '../../../components/admin-list';
import type { Department, EmployeeFieldsFragment, EmployeeSort, EmployeeStatus } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import {
  DEPARTMENT_LABELS,
  EMPLOYEE_LIST_TEXTS,
  EMPLOYEE_MESSAGES,
  EMPLOYEE_STATUSES,
  STATUS_LABELS,
} from '../constants';
import '../employees.css';

export interface EmployeeTableProps extends ListTableProps<EmployeeFieldsFragment, EmployeeSort> {
  onStatusChange: (employee: EmployeeFieldsFragment, status: EmployeeStatus) => void;
  onDelete: (employee: EmployeeFieldsFragment) => void;
}

export const statusOptions = EMPLOYEE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** An address that may break after its '@' (and only there) when the column is narrow. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <span>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}

export function EmployeeTable({ busyIds, onStatusChange, onDelete, ...table }: EmployeeTableProps) {
  const busy = (e: EmployeeFieldsFragment) => busyIds?.has(e.id) ?? false;
  const columns: AdminColumn<EmployeeFieldsFragment, EmployeeSort>[] = [
    // Widths that keep all seven columns inside the card at 1280 px: a long position wraps, an
    // address breaks after its '@', and on a phone a long name wraps beside its status.
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sortField: 'NAME',
      width: 120,
      render: (name: string) => <strong className="employee-table__name">{name}</strong>,
    },
    {
      title: 'Position',
      dataIndex: 'position',
      key: 'position',
      sortField: 'POSITION',
      responsive: ['md'],
      width: 150,
    },
    {
      title: 'Department',
      dataIndex: 'department',
      key: 'department',
      sortField: 'DEPARTMENT',
      responsive: ['lg'],
      render: (department: Department) => DEPARTMENT_LABELS[department],
    },
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      sortField: 'EMAIL',
      responsive: ['lg'],
      width: 160,
      render: (email: string) => <EmailAddress email={email} />,
    },
    {
      title: 'Join Date',
      dataIndex: 'joinDate',
      key: 'joinDate',
      sortField: 'JOIN_DATE',
      responsive: ['md'],
      render: formatDate,
    },
    {
      title: 'Status',
      key: 'status',
      sortField: 'STATUS',
      render: (_, e) => (
        <RowSelect
          label={`Status of ${e.name}`}
          value={e.status}
          options={statusOptions}
          onChange={(status) => onStatusChange(e, status)}
          busy={busy(e)}
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, e) => (
        <RowActions
          name={e.name}
          editPath={`/admin/employees/edit/${e.id}`}
          deleteConfirmation={EMPLOYEE_MESSAGES.deleteConfirm}
          onDelete={() => onDelete(e)}
          busy={busy(e)}
        />
      ),
    },
  ];
  return (
    <AdminTable<EmployeeFieldsFragment, EmployeeSort>
      {...table}
      columns={columns}
      busyIds={busyIds}
      texts={EMPLOYEE_LIST_TEXTS}
      totalText={(n) => `${n} employees`}
    />
  );
}
