import { Typography } from 'antd';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { AdminForm, NumberField } from '../../../components/admin-form';
import { formatDateTime } from '../../../lib/format';
import { API_KEY_LIMITS as L } from '../constants';
import { rollApiKeySchema, type RollApiKeyValues } from '../schemas/api-key.schema';
import { ExpiryField } from './ExpiryField';

const HOUR_MS = 60 * 60 * 1000;

/** Until when the current key keeps working, as the overlap typed says. */
function OverlapEnd() {
  const { values } = useFormikContext<RollApiKeyValues>();
  // Counted from when the dialog opened: near enough to when Roll is pressed, and stable while typing.
  const [openedAt] = useState(() => Date.now());
  const hours = values.overlapHours;
  if (hours === null || !Number.isInteger(hours) || hours < 0 || hours > L.overlapHoursMax) return null;
  const text =
    hours === 0
      ? 'The current key stops working as soon as the new one is made.'
      : `The current key keeps working until about ${formatDateTime(new Date(openedAt + hours * HOUR_MS).toISOString())}, then stops.`;
  return (
    <Typography.Paragraph type="secondary" aria-live="polite">
      {text}
    </Typography.Paragraph>
  );
}

export interface RollApiKeyFormProps {
  initialValues: RollApiKeyValues;
  /** Rolls; throws (after the failure toast) to keep the form as typed with the API's messages. */
  onSubmit: (values: RollApiKeyValues) => Promise<void>;
  onCancel: () => void;
}

/** How long the old key overlaps with its successor, and the successor's expiry. */
export function RollApiKeyForm({ initialValues, onSubmit, onCancel }: RollApiKeyFormProps) {
  return (
    <AdminForm<RollApiKeyValues>
      name="Roll API Key"
      initialValues={initialValues}
      validationSchema={rollApiKeySchema}
      onSubmit={onSubmit}
      submitLabels={['Roll Key', 'Rolling...']}
      onCancel={onCancel}
    >
      {/* No min or max on the box: it would change what was typed without a word; the schema says why. */}
      <NumberField
        name="overlapHours"
        label="Overlap (hours)"
        required
        precision={0}
        extra={`From 0 to ${L.overlapHoursMax} hours (30 days): time to put the new key in place.`}
      />
      <OverlapEnd />
      <ExpiryField
        name="expiresAt"
        label="New key expires"
        extra="Optional. Left empty, the new key lasts as long as the current one did, at most a year."
      />
    </AdminForm>
  );
}
