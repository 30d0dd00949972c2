import type { LoginMutationVariables } from '../../../gql/graphql';
import { session, type SessionUser } from '../../../lib/session';
import { dataMock, errorMock, networkErrorMock, pendingMock, type ApiError } from '../../../test/apollo-mocks';
import { LoginDocument, LogoutDocument } from '../api/login';

/** A token-shaped string; nothing checks it in stories and tests. */
export const DEMO_TOKEN = 'header.payload.signature';
/** Far enough ahead that no story or test ever renews it. */
export const DEMO_EXPIRES_AT = '2099-01-01T00:00:00.000Z';

/** Users shaped like the seed's demo accounts (server/src/db/seed/demo-accounts.ts). */
export const adminUser: SessionUser = { id: 1, name: 'Alex Morgan', email: 'admin@brightline.example', role: 'ADMIN' };
export const staffUser: SessionUser = { id: 2, name: 'Sam Taylor', email: 'staff@brightline.example', role: 'STAFF' };
/** Staff who manage someone (the first step of their leave), and staff flagged HR (the second). */
export const managerUser: SessionUser = {
  id: 4,
  name: 'Emily Chen',
  email: 'emily.chen@brightline.example',
  role: 'STAFF',
  capabilities: ['MANAGER'],
};
export const hrUser: SessionUser = {
  id: 6,
  name: 'Priya Nair',
  email: 'priya.nair@brightline.example',
  role: 'STAFF',
  capabilities: ['HR'],
};
export const clientUser: SessionUser = { id: 3, name: 'Casey Client', email: 'client@acme.example', role: 'CLIENT' };

export const ADMIN_CREDENTIALS: LoginMutationVariables = { email: adminUser.email, password: 'Admin#2026' };

/** The API's answer to a wrong email or password. */
export const INVALID_CREDENTIALS: ApiError = { message: 'Invalid credentials', code: 'UNAUTHENTICATED' };

export function loginSuccessMock(variables: LoginMutationVariables = ADMIN_CREDENTIALS, user: SessionUser = adminUser) {
  const payload = {
    __typename: 'AuthPayload' as const,
    token: DEMO_TOKEN,
    expiresAt: DEMO_EXPIRES_AT,
    user: {
      __typename: 'User' as const,
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      managesAnyone: user.capabilities?.includes('MANAGER') ?? false,
      isHR: user.capabilities?.includes('HR') ?? false,
    },
  };
  return dataMock(LoginDocument, variables, { login: payload });
}

export const loginInvalidMock = (variables: LoginMutationVariables) =>
  errorMock(LoginDocument, variables, INVALID_CREDENTIALS);

export const loginNetworkErrorMock = (variables: LoginMutationVariables) => networkErrorMock(LoginDocument, variables);

/** The request never answers: the button stays on 'Signing in...'. */
export const loginPendingMock = (variables: LoginMutationVariables = ADMIN_CREDENTIALS) =>
  pendingMock(LoginDocument, variables);

/** The server revoking the refresh cookie; `onCall` tells a test the request was sent. */
export function logoutMock(onCall?: () => void) {
  return {
    request: { query: LogoutDocument, variables: {} },
    result: () => {
      onCall?.();
      return { data: { logout: true } };
    },
  };
}

/** A story's `beforeEach`: signs `user` in for the story and out again after it. */
export const signedInAs = (user: SessionUser) => () => {
  session.signIn(DEMO_TOKEN, DEMO_EXPIRES_AT, user);
  return () => session.signOut();
};
