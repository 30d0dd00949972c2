import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/errors';

const idOf = (title: string) => `part-${title.toLowerCase().replace(/\W+/g, '-')}`;

export interface DashboardPartProps {
  title: string;
  /** Beside the title, such as 'View all'. */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One part of the dashboard: a card that is a landmark named by its heading. */
export function DashboardPart({ title, extra, className = '', children }: DashboardPartProps) {
  const id = idOf(title);
  return (
    <Card
      title={
        <h2 id={id} className="dashboard-part__title">
          {title}
        </h2>
      }
      extra={extra}
      className={`dashboard-part ${className}`.trim()}
      role="region"
      aria-labelledby={id}
    >
      {children}
    </Card>
  );
}

export interface PartStateProps {
  /** The part's query failed: its message, with Retry. */
  error?: unknown;
  onRetry: () => unknown;
  /** What could not be loaded, such as 'the recent activities'. */
  what: string;
  /** Said while loading, such as 'Loading activities...'. */
  loading?: string;
}

/** A part without its data yet: why it failed with Retry, or that it is loading. */
export function PartState({ error, onRetry, what, loading = 'Loading...' }: PartStateProps) {
  if (error) {
    return (
      <div role="alert" className="dashboard-part__error">
        <p>
          Could not load {what}: {errorMessage(error)}
        </p>
        <Button size="small" onClick={() => void Promise.resolve(onRetry()).catch(() => {})}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="dashboard-part__state">
      {loading}
    </p>
  );
}
