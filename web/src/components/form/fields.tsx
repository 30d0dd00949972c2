import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { useHydrated } from '../../lib/hydrated';
import './form.css';

/**
 * Plain-HTML form fields bound to Formik, for the public site (which loads no antd). Each has a
 * real <label>, shows its error once the field was left or the form submitted, and points
 * aria-describedby at the message.
 */
function useFieldState(name: string) {
  const [field, meta, helpers] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const id = `${useId()}${name}`;
  return { field, helpers, error, id, errorId: `${id}-error` };
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="form-field__error">
      {error}
    </p>
  ) : null;
}

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  /** A <textarea> of this many rows instead of an <input>. */
  rows?: number;
  /** Announced to screen readers (the form says in words which fields are optional). */
  required?: boolean;
  /** The server's limit: typing stops there instead of failing on submit. */
  maxLength?: number;
}

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  rows,
  required,
  maxLength,
}: TextFieldProps) {
  const { field, error, id, errorId } = useFieldState(name);
  const hydrated = useHydrated();
  const props = {
    id,
    name,
    disabled: !hydrated,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    placeholder,
    autoComplete,
    maxLength,
    'aria-required': required || undefined,
    className: `form-field__control${error ? ' form-field__control--error' : ''}`,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...props} /> : <input type={type} {...props} />}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  /** Checkboxes holding a list of values; otherwise radio buttons holding one. */
  multiple?: boolean;
  className?: string;
}

/** Radio buttons or checkboxes in a fieldset whose legend names the group. */
export function ChoiceGroup({ name, legend, options, multiple = false, className }: ChoiceGroupProps) {
  const { field, helpers, error, id, errorId } = useFieldState(name);
  const hydrated = useHydrated();
  const selected: readonly unknown[] = Array.isArray(field.value) ? field.value : [field.value];
  const toggle = (value: string, checked: boolean) => {
    if (!multiple) return helpers.setValue(value);
    return helpers.setValue(checked ? [...selected, value] : selected.filter((v) => v !== value));
  };
  return (
    <fieldset
      className={`form-field form-choices${className ? ` ${className}` : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="form-field__label">{legend}</legend>
      <div className={`form-choices__options${multiple ? ' form-choices__options--grid' : ''}`}>
        {options.map((option) => (
          <label key={option.value} className="form-choice" htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              disabled={!hydrated}
              onChange={(event) => void toggle(option.value, event.target.checked)}
              onBlur={() => void helpers.setTouched(true)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/**
 * The anti-spam field: hidden from people and from assistive technology, left empty by them.
 * Bots that fill every input fill it too, and the server quietly discards their submission.
 */
export function Honeypot({ name = 'website' }: { name?: string }) {
  const [field] = useField<string>(name);
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...field} value={field.value ?? ''} />
      </label>
    </div>
  );
}

/** The form's submit button; it says what is happening while the form is sent. */
export function SubmitButton({ label, pendingLabel, block }: { label: string; pendingLabel: string; block?: boolean }) {
  const { isSubmitting } = useFormikContext();
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={`button button--primary${block ? ' button--block' : ''}`}
      disabled={isSubmitting || !hydrated}
      aria-busy={isSubmitting}
    >
      {isSubmitting ? pendingLabel : label}
    </button>
  );
}

/** A failure of the whole form (the server refused it, the network is down); the input stays. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
