import { StopOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Grid, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { AdminTable, DeleteButton, type AdminColumn, type ListTableProps } from '../../../components/admin-list';
import type { ApiKeyFieldsFragment, ApiScope } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { API_KEY_LIST_TEXTS, API_KEY_MESSAGES, SCOPE_LABELS, type ApiKeySort } from '../constants';
import { canRevoke, canRoll } from '../key-actions';
import { ApiKeyStatusTag } from './ApiKeyStatusTag';
import '../api-keys.css';

export interface ApiKeyTableProps extends ListTableProps<ApiKeyFieldsFragment, ApiKeySort> {
  /** A search or the filter is on: an empty list then means no match, not no keys at all. */
  filtered: boolean;
  onRoll: (key: ApiKeyFieldsFragment) => void;
  onRevoke: (key: ApiKeyFieldsFragment) => void;
}

const NO_KEYS: ReactNode = (
  <>
    <strong>{API_KEY_LIST_TEXTS.empty}</strong>
    <br />
    {API_KEY_LIST_TEXTS.emptyDescription}
  </>
);

/** A moment in a cell, on one line, machine-readable. */
const Moment = ({ iso }: { iso: string }) => (
  <time dateTime={iso} className="api-key-table__moment">
    {formatDateTime(iso)}
  </time>
);

/** The visible start of a key: enough to recognise it, never enough to use it. */
const Prefix = ({ prefix }: { prefix: string }) => <code className="api-key-prefix">{prefix}…</code>;

/** The partner keys: what each may do, until when, whether it is used, and what an admin can do with it. */
export function ApiKeyTable({ busyIds, filtered, onRoll, onRevoke, ...table }: ApiKeyTableProps) {
  // On a phone the prefix and status go under the name, in view beside the actions.
  const narrow = Grid.useBreakpoint().md === false;
  const busy = (k: ApiKeyFieldsFragment) => busyIds?.has(k.id) ?? false;
  const columns: AdminColumn<ApiKeyFieldsFragment, ApiKeySort>[] = [
    {
      title: 'Name',
      key: 'name',
      width: 180,
      render: (_, k) => (
        <div className="api-key-table__name">
          <strong>{k.name}</strong>
          {narrow && (
            <>
              <Prefix prefix={k.prefix} />
              <ApiKeyStatusTag {...k} />
            </>
          )}
        </div>
      ),
    },
    {
      title: 'Prefix',
      key: 'prefix',
      responsive: ['md'],
      render: (_, k) => <Prefix prefix={k.prefix} />,
    },
    {
      title: 'Scopes',
      key: 'scopes',
      dataIndex: 'scopes',
      responsive: ['lg'],
      width: 170,
      render: (scopes: ApiScope[]) => (
        <div className="api-key-table__scopes">
          {scopes.map((s) => (
            <Tag key={s}>{SCOPE_LABELS[s]}</Tag>
          ))}
        </div>
      ),
    },
    { title: 'Status', key: 'status', responsive: ['md'], width: 140, render: (_, k) => <ApiKeyStatusTag {...k} /> },
    {
      title: 'Expires',
      key: 'expiresAt',
      dataIndex: 'expiresAt',
      responsive: ['md'],
      render: (expiresAt: string) => <Moment iso={expiresAt} />,
    },
    {
      title: 'Last used',
      key: 'lastUsedAt',
      dataIndex: 'lastUsedAt',
      responsive: ['lg'],
      render: (lastUsedAt: string | null) => (lastUsedAt ? <Moment iso={lastUsedAt} /> : 'Never'),
    },
    {
      title: 'Created',
      key: 'created',
      responsive: ['lg'],
      render: (_, k) => (
        <div className="api-key-table__created">
          <span>{k.createdByName}</span>
          <Moment iso={k.createdAt} />
        </div>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, k) => (
        <Space size="small">
          {canRoll(k) && (
            <Button
              size="small"
              icon={<SyncOutlined />}
              aria-label={`Roll ${k.name}`}
              title="Roll"
              disabled={busy(k)}
              onClick={() => onRoll(k)}
            />
          )}
          {canRevoke(k) && (
            <DeleteButton
              name={k.name}
              verb="Revoke"
              icon={<StopOutlined />}
              confirmation={API_KEY_MESSAGES.revokeConfirm}
              onConfirm={() => onRevoke(k)}
              disabled={busy(k)}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <AdminTable<ApiKeyFieldsFragment, ApiKeySort>
      {...table}
      columns={columns}
      busyIds={busyIds}
      texts={{ ...API_KEY_LIST_TEXTS, empty: filtered ? API_KEY_LIST_TEXTS.noMatch : NO_KEYS }}
      totalText={(n) => `${n} keys`}
    />
  );
}
