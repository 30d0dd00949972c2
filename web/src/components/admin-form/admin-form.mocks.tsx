import { CombinedGraphQLErrors } from '@apollo/client/errors';
import * as yup from 'yup';
import { AdminForm, FormRow } from './AdminForm';
import { DateField, NumberField, SelectField, SwitchField, TextAreaField, TextField, UrlField } from './fields';
import { TagListField } from './TagListField';

/** A record with one field of each kind, for the kit's stories and tests. */
export const sampleSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(40, 'Name must be at most 40 characters'),
  kind: yup.string().required('Kind is required'),
  start: yup.string().required('Start date is required'),
  seats: yup.number().nullable().min(1, 'Seats must be at least 1'),
  website: yup.string().url('Website must be a valid URL'),
  featured: yup.boolean().required(),
  points: yup.array(yup.string().trim().required('Bullet point is required')).min(1, 'Add at least one bullet point'),
  notes: yup.string().max(200, 'Notes must be at most 200 characters'),
});

export type SampleValues = yup.InferType<typeof sampleSchema>;

export const emptySample: SampleValues = {
  name: '',
  kind: '',
  start: '',
  seats: null,
  website: '',
  featured: false,
  points: [''],
  notes: '',
};

export const filledSample: SampleValues = {
  name: 'Web Development',
  kind: 'service',
  start: '2026-03-05',
  seats: 4,
  website: 'https://brightline.example/services',
  featured: true,
  points: ['Responsive design', 'Progressive web apps'],
  notes: 'Shown third on the home page.',
};

/** The API refusing the name and the second bullet point, and a rule on the whole record. */
export const refusedByServer = () =>
  new CombinedGraphQLErrors({
    errors: [
      {
        message: 'A service with this name already exists; Bullet point is too vague; Only 8 services may be featured',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: {
            'input.name': ['A service with this name already exists'],
            'input.points.1': ['Bullet point is too vague'],
            'input.limit': ['Only 8 services may be featured'],
          },
        },
      },
    ],
  });

export interface SampleFormProps {
  initialValues?: SampleValues;
  onSubmit: (values: SampleValues) => Promise<void>;
  onCancel: () => void;
}

/** Every kit field in one form, as a feature lays one out. */
export function SampleForm({ initialValues = emptySample, onSubmit, onCancel }: SampleFormProps) {
  return (
    <AdminForm
      name="Sample record"
      initialValues={initialValues}
      validationSchema={sampleSchema}
      onSubmit={onSubmit}
      submitLabels={['Save Changes', 'Saving...']}
      onCancel={onCancel}
    >
      <TextField name="name" label="Name" required maxLength={40} />
      <FormRow>
        <SelectField
          name="kind"
          label="Kind"
          required
          placeholder="Choose a kind"
          options={[
            { value: 'service', label: 'Service' },
            { value: 'project', label: 'Project' },
          ]}
        />
        <DateField name="start" label="Start date" required />
      </FormRow>
      <FormRow>
        <NumberField name="seats" label="Seats" min={0} />
        <UrlField name="website" label="Website" />
      </FormRow>
      <SwitchField name="featured" label="Feature on homepage" extra="Featured records show on the home page." />
      <TagListField name="points" label="Bullet points" itemLabel="Bullet point" minItems={1} maxItems={5} />
      <TextAreaField name="notes" label="Notes" maxLength={200} />
    </AdminForm>
  );
}
