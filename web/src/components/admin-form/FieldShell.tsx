import { Form } from 'antd';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { firstMessage, serverErrorAt, type AdminFormStatus } from './server-errors';

/** What every kit field takes besides its own control's props. */
export interface FieldProps {
  /** The Formik value path; also the control's id, so the label points at it. */
  name: string;
  label: ReactNode;
  required?: boolean;
  /** A note under the field (read out with it). */
  extra?: ReactNode;
}

/**
 * A field's Formik binding: its value and setters, and the message to show: the schema's once
 * the field is touched, else the server's for what was sent. `control` holds the attributes
 * that tie the control to its label, note and message for screen readers.
 */
export function useAdminField<T>({ name, required, extra }: FieldProps) {
  const [field, meta, helpers] = useField<T>(name);
  const { status, values } = useFormikContext<object>();
  const error =
    (meta.touched ? firstMessage(meta.error) : undefined) ??
    serverErrorAt((status as AdminFormStatus | undefined)?.serverErrors, name, values);
  const describedBy = [error && `${name}-help`, extra && `${name}-extra`].filter(Boolean).join(' ');
  const control = {
    id: name,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy || undefined,
  };
  return { field, helpers, error, control };
}

interface FieldShellProps extends FieldProps {
  error?: string;
  children: ReactNode;
}

/** antd's labelled field look (label, red border, message below) around one kit control. */
export function FieldShell({ name, label, required, extra, error, children }: FieldShellProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={required}
      extra={extra && <span id={`${name}-extra`}>{extra}</span>}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={`${name}-help`}>{error}</span>}
      layout="vertical"
    >
      {children}
    </Form.Item>
  );
}
