import { useSessionUser } from '../../../lib/session';
import { AbsencesList } from '../components/AbsencesList';
import { AttentionList } from '../components/AttentionList';
import { DashboardCards } from '../components/DashboardCards';
import { PayrollCostChart } from '../components/PayrollCostChart';
import { ProjectsChart } from '../components/ProjectsChart';
import { QuickActions } from '../components/QuickActions';
import { QuotesCharts } from '../components/QuotesCharts';
import { RecentActivities } from '../components/RecentActivities';
import '../dashboard.css';

/**
 * The back office's first page. Every part asks for its own figures, so a slow or failing part
 * shows its own state and the rest of the page is already there.
 */
export default function AdminDashboardPage() {
  const user = useSessionUser();
  const admin = user?.role === 'ADMIN';
  const hr = admin || Boolean(user?.capabilities?.includes('HR'));
  return (
    <div className="dashboard">
      <DashboardCards />
      <div className="dashboard__columns">
        <RecentActivities />
        <div className="dashboard__side">
          <AttentionList />
          <QuickActions />
        </div>
      </div>
      <div className="dashboard__charts">
        <QuotesCharts />
        <ProjectsChart />
        {admin && <PayrollCostChart />}
        {hr && <AbsencesList />}
      </div>
    </div>
  );
}
