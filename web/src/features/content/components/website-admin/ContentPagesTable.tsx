import { Alert, Table } from 'antd';
import { useState } from 'react';
import { RetryButton } from '../../../../components/LoadStates';
import { errorMessage } from '../../../../lib/errors';
import { CONTENT_PAGE_ADMIN_TEXTS as T } from '../../admin-texts';
import { useContentPages } from '../../api/content-pages';
import { useContentPageActions } from '../../api/useContentPageActions';
import { contentPageColumns, type ContentPageRow } from './content-page-columns';

/**
 * The content pages in a plain table with the back office's four states (loading, error with
 * Retry, empty, filled). Kept on its own so the list kit can take its place unchanged around it.
 */
export function ContentPagesTable() {
  const { data, loading, error, refetch } = useContentPages();
  const { remove } = useContentPageActions();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const onDelete = async (page: ContentPageRow) => {
    setDeletingId(page.id);
    try {
      await remove(page.id);
    } finally {
      setDeletingId(null);
    }
  };

  if (!data && loading) {
    return (
      <p className="state-text" role="status">
        {T.loading}
      </p>
    );
  }
  if (!data) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={T.loadFailed}
        description={errorMessage(error)}
        action={<RetryButton onRetry={() => refetch()} />}
      />
    );
  }
  if (data.pages.length === 0) return <p className="state-text">{T.empty}</p>;
  return (
    <Table<ContentPageRow>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={data.pages}
      columns={contentPageColumns({ onDelete, deletingId })}
    />
  );
}
