import { FilterSelect } from '../../../components/admin-list';
import type { ApiKeyStatus } from '../../../gql/graphql';
import { STATUS_OPTIONS, STATUSES } from '../constants';
import '../api-keys.css';

/** The status the URL holds, as the API's enum; any other text counts as no filter. */
export const asStatus = (value: string | null): ApiKeyStatus | null => STATUSES.find((s) => s === value) ?? null;

export interface StatusFilterProps {
  value: ApiKeyStatus | null;
  onChange: (status: ApiKeyStatus | null) => void;
}

/** 'All statuses', or only the keys in one status. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <FilterSelect
      label="Filter by status"
      allLabel="All statuses"
      options={STATUS_OPTIONS}
      value={value}
      onChange={onChange}
      className="api-key-status-filter"
    />
  );
}
