import { AUTH_LIMITS, AUTH_MESSAGES as M, characterCount, isEmailAddress, PASSWORD_LIMITS } from '@site/shared';
import * as yup from 'yup';

// The server's password rules; it also refuses common passwords, which only it knows.
const length = (value: string | undefined) => characterCount(value ?? '');

export const forgotPasswordSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(M.emailRequired)
    .max(AUTH_LIMITS.email, M.emailMax)
    .test('email', M.email, (value) => !value || isEmailAddress(value)),
});
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  password: yup
    .string()
    .required(M.passwordRequired)
    .test('min', M.passwordTooShort, (v) => !v || length(v) >= PASSWORD_LIMITS.min)
    .test('max', M.passwordTooLong, (v) => length(v) <= PASSWORD_LIMITS.max),
  confirmPassword: yup
    .string()
    .required(M.confirmPasswordRequired)
    .oneOf([yup.ref('password')], M.passwordsDiffer),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
