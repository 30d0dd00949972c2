import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ApiKeysQueryVariables } from '../../../gql/graphql';

/** A key as the back office lists it: never its secret, which only an IssuedApiKey carries, once. */
graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    prefix
    scopes
    budgetPerMinute
    createdAt
    createdByName
    expiresAt
    lastUsedAt
    revokedAt
    supersededAt
    status
  }
`);

/** A key just made or rolled, with its secret: the one answer that ever carries it. */
graphql(`
  fragment IssuedApiKeyFields on IssuedApiKey {
    token
    key {
      ...ApiKeyFields
    }
  }
`);

export const ApiKeysDocument = graphql(`
  query ApiKeys($offset: Int!, $limit: Int!, $status: ApiKeyStatus, $search: String) {
    apiKeys(offset: $offset, limit: $limit, status: $status, search: $search) {
      total
      offset
      limit
      items {
        ...ApiKeyFields
      }
    }
  }
`);

export const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      ...IssuedApiKeyFields
    }
  }
`);

export const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: Int!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);

export const RollApiKeyDocument = graphql(`
  mutation RollApiKey($id: Int!, $overlapHours: Int!, $expiresAt: DateTimeISO) {
    rollApiKey(id: $id, overlapHours: $overlapHours, expiresAt: $expiresAt) {
      ...IssuedApiKeyFields
    }
  }
`);

export const useApiKeys = (variables: ApiKeysQueryVariables) => useQuery(ApiKeysDocument, { variables });
