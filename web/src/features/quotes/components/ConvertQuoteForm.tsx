import { useFormikContext } from 'formik';
import {
  AdminForm,
  DateField,
  FormRow,
  MoneyField,
  SelectField,
  TagListField,
  TextField,
} from '../../../components/admin-form';
import type { Currency } from '../../../gql/graphql';
import {
  CONVERSION_LIMITS as L,
  CURRENCY_OPTIONS,
  CURRENCY_SIGNS,
  PAYMENT_METHOD_OPTIONS,
  PAYMENT_STATUS_OPTIONS,
  PHASE_OPTIONS,
} from '../admin-constants';
import { convertQuoteSchema, type ConvertQuoteValues } from '../schemas/convert-quote.schema';

export interface ConvertQuoteFormProps {
  initialValues: ConvertQuoteValues;
  /** Converts; throws (after the failure toast) to keep the form as typed with the API's messages. */
  onSubmit: (values: ConvertQuoteValues) => Promise<void>;
  onCancel: () => void;
}

/** The amount's sign follows the chosen currency. */
function AmountField() {
  const { values } = useFormikContext<ConvertQuoteValues>();
  const currency: Currency = values.paymentDetails.currency;
  return (
    <MoneyField name="paymentDetails.amount" label="Project Amount" required currency={CURRENCY_SIGNS[currency]} />
  );
}

/** Payment Details, Project Plan and Development Timeline of the project a quote becomes. */
export function ConvertQuoteForm({ initialValues, onSubmit, onCancel }: ConvertQuoteFormProps) {
  return (
    <AdminForm<ConvertQuoteValues>
      name="Convert to Project"
      initialValues={initialValues}
      validationSchema={convertQuoteSchema}
      onSubmit={onSubmit}
      submitLabels={['Convert to Project', 'Converting...']}
      onCancel={onCancel}
    >
      <div className="convert-form">
        <fieldset>
          <legend>Payment Details</legend>
          <FormRow>
            <AmountField />
            <SelectField name="paymentDetails.currency" label="Currency" options={CURRENCY_OPTIONS} />
          </FormRow>
          <FormRow>
            <SelectField name="paymentDetails.paymentMethod" label="Payment Method" options={PAYMENT_METHOD_OPTIONS} />
            <SelectField name="paymentDetails.paymentStatus" label="Payment Status" options={PAYMENT_STATUS_OPTIONS} />
          </FormRow>
        </fieldset>
        <fieldset>
          <legend>Project Plan</legend>
          <TextField
            name="planInfo.duration"
            label="Project Duration"
            required
            maxLength={L.duration}
            placeholder="e.g. 3 months"
          />
          <FormRow>
            <TagListField
              name="planInfo.milestones"
              label="Milestones"
              itemLabel="Milestone"
              minItems={1}
              maxItems={L.items}
              maxLength={L.item}
            />
            <TagListField
              name="planInfo.deliverables"
              label="Deliverables"
              itemLabel="Deliverable"
              minItems={1}
              maxItems={L.items}
              maxLength={L.item}
            />
          </FormRow>
        </fieldset>
        <fieldset>
          <legend>Development Timeline</legend>
          <FormRow columns={3}>
            <SelectField name="developmentCycle.phase" label="Current Phase" options={PHASE_OPTIONS} />
            <DateField name="developmentCycle.startDate" label="Start Date" required />
            <DateField name="developmentCycle.estimatedEndDate" label="Estimated End Date" required />
          </FormRow>
        </fieldset>
      </div>
    </AdminForm>
  );
}
