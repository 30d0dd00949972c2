import { codeNames, DEFAULT_ICON, ICON, SERVICE_LIMITS as L, SERVICE_MESSAGES as M } from '@site/shared';
import * as yup from 'yup';
import type { Icon, ServiceFieldsFragment } from '../../../gql/graphql';

const requiredText = (required: string, max: number, tooLong: string) =>
  yup.string().trim().required(required).max(max, tooLong);

/** The server's rules and messages, both read from the shared rules. */
export const serviceSchema = yup.object({
  name: requiredText(M.nameRequired, L.name, M.nameMax),
  description: requiredText(M.descriptionRequired, L.description, M.descriptionMax),
  icon: yup.mixed<Icon>().oneOf(codeNames(ICON), M.icon).required(M.iconRequired),
  bulletPoints: yup
    .array(yup.string().trim().required(M.bulletPointRequired).max(L.bulletPoint, M.bulletPointMax))
    .max(L.bulletPoints, M.bulletPointsMax)
    .required(),
  featured: yup.boolean().required(),
});

export type ServiceFormValues = yup.InferType<typeof serviceSchema>;

export const emptyService = (): ServiceFormValues => ({
  name: '',
  description: '',
  icon: DEFAULT_ICON,
  bulletPoints: [],
  featured: false,
});

/** The form's fields of a loaded service (the API's extra fields left out). */
export const toFormValues = (s: ServiceFieldsFragment): ServiceFormValues => ({
  name: s.name,
  description: s.description,
  icon: s.icon,
  bulletPoints: [...s.bulletPoints],
  featured: s.featured,
});
