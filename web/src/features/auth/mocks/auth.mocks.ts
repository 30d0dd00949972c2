import type { LoginMutationVariables } from '../../../gql/graphql';
import { session, type SessionUser } from '../../../lib/session';
import { dataMock, errorMock, networkErrorMock, pendingMock, type ApiError } from '../../../test/apollo-mocks';
import { LoginDocument } from '../api/login';
import { MeDocument } from '../api/me';

/** A token-shaped string; nothing checks it in stories and tests. */
export const DEMO_TOKEN = 'header.payload.signature';

/** Users shaped like the seed's demo accounts (server/src/db/seed/demo-accounts.ts). */
export const adminUser: SessionUser = { id: 1, name: 'Alex Morgan', email: 'admin@brightline.example', role: 'ADMIN' };
export const staffUser: SessionUser = { id: 2, name: 'Sam Taylor', email: 'staff@brightline.example', role: 'STAFF' };
export const clientUser: SessionUser = { id: 3, name: 'Casey Client', email: 'client@acme.example', role: 'CLIENT' };

export const ADMIN_CREDENTIALS: LoginMutationVariables = { email: adminUser.email, password: 'Admin#2026' };

/** The API's answer to a wrong email or password. */
export const INVALID_CREDENTIALS: ApiError = { message: 'Invalid credentials', code: 'UNAUTHENTICATED' };

export function loginSuccessMock(variables: LoginMutationVariables = ADMIN_CREDENTIALS, user: SessionUser = adminUser) {
  const payload = { __typename: 'AuthPayload' as const, token: DEMO_TOKEN, user: { __typename: 'User' as const, ...user } };
  return dataMock(LoginDocument, variables, { login: payload });
}

export const loginInvalidMock = (variables: LoginMutationVariables) => errorMock(LoginDocument, variables, INVALID_CREDENTIALS);

export const loginNetworkErrorMock = (variables: LoginMutationVariables) => networkErrorMock(LoginDocument, variables);

/** The request never answers: the button stays on 'Signing in...'. */
export const loginPendingMock = (variables: LoginMutationVariables = ADMIN_CREDENTIALS) => pendingMock(LoginDocument, variables);

/** The back office's session check (`me`) confirming `user`. */
export function meMock(user: SessionUser) {
  const me = { __typename: 'User' as const, ...user };
  return dataMock(MeDocument, {}, { me });
}

/** The session check finding the token no longer accepted (`me` is null): the user is signed out. */
export const meSignedOutMock = () => dataMock(MeDocument, {}, { me: null });

/** The session check still under way: the stored user is shown meanwhile. */
export const mePendingMock = () => pendingMock(MeDocument, {});

/** A story's `beforeEach`: signs `user` in for the story and out again after it. */
export const signedInAs = (user: SessionUser) => () => {
  session.signIn(DEMO_TOKEN, user);
  return () => session.signOut();
};
