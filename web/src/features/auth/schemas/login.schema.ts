import { AUTH_LIMITS as L, AUTH_MESSAGES as M, isEmailAddress } from '@site/shared';
import * as yup from 'yup';

// The server's rules; a blank address gets only its 'required' message.
export const loginSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(M.emailRequired)
    .max(L.email, M.emailMax)
    .test('email', M.email, (value) => !value || isEmailAddress(value)),
  password: yup.string().required(M.passwordRequired).max(L.password, M.passwordTooLong),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
