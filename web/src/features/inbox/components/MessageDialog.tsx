import { Descriptions, Modal } from 'antd';
import type { ContactMessageFieldsFragment } from '../../../gql/graphql';
import { formatDateTime, STATE_LABEL } from '../constants';

export interface MessageDialogProps {
  /** The message to show in full; null keeps the dialog closed. */
  message: ContactMessageFieldsFragment | null;
  onClose: () => void;
}

/** One message in full: the table shows only its first lines. */
export function MessageDialog({ message, onClose }: MessageDialogProps) {
  return (
    <Modal open={message !== null} title={message?.subject} onCancel={onClose} footer={null} destroyOnHidden>
      {message && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'from',
                label: 'From',
                children: (
                  <span>
                    {message.name} (<a href={`mailto:${message.email}`}>{message.email}</a>)
                  </span>
                ),
              },
              { key: 'received', label: 'Received', children: formatDateTime(message.createdAt) },
              {
                key: 'state',
                label: 'State',
                children:
                  message.handled && message.handledAt
                    ? `${STATE_LABEL(true)} by ${message.handledByName ?? 'staff'}, ${formatDateTime(message.handledAt)}`
                    : STATE_LABEL(message.handled),
              },
            ]}
          />
          <p className="inbox__full-message">{message.message}</p>
        </>
      )}
    </Modal>
  );
}
