import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { session } from '../../../lib/session';

export const MeDocument = graphql(`
  query Me {
    me {
      id
      name
      email
      role
    }
  }
`);

/**
 * Checks the stored session with the API once a back-office page opens: a token the API no
 * longer accepts signs the user out; a changed name or role replaces the cached one.
 */
export function useVerifiedSession(): void {
  const token = session.token();
  const { data } = useQuery(MeDocument, { skip: !token, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (!data || !token) return;
    if (!data.me) return session.signOut();
    const { id, name, email, role } = data.me;
    session.signIn(token, { id, name, email, role });
  }, [data, token]);
}
