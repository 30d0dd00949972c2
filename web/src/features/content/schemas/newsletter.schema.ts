import { isEmailAddress, NEWSLETTER_MESSAGES as M } from '@site/shared';
import * as yup from 'yup';

/** The server's rule: one address, checked trimmed as it is stored. */
export const newsletterSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(M.email)
    .test('email', M.email, (value) => isEmailAddress(value ?? '')),
});
