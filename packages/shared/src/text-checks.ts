// Small pure checks that the server's validators and the web's schemas both call, so a value
// one side accepts the other accepts too. Each takes the text as it will be stored (trimmed).

/** The longest e-mail address there can be (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

// The HTML standard's e-mail syntax (what an <input type="email"> accepts), with a dot and a
// top-level domain of letters required: 'jane@company' is an intranet name, not an address.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

export const isEmailAddress = (text: string): boolean => text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);

/** Digits with spaces, +, -, dots and brackets, as people type a phone number, with at least 7 digits. */
export const PHONE_MIN_DIGITS = 7;
export const isPhoneNumber = (text: string): boolean =>
  /^\+?[\d\s().-]+$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Scheme, host name (or a bracketed IPv6 address), optional port, then any path, query or
// fragment without white space. No user name or password: an image address never needs one.
const HTTP_URL =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s<>"'`\\]*)?$/i;

/** An absolute http or https address, such as an image a page shows. */
export const isHttpUrl = (text: string): boolean => HTTP_URL.test(text);

/** Length in characters as people count them: an emoji is one, not two UTF-16 units. */
export const characterCount = (text: string): number => [...text].length;
