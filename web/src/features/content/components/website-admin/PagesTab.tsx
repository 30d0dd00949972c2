import { ListToolbar, useAdminList } from '../../../../components/admin-list';
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
  const list = useAdminList({
    sortFields: CONTENT_PAGE_SORTS,
    defaultSort: CONTENT_PAGE_DEFAULT_SORT,
    defaultPageSize: CONTENT_PAGE_PAGE_SIZE,
    searchLabel: 'Search pages',
    searchPlaceholder: 'Search pages...',
    exportPath: '/api/export/content-pages.csv',
    add: { to: '/admin/website/pages/new', label: T.add },
  });
  const result = useAdminContentPages(list.variables);
  const { remove } = useContentPageActions();

  return (
    <div className="website-admin__pages">
      <p className="website-admin__note">Pages of their own, each at its address on the site.</p>
      <ListToolbar {...list.toolbar} />
      <ContentPagesTable
        {...list.table(result, (data) => data.adminPages)}
        onDelete={(page) => list.saveRow(page.id, () => remove(page.id))}
      />
    </div>
  );
}
