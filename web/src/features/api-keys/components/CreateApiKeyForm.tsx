import { AdminForm, CheckboxGroupField, NumberField, TextField } from '../../../components/admin-form';
import { API_KEY_LIMITS as L, SCOPE_DESCRIPTIONS, SCOPE_LABELS, SCOPES } from '../constants';
import { createApiKeySchema, type CreateApiKeyValues } from '../schemas/api-key.schema';
import { ExpiryField } from './ExpiryField';

const SCOPE_OPTIONS = SCOPES.map((value) => ({
  value,
  label: SCOPE_LABELS[value],
  description: SCOPE_DESCRIPTIONS[value],
}));

export interface CreateApiKeyFormProps {
  initialValues: CreateApiKeyValues;
  /** Creates; throws (after the failure toast) to keep the form as typed with the API's messages. */
  onSubmit: (values: CreateApiKeyValues) => Promise<void>;
  onCancel: () => void;
}

/** A new key's name, what it may do, until when, and how much it may ask per minute. */
export function CreateApiKeyForm({ initialValues, onSubmit, onCancel }: CreateApiKeyFormProps) {
  return (
    <AdminForm<CreateApiKeyValues>
      name="New API Key"
      initialValues={initialValues}
      validationSchema={createApiKeySchema}
      onSubmit={onSubmit}
      submitLabels={['Create Key', 'Creating...']}
      onCancel={onCancel}
    >
      <TextField
        name="name"
        label="Name"
        required
        maxLength={L.name}
        autoComplete="off"
        placeholder="e.g. Acme partner portal"
        extra="Who uses the key, so you can tell keys apart; unique among current keys."
      />
      <CheckboxGroupField name="scopes" label="Scopes" required options={SCOPE_OPTIONS} />
      <ExpiryField
        name="expiresAt"
        label="Expires"
        required
        extra="The key stops working when this day begins (your time); at most one year from today."
      />
      {/* No min or max on the box: it would change what was typed without a word; the schema says why. */}
      <NumberField
        name="budgetPerMinute"
        label="Budget per minute"
        step={100}
        precision={0}
        extra={`Query-cost points per minute, from ${L.budgetMin} to ${L.budgetMax.toLocaleString('en-US')}; ${L.budgetDefault.toLocaleString('en-US')} when left empty.`}
      />
    </AdminForm>
  );
}
