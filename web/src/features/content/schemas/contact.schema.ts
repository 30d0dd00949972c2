import * as yup from 'yup';

/** The server's limits (server/src/modules/contact/contact-message.entity.ts), on trimmed text. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  name: 100,
  email: 254,
  subject: 200,
  messageMin: 10,
  message: 5000,
} as const;
const L = CONTACT_LIMITS;

/** The server's messages, word for word (server/src/modules/contact/contact-message.inputs.ts). */
export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  nameMax: `Name must be at most ${L.name} characters.`,
  email: 'Please enter a valid email address.',
  subject: 'Subject is required',
  subjectMax: `Subject must be at most ${L.subject} characters.`,
  message: 'Message must be at least 10 characters.',
  messageMax: `Message must be at most ${L.message} characters.`,
} as const;
const M = CONTACT_MESSAGES;

/** Checks the text as the server will store it: without the white space around it. */
export const contactSchema = yup.object({
  name: yup.string().trim().required(M.name).min(L.nameMin, M.name).max(L.name, M.nameMax),
  email: yup
    .string()
    .trim()
    .required(M.email)
    .email(M.email)
    // The server also wants a dot in the domain (jane@company is refused there).
    .matches(/@[^@\s]+\.[^@\s.]+$/, M.email)
    .max(L.email, M.email),
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
