import {
  isAccountText,
  isEmailAddress,
  isIsoDate,
  isMoneyAmount,
  isPhoneNumber,
  EMPLOYEE_LIMITS as L,
  EMPLOYEE_MESSAGES as M,
  SALARY_MAX,
} from '@site/shared';
import * as yup from 'yup';
import type {
  CreateEmployeeInput,
  Department,
  EmployeeDetailFieldsFragment,
  UpdateEmployeeInput,
} from '../../../gql/graphql';
import { DEPARTMENTS } from '../constants';

export interface EmployeeFormValues {
  name: string;
  position: string;
  /** Null until one is chosen: the form has no default department. */
  department: Department | null;
  email: string;
  phone: string;
  joinDate: string;
  bio: string;
  managerId: number | null;
  isHR: boolean;
  /** The monthly salary as typed: decimal text, exact (never a float). */
  salary: string;
  bankAccount: string;
  taxId: string;
}

const requiredText = (required: string, max: number, tooLong: string) =>
  yup.string().trim().required(required).max(max, tooLong);

/** An optional text: blank is fine (stored as none); otherwise it must pass `test`. */
const optionalText = (max: number, tooLong: string, message: string, test: (text: string) => boolean) =>
  yup
    .string()
    .trim()
    .max(max, tooLong)
    .test('format', message, (value) => !value || test(value));

/** The server's rules and messages, both read from the shared rules; texts are checked trimmed, as stored. */
export const employeeSchema = yup.object({
  name: requiredText(M.nameRequired, L.name, M.nameMax),
  position: requiredText(M.positionRequired, L.position, M.positionMax),
  department: yup.mixed<Department>().nullable().required(M.department).oneOf(DEPARTMENTS, M.department),
  email: requiredText(M.emailRequired, L.email, M.emailMax).test('email', M.email, (v) => isEmailAddress(v ?? '')),
  phone: optionalText(L.phone, M.phoneMax, M.phone, isPhoneNumber),
  joinDate: yup
    .string()
    .required(M.joinDateRequired)
    .test('iso-date', M.joinDate, (value) => !value || isIsoDate(value)),
  bio: yup.string().trim().max(L.bio, M.bioMax),
  managerId: yup.number().nullable(),
  isHR: yup.boolean().required(),
  salary: yup
    .string()
    .trim()
    .test('money', M.salary, (value) => !value || isMoneyAmount(value))
    .test('max', M.salaryMax, (value) => !value || !isMoneyAmount(value) || Number(value) <= SALARY_MAX),
  bankAccount: optionalText(L.bankAccount, M.bankAccountMax, M.bankAccount, isAccountText),
  taxId: optionalText(L.taxId, M.taxIdMax, M.taxId, isAccountText),
});

export const emptyEmployee = (today: string): EmployeeFormValues => ({
  name: '',
  position: '',
  department: null,
  email: '',
  phone: '',
  joinDate: today,
  bio: '',
  managerId: null,
  isHR: false,
  salary: '',
  bankAccount: '',
  taxId: '',
});

/** The form's fields of a loaded employee; a field the API left empty is an empty box. */
export const toFormValues = (e: EmployeeDetailFieldsFragment): EmployeeFormValues => ({
  name: e.name,
  position: e.position,
  department: e.department,
  email: e.email,
  phone: e.phone ?? '',
  joinDate: e.joinDate,
  bio: e.bio ?? '',
  managerId: e.managerId ?? null,
  isHR: e.isHR,
  salary: e.salary ?? '',
  bankAccount: e.bankAccount ?? '',
  taxId: e.taxId ?? '',
});

/**
 * What the form sends once the schema has passed it (so a department is chosen): texts trimmed,
 * an optional one left blank as null (none stored), the salary as the exact text typed.
 */
export function toEmployeeInput(values: EmployeeFormValues): CreateEmployeeInput & UpdateEmployeeInput {
  const optional = (text: string) => text.trim() || null;
  if (values.department === null) throw new Error(M.department);
  return {
    name: values.name.trim(),
    position: values.position.trim(),
    department: values.department,
    email: values.email.trim(),
    phone: optional(values.phone),
    joinDate: values.joinDate,
    bio: optional(values.bio),
    managerId: values.managerId,
    isHR: values.isHR,
    salary: optional(values.salary),
    bankAccount: optional(values.bankAccount),
    taxId: optional(values.taxId),
  };
}
