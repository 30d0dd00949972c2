import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import './admin-list.css';

export interface ListToolbarProps {
  /** The search box's text, as typed (`useListState().searchText`); left out, the list has no search box. */
  search?: string;
  onSearchChange?: (text: string) => void;
  /** The box's accessible name, such as 'Search projects'. */
  searchLabel?: string;
  /** Such as 'Search projects...'. */
  searchPlaceholder?: string;
  /** Filter controls beside the search. */
  filters?: ReactNode;
  /** Buttons at the end: 'Add ...', <ExportCsvButton />. */
  actions?: ReactNode;
}

/** Above a list: its search box, its filters, and its actions. */
export function ListToolbar({
  search,
  onSearchChange,
  searchLabel,
  searchPlaceholder,
  filters,
  actions,
}: ListToolbarProps) {
  return (
    <div className="admin-list__toolbar" role="search">
      {onSearchChange && (
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={searchPlaceholder}
          aria-label={searchLabel}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="admin-list__search"
        />
      )}
      {filters && <div className="admin-list__filters">{filters}</div>}
      {actions && <div className="admin-list__actions">{actions}</div>}
    </div>
  );
}
