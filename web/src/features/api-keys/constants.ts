import {
  API_KEY_FORMAT,
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_STATUS,
  API_SCOPE,
  API_SCOPE_DESCRIPTIONS,
  codeLabels,
  codeNames,
  codeOptions,
} from '@site/shared';
import type { ListStateOptions } from '../../components/admin-list';
import type { ApiKeyStatus, ApiScope } from '../../gql/graphql';

export { API_KEY_FORMAT, API_KEY_LIMITS, API_KEY_MESSAGES };

// Typed by the API's enums: a value the API adds or drops fails the type check here.
export const SCOPE_LABELS: Readonly<Record<ApiScope, string>> = /* @__PURE__ */ codeLabels(API_SCOPE);
export const SCOPES: ApiScope[] = /* @__PURE__ */ codeNames(API_SCOPE);
export const SCOPE_DESCRIPTIONS: Readonly<Record<ApiScope, string>> = API_SCOPE_DESCRIPTIONS;
export const STATUS_LABELS: Readonly<Record<ApiKeyStatus, string>> = /* @__PURE__ */ codeLabels(API_KEY_STATUS);
export const STATUSES: ApiKeyStatus[] = /* @__PURE__ */ codeNames(API_KEY_STATUS);
export const STATUS_OPTIONS: { value: ApiKeyStatus; label: string }[] = /* @__PURE__ */ codeOptions(API_KEY_STATUS);

/** The status filter's URL parameter, holding the API's enum name (`?status=ACTIVE`). */
export const STATUS_FILTER = 'status';
export const API_KEYS_PAGE_SIZE = 10;

/** The list sorts by no column: newest first, always (the API's one order). */
export type ApiKeySort = 'CREATED_AT';
export const API_KEY_LIST_OPTIONS: ListStateOptions<ApiKeySort, typeof STATUS_FILTER> = {
  sortFields: ['CREATED_AT'],
  defaultSort: { field: 'CREATED_AT', direction: 'DESC' },
  defaultPageSize: API_KEYS_PAGE_SIZE,
  filters: [STATUS_FILTER],
  filterValues: { [STATUS_FILTER]: STATUSES },
};

export const API_KEY_LIST_TEXTS = {
  loading: 'Loading API keys...',
  empty: 'No API keys yet',
  emptyDescription: 'Create a key for each partner that calls the API; its secret is shown once.',
  noMatch: 'No API keys match the search or filter',
  error: 'Error loading API keys',
};

/** Quick expiry choices, in days from today. */
export const EXPIRY_PRESETS = [30, 90, 365] as const;
/** The expiry a new key's form starts with. */
export const DEFAULT_EXPIRY_DAYS = 90;

export const TOKEN_TEXTS = {
  warning: 'Copy this key now. It will not be shown again.',
  warningDetail:
    'Only a hash of the key is stored. If it is lost, roll the key to get a new one, or revoke it and create another.',
  copied: 'Copied to the clipboard',
  copyFallback: 'Copying is not available here: select the key and copy it yourself (Ctrl+C or ⌘C).',
};
