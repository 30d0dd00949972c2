import { API_KEY_MESSAGES } from '@site/shared';
import type {
  ApiKeysQuery,
  ApiKeysQueryVariables,
  CreateApiKeyInput,
  RollApiKeyMutationVariables as RollVariables,
} from '../../../gql/graphql';
import {
  dataMock,
  errorMock,
  networkErrorMock,
  pageOf,
  pendingMock,
  type ApiError,
  type MockOptions,
} from '../../../test/apollo-mocks';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument, RollApiKeyDocument } from '../api/api-keys';
import { API_KEYS_PAGE_SIZE } from '../constants';
import { SAMPLE_TOKEN, sampleApiKeys, type MockApiKey, type MockIssuedApiKey } from './sample-api-keys';

export { SAMPLE_TOKEN, sampleApiKey, sampleApiKeys, type MockApiKey } from './sample-api-keys';

export const NAME_TAKEN: ApiError = {
  message: API_KEY_MESSAGES.nameTaken,
  code: 'CONFLICT',
  fields: { name: [API_KEY_MESSAGES.nameTaken] },
};
export const NOT_ROLLABLE: ApiError = { message: API_KEY_MESSAGES.notRollable, code: 'CONFLICT' };
export const ALREADY_REVOKED: ApiError = { message: API_KEY_MESSAGES.alreadyRevoked, code: 'CONFLICT' };

/** A mock answered more than once (the list fetched again after a change). */
export const reusable = { maxUsageCount: 10 };

// ---- Variables, exactly as the page sends them (MockLink tells null from absent) ----

export const apiKeysVariables = (overrides: Partial<ApiKeysQueryVariables> = {}): ApiKeysQueryVariables => ({
  offset: 0,
  limit: API_KEYS_PAGE_SIZE,
  status: null,
  search: null,
  ...overrides,
});

// ---- Queries ----

/** The page the API would answer: search in name and prefix, the status, newest first, its slice. */
export function apiKeysPage(
  variables: ApiKeysQueryVariables,
  source: readonly MockApiKey[] = sampleApiKeys,
): ApiKeysQuery {
  const text = variables.search?.trim().toLowerCase();
  const matching = source
    .filter((k) => !text || [k.name, k.prefix].some((v) => v.toLowerCase().includes(text)))
    .filter((k) => !variables.status || k.status === variables.status);
  return { apiKeys: pageOf('ApiKeyPage', matching, variables) };
}

export const apiKeysMock = (
  variables: ApiKeysQueryVariables = apiKeysVariables(),
  source: readonly MockApiKey[] = sampleApiKeys,
  options?: MockOptions,
) => dataMock(ApiKeysDocument, variables, apiKeysPage(variables, source), options);
export const apiKeysLoadingMock = (variables = apiKeysVariables()) => pendingMock(ApiKeysDocument, variables);
export const apiKeysNetworkErrorMock = (variables = apiKeysVariables()) => networkErrorMock(ApiKeysDocument, variables);
export const apiKeysErrorMock = (error: ApiError, variables = apiKeysVariables()) =>
  errorMock(ApiKeysDocument, variables, error);

// ---- Mutations ----

/** The key the API makes from an input: the next id, its visible prefix, never used. */
export function issuedFrom(input: CreateApiKeyInput, token = SAMPLE_TOKEN): MockIssuedApiKey {
  return {
    __typename: 'IssuedApiKey',
    token,
    key: {
      __typename: 'ApiKey',
      id: 7,
      name: input.name,
      prefix: token.slice(0, 12),
      scopes: input.scopes,
      budgetPerMinute: input.budgetPerMinute ?? 1000,
      createdAt: new Date().toISOString(),
      createdByName: 'Alex Morgan',
      expiresAt: input.expiresAt,
      lastUsedAt: null,
      revokedAt: null,
      supersededAt: null,
      status: 'ACTIVE',
    },
  };
}

export const createApiKeyMock = (input: CreateApiKeyInput, options?: MockOptions) =>
  dataMock(CreateApiKeyDocument, { input }, { createApiKey: issuedFrom(input) }, options);
export const createApiKeyErrorMock = (input: CreateApiKeyInput, error: ApiError) =>
  errorMock(CreateApiKeyDocument, { input }, error);

/** The key after its revocation, as the API answers it. */
export const revoked = (k: MockApiKey): MockApiKey => ({
  ...k,
  revokedAt: '2026-11-24T12:00:00.000Z',
  status: 'REVOKED',
});
export const revokeApiKeyMock = (k: MockApiKey, options?: MockOptions) =>
  dataMock(RevokeApiKeyDocument, { id: k.id }, { revokeApiKey: revoked(k) }, options);
export const revokeApiKeyErrorMock = (k: MockApiKey, error: ApiError = ALREADY_REVOKED) =>
  errorMock(RevokeApiKeyDocument, { id: k.id }, error);

/** The successor a roll makes: the old key's name, scopes and budget, a new secret. */
export function successorOf(k: MockApiKey, expiresAt = '2099-12-31T00:00:00.000Z'): MockIssuedApiKey {
  const issued = issuedFrom({ name: k.name, scopes: k.scopes, budgetPerMinute: k.budgetPerMinute, expiresAt });
  return { ...issued, key: { ...issued.key, id: 8 } };
}
export const rollApiKeyMock = (variables: RollVariables, successor: MockIssuedApiKey, options?: MockOptions) =>
  dataMock(RollApiKeyDocument, variables, { rollApiKey: successor }, options);
export const rollApiKeyErrorMock = (variables: RollVariables, error: ApiError) =>
  errorMock(RollApiKeyDocument, variables, error);

/** The list after a change: `k` replaced by the API's answer, or a new key ahead of the rest. */
export const withKey = (k: MockApiKey, source: readonly MockApiKey[] = sampleApiKeys): MockApiKey[] =>
  source.some((s) => s.id === k.id) ? source.map((s) => (s.id === k.id ? k : s)) : [k, ...source];
