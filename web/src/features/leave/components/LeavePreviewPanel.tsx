import { Alert, Statistic, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { useLeavePreview } from '../api/leave';
import { LEAVE_MESSAGES } from '../constants';
import { previewVariables, type LeaveRequestFormValues } from '../schemas/leave-request.schema';
import { BalanceSummary } from './BalanceSummary';
import { dayCount } from './LeaveStatusTag';

/** How long the dates and type must rest before the API is asked (typing a date changes it key by key). */
export const PREVIEW_DELAY_MS = 300;

export const PREVIEW_TEXTS = {
  title: 'What this request takes',
  choose: 'Choose valid dates to see the working days this request takes and your balance.',
  loading: 'Working out the days...',
  failed: 'Could not work out the days',
  overBalance: (left: number) => `This is more than the ${dayCount(left)} you have left once pending leave is counted.`,
};

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Beside the leave form, live as the dates and type change: the working days the request takes
 * (weekends and public holidays left out, as the API counts them) and the balance of that type.
 */
export function LeavePreviewPanel() {
  const { values } = useFormikContext<LeaveRequestFormValues>();
  const wanted = previewVariables(values);
  // Compared as text, so a new render with the same dates is no change; the last dates that rested are asked.
  const settled = useSettled(wanted && JSON.stringify(wanted), PREVIEW_DELAY_MS);
  const variables = settled ? (JSON.parse(settled) as NonNullable<typeof wanted>) : null;
  const { data, previousData, loading, error } = useLeavePreview(variables);
  const preview = (data ?? previousData)?.leavePreview;

  let body;
  if (!wanted) body = <Typography.Paragraph type="secondary">{PREVIEW_TEXTS.choose}</Typography.Paragraph>;
  else if (error)
    body = <Alert type="warning" showIcon title={PREVIEW_TEXTS.failed} description={errorMessage(error)} />;
  else if (!preview) body = <Typography.Paragraph type="secondary">{PREVIEW_TEXTS.loading}</Typography.Paragraph>;
  else {
    const { workingDays, balance } = preview;
    const left =
      balance.remaining === null || balance.remaining === undefined ? null : balance.remaining - balance.pending;
    body = (
      <>
        <Statistic title="Working days" value={dayCount(workingDays)} className="leave-preview__days" />
        {workingDays === 0 && <Alert type="warning" showIcon title={LEAVE_MESSAGES.noWorkingDays} />}
        {left !== null && workingDays > left && (
          <Alert type="warning" showIcon title={PREVIEW_TEXTS.overBalance(Math.max(0, left))} />
        )}
        <BalanceSummary balance={balance} />
      </>
    );
  }
  return (
    <section className="leave-preview" aria-label={PREVIEW_TEXTS.title} aria-live="polite" aria-busy={loading}>
      <Typography.Title level={5}>{PREVIEW_TEXTS.title}</Typography.Title>
      {body}
    </section>
  );
}
