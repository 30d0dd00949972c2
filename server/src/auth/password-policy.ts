import { AUTH_MESSAGES, characterCount, PASSWORD_LIMITS } from '@site/shared';
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = PASSWORD_LIMITS.min;
export const PASSWORD_MAX_LENGTH = PASSWORD_LIMITS.max;

export const PASSWORD_TOO_SHORT = AUTH_MESSAGES.passwordTooShort;
export const PASSWORD_TOO_LONG = AUTH_MESSAGES.passwordTooLong;
export const PASSWORD_TOO_COMMON = AUTH_MESSAGES.passwordTooCommon;
export const PASSWORD_IS_EMAIL = AUTH_MESSAGES.passwordIsEmail;

/** About 49,000 passwords seen most often in breaches (the zxcvbn-ts common list), lower case. */
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

/**
 * What is wrong with a new password (ASVS 2.1: 8 to 128 characters, any characters, no common
 * passwords), as messages for the user; empty when it is acceptable. Length counts characters,
 * not UTF-16 units, so an emoji counts once.
 */
export function passwordProblems(password: string, email?: string): string[] {
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return [PASSWORD_TOO_SHORT];
  if (length > PASSWORD_MAX_LENGTH) return [PASSWORD_TOO_LONG];
  const lower = password.toLowerCase();
  if (email && lower === email.trim().toLowerCase()) return [PASSWORD_IS_EMAIL];
  if (commonPasswords().has(lower)) return [PASSWORD_TOO_COMMON];
  return [];
}
