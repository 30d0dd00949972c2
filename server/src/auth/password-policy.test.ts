import {
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordProblems,
} from './password-policy';

describe('passwordProblems', () => {
  it.each(['Tr1cky-Harbour', 'correct horse battery staple', 'ÄÖÜäöüß!', 'x2345678Qz'])('accepts %p', (password) => {
    expect(passwordProblems(password)).toEqual([]);
  });

  it('accepts exactly 8 and exactly 128 characters', () => {
    expect(passwordProblems('Vq7#mZ2p')).toEqual([]);
    expect(passwordProblems('Vq7#mZ2p'.repeat(16))).toEqual([]);
  });

  it('refuses fewer than 8 characters, counting an emoji once', () => {
    expect(passwordProblems('Vq7#mZ2')).toEqual([PASSWORD_TOO_SHORT]);
    expect(passwordProblems('🔐🔐🔐🔐🔐🔐🔐')).toEqual([PASSWORD_TOO_SHORT]);
  });

  it('refuses more than 128 characters', () => {
    expect(passwordProblems('Vq7#mZ2p'.repeat(16) + 'x')).toEqual([PASSWORD_TOO_LONG]);
  });

  it.each(['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou', 'PASSWORD'])(
    'refuses the common %p',
    (password) => {
      expect(passwordProblems(password)).toEqual([PASSWORD_TOO_COMMON]);
    },
  );

  it('refuses the account’s own email address', () => {
    expect(passwordProblems('Ann@Example.com', 'ann@example.com')).toEqual([PASSWORD_IS_EMAIL]);
  });
});
