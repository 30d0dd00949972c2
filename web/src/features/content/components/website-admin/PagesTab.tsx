import {
  AddButton,
  ExportCsvButton,
  exportParams,
  listTableProps,
  ListToolbar,
  listVariables,
  useBusyRows,
  useListState,
} from '../../../../components/admin-list';
import {
  CONTENT_PAGE_ADMIN_TEXTS as T,
  CONTENT_PAGE_DEFAULT_SORT,
  CONTENT_PAGE_PAGE_SIZE,
  CONTENT_PAGE_SORTS,
} from '../../admin-texts';
import { useAdminContentPages } from '../../api/content-pages';
import { useContentPageActions } from '../../api/useContentPageActions';
import { ContentPagesTable } from './ContentPagesTable';

/**
 * The content pages (about, terms, privacy and any added at /pages/{slug}) and a way to add one.
 * The list's search, sort and page sit in the address next to the tab (?tab=pages&search=...).
 */
export function PagesTab() {
  const list = useListState({
    sortFields: CONTENT_PAGE_SORTS,
    defaultSort: CONTENT_PAGE_DEFAULT_SORT,
    defaultPageSize: CONTENT_PAGE_PAGE_SIZE,
  });
  const result = useAdminContentPages(listVariables(list));
  const { remove } = useContentPageActions();
  const busy = useBusyRows();

  return (
    <div className="website-admin__pages">
      <p className="website-admin__note">Pages of their own, each at its address on the site.</p>
      <ListToolbar
        search={list.searchText}
        onSearchChange={list.setSearchText}
        searchLabel="Search pages"
        searchPlaceholder="Search pages..."
        actions={
          <>
            <ExportCsvButton path="/api/export/content-pages.csv" params={exportParams(list)} />
            <AddButton to="/admin/website/pages/new">{T.add}</AddButton>
          </>
        }
      />
      <ContentPagesTable
        {...listTableProps(list, result, (data) => data.adminPages)}
        busyIds={busy.busyIds}
        onDelete={(page) => void busy.run(page.id, () => remove(page.id))}
      />
    </div>
  );
}
