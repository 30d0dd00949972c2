import {
  AdminForm,
  SelectField,
  SwitchField,
  TagListField,
  TextAreaField,
  TextField,
} from '../../../components/admin-form';
import type { Icon } from '../../../gql/graphql';
import { ICON_LABELS } from '../../../lib/icons';
import { SERVICE_LIMITS } from '../constants';
import { serviceSchema, type ServiceFormValues } from '../schemas/service.schema';
import { IconName } from './ServiceTable';

export interface ServiceFormProps {
  initialValues: ServiceFormValues;
  mode: 'create' | 'edit';
  /** Saves; throws to refuse (the API's field messages then show under the fields). */
  onSubmit: (values: ServiceFormValues) => Promise<void>;
  onCancel: () => void;
}

const SUBMIT = { create: ['Add Service', 'Adding...'], edit: ['Save Changes', 'Saving...'] } as const;
// Each icon is drawn beside its name, so the admin picks what the public card will show.
const iconOptions = (Object.keys(ICON_LABELS) as Icon[]).map((icon) => ({
  value: icon,
  label: <IconName icon={icon} />,
}));

/** The add and edit form of a service. */
export function ServiceForm({ initialValues, mode, onSubmit, onCancel }: ServiceFormProps) {
  return (
    <AdminForm
      name="Service"
      initialValues={initialValues}
      validationSchema={serviceSchema}
      onSubmit={onSubmit}
      submitLabels={SUBMIT[mode]}
      onCancel={onCancel}
    >
      <TextField name="name" label="Service Name" required maxLength={SERVICE_LIMITS.name} />
      <TextAreaField name="description" label="Description" required rows={4} maxLength={SERVICE_LIMITS.description} />
      <SelectField name="icon" label="Icon Name" options={iconOptions} />
      <TagListField
        name="bulletPoints"
        label="Bullet Points"
        itemLabel="Bullet point"
        maxItems={SERVICE_LIMITS.bulletPoints}
        maxLength={SERVICE_LIMITS.bulletPoint}
      />
      <SwitchField name="featured" label="Feature on homepage" />
    </AdminForm>
  );
}
