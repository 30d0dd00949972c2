import { ValidationError, type AnySchema } from 'yup';

/**
 * The message a form shows under each field for `values` (the first per field, as Formik shows
 * them), by field path; empty when the schema accepts them.
 */
export function schemaMessages(schema: AnySchema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const shown: Record<string, string> = {};
    for (const e of error.inner) shown[e.path ?? ''] ??= e.message;
    return shown;
  }
}
