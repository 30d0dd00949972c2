import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError } from 'class-validator';
import { ErrorCode, type FieldErrors } from '../common/errors';
import { logger } from '../common/logger';
import { currentRequestId } from '../common/request-context';

/** Codes whose messages are written for users; any other error is masked. */
const SAFE_CODES = new Set<string>([
  ...Object.values(ErrorCode),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** Flattens class-validator's tree into `{ "field": ["message"] }`, nested fields as `a.b`. */
function fieldErrors(errors: ValidationError[], prefix = '', into: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const key = prefix + error.property;
    if (error.constraints) into[key] = Object.values(error.constraints);
    if (error.children?.length) fieldErrors(error.children, `${key}.`, into);
  }
  return into;
}

/**
 * graphql-js's " Did you mean "projects"?" hints, in validation errors and in variable coercion
 * errors alike; they always end a message and the names they quote cannot contain a `?`.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** The message for an error we do not explain to clients; the full error goes to the log. */
export function internalError(requestId: string | undefined): GraphQLFormattedError {
  return {
    message: `Something went wrong on our side. Please try again; if it keeps happening, quote request id ${requestId ?? 'unknown'}.`,
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
  };
}

export interface FormatErrorOptions {
  /** Removes "Did you mean ...?" so that a wrong guess does not reveal the names in the schema (production). */
  hideSuggestions: boolean;
}

export function createFormatError({ hideSuggestions }: FormatErrorOptions) {
  const clean = (message: string) => (hideSuggestions ? message.replace(SUGGESTION, '') : message);

  return function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const original = unwrapResolverError(error);
    const base = { locations: formatted.locations, path: formatted.path };
    if (original instanceof ArgumentValidationError) {
      const fields = fieldErrors(original.extensions.validationErrors);
      const message = Object.values(fields).flat().join('; ') || 'Invalid input';
      return { ...base, message, extensions: { code: ErrorCode.BadUserInput, fields } };
    }
    const code = formatted.extensions?.code;
    if (code === 'UNAUTHORIZED') {
      return { ...base, message: clean(formatted.message), extensions: { code: ErrorCode.Forbidden } };
    }
    if (typeof code === 'string' && SAFE_CODES.has(code)) {
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      return { ...base, message: clean(formatted.message), extensions };
    }
    logger.error('unexpected error', { error: original, path: formatted.path });
    return { ...base, ...internalError(currentRequestId()) };
  };
}
