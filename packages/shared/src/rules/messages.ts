// How the back-office forms word a limit; the public forms' texts are their own, to the letter.

/** 'Title must be at most 200 characters' */
export const atMost = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** The message every form shows for an address that cannot be one. */
export const EMAIL_INVALID = 'Please enter a valid email address.';
