import { Link } from 'react-router-dom';
import { isBackOfficeRole, useSessionUser } from '../../lib/session';

export default function ClientDashboardPage() {
  const user = useSessionUser();
  return (
    <div className="status-page">
      <h1 className="status-page__title">Client Dashboard</h1>
      {user && <p className="status-page__text">Signed in as {user.name}.</p>}
      {isBackOfficeRole(user?.role) && (
        <div className="status-page__links">
          <Link to="/admin/dashboard" className="button button--primary">
            Open the back office
          </Link>
        </div>
      )}
    </div>
  );
}
