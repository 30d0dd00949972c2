import {
  codeNames,
  DEFAULT_ICON,
  DEFAULT_PROJECT_STATUS,
  ICON,
  isIsoDate,
  PROJECT_LIMITS as L,
  PROJECT_MESSAGES as M,
} from '@site/shared';
import * as yup from 'yup';
import type { Icon, ProjectFieldsFragment, ProjectStatus } from '../../../gql/graphql';
import { PROJECT_STATUSES } from '../constants';

const requiredText = (required: string, max: number, tooLong: string) =>
  yup.string().trim().required(required).max(max, tooLong);

/** The server's rules and messages, both read from the shared rules. */
export const projectSchema = yup.object({
  title: requiredText(M.titleRequired, L.title, M.titleMax),
  client: requiredText(M.clientRequired, L.client, M.clientMax),
  category: requiredText(M.categoryRequired, L.category, M.categoryMax),
  status: yup.mixed<ProjectStatus>().oneOf(PROJECT_STATUSES, M.status).required(M.status),
  date: yup
    .string()
    .required(M.dateRequired)
    .test('iso-date', M.date, (value) => !value || isIsoDate(value)),
  description: requiredText(M.descriptionRequired, L.description, M.descriptionMax),
  featured: yup.boolean().required(),
  icon: yup.mixed<Icon>().oneOf(codeNames(ICON), M.icon).required(M.icon),
});

export type ProjectFormValues = yup.InferType<typeof projectSchema>;

export const emptyProject = (today: string): ProjectFormValues => ({
  title: '',
  client: '',
  category: '',
  status: DEFAULT_PROJECT_STATUS,
  date: today,
  description: '',
  featured: false,
  icon: DEFAULT_ICON,
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
