import type { ListSort, ListState, SortDirection } from './useListState';

/** The paging, search and order variables every list query takes. */
export interface ListQueryVariables<S extends string> {
  offset: number;
  limit: number;
  search: string | null;
  sort: S;
  direction: SortDirection;
}

/** The list state as its query's variables; a list with filters spreads its own next to these. */
export function listVariables<S extends string, F extends string>(list: ListState<S, F>): ListQueryVariables<S> {
  const { offset, limit, search, sort } = list;
  return { offset, limit, search, sort: sort.field, direction: sort.direction };
}

/** What a list's table takes from the list state and its query, whatever its rows are. */
export interface ListTableProps<Row, S extends string = string> {
  rows: readonly Row[];
  /** How many rows match in all (the server's total). */
  total: number;
  /** A request is under way: the first one shows the loading text; later ones a spinner over the rows. */
  loading: boolean;
  /** The list could not be loaded: shown in place of the table, with Retry. */
  error?: unknown;
  onRetry?: () => unknown;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  /** Page sizes offered under the table; leave out to keep one size. */
  pageSizes?: readonly number[];
  sort?: ListSort<S>;
  /** A sortable header was clicked: the new order, or null for the list's default. */
  onSortChange?: (sort: ListSort<S> | null) => void;
  /** Rows whose inline change is saving: marked busy (their controls should be disabled by the columns). */
  busyIds?: ReadonlySet<number>;
}

/** The parts of an Apollo query result a list reads. */
export interface ListQueryResult<D> {
  data?: D;
  previousData?: D;
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** One page of a list as the server returns it. */
export interface ListPage<Row> {
  items: readonly Row[];
  total: number;
}

/**
 * The table's props from the list state and its query's result; `page` picks the list out of the
 * query's data. The last page stays on screen while the next one loads, so the table does not flash empty.
 */
export function listTableProps<S extends string, F extends string, D, Row>(
  list: ListState<S, F>,
  result: ListQueryResult<D>,
  page: (data: D) => ListPage<Row>,
): ListTableProps<Row, S> {
  const shown = result.data ?? result.previousData;
  const current = shown === undefined ? undefined : page(shown);
  return {
    rows: current?.items ?? [],
    total: current?.total ?? 0,
    loading: result.loading,
    error: result.error,
    onRetry: () => result.refetch(),
    page: list.page,
    pageSize: list.pageSize,
    onPageChange: list.setPage,
    sort: list.sort,
    onSortChange: list.setSort,
  };
}
