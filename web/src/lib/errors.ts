import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type FieldErrors = Record<string, string[]>;

/** The code the API put on the first error (NOT_FOUND, BAD_USER_INPUT, ...), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A message fit to show a user. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join(' ') || 'An error occurred';
  if (error instanceof Error) {
    return /fetch|network/i.test(error.message) ? 'The server could not be reached. Please try again.' : error.message;
  }
  return 'An error occurred';
}

/** Per-field messages from a BAD_USER_INPUT error, as `{ title: 'Project title is required' }`. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const result: Record<string, string> = {};
  for (const e of error.errors) {
    const fields = e.extensions?.fields as FieldErrors | undefined;
    for (const [field, messages] of Object.entries(fields ?? {})) {
      if (messages[0]) result[field.replace(/^input\./, '')] = messages[0];
    }
  }
  return result;
}
