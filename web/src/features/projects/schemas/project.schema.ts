import * as yup from 'yup';
import type { Icon, ProjectFieldsFragment, ProjectStatus } from '../../../gql/graphql';
import { PROJECT_LIMITS, PROJECT_STATUSES } from '../constants';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const required = (message: string, max: number, label: string) =>
  yup.string().trim().required(message).max(max, `${label} must be at most ${max} characters`);

/** Mirrors the server's rules and messages (server/src/modules/projects/project.inputs.ts). */
export const projectSchema = yup.object({
  title: required('Project title is required', PROJECT_LIMITS.title, 'Project title'),
  client: required('Client is required', PROJECT_LIMITS.client, 'Client'),
  category: required('Category is required', PROJECT_LIMITS.category, 'Category'),
  status: yup.mixed<ProjectStatus>().oneOf(PROJECT_STATUSES, 'Choose a valid status').required(),
  date: yup.string().required('Date is required').matches(ISO_DATE, 'Date must be a valid date (YYYY-MM-DD)'),
  description: required('Description is required', PROJECT_LIMITS.description, 'Description'),
  featured: yup.boolean().required(),
  icon: yup.mixed<Icon>().required('Choose a valid icon'),
});

export type ProjectFormValues = yup.InferType<typeof projectSchema>;

export const emptyProject = (today: string): ProjectFormValues => ({
  title: '',
  client: '',
  category: '',
  status: 'PLANNING',
  date: today,
  description: '',
  featured: false,
  icon: 'CODE',
});

/** The form's fields of a loaded project (the API's extra fields, such as __typename, left out). */
export const toFormValues = (p: ProjectFieldsFragment): ProjectFormValues => ({
  title: p.title,
  client: p.client,
  category: p.category,
  status: p.status,
  date: p.date,
  description: p.description,
  featured: p.featured,
  icon: p.icon,
});
