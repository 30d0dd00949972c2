import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { createCache } from './cache';
import { session } from './session';
import { freshAccessToken, GRAPHQL_URI } from './session-refresh';
import { trustedDocumentLink } from './trusted-documents';

/** Operations that must not wait for a session renewal. */
const SESSIONLESS = new Set(['Login', 'Logout', 'RequestPasswordReset', 'ResetPassword']);

const authLink = new SetContextLink(async (prev, operation) => {
  if (operation.operationName && SESSIONLESS.has(operation.operationName)) return {};
  const token = await freshAccessToken();
  return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
});

// A token the API no longer accepts (password changed, account disabled) ends the local session.
const endedSessionLink = new ErrorLink(({ error, operation }) => {
  const sentToken = Boolean(operation.getContext().headers?.authorization);
  if (
    sentToken &&
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
  ) {
    session.signOut();
  }
});

export function createApolloClient(uri = GRAPHQL_URI): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      endedSessionLink,
      authLink,
      trustedDocumentLink(),
      new HttpLink({ uri, credentials: 'same-origin' }),
    ]),
    cache: createCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
  });
}
