import { Checkbox } from 'antd';
import { FieldShell, useAdminField, type FieldProps } from './FieldShell';

export interface CheckboxOption<V extends string> {
  value: V;
  label: string;
  /** A line under the label saying what choosing it means (read out with the checkbox). */
  description?: string;
}

export interface CheckboxGroupFieldProps<V extends string> extends FieldProps {
  options: readonly CheckboxOption<V>[];
}

/**
 * Several values out of a fixed list, as checkboxes in a labelled group, each with its own
 * explanation. The list keeps the options' order whatever order they were ticked in.
 */
export function CheckboxGroupField<V extends string>({ options, ...props }: CheckboxGroupFieldProps<V>) {
  const { name, label } = props;
  const { field, helpers, error, control } = useAdminField<V[]>(props);
  const chosen = field.value ?? [];
  const toggle = (value: V, checked: boolean) => {
    const next = options.map((o) => o.value).filter((v) => (v === value ? checked : chosen.includes(v)));
    void helpers.setValue(next);
    void helpers.setTouched(true, false);
  };
  return (
    <FieldShell {...props} error={error}>
      <div
        id={name}
        role="group"
        aria-label={typeof label === 'string' ? label : undefined}
        aria-describedby={control['aria-describedby']}
        className="admin-form__choices"
      >
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <div key={option.value} className="admin-form__choice">
              <Checkbox
                id={id}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={() => void helpers.setTouched(true)}
                aria-invalid={control['aria-invalid']}
                aria-describedby={option.description ? `${id}-description` : undefined}
              >
                {option.label}
              </Checkbox>
              {option.description && (
                <div id={`${id}-description`} className="admin-form__choice-description">
                  {option.description}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}
