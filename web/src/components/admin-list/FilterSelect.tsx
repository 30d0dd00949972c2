import { Select } from 'antd';

const ALL = '';

export interface FilterSelectProps<V extends string> {
  /** The box's accessible name, such as 'Filter by status'. */
  label: string;
  /** The choice that filters nothing, such as 'All statuses'. */
  allLabel: string;
  options: readonly { value: V; label: string }[];
  /** The value in force (from the URL), or null for all. */
  value: V | null;
  onChange: (value: V | null) => void;
  className?: string;
}

/** A list filter beside the search: one value out of a fixed list, or all of them. */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
  className,
}: FilterSelectProps<V>) {
  return (
    <Select<V | typeof ALL>
      aria-label={label}
      value={value ?? ALL}
      options={[{ value: ALL, label: allLabel }, ...options]}
      onChange={(next) => onChange(next === ALL ? null : next)}
      className={className}
      popupMatchSelectWidth={false}
    />
  );
}
