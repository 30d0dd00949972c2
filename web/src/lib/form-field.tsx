import { Form, Input } from 'antd';
import { useField } from 'formik';
import type { ComponentProps, ReactNode } from 'react';

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

type InputProps = Omit<ComponentProps<typeof Input>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>;

interface FormInputProps extends InputProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  /** A password box with the show/hide eye. */
  password?: boolean;
}

/** A labelled text input bound to the Formik field `name` (value, change, blur, error). */
export function FormInput({ name, label, required, extra, password, ...input }: FormInputProps) {
  const [field] = useField<string>(name);
  const Control = password ? Input.Password : Input;
  return (
    <FormField name={name} label={label} required={required} extra={extra}>
      <Control id={name} {...field} {...input} />
    </FormField>
  );
}
