import { session, type SessionUser } from './session';

afterEach(() => session.signOut());

describe('session.signIn', () => {
  it("keeps the user's capabilities, and leaves out what else the API's answer carries", () => {
    const answer = { __typename: 'User', id: 4, name: 'Emily Chen', email: 'emily.chen@brightline.example' } as const;
    session.signIn('token', '2099-01-01T00:00:00.000Z', {
      ...answer,
      role: 'STAFF',
      capabilities: ['MANAGER'],
    } as SessionUser);
    expect(session.user()).toEqual({
      id: 4,
      name: 'Emily Chen',
      email: 'emily.chen@brightline.example',
      role: 'STAFF',
      capabilities: ['MANAGER'],
    });
  });

  it('gives a user without capabilities none', () => {
    session.signIn('token', '2099-01-01T00:00:00.000Z', { id: 2, name: 'Sam', email: 's@x.example', role: 'STAFF' });
    expect(session.user()).toEqual({ id: 2, name: 'Sam', email: 's@x.example', role: 'STAFF' });
  });
});
