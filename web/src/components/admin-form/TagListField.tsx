import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useField, useFormikContext } from 'formik';
import { FieldShell, type FieldProps } from './FieldShell';
import { firstMessage, serverErrorAt, type AdminFormStatus } from './server-errors';

export interface TagListFieldProps extends FieldProps {
  /** Names one entry for screen readers and the add button: 'Bullet point' gives 'Bullet point 2', 'Add bullet point'. */
  itemLabel: string;
  /** The last entries cannot be removed below this count (default 0). */
  minItems?: number;
  maxItems?: number;
  /** Characters allowed in one entry. */
  maxLength?: number;
}

/** One entry of the list, with its own message (the schema's or the server's for that entry). */
function TagItem({
  name,
  label,
  maxLength,
  onRemove,
}: {
  name: string;
  label: string;
  maxLength?: number;
  onRemove?: () => void;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const { status, values } = useFormikContext<object>();
  const error =
    (meta.touched ? firstMessage(meta.error) : undefined) ??
    serverErrorAt((status as AdminFormStatus | undefined)?.serverErrors, name, values);
  return (
    <div className="admin-form__tag">
      <div className="admin-form__tag-row">
        <Input
          id={name}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-help` : undefined}
          value={field.value}
          status={error ? 'error' : undefined}
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={() => void helpers.setTouched(true)}
          maxLength={maxLength}
        />
        <Button icon={<DeleteOutlined />} aria-label={`Remove ${label}`} onClick={onRemove} disabled={!onRemove} />
      </div>
      {error && (
        <div id={`${name}-help`} className="admin-form__tag-error">
          {error}
        </div>
      )}
    </div>
  );
}

/** An editable list of short texts (a service's bullet points, a plan's milestones). */
export function TagListField({ itemLabel, minItems = 0, maxItems, maxLength, ...props }: TagListFieldProps) {
  const { name, label } = props;
  const [field, meta, helpers] = useField<string[]>(name);
  const { status, values } = useFormikContext<object>();
  // An entry's message shows beside it; the list's own (too few, too many) shows below the list.
  const error =
    (meta.touched && typeof meta.error === 'string' ? meta.error : undefined) ??
    serverErrorAt((status as AdminFormStatus | undefined)?.serverErrors, name, values, { exact: true });
  const items = field.value ?? [];
  const set = (next: string[]) => void helpers.setValue(next);
  return (
    <FieldShell {...props} error={error}>
      <div
        id={name}
        role="group"
        aria-label={typeof label === 'string' ? label : undefined}
        aria-describedby={error ? `${name}-help` : undefined}
        className="admin-form__tags"
      >
        {items.map((_, index) => (
          <TagItem
            key={index}
            name={`${name}.${index}`}
            label={`${itemLabel} ${index + 1}`}
            maxLength={maxLength}
            onRemove={items.length > minItems ? () => set(items.filter((__, i) => i !== index)) : undefined}
          />
        ))}
        {(maxItems === undefined || items.length < maxItems) && (
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => set([...items, ''])}
            className="admin-form__tag-add"
          >
            Add {itemLabel.toLowerCase()}
          </Button>
        )}
      </div>
    </FieldShell>
  );
}
