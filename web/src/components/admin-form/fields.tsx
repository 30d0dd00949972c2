import { AutoComplete, DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { InputNumberProps } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { FieldShell, useAdminField, type FieldProps } from './FieldShell';

export interface TextFieldProps extends FieldProps {
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  /** 'email' or 'tel' bring up the phone's keyboard for them; the schema still decides what is valid. */
  type?: 'text' | 'email' | 'tel';
  /** The phone's keyboard for other text, such as 'decimal' for an amount. */
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** Shown inside the box before the text, such as a currency sign. */
  prefix?: ReactNode;
  /** Values offered as the user types; any other text is still accepted. */
  suggestions?: readonly string[];
}

/** A one-line text field. */
export function TextField({
  maxLength,
  placeholder,
  autoComplete,
  type,
  inputMode,
  prefix,
  suggestions,
  ...props
}: TextFieldProps) {
  const { field, helpers, error, control } = useAdminField<string>(props);
  const touch = () => void helpers.setTouched(true);
  return (
    <FieldShell {...props} error={error}>
      {suggestions ? (
        <AutoComplete
          {...control}
          value={field.value}
          options={suggestions.map((value) => ({ value }))}
          onChange={(value: string) => void helpers.setValue(value)}
          onBlur={touch}
          filterOption={(input, option) => option?.value.toLowerCase().includes(input.toLowerCase()) ?? false}
          maxLength={maxLength}
          placeholder={placeholder}
        />
      ) : (
        <Input
          {...control}
          name={props.name}
          value={field.value}
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={touch}
          type={type}
          inputMode={inputMode}
          prefix={prefix}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
        />
      )}
    </FieldShell>
  );
}

/** A web address (the phone keyboard shows '/' and '.com'); the schema says what it accepts. */
export function UrlField({ placeholder = 'https://', ...props }: Omit<TextFieldProps, 'suggestions'>) {
  const { field, helpers, error, control } = useAdminField<string>(props);
  return (
    <FieldShell {...props} error={error}>
      <Input
        {...control}
        name={props.name}
        type="url"
        inputMode="url"
        value={field.value}
        onChange={(e) => void helpers.setValue(e.target.value.trim())}
        onBlur={() => void helpers.setTouched(true)}
        maxLength={props.maxLength}
        placeholder={placeholder}
      />
    </FieldShell>
  );
}

export interface MoneyFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'prefix' | 'suggestions'> {
  /** The currency sign before the amount (the label should name the currency for screen readers). */
  currency?: string;
}

/**
 * An amount of money kept as the decimal text typed ('5200.50'), never a float, so it reaches the
 * API exact; the phone shows its decimal keypad. The schema says which amounts are valid.
 */
export function MoneyField({ currency = '$', ...props }: MoneyFieldProps) {
  return <TextField autoComplete="off" {...props} inputMode="decimal" prefix={<span aria-hidden>{currency}</span>} />;
}

export interface TextAreaFieldProps extends FieldProps {
  /** Also shows a 'typed / allowed' counter. */
  maxLength?: number;
  rows?: number;
  placeholder?: string;
}

/** Several lines of text, with a counter when it has a limit. */
export function TextAreaField({ maxLength, rows = 4, placeholder, ...props }: TextAreaFieldProps) {
  const { field, helpers, error, control } = useAdminField<string>(props);
  return (
    <FieldShell {...props} error={error}>
      <Input.TextArea
        {...control}
        name={props.name}
        rows={rows}
        value={field.value}
        onChange={(e) => void helpers.setValue(e.target.value)}
        onBlur={() => void helpers.setTouched(true)}
        maxLength={maxLength}
        showCount={maxLength !== undefined}
        placeholder={placeholder}
      />
    </FieldShell>
  );
}

export interface SelectOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

export interface SelectFieldProps<V extends string | number> extends FieldProps {
  options: readonly SelectOption<V>[];
  placeholder?: string;
  /** Lets the user type to narrow a long list (matches the options' text labels). */
  searchable?: boolean;
}

/** One value out of a fixed list. */
export function SelectField<V extends string | number>({
  options,
  placeholder,
  searchable,
  ...props
}: SelectFieldProps<V>) {
  const { field, helpers, error, control } = useAdminField<V | undefined>(props);
  return (
    <FieldShell {...props} error={error}>
      <Select<V>
        {...control}
        value={field.value}
        options={options as SelectOption<V>[]}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        placeholder={placeholder}
        showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      />
    </FieldShell>
  );
}

/** An on/off choice; `extra` says what turning it on does. */
export function SwitchField(props: FieldProps) {
  // A switch is always on or off: 'required' means nothing to it (and ARIA does not allow it there).
  const { field, helpers, error, control } = useAdminField<boolean>({ ...props, required: false });
  return (
    <FieldShell {...props} error={error}>
      <Switch
        {...control}
        checked={field.value}
        onChange={(checked) => {
          void helpers.setValue(checked);
          void helpers.setTouched(true, false);
        }}
      />
    </FieldShell>
  );
}

export interface DateFieldProps extends FieldProps {
  /** 'month' keeps a month as 'yyyy-MM'; a date is 'YYYY-MM-DD'. */
  picker?: 'date' | 'month';
}

/** A date (or month) kept as its ISO text, '' when cleared. */
export function DateField({ picker = 'date', ...props }: DateFieldProps) {
  const { field, helpers, error, control } = useAdminField<string>(props);
  const format = picker === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';
  return (
    <FieldShell {...props} error={error}>
      <DatePicker
        {...control}
        className="admin-form__wide"
        picker={picker}
        value={field.value ? dayjs(field.value, format) : null}
        format={format}
        onChange={(date) => void helpers.setValue(date ? date.format(format) : '')}
        onBlur={() => void helpers.setTouched(true)}
        // Enter confirms the date typed (the picker's own handling); it must not also submit the form
        // with the value from before, as the browser does for Enter in a form's text box.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
    </FieldShell>
  );
}

export type NumberFieldProps = FieldProps &
  Pick<InputNumberProps<number>, 'min' | 'max' | 'step' | 'precision' | 'prefix' | 'placeholder'>;

/** A number, null when empty (the schema decides whether that is allowed). */
export function NumberField({ min, max, step, precision, prefix, placeholder, ...props }: NumberFieldProps) {
  const { field, helpers, error, control } = useAdminField<number | null>(props);
  return (
    <FieldShell {...props} error={error}>
      <InputNumber<number>
        {...control}
        className="admin-form__wide"
        value={field.value}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        {...{ min, max, step, precision, prefix, placeholder }}
      />
    </FieldShell>
  );
}
