import { AUTH_LIMITS as L, AUTH_MESSAGES as M, isEmailAddress } from '@site/shared';
import * as yup from 'yup';

// The server bounds both fields and says 'Invalid credentials' for anything else; the form also
// refuses what cannot be an address, before asking.
export const loginSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(M.emailRequired)
    .max(L.email, M.emailMax)
    .test('email', M.email, (value) => isEmailAddress(value ?? '')),
  password: yup.string().required(M.passwordRequired).max(L.password, M.passwordTooLong),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
