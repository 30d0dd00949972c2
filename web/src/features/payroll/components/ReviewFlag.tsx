import { Tag, Tooltip } from 'antd';
import { formatMoney } from '../../../lib/format';
import { PAYROLL_REVIEW_THRESHOLD_PERCENT } from '@site/shared';
import '../payroll.css';

/** What the flag says: why the row wants a second look, and last month's net to compare with. */
export const reviewText = (previousNet: string | null | undefined) =>
  `Net differs by more than ${PAYROLL_REVIEW_THRESHOLD_PERCENT}% from the previous month` +
  (previousNet ? ` (${formatMoney(previousNet)})` : '');

/**
 * 'Review' beside a row whose net moved more than the threshold against the same employee's
 * previous month. The reason shows on hover and on keyboard focus, and is read with the tag.
 */
export function ReviewFlag({ previousNet }: { previousNet: string | null | undefined }) {
  const text = reviewText(previousNet);
  return (
    <Tooltip title={text}>
      <Tag className="payroll-review" tabIndex={0}>
        Review<span className="visually-hidden">: {text}</span>
      </Tag>
    </Tooltip>
  );
}
