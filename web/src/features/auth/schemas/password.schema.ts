import * as yup from 'yup';

// The server's rules (server/src/auth/password-policy.ts); it also refuses common passwords.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Length in characters, as the server counts it (an emoji is one). */
const length = (value: string | undefined) => [...(value ?? '')].length;

export const forgotPasswordSchema = yup.object({
  email: yup.string().trim().required('Email is required').email('Please enter a valid email address.'),
});
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  password: yup
    .string()
    .required('Password is required')
    .test('min', `Password must be at least ${PASSWORD_MIN} characters`, (v) => length(v) >= PASSWORD_MIN)
    .test('max', `Password must be at most ${PASSWORD_MAX} characters`, (v) => length(v) <= PASSWORD_MAX),
  confirmPassword: yup
    .string()
    .required('Please repeat the new password')
    .oneOf([yup.ref('password')], 'The passwords do not match'),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
