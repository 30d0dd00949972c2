import * as yup from 'yup';

export const EMAIL_MESSAGE = 'Please enter a valid email address.';

export const newsletterSchema = yup.object({
  email: yup.string().trim().required(EMAIL_MESSAGE).email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE),
});
