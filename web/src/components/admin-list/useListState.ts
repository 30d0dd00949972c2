import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SortDirection = 'ASC' | 'DESC';

export interface ListSort<S extends string> {
  field: S;
  direction: SortDirection;
}

export interface ListStateOptions<S extends string, F extends string = never> {
  /** The list's sortable columns: its GraphQL sort enum's values. */
  sortFields: readonly S[];
  /** The order the list opens on (and the server's default). */
  defaultSort: ListSort<S>;
  /** The filters kept in the URL next to the search, by parameter name. */
  filters?: readonly F[];
  /** The values a filter may take (an enum's); any other value in the URL counts as no filter. */
  filterValues?: { readonly [K in F]?: readonly string[] };
  /** Rows per page until the user picks another size. */
  defaultPageSize?: number;
  /** The page sizes a user may pick (any other value in the URL falls back to the default). */
  pageSizes?: readonly number[];
}

export interface ListState<S extends string, F extends string = never> {
  /** What the search box shows, as typed. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** The search to send: trimmed, and only once typing has paused (SEARCH_DELAY_MS). Null when empty. */
  search: string | null;
  filters: Record<F, string | null>;
  /** Sets (or with null, clears) a filter and goes back to page 1. */
  setFilter: (name: F, value: string | null) => void;
  page: number;
  pageSize: number;
  /** Moves to a page; a new page size starts again at page 1. */
  setPage: (page: number, pageSize?: number) => void;
  sort: ListSort<S>;
  /** Sorts by a column (null: back to the default order) and goes back to page 1. */
  setSort: (sort: ListSort<S> | null) => void;
  /** The paging and order variables of the list query. */
  offset: number;
  limit: number;
}

export const SEARCH_DELAY_MS = 250;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** URL parameter names; a value equal to its default is left out, so a fresh list has a bare URL. */
export const LIST_PARAMS = {
  search: 'search',
  page: 'page',
  pageSize: 'size',
  sort: 'sort',
  direction: 'dir',
} as const;

const positive = (raw: string | null) => {
  const value = raw === null ? NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * The state of an admin list (search, filters, page, page size, sort) kept in the URL, so a
 * reload, the back button and a shared link all show the same rows. Unknown or malformed values
 * in the URL fall back to the defaults.
 */
export function useListState<S extends string, F extends string = never>(
  options: ListStateOptions<S, F>,
): ListState<S, F> {
  const { sortFields, defaultSort, filters: filterNames = [], defaultPageSize = DEFAULT_PAGE_SIZE } = options;
  const pageSizes = options.pageSizes ?? PAGE_SIZES;
  const [params, setParams] = useSearchParams();

  const search = params.get(LIST_PARAMS.search)?.trim() || null;
  const page = positive(params.get(LIST_PARAMS.page)) ?? 1;
  const sizeParam = positive(params.get(LIST_PARAMS.pageSize));
  const pageSize = sizeParam !== null && pageSizes.includes(sizeParam) ? sizeParam : defaultPageSize;
  const sortParam = params.get(LIST_PARAMS.sort) as S | null;
  const field = sortParam !== null && sortFields.includes(sortParam) ? sortParam : defaultSort.field;
  const dirParam = params.get(LIST_PARAMS.direction);
  const direction: SortDirection =
    dirParam === 'ASC' || dirParam === 'DESC' ? dirParam : field === defaultSort.field ? defaultSort.direction : 'ASC';
  const sort = useMemo(() => ({ field, direction }), [field, direction]);
  const filterValue = (name: F) => {
    const value = params.get(name) || null;
    const allowed = options.filterValues?.[name];
    return value !== null && allowed && !allowed.includes(value) ? null : value;
  };
  const filters = Object.fromEntries(filterNames.map((name) => [name, filterValue(name)])) as Record<F, string | null>;

  // The URL as the last change left it. The router's own `previous` is the URL of the last render,
  // so a second change before the list draws again (a sort, then at once a page) would undo the first.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  /** Writes changes into the URL: null or a default value removes the parameter. */
  const update = useCallback(
    (changes: Record<string, string | number | null>, replace = false) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

  // The box follows the URL when it changes from outside (back, forward, a link), and the URL follows
  // the box once typing pauses. `sent` is the last search the URL holds, so the two never chase each other.
  const [searchText, setSearchText] = useState(search ?? '');
  const sent = useRef(search);
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setSearchText(search ?? '');
    }
  }, [search]);
  useEffect(() => {
    const wanted = searchText.trim() || null;
    if (wanted === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = wanted;
      // Typing replaces the entry instead of adding one per pause; a new search starts at page 1.
      update({ [LIST_PARAMS.search]: wanted, [LIST_PARAMS.page]: null }, true);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, update]);

  const setFilter = useCallback(
    (name: F, value: string | null) => update({ [name]: value, [LIST_PARAMS.page]: null }),
    [update],
  );
  const setPage = useCallback(
    (next: number, size?: number) => {
      const sizeChanged = size !== undefined && size !== pageSize;
      const target = sizeChanged ? 1 : next;
      update({
        [LIST_PARAMS.page]: target > 1 ? target : null,
        ...(sizeChanged ? { [LIST_PARAMS.pageSize]: size === defaultPageSize ? null : size } : {}),
      });
    },
    [update, pageSize, defaultPageSize],
  );
  const setSort = useCallback(
    (next: ListSort<S> | null) => {
      const isDefault = !next || (next.field === defaultSort.field && next.direction === defaultSort.direction);
      update({
        [LIST_PARAMS.sort]: isDefault ? null : next.field,
        [LIST_PARAMS.direction]: isDefault ? null : next.direction,
        [LIST_PARAMS.page]: null,
      });
    },
    [update, defaultSort.field, defaultSort.direction],
  );

  return {
    searchText,
    setSearchText,
    search,
    filters,
    setFilter,
    page,
    pageSize,
    setPage,
    sort,
    setSort,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  };
}

/** The list's search, filters and sort as a CSV export reads them (`search`, `sort`, `direction`, each filter). */
export function exportParams<S extends string, F extends string>(list: ListState<S, F>): Record<string, string | null> {
  return { search: list.search, ...list.filters, sort: list.sort.field, direction: list.sort.direction };
}
