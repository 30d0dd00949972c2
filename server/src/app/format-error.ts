import type { ApolloServerPlugin } from '@apollo/server';
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

/**
 * Logs an error that the client gets masked, with its stack and what it wraps; the logger adds the
 * request id, which the client's message quotes.
 */
export function logUnexpectedError(error: unknown, fields: Record<string, unknown> = {}): void {
  logger.error('unexpected error', { error, ...fields });
}

export function createFormatError({ hideSuggestions }: FormatErrorOptions) {
  const clean = (message: string) => (hideSuggestions ? message.replace(SUGGESTION, '') : message);

  /**
   * Apollo answers a bare "Internal server error" and logs nothing when formatError throws, so
   * whatever goes wrong while formatting is logged here and the error is masked as usual.
   */
  return function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    try {
      return format(formatted, error);
    } catch (failure) {
      try {
        logUnexpectedError(error, { path: formatted.path, formatFailure: failure });
      } catch {
        // The logger writes what it can; nothing more is to be done here.
      }
      return { locations: formatted.locations, path: formatted.path, ...internalError(currentRequestId()) };
    }
  };

  function format(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
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
    logUnexpectedError(original, { path: formatted.path });
    return { ...base, ...internalError(currentRequestId()) };
  }
}

/**
 * Apollo's own log lines (a plugin that failed, say) in the app's log, with the request id; and an
 * unexpected error inside Apollo's request pipeline logged with its stack, where Apollo itself
 * writes only its message and answers a masked error that no longer carries it.
 */
export const apolloLogger = {
  debug: (message: unknown) => logger.debug(String(message)),
  info: (message: unknown) => logger.info(String(message)),
  warn: (message: unknown) => logger.warn(String(message)),
  error: (message: unknown) => logger.error(String(message)),
};

export const unexpectedErrorLogging: ApolloServerPlugin = {
  async unexpectedErrorProcessingRequest({ error }) {
    logUnexpectedError(error);
  },
};
