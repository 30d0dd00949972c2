import { Modal } from 'antd';
import type { CreateApiKeyInput, IssuedApiKeyFieldsFragment } from '../../../gql/graphql';
import { emptyApiKey, toCreateInput } from '../schemas/api-key.schema';
import { CreateApiKeyForm } from './CreateApiKeyForm';

export interface CreateApiKeyDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates; rejects (after its toast) to keep the form as typed. */
  onCreate: (input: CreateApiKeyInput) => Promise<IssuedApiKeyFieldsFragment>;
  /** The key was made: its token is to be shown, once. */
  onCreated: (issued: IssuedApiKeyFieldsFragment) => void;
}

/** 'New API Key': the form in a dialog; it closes once the key exists. */
export function CreateApiKeyDialog({ open, onClose, onCreate, onCreated }: CreateApiKeyDialogProps) {
  return (
    <Modal open={open} title="New API Key" onCancel={onClose} footer={null} destroyOnHidden mask={{ closable: false }}>
      <CreateApiKeyForm
        // Formik reads them once, when the dialog opens: the expiry counts from that day.
        initialValues={emptyApiKey()}
        onCancel={onClose}
        onSubmit={async (values) => {
          onCreated(await onCreate(toCreateInput(values)));
        }}
      />
    </Modal>
  );
}
