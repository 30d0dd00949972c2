import { API_KEY_FORMAT, looksLikeApiKey } from '@site/shared';
import { crc32 } from 'node:zlib';
import { checksumOf, generateApiKeyToken, isApiKeyClaim, isWellFormedApiKey, visiblePrefix } from './api-key-token';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const random = 'aZ09'.repeat(7) + 'xy';

describe('API key tokens', () => {
  it('are bl_live_, 30 random base62 characters and their 6-character checksum', () => {
    const token = generateApiKeyToken();
    expect(token).toMatch(/^bl_live_[0-9A-Za-z]{36}$/);
    expect(looksLikeApiKey(token)).toBe(true);
    const body = token.slice(API_KEY_FORMAT.prefix.length, API_KEY_FORMAT.prefix.length + API_KEY_FORMAT.randomLength);
    expect(token.endsWith(checksumOf(body))).toBe(true);
    expect(isWellFormedApiKey(token)).toBe(true);
  });

  it('are different every time and use the whole alphabet', () => {
    const tokens = Array.from({ length: 200 }, generateApiKeyToken);
    expect(new Set(tokens).size).toBe(200);
    const used = new Set(tokens.flatMap((token) => [...token.slice(8, 38)]));
    expect(used.size).toBeGreaterThan(55);
  });

  it('carry the CRC32 of the random part in base62, zero-padded to 6 digits', () => {
    const value = crc32(random);
    let decoded = 0;
    for (const digit of checksumOf(random)) decoded = decoded * 62 + BASE62.indexOf(digit);
    expect(decoded).toBe(value);
    expect(checksumOf(random)).toHaveLength(6);
    // The largest CRC32 still fits in six digits.
    expect(62 ** 6).toBeGreaterThan(2 ** 32);
  });

  it('are refused when a character is changed, a checksum is wrong, or the shape is off', () => {
    const token = `bl_live_${random}${checksumOf(random)}`;
    expect(isWellFormedApiKey(token)).toBe(true);
    const typo = token.slice(0, 10) + (token[10] === 'a' ? 'b' : 'a') + token.slice(11);
    expect(isWellFormedApiKey(typo)).toBe(false);
    expect(isWellFormedApiKey(`bl_live_${random}000000`)).toBe(false);
    expect(isWellFormedApiKey(`bl_test_${random}${checksumOf(random)}`)).toBe(false);
    expect(isWellFormedApiKey(`${token}x`)).toBe(false);
    expect(isWellFormedApiKey(token.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`bl_live_${random.slice(0, -1)}-${checksumOf(random)}`)).toBe(false);
    expect(isWellFormedApiKey('')).toBe(false);
  });

  it('are told apart from a session token by their prefix', () => {
    expect(isApiKeyClaim(generateApiKeyToken())).toBe(true);
    expect(isApiKeyClaim('bl_anything')).toBe(true);
    expect(isApiKeyClaim('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
  });

  it('show the prefix and 4 random characters in the key list, never enough to use them', () => {
    const token = `bl_live_${random}${checksumOf(random)}`;
    expect(visiblePrefix(token)).toBe('bl_live_aZ09');
  });
});
