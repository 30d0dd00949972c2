import { Tag } from 'antd';
import type { ApiKeyFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { STATUS_LABELS } from '../constants';
import '../api-keys.css';

export type ApiKeyStatusTagProps = Pick<ApiKeyFieldsFragment, 'status' | 'supersededAt' | 'revokedAt'>;

/** Where a key stands, as a badge; a rolling key says until when it still works, a revoked one since when. */
export function ApiKeyStatusTag({ status, supersededAt, revokedAt }: ApiKeyStatusTagProps) {
  const when =
    status === 'ROLLING' && supersededAt
      ? `until ${formatDateTime(supersededAt)}`
      : status === 'REVOKED' && revokedAt
        ? formatDateTime(revokedAt)
        : null;
  return (
    <div className="api-key-status">
      <Tag className={`api-key-tag api-key-tag--${status.toLowerCase()}`}>{STATUS_LABELS[status]}</Tag>
      {when && <span className="api-key-status__when">{when}</span>}
    </div>
  );
}
