import type { FormikHelpers } from 'formik';
import { AdminForm, DateField, FormRow, SelectField, TextAreaField } from '../../../components/admin-form';
import { LEAVE_LIMITS, LEAVE_TYPE_LABELS, LEAVE_TYPES } from '../constants';
import { leaveRequestSchema, type LeaveRequestFormValues } from '../schemas/leave-request.schema';
import { LeavePreviewPanel } from './LeavePreviewPanel';

export interface LeaveRequestFormProps {
  initialValues: LeaveRequestFormValues;
  /** Sends the request; throws to refuse (the API's field messages then show under the fields). */
  onSubmit: (values: LeaveRequestFormValues, helpers: FormikHelpers<LeaveRequestFormValues>) => Promise<void>;
  onCancel: () => void;
}

const typeOptions = LEAVE_TYPES.map((value) => ({ value, label: LEAVE_TYPE_LABELS[value] }));

/** The 'Request Leave' form, with what the request would take beside it. */
export function LeaveRequestForm({ initialValues, onSubmit, onCancel }: LeaveRequestFormProps) {
  return (
    <AdminForm
      name="Request Leave"
      initialValues={initialValues}
      validationSchema={leaveRequestSchema}
      onSubmit={onSubmit}
      submitLabels={['Submit Request', 'Submitting...']}
      onCancel={onCancel}
    >
      <div className="leave-request__layout">
        <div className="leave-request__fields">
          <FormRow>
            <DateField name="startDate" label="Start Date" required />
            <DateField name="endDate" label="End Date" required />
          </FormRow>
          <SelectField name="type" label="Type" options={typeOptions} />
          <TextAreaField name="reason" label="Reason" required rows={3} maxLength={LEAVE_LIMITS.reason} />
        </div>
        <LeavePreviewPanel />
      </div>
    </AdminForm>
  );
}
