import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { session } from './session';

const authLink = new SetContextLink((prev) => {
  const token = session.token();
  return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
});

// A token the API no longer accepts (expired, account disabled) ends the local session.
const expiredSessionLink = new ErrorLink(({ error, operation }) => {
  const sentToken = Boolean(operation.getContext().headers?.authorization);
  if (sentToken && CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    session.signOut();
  }
});

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([expiredSessionLink, authLink, new HttpLink({ uri })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
  });
}
