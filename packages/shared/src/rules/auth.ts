import { EMAIL_MAX_LENGTH } from '../text-checks';
import { atMost, EMAIL_INVALID } from './messages';

/**
 * A password is 8 to 128 characters, any characters, counted as people count them (an emoji
 * is one); the server also refuses common passwords and the account's own address.
 */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

/** Sign-in and password forms. */
export const AUTH_LIMITS = {
  email: EMAIL_MAX_LENGTH,
  password: PASSWORD_LIMITS.max,
  /** A reset link's token is far shorter; anything longer cannot be one. */
  resetToken: 100,
} as const;

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailMax: atMost('Email', EMAIL_MAX_LENGTH),
  email: EMAIL_INVALID,
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_LIMITS.min} characters`,
  passwordTooLong: atMost('Password', PASSWORD_LIMITS.max),
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  passwordIsEmail: 'Password must not be your email address',
  confirmPasswordRequired: 'Please repeat the new password',
  passwordsDiffer: 'The passwords do not match',
  resetLinkIncomplete: 'The reset link is incomplete',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
} as const;
