import { API_KEY_FORMAT, looksLikeApiKey } from '@site/shared';
import { randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/*
 * A key is `bl_live_` + 30 random base62 characters (178 bits) + the CRC32 of those characters in
 * 6 base62 digits, in the style of GitHub's `ghp_` tokens: the prefix lets secret scanners and
 * people recognise one, and the checksum refuses a mistyped or made-up key without asking the
 * database. The checksum is no secret and proves nothing: only the stored hash does.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const { prefix, randomLength, checksumLength, visibleLength } = API_KEY_FORMAT;

/** The CRC32 of the random part as fixed-width base62 (62^6 > 2^32, so it always fits). */
export function checksumOf(random: string): string {
  let value = crc32(random);
  let digits = '';
  for (let i = 0; i < checksumLength; i += 1) {
    digits = BASE62[value % 62] + digits;
    value = Math.floor(value / 62);
  }
  return digits;
}

/** A new key; `randomInt` draws each character without modulo bias. */
export function generateApiKeyToken(): string {
  let random = '';
  for (let i = 0; i < randomLength; i += 1) random += BASE62[randomInt(62)];
  return `${prefix}${random}${checksumOf(random)}`;
}

/** Whether `token` has a key's shape and a checksum that matches: no database needed. */
export function isWellFormedApiKey(token: string): boolean {
  if (!looksLikeApiKey(token)) return false;
  const random = token.slice(prefix.length, prefix.length + randomLength);
  return token.slice(prefix.length + randomLength) === checksumOf(random);
}

/** Whether a bearer token claims to be an API key (a session's JWT never starts so). */
export const isApiKeyClaim = (token: string) => token.startsWith(prefix.slice(0, 3));

/** What the key list shows: the prefix and the first few random characters. */
export const visiblePrefix = (token: string) => token.slice(0, prefix.length + visibleLength);
