import { Alert, Button, Card, Statistic } from 'antd';
import { errorMessage } from '../../../lib/errors';
import { useQuoteStats } from '../api/admin-quotes';

/**
 * The four counts over all quotes (not the filtered page): Total Quotes, Pending (and how many
 * of them are overdue), Responded, High Value.
 */
export function QuoteStatsCards() {
  const { data, loading, error, refetch } = useQuoteStats();
  const stats = data?.quoteStats;
  const shown = (n: number | undefined) => (n === undefined ? '–' : n);
  const overdue = stats?.overdue ?? 0;
  return (
    <section aria-label="Quote counts">
      {error && !stats && (
        <Alert
          type="error"
          showIcon
          className="quote-stats__error"
          title="Error loading the quote counts"
          description={errorMessage(error)}
          action={
            <Button size="small" onClick={() => void refetch().catch(() => {})}>
              Retry
            </Button>
          }
        />
      )}
      <div className="quote-stats" aria-busy={loading || undefined}>
        <Card>
          <Statistic title="Total Quotes" value={shown(stats?.total)} />
        </Card>
        <Card>
          <Statistic title="Pending" value={shown(stats?.pending)} />
          {stats && (
            <span className={overdue > 0 ? 'quote-stats__overdue quote-stats__overdue--some' : 'quote-stats__overdue'}>
              {overdue} overdue
            </span>
          )}
        </Card>
        <Card>
          <Statistic title="Responded" value={shown(stats?.responded)} />
        </Card>
        <Card>
          <Statistic title="High Value" value={shown(stats?.highValue)} />
        </Card>
      </div>
    </section>
  );
}
