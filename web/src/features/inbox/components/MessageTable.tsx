import { Button, Tag } from 'antd';
import { useState } from 'react';
import { AdminTable, type AdminColumn, type ListTableProps } from '../../../components/admin-list';
import type { ContactMessageFieldsFragment, ContactMessageSort } from '../../../gql/graphql';
import { formatDateTime, MESSAGE_LIST_TEXTS, STATE_LABEL } from '../constants';
import { MessageDialog } from './MessageDialog';

export interface MessageTableProps extends ListTableProps<ContactMessageFieldsFragment, ContactMessageSort> {
  onHandledChange: (message: ContactMessageFieldsFragment, handled: boolean) => void;
}

/** The inbox's contact messages: who wrote, about what, and whether staff have dealt with it. */
export function MessageTable({ busyIds, onHandledChange, ...table }: MessageTableProps) {
  const [open, setOpen] = useState<ContactMessageFieldsFragment | null>(null);
  const columns: AdminColumn<ContactMessageFieldsFragment, ContactMessageSort>[] = [
    {
      title: 'From',
      key: 'from',
      sortField: 'NAME',
      width: 180,
      render: (_, m) => (
        <div className="inbox__from">
          <strong>{m.name}</strong>
          <a href={`mailto:${m.email}`}>{m.email}</a>
        </div>
      ),
    },
    {
      title: 'Received',
      key: 'received',
      dataIndex: 'createdAt',
      sortField: 'RECEIVED',
      width: 120,
      render: (createdAt: string) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
    },
    { title: 'Subject', key: 'subject', dataIndex: 'subject', sortField: 'SUBJECT', width: 150 },
    {
      title: 'Message',
      key: 'message',
      width: 220,
      responsive: ['md'],
      render: (_, m) => (
        <>
          <p className="inbox__message">{m.message}</p>
          <Button
            type="link"
            size="small"
            className="inbox__read"
            aria-label={`Read message: ${m.subject}`}
            onClick={() => setOpen(m)}
          >
            Read message
          </Button>
        </>
      ),
    },
    {
      title: 'State',
      key: 'state',
      width: 90,
      render: (_, m) => (
        <Tag color={m.handled ? 'green' : 'blue'} title={m.handledByName ? `Handled by ${m.handledByName}` : undefined}>
          {STATE_LABEL(m.handled)}
        </Tag>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 130,
      render: (_, m) => (
        <Button
          size="small"
          aria-label={`${m.handled ? 'Mark as new' : 'Mark handled'}: ${m.subject}`}
          loading={busyIds?.has(m.id) ?? false}
          onClick={() => onHandledChange(m, !m.handled)}
        >
          {m.handled ? 'Mark as new' : 'Mark handled'}
        </Button>
      ),
    },
  ];
  return (
    <>
      <AdminTable<ContactMessageFieldsFragment, ContactMessageSort>
        {...table}
        columns={columns}
        busyIds={busyIds}
        texts={MESSAGE_LIST_TEXTS}
        totalText={(n) => `${n} messages`}
      />
      <MessageDialog message={open} onClose={() => setOpen(null)} />
    </>
  );
}
