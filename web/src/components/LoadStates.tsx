import { errorMessage } from '../lib/errors';

/** A page's loading line, centred where the page will be. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="status-page">
      <p className="state-text" role="status">
        {label}
      </p>
    </div>
  );
}

/** 'Retry' after a failed load; a retry that fails again shows through the query's own error state. */
export function RetryButton({ onRetry }: { onRetry: () => unknown }) {
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => void Promise.resolve(onRetry()).catch(() => {})}
    >
      Retry
    </button>
  );
}

/** A page whose data could not be loaded: what failed, why, and a way to try again. */
export function PageLoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => unknown }) {
  return (
    <div className="status-page" role="alert">
      <h1 className="status-page__title">{title}</h1>
      <p className="status-page__text">{errorMessage(error)}</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
