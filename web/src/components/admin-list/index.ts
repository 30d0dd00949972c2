export { AddButton, type AddButtonProps } from './AddButton';
export { AdminTable, type AdminColumn, type AdminTableProps, type AdminTableTexts } from './AdminTable';
export { DeleteButton, type DeleteButtonProps } from './DeleteButton';
export { downloadCsv } from './download-csv';
export { ExportCsvButton, type ExportCsvButtonProps } from './ExportCsvButton';
export {
  listTableProps,
  listVariables,
  type ListPage,
  type ListQueryResult,
  type ListQueryVariables,
  type ListTableProps,
} from './list-query';
export { FilterSelect, type FilterSelectProps } from './FilterSelect';
export { ListPanel, type ListPanelProps } from './ListPanel';
export { ListToolbar, type ListToolbarProps } from './ListToolbar';
export { RowActions, type RowActionsProps } from './RowActions';
export { RowSelect, type RowSelectProps } from './RowSelect';
export { useAdminList, type AdminList, type AdminListOptions } from './useAdminList';
export { useBusyRows, type BusyRows } from './useBusyRows';
export {
  exportParams,
  LIST_PARAMS,
  PAGE_SIZES,
  SEARCH_DELAY_MS,
  useListState,
  type ListSort,
  type ListState,
  type ListStateOptions,
  type SortDirection,
} from './useListState';
