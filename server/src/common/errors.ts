import { GraphQLError } from 'graphql';

/** Codes a client may switch on; any other error is masked before it leaves the server. */
export const ErrorCode = {
  BadUserInput: 'BAD_USER_INPUT',
  NotFound: 'NOT_FOUND',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  Conflict: 'CONFLICT',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  /** In production, a visitor without a session or an API key sent a document the web app was not built with. */
  TrustedDocumentRequired: 'TRUSTED_DOCUMENT_REQUIRED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type FieldErrors = Record<string, string[]>;

export class DomainError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } });
  }
}

export const notFound = (message: string) => new DomainError(ErrorCode.NotFound, message);
export const unauthenticated = (message = 'You must be signed in to do this') =>
  new DomainError(ErrorCode.Unauthenticated, message);
export const forbidden = (
  message = 'You do not have permission to do this',
  extensions: Record<string, unknown> = {},
) => new DomainError(ErrorCode.Forbidden, message, extensions);
export const badUserInput = (message: string, fields: FieldErrors = {}) =>
  new DomainError(ErrorCode.BadUserInput, message, { fields });
/** A write refused by the record's state; with `field`, the message also stands under that field of the form. */
export const conflict = (message: string, field?: string) =>
  new DomainError(ErrorCode.Conflict, message, field ? { fields: { [field]: [message] } } : {});
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError(ErrorCode.TooManyRequests, message, { retryAfter: retryAfterSeconds });
