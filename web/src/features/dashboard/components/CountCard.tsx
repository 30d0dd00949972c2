import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { DASHBOARD_FETCH } from '../api/dashboard';
import { PartState } from './DashboardPart';

export interface CountCardProps<D> {
  title: string;
  description: string;
  icon: ReactNode;
  /** The card's own query: its loading and failure are the card's alone. */
  query: TypedDocumentNode<D, Record<string, never>>;
  count: (data: D) => number;
}

/** One figure of the dashboard, counted by the server, with its own loading and error state. */
export function CountCard<D>({ title, description, icon, query, count }: CountCardProps<D>) {
  const { data, error, refetch } = useQuery(query, DASHBOARD_FETCH);
  const id = `count-${title.toLowerCase().replace(/\W+/g, '-')}`;
  let body: ReactNode;
  if (data !== undefined) {
    body = <p className="count-card__value">{count(data)}</p>;
  } else {
    body = <PartState error={error} onRetry={refetch} what={title} />;
  }
  return (
    <Card className="count-card" aria-labelledby={id} role="region">
      <div className="count-card__head">
        <h2 id={id} className="count-card__title">
          {title}
        </h2>
        <span className="count-card__icon" aria-hidden>
          {icon}
        </span>
      </div>
      {body}
      <p className="count-card__description">{description}</p>
    </Card>
  );
}
