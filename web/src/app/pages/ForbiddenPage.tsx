import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

export const DEFAULT_FORBIDDEN_MESSAGE = "You don't have permission to access this page";

export default function ForbiddenPage() {
  const state = useLocation().state as { message?: string; from?: string } | null;
  const message = state?.message ?? DEFAULT_FORBIDDEN_MESSAGE;
  useEffect(() => {
    console.error('403 Forbidden:', state?.from ?? 'unknown page', message);
  }, [state?.from, message]);
  return (
    <div className="status-page">
      <p className="status-page__code">403</p>
      <h1 className="status-page__title">Access Denied</h1>
      <p className="status-page__text">{message}</p>
      <p className="status-page__text">Please contact an administrator if you believe this is an error.</p>
      <div className="status-page__links">
        <Link to="/" className="button button--primary">
          Return to Home
        </Link>
        <Link to="/contact" className="button button--outline">
          Contact Support
        </Link>
      </div>
    </div>
  );
}
