import { characterCount, isEmailAddress, isHttpUrl, isIsoDate, isPhoneNumber } from './text-checks';
import { isPageSlug } from './rules/pages';

describe('isEmailAddress', () => {
  it.each(['jane@example.com', 'j.o+tag@mail.example.co.uk', 'x@b.io', `${'a'.repeat(64)}@example.com`])(
    'accepts %p',
    (email) => expect(isEmailAddress(email)).toBe(true),
  );

  it.each([
    '',
    'not-an-email',
    'a@',
    '@example.com',
    'two words@example.com',
    'a@b',
    'tom@fieldwork',
    'a@b.c',
    'a@-b.com',
    'a@b..com',
    `${'a'.repeat(65)}@example.com`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
  ])('refuses %p', (email) => expect(isEmailAddress(email)).toBe(false));
});

describe('isPhoneNumber', () => {
  it.each(['+44 20 7946 0958', '(555) 010-2040', '555.010.2040'])('accepts %p', (phone) =>
    expect(isPhoneNumber(phone)).toBe(true),
  );
  it.each(['', 'call me maybe', 'phone: 0123456789', '++44 ----------', '12-34-56'])('refuses %p', (phone) =>
    expect(isPhoneNumber(phone)).toBe(false),
  );
});

describe('isIsoDate', () => {
  it('accepts a real day written YYYY-MM-DD, refuses anything else', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(['2026-02-29', '2026-13-01', '15/09/2025', '2026-1-01', '', 20260101].map(isIsoDate)).toEqual(
      Array(6).fill(false),
    );
  });
});

describe('isHttpUrl', () => {
  it.each(['https://cdn.example.com/hero.jpg', 'http://localhost:4000/a.png?x=1'])('accepts %p', (url) =>
    expect(isHttpUrl(url)).toBe(true),
  );
  it.each([
    '',
    'hero.jpg',
    '/images/hero.jpg',
    'javascript:alert(1)',
    'ftp://example.com/a',
    'https://',
    'http://a b',
    'https://user@example.com/a.png',
  ])('refuses %p', (url) => expect(isHttpUrl(url)).toBe(false));
});

describe('page slugs', () => {
  it('are lower-case words joined by single hyphens', () => {
    expect(['about', 'how-we-work', 'v2'].every(isPageSlug)).toBe(true);
    expect(['', 'About', '-about', 'about-', 'a--b', 'a b', 'é'].some(isPageSlug)).toBe(false);
  });
});

it('counts characters as people do', () => {
  expect(characterCount('🔐🔐a')).toBe(3);
});
