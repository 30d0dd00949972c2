import { Form } from 'antd';
import { useField } from 'formik';
import type { ReactNode } from 'react';

interface FormFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/** Binds a Formik field's touched/error state to antd's Form.Item look (label, red border, message). */
export function FormField({ name, label, required, extra, children }: FormFieldProps) {
  const [, meta] = useField(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={required}
      extra={extra}
      validateStatus={error ? 'error' : undefined}
      help={error}
      layout="vertical"
    >
      {children}
    </Form.Item>
  );
}
