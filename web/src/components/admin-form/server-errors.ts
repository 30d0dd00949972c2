import { getIn } from 'formik';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldErrors } from '../../lib/errors';

/** A message the API gave for one field, with the value the field held when it was sent. */
export interface ServerFieldError {
  message: string;
  sent: unknown;
}

/** The API's field messages of the last failed submit, by field path ('title', 'bullets.2'). */
export type ServerErrors = Record<string, ServerFieldError>;

/** Where the form keeps them: Formik's `status`, which no validation run overwrites. */
export interface AdminFormStatus {
  serverErrors?: ServerErrors;
}

/**
 * The field messages of a BAD_USER_INPUT answer (`extensions.fields`, keyed `input.<path>`), each
 * with the value sent. Kept apart from Formik's `errors`: those are replaced wholesale by every
 * validation run, which would wipe every server message at the first keystroke anywhere.
 */
export function serverErrorsOf(error: unknown, values: object): ServerErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const result: ServerErrors = {};
  for (const e of error.errors) {
    // A CONFLICT may name its field too (a name already taken): shown under that field.
    if (e.extensions?.code !== 'BAD_USER_INPUT' && !(e.extensions?.code === 'CONFLICT' && e.extensions.fields))
      continue;
    const fields = (e.extensions.fields ?? {}) as FieldErrors;
    for (const [key, messages] of Object.entries(fields)) {
      const path = key.replace(/^input\./, '');
      if (messages[0] && !result[path]) result[path] = { message: messages[0], sent: getIn(values, path) };
    }
  }
  return result;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The server's message for the field `name` (or an item under it, such as 'bullets.2' for
 * 'bullets', unless `exact`), while the user has not changed what was sent: an edited field drops its message.
 */
export function serverErrorAt(
  errors: ServerErrors | undefined,
  name: string,
  values: object,
  { exact = false } = {},
): string | undefined {
  for (const [path, { message, sent }] of Object.entries(errors ?? {})) {
    const under = path === name || (!exact && (path.startsWith(`${name}.`) || path.startsWith(`${name}[`)));
    if (under && same(getIn(values, path), sent)) return message;
  }
  return undefined;
}

/** Messages for paths the form has no field for (a rule on the whole record): shown above the actions. */
export function unplacedServerErrors(errors: ServerErrors | undefined, fieldNames: readonly string[]): string[] {
  return Object.entries(errors ?? {})
    .filter(([path]) => !fieldNames.some((name) => path === name || path.startsWith(`${name}.`)))
    .map(([, { message }]) => message);
}

/** Formik's message for a field: the first one for a list (a list's rule or one of its items). */
export function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) return error.map(firstMessage).find(Boolean);
  return undefined;
}
