import { API_KEY_TOASTS as T } from '@site/shared';
import type { CreateApiKeyInput } from '../../../gql/graphql';
import { useRecordMutation } from '../../../lib/record-mutation';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument, RollApiKeyDocument } from './api-keys';

/** The list on screen, fetched again before the toast: a new key heads it, a rolled one changes status. */
const API_KEY_QUERIES = [ApiKeysDocument];

/**
 * The key writes with their toasts. Create and roll resolve to the issued key with its token (the
 * one time it is sent); each rejects after its failure toast, so a form keeps what was typed.
 */
export function useApiKeyActions() {
  const [create] = useRecordMutation(CreateApiKeyDocument, {
    success: T.created,
    failure: T.createFailed.title,
    refetchQueries: API_KEY_QUERIES,
  });
  const [revoke] = useRecordMutation(RevokeApiKeyDocument, {
    success: T.revoked,
    failure: T.revokeFailed.title,
    refetchQueries: API_KEY_QUERIES,
  });
  const [roll] = useRecordMutation(RollApiKeyDocument, {
    success: T.rolled,
    failure: T.rollFailed.title,
    refetchQueries: API_KEY_QUERIES,
  });
  return {
    create: async (input: CreateApiKeyInput) => (await create({ input })).createApiKey,
    revoke: (id: number) => revoke({ id }),
    roll: async (id: number, overlapHours: number, expiresAt: string | null) =>
      (await roll({ id, overlapHours, expiresAt })).rollApiKey,
  };
}
