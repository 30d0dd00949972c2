import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from '../admin-list';
import { FieldShell, useAdminField, type FieldProps } from './FieldShell';
import type { SelectOption } from './fields';

export interface LookupFieldProps extends FieldProps {
  /** The records the last search found (the feature's query answers `onSearch`). */
  options: readonly SelectOption<number>[];
  /**
   * The user paused typing: fetch the records matching `text` (null when the box is empty).
   * Called once typing has paused, never per key; a state setter fits (it never changes).
   */
  onSearch: (text: string | null) => void;
  /** The matches are being fetched. */
  loading?: boolean;
  /** The saved record, so its name shows before any search has found it. */
  selected?: SelectOption<number> | null;
  placeholder?: string;
  /** Said when the search finds nothing, such as 'No employees found'. */
  notFound?: string;
}

/**
 * One record out of many, by id, found by typing part of its name: the server searches, so the
 * list need not be loaded whole. Clearing it picks none (null). The chosen record keeps its name
 * on screen whatever the next search finds, and the list offers only the matches.
 */
export function LookupField({
  options,
  onSearch,
  loading,
  selected,
  placeholder,
  notFound,
  ...props
}: LookupFieldProps) {
  const { field, helpers, error, control } = useAdminField<number | null>(props);
  // The chosen record's name, kept apart from the matches: a later search need not find it.
  const [chosen, setChosen] = useState<SelectOption<number> | null>(selected ?? null);
  // What was typed, and what the last search asked for: until they agree and the answer is in,
  // the list offers only the earlier matches whose name holds the text, so Enter never picks a
  // record that does not match what was typed.
  const [typed, setTyped] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const searching = Boolean(loading) || typed !== sent;
  const text = typed?.trim().toLowerCase() ?? '';
  const shown = searching && text ? options.filter((o) => String(o.label).toLowerCase().includes(text)) : options;

  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => {
      setSent(typed);
      onSearch(typed.trim() || null);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);

  const value = field.value ?? null;
  const label = options.find((o) => o.value === value)?.label ?? (chosen?.value === value ? chosen.label : value);
  return (
    <FieldShell {...props} error={error}>
      <Select<SelectOption<number> | undefined, SelectOption<number>>
        {...control}
        labelInValue
        value={value === null ? undefined : { value, label }}
        options={shown as SelectOption<number>[]}
        allowClear
        loading={loading}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        onChange={(picked) => {
          setChosen(picked ?? null);
          void helpers.setValue(picked?.value ?? null);
        }}
        onBlur={() => void helpers.setTouched(true)}
        placeholder={placeholder}
        notFoundContent={searching ? 'Searching...' : notFound}
      />
    </FieldShell>
  );
}
