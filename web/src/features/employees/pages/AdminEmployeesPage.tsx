import { ListPanel, ListToolbar, useAdminList } from '../../../components/admin-list';
import { useAdminEmployees } from '../api/employees';
import { useEmployeeActions } from '../api/useEmployeeActions';
import { EmployeeTable } from '../components/EmployeeTable';
import { asStatus, StatusFilter } from '../components/StatusFilter';
import { ADMIN_DEFAULT_SORT, ADMIN_PAGE_SIZE, EMPLOYEE_SORTS, EMPLOYEE_STATUSES, STATUS_FILTER } from '../constants';

export default function AdminEmployeesPage() {
  const list = useAdminList({
    sortFields: EMPLOYEE_SORTS,
    defaultSort: ADMIN_DEFAULT_SORT,
    defaultPageSize: ADMIN_PAGE_SIZE,
    filters: [STATUS_FILTER],
    filterValues: { [STATUS_FILTER]: EMPLOYEE_STATUSES },
    searchLabel: 'Search employees',
    searchPlaceholder: 'Search employees...',
    exportPath: '/api/export/employees.csv',
    add: { to: '/admin/employees/new', label: 'Add Employee' },
  });
  const status = asStatus(list.state.filters.status);
  const result = useAdminEmployees({ ...list.variables, status });
  const actions = useEmployeeActions();

  return (
    <ListPanel>
      <ListToolbar
        {...list.toolbar}
        filters={<StatusFilter value={status} onChange={(s) => list.state.setFilter(STATUS_FILTER, s)} />}
      />
      <EmployeeTable
        {...list.table(result, (data) => data.adminEmployees)}
        onStatusChange={(e, next) => list.saveRow(e.id, () => actions.setStatus(e.id, next))}
        onDelete={(e) => list.saveRow(e.id, () => actions.remove(e.id))}
      />
    </ListPanel>
  );
}
