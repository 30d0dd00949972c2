import { dismissToast, useToasts } from '../lib/toast';
import './toaster.css';

/** The app's toasts (public site and back office), top right; screen readers hear each one as it appears. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster" role="region" aria-label="Notifications">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <div className="toast__text">
            <p className="toast__title">{t.title}</p>
            {t.description && <p className="toast__description">{t.description}</p>}
          </div>
          <button
            type="button"
            className="toast__close"
            aria-label="Close notification"
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
