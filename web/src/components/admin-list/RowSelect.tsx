import { Select } from 'antd';

export interface RowSelectProps<V extends string> {
  /** The control's accessible name, such as 'Status of Fleet Tracking App'. */
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  /** A new value was chosen: save it (the row shows the saved value until the list has it). */
  onChange: (value: V) => void;
  /** While the row saves. */
  busy?: boolean;
}

/** A value changed in place in a list row, such as a status. */
export function RowSelect<V extends string>({ label, value, options, onChange, busy = false }: RowSelectProps<V>) {
  return (
    <Select<V>
      aria-label={label}
      value={value}
      options={options as { value: V; label: string }[]}
      onChange={onChange}
      disabled={busy}
      className="admin-table__select"
      size="small"
    />
  );
}
