import { AddButton } from './AddButton';
import { ExportCsvButton } from './ExportCsvButton';
import {
  listTableProps,
  listVariables,
  type ListPage,
  type ListQueryResult,
  type ListQueryVariables,
  type ListTableProps,
} from './list-query';
import type { ListToolbarProps } from './ListToolbar';
import { useBusyRows } from './useBusyRows';
import { exportParams, useListState, type ListState, type ListStateOptions } from './useListState';

export interface AdminListOptions<S extends string, F extends string = never> extends ListStateOptions<S, F> {
  /** The search box's accessible name, such as 'Search projects'. */
  searchLabel: string;
  /** Such as 'Search projects...'. */
  searchPlaceholder?: string;
  /** The server's CSV export of the list, such as '/api/export/projects.csv'; left out, no Export CSV. */
  exportPath?: string;
  /** The new-record page and the button's words, such as `{ to: '/admin/projects/new', label: 'Add New Project' }`. */
  add?: { to: string; label: string };
}

export interface AdminList<S extends string, F extends string = never> {
  /** Search, filters, page and sort, kept in the URL (`state.filters`, `state.setFilter` for a list's own filters). */
  state: ListState<S, F>;
  /** The list query's paging, search and order; a list with filters spreads its own next to these. */
  variables: ListQueryVariables<S>;
  /** The toolbar's props: the search box, Export CSV and the Add button. A list with filters adds `filters`. */
  toolbar: ListToolbarProps;
  /** The table's props from its query's result (`page` picks the list out of the data), with the busy rows. */
  table: <D, Row>(result: ListQueryResult<D>, page: (data: D) => ListPage<Row>) => ListTableProps<Row, S>;
  /**
   * Runs a row's inline change (a status, a switch, a delete) with the row marked busy meanwhile.
   * A failure has been told by the write's own toast, and the row keeps its saved value.
   */
  saveRow: (id: number, change: () => Promise<unknown>) => void;
}

/**
 * The wiring of a back-office list page: its state in the URL, the toolbar (search, Export CSV,
 * Add), the table's props and busy rows. The page keeps what is its own: which query, which
 * table, which row actions.
 *
 * ```tsx
 * const list = useAdminList({ sortFields, defaultSort, searchLabel: 'Search projects', ... });
 * const result = useProjects(list.variables);
 * <ListToolbar {...list.toolbar} />
 * <ProjectTable {...list.table(result, (data) => data.projects)} onDelete={(p) => list.saveRow(p.id, () => remove(p.id))} />
 * ```
 */
export function useAdminList<S extends string, F extends string = never>(
  options: AdminListOptions<S, F>,
): AdminList<S, F> {
  const { searchLabel, searchPlaceholder, exportPath, add, ...listOptions } = options;
  const state = useListState(listOptions);
  const busy = useBusyRows();
  const actions =
    exportPath || add ? (
      <>
        {exportPath && <ExportCsvButton path={exportPath} params={exportParams(state)} />}
        {add && <AddButton to={add.to}>{add.label}</AddButton>}
      </>
    ) : undefined;
  return {
    state,
    variables: listVariables(state),
    toolbar: {
      search: state.searchText,
      onSearchChange: state.setSearchText,
      searchLabel,
      searchPlaceholder,
      actions,
    },
    table: (result, page) => ({ ...listTableProps(state, result, page), busyIds: busy.busyIds }),
    saveRow: (id, change) => void busy.run(id, change),
  };
}
