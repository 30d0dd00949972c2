import { AdminTable, type ListTableProps } from '../../../../components/admin-list';
import type { ContentPageSort } from '../../../../gql/graphql';
import { CONTENT_PAGE_ADMIN_TEXTS as T } from '../../admin-texts';
import { contentPageColumns, type ContentPageRow } from './content-page-columns';

export interface ContentPagesTableProps extends ListTableProps<ContentPageRow, ContentPageSort> {
  onDelete: (page: ContentPageRow) => void;
}

const TEXTS = { loading: T.loading, empty: T.empty, error: T.loadFailed };

/** The content pages on the list kit: its four states, sortable headers and paging. */
export function ContentPagesTable({ onDelete, busyIds, ...table }: ContentPagesTableProps) {
  return (
    <AdminTable<ContentPageRow, ContentPageSort>
      {...table}
      columns={contentPageColumns({ onDelete, busyIds })}
      busyIds={busyIds}
      texts={TEXTS}
      totalText={(n) => `${n} pages`}
    />
  );
}
