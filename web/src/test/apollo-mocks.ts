import type { OperationVariables, TypedDocumentNode, Unmasked } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';

/** One mocked GraphQL operation, as MockedProvider takes it (stories and tests alike). */
export type ApolloMock<
  TData = Record<string, unknown>,
  TVariables extends OperationVariables = Record<string, unknown>,
> = MockLink.MockedResponse<TData, TVariables>;

/** Any mock, whatever its operation: what a story's `parameters.apollo.mocks` and the render helper accept. */
export type AnyApolloMock = ApolloMock<Record<string, unknown>, Record<string, unknown>>;

export interface MockOptions {
  /** Milliseconds before the answer (MockLink's default is a realistic 20-50 ms). */
  delay?: number;
  /** How many requests this mock answers; a story that refetches wants more than one. */
  maxUsageCount?: number;
}

/** A message the API's error catalogue would send, with its machine code. */
export interface ApiError {
  message: string;
  code: string;
  fields?: Record<string, string[]>;
}

/**
 * The API refusing an input (BAD_USER_INPUT): each field's message under `input.<field>`, and the
 * messages joined into the error's own message (server/src/app/format-error.ts).
 */
export function invalidInput(fields: Record<string, string>): ApiError {
  const entries = Object.entries(fields).map(([field, message]): [string, string[]] => [`input.${field}`, [message]]);
  return { message: Object.values(fields).join('; '), code: 'BAD_USER_INPUT', fields: Object.fromEntries(entries) };
}

/** Answers `query` with `variables` (matched exactly: null and absent differ) with `data`. */
export function dataMock<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  data: Unmasked<TData>,
  options: MockOptions = {},
): ApolloMock<TData, TVariables> {
  return { request: { query, variables }, result: { data }, ...options };
}

/** Answers with a GraphQL error carrying `extensions.code`, as the API does for domain errors. */
export function errorMock<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { message, code, fields }: ApiError,
  options: MockOptions = {},
): ApolloMock<TData, TVariables> {
  const extensions = fields ? { code, fields } : { code };
  return { request: { query, variables }, result: { errors: [{ message, extensions }] }, ...options };
}

/** The request fails before any GraphQL answer (server down, offline). */
export function networkErrorMock<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: MockOptions = {},
): ApolloMock<TData, TVariables> {
  return { request: { query, variables }, error: new TypeError('Failed to fetch'), ...options };
}

/** Never answers: the screen stays in its loading state. */
export function pendingMock<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): ApolloMock<TData, TVariables> {
  return { request: { query, variables }, delay: Number.POSITIVE_INFINITY };
}

/** One page of `matching` rows as a list query answers it: the slice asked for and how many match in all. */
export function pageOf<T extends string, Row>(
  __typename: T,
  matching: readonly Row[],
  { offset, limit }: { offset: number; limit: number },
) {
  return { __typename, total: matching.length, offset, limit, items: matching.slice(offset, offset + limit) };
}
