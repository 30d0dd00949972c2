export { AdminForm, FormRow, type AdminFormProps } from './AdminForm';
export { CheckboxGroupField, type CheckboxGroupFieldProps, type CheckboxOption } from './CheckboxGroupField';
export { FieldShell, useAdminField, type FieldProps } from './FieldShell';
export {
  DateField,
  MoneyField,
  NumberField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  UrlField,
  type DateFieldProps,
  type MoneyFieldProps,
  type NumberFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './fields';
export { LookupField, type LookupFieldProps } from './LookupField';
export { TagListField, type TagListFieldProps } from './TagListField';
export { serverErrorsOf, type ServerErrors } from './server-errors';
