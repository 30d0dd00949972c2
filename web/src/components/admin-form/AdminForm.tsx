import { Alert, Button, Space } from 'antd';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { serverErrorsOf, unplacedServerErrors, type AdminFormStatus } from './server-errors';
import './admin-form.css';

export interface AdminFormProps<V extends FormikValues> {
  /** The form's accessible name, such as 'Project'. */
  name: string;
  initialValues: V;
  validationSchema: AnyObjectSchema;
  /**
   * Saves the values. To refuse them, throw (the mutation hooks rethrow the API's error): the
   * API's field messages then show under their fields, and every value typed stays as it was.
   */
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  /** The submit button's text, and its text while saving: ['Add Project', 'Adding...']. */
  submitLabels: readonly [idle: string, pending: string];
  /** Cancel's action: back to the list, usually. */
  onCancel: () => void;
  /** Refilled with new initial values (a record that loads again), unless the user has edited it. */
  enableReinitialize?: boolean;
  children: ReactNode;
}

/**
 * A back-office add or edit form: Formik with the feature's Yup schema, the kit's fields as
 * children, the API's field errors under their fields, and the Cancel / submit action row.
 */
export function AdminForm<V extends FormikValues>({
  name,
  initialValues,
  validationSchema,
  onSubmit,
  submitLabels,
  onCancel,
  enableReinitialize,
  children,
}: AdminFormProps<V>) {
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    helpers.setStatus({} satisfies AdminFormStatus);
    try {
      await onSubmit(values, helpers);
    } catch (error) {
      // The failure toast has been shown by the mutation hook; what is left is to point at the fields.
      helpers.setStatus({ serverErrors: serverErrorsOf(error, values) } satisfies AdminFormStatus);
    }
  };
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submit}
      enableReinitialize={enableReinitialize}
    >
      {({ handleSubmit, isSubmitting, status }) => {
        const unplaced = unplacedServerErrors(
          (status as AdminFormStatus | undefined)?.serverErrors,
          Object.keys(initialValues),
        );
        return (
          <form onSubmit={handleSubmit} noValidate className="admin-form" aria-label={name}>
            {children}
            {unplaced.length > 0 && (
              <Alert type="error" showIcon className="admin-form__alert" title={unplaced.join(' ')} />
            )}
            <Space className="admin-form__actions" wrap>
              <Button onClick={onCancel}>Cancel</Button>
              <Button type="primary" htmlType="submit" disabled={isSubmitting}>
                {isSubmitting ? submitLabels[1] : submitLabels[0]}
              </Button>
            </Space>
          </form>
        );
      }}
    </Formik>
  );
}

/** Fields side by side on a wide screen (`columns` of them), one under another on a phone. */
export function FormRow({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) {
  return <div className={`admin-form__row admin-form__row--${columns}`}>{children}</div>;
}
