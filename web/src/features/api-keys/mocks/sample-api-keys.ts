import type { ApiKeyFieldsFragment, IssuedApiKeyFieldsFragment } from '../../../gql/graphql';

/** A key as the API sends it, __typename included (Apollo's cache normalises on it). */
export type MockApiKey = ApiKeyFieldsFragment & { __typename: 'ApiKey' };
export type MockIssuedApiKey = IssuedApiKeyFieldsFragment & { __typename: 'IssuedApiKey'; key: MockApiKey };

const key = (
  fields: Omit<MockApiKey, '__typename' | 'createdByName' | 'revokedAt' | 'supersededAt'> & Partial<MockApiKey>,
): MockApiKey => ({
  __typename: 'ApiKey',
  createdByName: 'Alex Morgan',
  revokedAt: null,
  supersededAt: null,
  ...fields,
});

/** One key in each status, newest first as the API lists them. Future dates lie in 2099, past ones in 2026. */
export const sampleApiKeys: readonly MockApiKey[] = [
  key({
    id: 6,
    name: 'Acme partner portal',
    prefix: 'bl_live_Ac3F',
    scopes: ['CATALOGUE_READ', 'PROJECTS_READ'],
    budgetPerMinute: 1000,
    createdAt: '2026-11-20T09:15:00.000Z',
    expiresAt: '2099-02-18T00:00:00.000Z',
    lastUsedAt: '2026-11-23T16:42:00.000Z',
    status: 'ACTIVE',
  }),
  key({
    id: 5,
    name: 'Globex quote form',
    prefix: 'bl_live_Gx7q',
    scopes: ['QUOTES_WRITE'],
    budgetPerMinute: 500,
    createdAt: '2026-11-18T11:00:00.000Z',
    expiresAt: '2099-05-18T00:00:00.000Z',
    lastUsedAt: null,
    status: 'ACTIVE',
  }),
  key({
    id: 4,
    name: 'Initech catalogue sync',
    prefix: 'bl_live_In9z',
    scopes: ['CATALOGUE_READ'],
    budgetPerMinute: 2000,
    createdAt: '2026-08-02T08:30:00.000Z',
    expiresAt: '2099-08-02T00:00:00.000Z',
    lastUsedAt: '2026-11-24T07:05:00.000Z',
    supersededAt: '2099-01-01T10:00:00.000Z',
    status: 'ROLLING',
  }),
  key({
    id: 2,
    name: 'Old website widget',
    prefix: 'bl_live_Ow2k',
    scopes: ['CATALOGUE_READ'],
    budgetPerMinute: 1000,
    createdAt: '2025-09-01T10:00:00.000Z',
    expiresAt: '2026-09-01T00:00:00.000Z',
    lastUsedAt: '2026-08-30T12:00:00.000Z',
    status: 'EXPIRED',
  }),
  key({
    id: 1,
    name: 'Leaked test key',
    prefix: 'bl_live_Lk5m',
    scopes: ['CATALOGUE_READ', 'QUOTES_WRITE'],
    budgetPerMinute: 100,
    createdAt: '2025-06-10T14:00:00.000Z',
    expiresAt: '2099-06-10T00:00:00.000Z',
    lastUsedAt: '2026-03-02T09:00:00.000Z',
    revokedAt: '2026-03-02T10:30:00.000Z',
    status: 'REVOKED',
  }),
];

/** Looks a sample up by id; throws so a typo in a story or test shows at once. */
export function sampleApiKey(id: number): MockApiKey {
  const found = sampleApiKeys.find((k) => k.id === id);
  if (!found) throw new Error(`No sample API key with id ${id}`);
  return found;
}

/** A well-formed key (prefix, 30 random characters, 6 of checksum), as the API would issue it. */
export const SAMPLE_TOKEN = 'bl_live_Nw4tR8pQ2sXk7LmZ9vB3cD6fGh1Jy5Aa0Eb9';
