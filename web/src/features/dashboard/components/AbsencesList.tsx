import type { DashboardAbsencesQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { splitByWeek } from '../absence-weeks';
import { useDashboardAbsences } from '../api/dashboard';
import { LEAVE_STATUS_LABELS, LEAVE_TYPE_LABELS } from '../dashboard-format';
import { DashboardPart, PartState } from './DashboardPart';

type Absence = DashboardAbsencesQuery['dashboardAbsences'][number];

function Week({ title, absences }: { title: string; absences: readonly Absence[] }) {
  return (
    <section className="absences__week" aria-label={title}>
      <h3 className="absences__heading">{title}</h3>
      {absences.length === 0 ? (
        <p className="dashboard-part__state">Nobody is off</p>
      ) : (
        <ul className="absences__list">
          {absences.map((a) => (
            <li key={a.leaveRequestId} className="absences__item">
              <span className="absences__name">{a.employeeName}</span>
              <span className="absences__meta">
                {LEAVE_TYPE_LABELS[a.type] ?? a.type}, {formatDate(a.startDate)}
                {a.endDate !== a.startDate && ` – ${formatDate(a.endDate)}`}
                {a.status !== 'HR_APPROVED' && ` (${LEAVE_STATUS_LABELS[a.status] ?? a.status}, not yet approved)`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** HR and admins: who is off this week and next, approved or still waiting for approval. */
export function AbsencesList({ today }: { today?: string }) {
  const { data, error, refetch } = useDashboardAbsences();
  let body;
  if (!data) {
    body = <PartState error={error} onRetry={refetch} what="who is off" loading="Loading absences..." />;
  } else {
    const { thisWeek, nextWeek } = splitByWeek(data.dashboardAbsences, today);
    body = (
      <div className="absences">
        <Week title="This week" absences={thisWeek} />
        <Week title="Next week" absences={nextWeek} />
      </div>
    );
  }
  return <DashboardPart title="Who Is Off">{body}</DashboardPart>;
}
