import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import type { LeaveCalendarQuery } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { todayIso } from '../../../lib/format';
import { useLeaveCalendar } from '../api/leave';
import { LEAVE_TYPE_LABELS } from '../constants';
import { addMonths, monthOf, monthTitle } from '../leave-dates';
import { calendarKind, monthWeeks } from '../month-grid';
import { LeaveStatusTag } from './LeaveStatusTag';
import { dateRange, employeeName } from './RequestSummary';

type Entry = LeaveCalendarQuery['leaveCalendar'][number];

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** How many names a day shows before '+N'. */
const NAMES_PER_DAY = 2;

export const CALENDAR_TEXTS = {
  title: 'Leave Calendar',
  loading: 'Loading the calendar...',
  failed: 'Error loading the leave calendar',
  empty: (month: string) => `No approved or pending leave in ${monthTitle(month)}`,
  kind: { approved: 'Approved', pending: 'Pending' },
};

const firstName = (entry: Entry) => employeeName(entry).split(' ')[0];

function DayCell({ date, inMonth, weekend, entries }: ReturnType<typeof monthWeeks<Entry>>[number][number]) {
  const day = Number(date.slice(8));
  const classes = [
    'leave-calendar__day',
    !inMonth && 'is-outside',
    weekend && 'is-weekend',
    date === todayIso() && 'is-today',
  ];
  return (
    <td className={classes.filter(Boolean).join(' ')}>
      <span className="leave-calendar__number" aria-hidden={!inMonth || undefined}>
        {day}
      </span>
      {inMonth && entries.length > 0 && (
        <ul className="leave-calendar__names">
          {entries.slice(0, NAMES_PER_DAY).map((entry) => (
            <li key={entry.id} className={`leave-calendar__chip is-${calendarKind(entry.status)}`}>
              <span aria-hidden>{firstName(entry)}</span>
              <span className="visually-hidden">
                {employeeName(entry)}, {CALENDAR_TEXTS.kind[calendarKind(entry.status)!]}
              </span>
            </li>
          ))}
          {entries.length > NAMES_PER_DAY && (
            <li className="leave-calendar__more">
              <span aria-hidden>+{entries.length - NAMES_PER_DAY}</span>
              <span className="visually-hidden">and {entries.length - NAMES_PER_DAY} more</span>
            </li>
          )}
        </ul>
      )}
    </td>
  );
}

/**
 * A month of approved and pending leave: the team's for a manager, everyone's for HR and admins
 * (the API decides). The grid shows who is off each day; the list under it says it in full.
 */
export function LeaveCalendar({ initialMonth = monthOf(todayIso()) }: { initialMonth?: string }) {
  const [month, setMonth] = useState(initialMonth);
  const { data, previousData, loading, error, refetch } = useLeaveCalendar(month);
  const shown = data ?? (loading ? previousData : undefined);
  const entries = shown?.leaveCalendar ?? [];
  const weeks = monthWeeks(month, entries);
  const listed = weeks.flat().flatMap((d) => (d.inMonth ? d.entries : []));
  const inMonth = [...new Map(listed.map((e) => [e.id, e])).values()];

  return (
    <Card className="leave-calendar" title={<h2 className="leave-page__heading">{CALENDAR_TEXTS.title}</h2>}>
      <div className="leave-calendar__bar">
        <Button icon={<LeftOutlined />} aria-label="Previous month" onClick={() => setMonth(addMonths(month, -1))} />
        <h3 className="leave-calendar__month" aria-live="polite">
          {monthTitle(month)}
        </h3>
        <Button icon={<RightOutlined />} aria-label="Next month" onClick={() => setMonth(addMonths(month, 1))} />
        <Button onClick={() => setMonth(monthOf(todayIso()))} disabled={month === monthOf(todayIso())}>
          This month
        </Button>
        <Space className="leave-calendar__legend" size="small" aria-hidden>
          <span className="leave-calendar__chip is-approved">{CALENDAR_TEXTS.kind.approved}</span>
          <span className="leave-calendar__chip is-pending">{CALENDAR_TEXTS.kind.pending}</span>
        </Space>
      </div>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={CALENDAR_TEXTS.failed}
          description={errorMessage(error)}
          action={
            <Button size="small" onClick={() => void refetch().catch(() => {})}>
              Retry
            </Button>
          }
        />
      ) : !shown ? (
        <div role="status" aria-label={CALENDAR_TEXTS.loading}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <>
          <table className="leave-calendar__grid" aria-busy={loading}>
            <caption className="visually-hidden">Leave in {monthTitle(month)}</caption>
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={short} scope="col" abbr={long}>
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]!.date}>
                  {week.map((day) => (
                    <DayCell key={day.date} {...day} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {inMonth.length === 0 ? (
            <Typography.Paragraph type="secondary" className="leave-calendar__empty">
              {CALENDAR_TEXTS.empty(month)}
            </Typography.Paragraph>
          ) : (
            <ul className="leave-list leave-calendar__list" aria-label={`Leave in ${monthTitle(month)}`}>
              {inMonth.map((entry) => (
                <li key={entry.id} className="leave-list__item">
                  <span>
                    <strong>{employeeName(entry)}</strong> {dateRange(entry)}, {LEAVE_TYPE_LABELS[entry.type]}
                  </span>
                  <LeaveStatusTag status={entry.status} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
