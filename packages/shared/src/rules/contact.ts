import { EMAIL_MAX_LENGTH } from '../text-checks';
import { atMost, EMAIL_INVALID } from './messages';

/** Limits of the contact form's fields, as stored (characters, on trimmed text). */
export const CONTACT_LIMITS = {
  nameMin: 2,
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 200,
  messageMin: 10,
  message: 5000,
  /** The back office's search box over the messages. */
  search: 200,
} as const;
const L = CONTACT_LIMITS;

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  nameMax: `Name must be at most ${L.name} characters.`,
  email: EMAIL_INVALID,
  subject: 'Subject is required',
  subjectMax: `Subject must be at most ${L.subject} characters.`,
  message: 'Message must be at least 10 characters.',
  messageMax: `Message must be at most ${L.message} characters.`,
  searchMax: atMost('Search', L.search),
} as const;

/** Whether staff have dealt with a contact message; new ones are open. */
export const CONTACT_MESSAGE_STATE = {
  OPEN: { value: 'open', label: 'New' },
  HANDLED: { value: 'handled', label: 'Handled' },
} as const;

/** The newsletter box: one address. */
export const NEWSLETTER_LIMITS = { email: EMAIL_MAX_LENGTH, search: 200 } as const;
export const NEWSLETTER_MESSAGES = {
  email: EMAIL_INVALID,
  searchMax: atMost('Search', NEWSLETTER_LIMITS.search),
} as const;
