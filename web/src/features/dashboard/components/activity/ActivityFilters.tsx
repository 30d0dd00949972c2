import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { actionLabel, entityLabel } from '../../../../components/audit/activity';
import { useAuditFilterOptions } from '../../../../components/audit/audit-entries';
import type { ActivityFilter } from '../../activity-filters';

const FORMAT = 'YYYY-MM-DD';
const ALL = '';

export interface ActivityFiltersProps {
  values: Record<ActivityFilter, string | null>;
  onChange: (name: ActivityFilter, value: string | null) => void;
}

/** Who, what kind of record, which action, and from which day to which: each kept in the URL. */
export function ActivityFilters({ values, onChange }: ActivityFiltersProps) {
  const options = useAuditFilterOptions().data?.auditFilterOptions;
  const select = (name: ActivityFilter, label: string, all: string, items: { value: string; label: string }[]) => (
    <Select
      aria-label={label}
      value={values[name] ?? ALL}
      options={[{ value: ALL, label: all }, ...items]}
      onChange={(value: string) => onChange(name, value || null)}
      className="activity-filter"
      popupMatchSelectWidth={false}
    />
  );
  const day = (name: 'from' | 'to', label: string) => (
    <DatePicker
      aria-label={label}
      placeholder={label}
      format={FORMAT}
      value={values[name] ? dayjs(values[name], FORMAT) : null}
      onChange={(date) => onChange(name, date ? date.format(FORMAT) : null)}
      className="activity-filter activity-filter--day"
    />
  );
  return (
    <>
      {select(
        'user',
        'Filter by user',
        'All users',
        (options?.users ?? []).map((u) => ({ value: String(u.id), label: u.name })),
      )}
      {select(
        'entity',
        'Filter by record type',
        'All record types',
        (options?.entities ?? []).map((e) => ({ value: e, label: entityLabel(e) })),
      )}
      {select(
        'action',
        'Filter by action',
        'All actions',
        (options?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) })),
      )}
      {day('from', 'From day')}
      {day('to', 'To day')}
    </>
  );
}
