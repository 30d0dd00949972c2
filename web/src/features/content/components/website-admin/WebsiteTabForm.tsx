import { WEBSITE_CONTENT_MESSAGES } from '@site/shared';
import { Alert, Button } from 'antd';
import type { FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { AdminForm } from '../../../../components/admin-form';
import { errorCode } from '../../../../lib/errors';
import { WEBSITE_ADMIN_TEXTS } from '../../admin-texts';

export interface WebsiteTabFormProps<V extends FormikValues> {
  /** The tab's name, the form's accessible name: 'Homepage'. */
  name: string;
  initialValues: V;
  schema: AnyObjectSchema;
  /** Saves the tab; rejects (after its toast) to keep the input and show the API's field messages. */
  onSave: (values: V) => Promise<unknown>;
  /** Loads the saved texts again (after someone else saved the same tab). */
  onReload: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * One tab of the website screen: its own form and 'Save Changes'. A save refused because
 * someone else saved the tab meanwhile keeps the input and offers to load their version.
 * Cancel puts back the saved texts.
 */
export function WebsiteTabForm<V extends FormikValues>({
  name,
  initialValues,
  schema,
  onSave,
  onReload,
  children,
}: WebsiteTabFormProps<V>) {
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  // A new key starts the form over from the saved texts.
  const [round, setRound] = useState(0);

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setConflict(false);
      setRound((n) => n + 1);
    } finally {
      setReloading(false);
    }
  };

  return (
    <>
      {conflict && (
        <Alert
          type="warning"
          showIcon
          className="website-admin__conflict"
          title={WEBSITE_CONTENT_MESSAGES.changedMeanwhile}
          action={
            <Button onClick={() => void reload().catch(() => {})} loading={reloading}>
              {WEBSITE_ADMIN_TEXTS.reload}
            </Button>
          }
        />
      )}
      <AdminForm<V>
        key={round}
        name={name}
        initialValues={initialValues}
        validationSchema={schema}
        enableReinitialize
        submitLabels={['Save Changes', 'Saving...']}
        onCancel={() => setRound((n) => n + 1)}
        onSubmit={async (values) => {
          setConflict(false);
          try {
            await onSave(values);
          } catch (error) {
            if (errorCode(error) === 'CONFLICT') setConflict(true);
            throw error;
          }
        }}
      >
        {children}
      </AdminForm>
    </>
  );
}
