import { Link } from 'react-router-dom';
import { ActivityText, EntryTime } from '../../../components/audit/AuditEntryTable';
import { NO_AUDIT_FILTERS, useAuditEntries } from '../../../components/audit/audit-entries';
import { DashboardPart, PartState } from './DashboardPart';

/** How many of the latest entries the dashboard shows. */
export const RECENT_COUNT = 5;
export const RECENT_VARIABLES = { ...NO_AUDIT_FILTERS, offset: 0, limit: RECENT_COUNT };

/** The five latest entries of the audit trail the viewer may see, and 'View all'. */
export function RecentActivities() {
  const { data, error, refetch } = useAuditEntries(RECENT_VARIABLES);
  const entries = data?.auditEntries.items;
  let body;
  if (entries === undefined) {
    body = <PartState error={error} onRetry={refetch} what="the recent activities" loading="Loading activities..." />;
  } else if (entries.length === 0) {
    body = <p className="dashboard-part__state">No activity yet</p>;
  } else {
    body = (
      <ul className="recent-activities">
        {entries.map((entry) => (
          <li key={entry.id} className="recent-activities__item">
            <ActivityText entry={entry} />
            <span className="recent-activities__meta">
              <span>{entry.actorName}</span>
              <span aria-hidden> · </span>
              <EntryTime at={entry.at} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DashboardPart title="Recent Activities" extra={<Link to="/admin/activity">View all</Link>}>
      {body}
    </DashboardPart>
  );
}
