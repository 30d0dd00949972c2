import { Space } from 'antd';
import {
  AdminForm,
  DateField,
  FormRow,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../../../components/admin-form';
import type { Icon } from '../../../gql/graphql';
import { ICON_LABELS, IconGlyph } from '../../../lib/icons';
import { PROJECT_CATEGORIES, PROJECT_LIMITS, PROJECT_STATUSES, STATUS_LABELS } from '../constants';
import { projectSchema, type ProjectFormValues } from '../schemas/project.schema';

export interface ProjectFormProps {
  initialValues: ProjectFormValues;
  mode: 'create' | 'edit';
  /** Saves; throws to refuse (the API's field messages then show under the fields). */
  onSubmit: (values: ProjectFormValues) => Promise<void>;
  onCancel: () => void;
}

const SUBMIT = { create: ['Add Project', 'Adding...'], edit: ['Save Changes', 'Saving...'] } as const;
const statusOptions = PROJECT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const iconOptions = (Object.keys(ICON_LABELS) as Icon[]).map((icon) => ({
  value: icon,
  label: (
    <Space>
      <IconGlyph name={icon} />
      {ICON_LABELS[icon]}
    </Space>
  ),
}));

/** The add and edit form of a project. */
export function ProjectForm({ initialValues, mode, onSubmit, onCancel }: ProjectFormProps) {
  return (
    <AdminForm
      name="Project"
      initialValues={initialValues}
      validationSchema={projectSchema}
      onSubmit={onSubmit}
      submitLabels={SUBMIT[mode]}
      onCancel={onCancel}
    >
      <TextField name="title" label="Project Title" required maxLength={PROJECT_LIMITS.title} />
      <FormRow>
        <TextField name="client" label="Client" required maxLength={PROJECT_LIMITS.client} />
        <TextField
          name="category"
          label="Category"
          required
          maxLength={PROJECT_LIMITS.category}
          suggestions={PROJECT_CATEGORIES}
        />
      </FormRow>
      <FormRow columns={3}>
        <SelectField name="status" label="Status" options={statusOptions} />
        <DateField name="date" label="Date" required />
        <SelectField name="icon" label="Icon" options={iconOptions} />
      </FormRow>
      <SwitchField
        name="featured"
        label="Featured Project"
        extra="Featured projects will be displayed on the homepage."
      />
      <TextAreaField name="description" label="Description" required rows={5} maxLength={PROJECT_LIMITS.description} />
    </AdminForm>
  );
}
