import { FIXED_CONTENT_PAGES } from '@site/shared';
import { Space } from 'antd';
import { Link } from 'react-router-dom';
import { DeleteButton, type AdminColumn } from '../../../../components/admin-list';
import type { AdminContentPagesQuery, ContentPageSort } from '../../../../gql/graphql';
import { formatDate } from '../../../../lib/format';
import { CONTENT_PAGE_ADMIN_TEXTS as T } from '../../admin-texts';

export type ContentPageRow = AdminContentPagesQuery['adminPages']['items'][number];

/** The pages linked from every page keep an address of their own (/about); any other is /pages/{slug}. */
export const isFixedPage = (slug: string) => (FIXED_CONTENT_PAGES as readonly string[]).includes(slug);
export const publicPath = (slug: string) => (isFixedPage(slug) ? `/${slug}` : `/pages/${encodeURIComponent(slug)}`);

export interface ContentPageActions {
  onDelete: (page: ContentPageRow) => unknown;
  /** Pages whose delete is under way: their button waits. */
  busyIds?: ReadonlySet<number>;
}

/** Title, address, last change and the row's actions; address and date step aside on a phone. */
export function contentPageColumns({
  onDelete,
  busyIds,
}: ContentPageActions): AdminColumn<ContentPageRow, ContentPageSort>[] {
  return [
    { title: 'Title', dataIndex: 'title', key: 'title', sortField: 'TITLE' },
    {
      title: 'Address',
      dataIndex: 'slug',
      key: 'address',
      sortField: 'SLUG',
      responsive: ['md'],
      render: (slug: string) => (
        <Link to={publicPath(slug)} target="_blank" rel="noopener">
          {publicPath(slug)}
        </Link>
      ),
    },
    {
      title: 'Last Updated',
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      sortField: 'UPDATED',
      responsive: ['md'],
      render: (updatedAt: string) => formatDate(String(updatedAt).slice(0, 10)),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, page) => (
        <Space size="small" wrap>
          <Link to={`/admin/website/pages/edit/${page.id}`} aria-label={`Edit ${page.title}`}>
            Edit
          </Link>
          {isFixedPage(page.slug) ? (
            <span className="website-admin__fixed" title={T.fixedNote}>
              Fixed
            </span>
          ) : (
            <DeleteButton
              name={page.title}
              confirmation={T.deleteConfirm}
              onConfirm={() => onDelete(page)}
              disabled={busyIds?.has(page.id) ?? false}
            />
          )}
        </Space>
      ),
    },
  ];
}
