import { CONTACT_LIMITS as L, CONTACT_MESSAGES as M, isEmailAddress } from '@site/shared';
import * as yup from 'yup';

/** The server's rules and messages, both read from the shared rules; texts are checked trimmed, as stored. */
export const contactSchema = yup.object({
  name: yup.string().trim().required(M.name).min(L.nameMin, M.name).max(L.name, M.nameMax),
  email: yup
    .string()
    .trim()
    .required(M.email)
    .test('email', M.email, (value) => isEmailAddress(value ?? '')),
  subject: yup.string().trim().required(M.subject).max(L.subject, M.subjectMax),
  message: yup.string().trim().required(M.message).min(L.messageMin, M.message).max(L.message, M.messageMax),
  website: yup.string(),
});

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The honeypot: people never see it and leave it empty. */
  website: string;
}

export const EMPTY_CONTACT: ContactFormValues = { name: '', email: '', subject: '', message: '', website: '' };

/** The mutation's input: the texts trimmed, the honeypot sent as it is. */
export const toContactInput = ({ name, email, subject, message, website }: ContactFormValues) => ({
  name: name.trim(),
  email: email.trim(),
  subject: subject.trim(),
  message: message.trim(),
  website,
});
