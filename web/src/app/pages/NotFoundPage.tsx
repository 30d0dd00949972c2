import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="status-page">
      <h1 className="status-page__code">404</h1>
      <p className="status-page__title">Oops! Page not found</p>
      <Link to="/" className="button button--primary">
        Return to Home
      </Link>
    </div>
  );
}
