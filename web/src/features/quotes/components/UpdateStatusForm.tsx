import { Button } from 'antd';
import { Formik } from 'formik';
import { SelectField, TextAreaField, serverErrorsOf } from '../../../components/admin-form';
import type { QuoteStatus } from '../../../gql/graphql';
import { QUOTE_LIMITS } from '../constants';
import { QUOTE_STATUS_OPTIONS } from '../admin-constants';
import { notesToSend, quoteStatusSchema, type QuoteStatusValues } from '../schemas/quote-status.schema';

export interface UpdateStatusFormProps {
  /** The quote's status now: the choice starts there. */
  status: QuoteStatus;
  /** Saves the change; rejects (after its toast) to keep what was typed. */
  onSubmit: (status: QuoteStatus, notes: string | null) => Promise<unknown>;
}

/**
 * 'Update Status': any status, with an optional note. Once saved the notes box is empty again,
 * ready for the next change; a failure keeps it as typed.
 */
export function UpdateStatusForm({ status, onSubmit }: UpdateStatusFormProps) {
  return (
    <Formik<QuoteStatusValues>
      initialValues={{ status, notes: '' }}
      validationSchema={quoteStatusSchema}
      enableReinitialize
      onSubmit={async (values, helpers) => {
        helpers.setStatus({});
        try {
          await onSubmit(values.status, notesToSend(values.notes));
          helpers.resetForm({ values: { status: values.status, notes: '' } });
        } catch (error) {
          helpers.setStatus({ serverErrors: serverErrorsOf(error, values) });
        }
      }}
    >
      {({ handleSubmit, isSubmitting, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Update Status" className="quote-details__section">
          <SelectField<QuoteStatus> name="status" label="Update Status" options={QUOTE_STATUS_OPTIONS} />
          <TextAreaField
            name="notes"
            label="Notes (optional)"
            rows={3}
            maxLength={QUOTE_LIMITS.notes}
            extra="They replace the quote's notes; left empty, the quote keeps no notes."
          />
          <Button
            type="primary"
            htmlType="submit"
            disabled={isSubmitting || (values.status === status && values.notes.trim() === '')}
          >
            {isSubmitting ? 'Updating...' : 'Update Status'}
          </Button>
        </form>
      )}
    </Formik>
  );
}
