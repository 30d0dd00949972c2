import { Modal, Typography } from 'antd';
import type { ApiKeyFieldsFragment, IssuedApiKeyFieldsFragment } from '../../../gql/graphql';
import { emptyRoll, toRollArgs } from '../schemas/api-key.schema';
import { RollApiKeyForm } from './RollApiKeyForm';

export interface RollApiKeyDialogProps {
  /** The key to roll; null keeps the dialog closed. */
  apiKey: ApiKeyFieldsFragment | null;
  onClose: () => void;
  /** Rolls; rejects (after its toast) to keep the form as typed. */
  onRoll: (
    key: ApiKeyFieldsFragment,
    overlapHours: number,
    expiresAt: string | null,
  ) => Promise<IssuedApiKeyFieldsFragment>;
  /** The successor exists: its token is to be shown, once. */
  onRolled: (issued: IssuedApiKeyFieldsFragment) => void;
}

/** 'Roll API key': a successor with the same name, scopes and budget, while the old key overlaps for a while. */
export function RollApiKeyDialog({ apiKey, onClose, onRoll, onRolled }: RollApiKeyDialogProps) {
  return (
    <Modal
      open={apiKey !== null}
      title={apiKey ? `Roll API key: ${apiKey.name}` : 'Roll API key'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {apiKey && (
        <>
          <Typography.Paragraph>
            Rolling makes a new key with the same name, scopes and budget, shown once. The current key (
            <code className="api-key-prefix">{apiKey.prefix}…</code>) keeps working until the overlap ends, so the
            partner can switch without an outage; then it stops.
          </Typography.Paragraph>
          <RollApiKeyForm
            initialValues={emptyRoll()}
            onCancel={onClose}
            onSubmit={async (values) => {
              const { overlapHours, expiresAt } = toRollArgs(values);
              onRolled(await onRoll(apiKey, overlapHours, expiresAt));
            }}
          />
        </>
      )}
    </Modal>
  );
}
