import { Button, Space } from 'antd';
import { useFormikContext } from 'formik';
import { DateField } from '../../../components/admin-form';
import { EXPIRY_PRESETS } from '../constants';
import { daysAfter } from '../schemas/api-key.schema';

export interface ExpiryFieldProps {
  name: string;
  label: string;
  required?: boolean;
  extra?: string;
}

const presetLabel = (days: number) => (days === 365 ? '1 year' : `${days} days`);

/** A key's expiry day, with quick choices that set it that many days from today. */
export function ExpiryField({ name, label, required, extra }: ExpiryFieldProps) {
  const { setFieldValue } = useFormikContext<Record<string, unknown>>();
  return (
    <div className="api-key-expiry">
      <DateField name={name} label={label} required={required} extra={extra} />
      <Space wrap size="small" className="api-key-expiry__presets" role="group" aria-label={`${label}: quick choices`}>
        {EXPIRY_PRESETS.map((days) => (
          <Button
            key={days}
            size="small"
            aria-label={`${label} in ${presetLabel(days)}`}
            onClick={() => void setFieldValue(name, daysAfter(days))}
          >
            {presetLabel(days)}
          </Button>
        ))}
      </Space>
    </div>
  );
}
