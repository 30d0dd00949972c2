import type { ApiKeyStatus } from '../../gql/graphql';

// What an admin may still do with a key, as the API's policies allow it. A revoked or expired key
// has nothing left to stop; only an active key hands over to a successor (a rolling one already has).

export const canRevoke = ({ status }: { status: ApiKeyStatus }) => status === 'ACTIVE' || status === 'ROLLING';
export const canRoll = ({ status }: { status: ApiKeyStatus }) => status === 'ACTIVE';
