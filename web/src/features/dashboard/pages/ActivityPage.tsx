import { ExportCsvButton, ListPanel, listTableProps, ListToolbar, useListState } from '../../../components/admin-list';
import { AuditEntryTable } from '../../../components/audit/AuditEntryTable';
import { NO_AUDIT_FILTERS, useAuditEntries } from '../../../components/audit/audit-entries';
import {
  ACTIVITY_DEFAULT_SORT,
  ACTIVITY_FILTERS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_SORTS,
  activityFilters,
  exportFilters,
} from '../activity-filters';
import { ActivityFilters } from '../components/activity/ActivityFilters';
import '../dashboard.css';

/** Activity (/admin/activity): the whole audit trail the viewer may see, filtered and paged, with CSV export. */
export default function ActivityPage() {
  const list = useListState({
    sortFields: ACTIVITY_SORTS,
    defaultSort: ACTIVITY_DEFAULT_SORT,
    defaultPageSize: ACTIVITY_PAGE_SIZE,
    filters: ACTIVITY_FILTERS,
  });
  const filters = activityFilters(list.filters);
  const result = useAuditEntries({ ...NO_AUDIT_FILTERS, ...filters, offset: list.offset, limit: list.limit });
  const filtered = Object.values(filters).some((v) => v !== null);
  return (
    <ListPanel className="activity-page">
      <ListToolbar
        filters={<ActivityFilters values={list.filters} onChange={list.setFilter} />}
        actions={<ExportCsvButton path="/api/export/audit.csv" params={exportFilters(filters)} />}
      />
      <AuditEntryTable
        {...listTableProps(list, result, (data) => data.auditEntries)}
        onSortChange={undefined}
        empty={filtered ? 'No activity matches the filters' : 'No activity yet'}
      />
    </ListPanel>
  );
}
