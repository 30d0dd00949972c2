import { FIXED_CONTENT_PAGES } from '@site/shared';
import { Button, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { ContentPagesQuery } from '../../../../gql/graphql';
import { formatDate } from '../../../../lib/format';
import { CONTENT_PAGE_ADMIN_TEXTS as T } from '../../admin-texts';

export type ContentPageRow = ContentPagesQuery['pages'][number];

/** The pages linked from every page keep an address of their own (/about); any other is /pages/{slug}. */
export const isFixedPage = (slug: string) => (FIXED_CONTENT_PAGES as readonly string[]).includes(slug);
export const publicPath = (slug: string) => (isFixedPage(slug) ? `/${slug}` : `/pages/${encodeURIComponent(slug)}`);

export interface ContentPageActions {
  onDelete: (page: ContentPageRow) => Promise<unknown>;
  /** The id of the page being deleted: its row's button shows it is busy. */
  deletingId: number | null;
}

/** Title, address, last change and the row's actions; address and date step aside on a phone. */
export function contentPageColumns({ onDelete, deletingId }: ContentPageActions): ColumnsType<ContentPageRow> {
  return [
    { title: 'Title', dataIndex: 'title', key: 'title' },
    {
      title: 'Address',
      dataIndex: 'slug',
      key: 'address',
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
      responsive: ['md'],
      render: (updatedAt: string) => formatDate(String(updatedAt).slice(0, 10)),
    },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
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
            <Popconfirm
              title={T.deleteConfirm}
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Cancel"
              onConfirm={() => onDelete(page).catch(() => {})}
            >
              <Button
                type="link"
                danger
                size="small"
                loading={deletingId === page.id}
                aria-label={`Delete ${page.title}`}
              >
                Delete
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
