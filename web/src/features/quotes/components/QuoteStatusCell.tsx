import { ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { QuoteFieldsFragment } from '../../../gql/graphql';
import { QUOTE_STATUS_CLASSES, QUOTE_STATUS_LABELS } from '../admin-constants';
import { waitingText } from '../quote-state';

export type QuoteStatusCellProps = Pick<QuoteFieldsFragment, 'status' | 'workingDaysWaiting' | 'overdue'>;

/** A quote's status badge and, while it is pending, how long it has waited (overdue in red and in words). */
export function QuoteStatusCell(quote: QuoteStatusCellProps) {
  const waiting = waitingText(quote);
  return (
    <div className="quote-status">
      <Tag className={QUOTE_STATUS_CLASSES[quote.status]}>{QUOTE_STATUS_LABELS[quote.status]}</Tag>
      {waiting && (
        <span className={quote.overdue ? 'quote-waiting quote-waiting--overdue' : 'quote-waiting'}>
          {quote.overdue ? <ExclamationCircleOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />} {waiting}
        </span>
      )}
    </div>
  );
}
