import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import '../payroll.css';

const FORMAT = 'YYYY-MM';

export interface MonthFilterProps {
  /** yyyy-MM, or null for every month. */
  value: string | null;
  onChange: (month: string | null) => void;
}

/** The month a list shows; cleared, every month. */
export function MonthFilter({ value, onChange }: MonthFilterProps) {
  return (
    <DatePicker
      picker="month"
      aria-label="Filter by month"
      format={FORMAT}
      value={value ? dayjs(value, FORMAT) : null}
      onChange={(date) => onChange(date ? date.format(FORMAT) : null)}
      placeholder="All months"
      className="payroll-month-filter"
    />
  );
}
