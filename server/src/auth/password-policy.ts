import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less predictable one.';
export const PASSWORD_IS_EMAIL = 'Password must not be your email address';

/** About 49,000 passwords seen most often in breaches (the zxcvbn-ts common list), lower case. */
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

/**
 * What is wrong with a new password (ASVS 2.1: 8 to 128 characters, any characters, no common
 * passwords), as messages for the user; empty when it is acceptable. Length counts characters,
 * not UTF-16 units, so an emoji counts once.
 */
export function passwordProblems(password: string, email?: string): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return [PASSWORD_TOO_SHORT];
  if (length > PASSWORD_MAX_LENGTH) return [PASSWORD_TOO_LONG];
  const lower = password.toLowerCase();
  if (email && lower === email.trim().toLowerCase()) return [PASSWORD_IS_EMAIL];
  if (commonPasswords().has(lower)) return [PASSWORD_TOO_COMMON];
  return [];
}
