import { AutoComplete, Button, DatePicker, Input, Select, Space, Switch } from 'antd';
import dayjs from 'dayjs';
import { Formik, type FormikHelpers } from 'formik';
import type { Icon } from '../../../gql/graphql';
import { FormField } from '../../../lib/form-field';
import { ICON_LABELS, IconGlyph } from '../../../lib/icons';
import { PROJECT_CATEGORIES, PROJECT_LIMITS, PROJECT_STATUSES, STATUS_LABELS } from '../constants';
import { projectSchema, type ProjectFormValues } from '../schemas/project.schema';
import './project-form.css';

export interface ProjectFormProps {
  initialValues: ProjectFormValues;
  mode: 'create' | 'edit';
  onSubmit: (values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) => Promise<void>;
  onCancel: () => void;
}

const BUTTON = { create: ['Add Project', 'Adding...'], edit: ['Save Changes', 'Saving...'] } as const;
const iconOptions = (Object.keys(ICON_LABELS) as Icon[]).map((icon) => ({
  value: icon,
  label: (
    <Space>
      <IconGlyph name={icon} />
      {ICON_LABELS[icon]}
    </Space>
  ),
}));

/** The add and edit form of a project (spec, Admin projects). */
export function ProjectForm({ initialValues, mode, onSubmit, onCancel }: ProjectFormProps) {
  return (
    <Formik<ProjectFormValues> initialValues={initialValues} validationSchema={projectSchema} onSubmit={onSubmit}>
      {({ values, handleSubmit, handleChange, handleBlur, setFieldValue, setFieldTouched, isSubmitting }) => (
        <form onSubmit={handleSubmit} noValidate className="project-form" aria-label="Project">
          <FormField name="title" label="Project Title" required>
            <Input
              id="title"
              name="title"
              value={values.title}
              onChange={handleChange}
              onBlur={handleBlur}
              maxLength={PROJECT_LIMITS.title}
            />
          </FormField>
          <div className="project-form__row">
            <FormField name="client" label="Client" required>
              <Input
                id="client"
                name="client"
                value={values.client}
                onChange={handleChange}
                onBlur={handleBlur}
                maxLength={PROJECT_LIMITS.client}
              />
            </FormField>
            <FormField name="category" label="Category" required>
              <AutoComplete
                id="category"
                value={values.category}
                options={PROJECT_CATEGORIES.map((value) => ({ value }))}
                onChange={(value: string) => void setFieldValue('category', value)}
                onBlur={() => void setFieldTouched('category', true)}
                filterOption={(input, option) => option?.value.toLowerCase().includes(input.toLowerCase()) ?? false}
                maxLength={PROJECT_LIMITS.category}
              />
            </FormField>
          </div>
          <div className="project-form__row">
            <FormField name="status" label="Status">
              <Select
                id="status"
                value={values.status}
                options={PROJECT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
                onChange={(value) => void setFieldValue('status', value)}
              />
            </FormField>
            <FormField name="date" label="Date" required>
              <DatePicker
                id="date"
                className="project-form__date"
                value={values.date ? dayjs(values.date) : null}
                format="YYYY-MM-DD"
                onChange={(date) => void setFieldValue('date', date ? date.format('YYYY-MM-DD') : '')}
                onBlur={() => void setFieldTouched('date', true)}
              />
            </FormField>
            <FormField name="icon" label="Icon">
              <Select
                id="icon"
                value={values.icon}
                options={iconOptions}
                onChange={(value) => void setFieldValue('icon', value)}
              />
            </FormField>
          </div>
          <FormField
            name="featured"
            label="Featured Project"
            extra="Featured projects will be displayed on the homepage."
          >
            <Switch
              id="featured"
              checked={values.featured}
              onChange={(checked) => void setFieldValue('featured', checked)}
            />
          </FormField>
          <FormField name="description" label="Description" required>
            <Input.TextArea
              id="description"
              name="description"
              rows={5}
              value={values.description}
              onChange={handleChange}
              onBlur={handleBlur}
              maxLength={PROJECT_LIMITS.description}
              showCount
            />
          </FormField>
          <Space>
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="primary" htmlType="submit" disabled={isSubmitting}>
              {isSubmitting ? BUTTON[mode][1] : BUTTON[mode][0]}
            </Button>
          </Space>
        </form>
      )}
    </Formik>
  );
}
