/**
 * Whether a signing secret looks random enough to sign tokens in production. A secret that can be
 * guessed lets anyone mint an admin's access token, so a weak one stops the server at start.
 *
 * The estimate is length x bits per character, where bits per character is the smaller of two
 * Shannon entropies: of the characters themselves (few distinct characters: `aaaa...`,
 * `changeme...`) and of the steps between neighbouring characters (sequences: `abcdef...`,
 * `0123...`). It undercounts truly random strings a little (32 bytes as hex score about 220,
 * as base64 about 190), so the bar sits at 120 rather than at 128.
 */
export const MIN_SECRET_BITS = 120;

/** Words of the placeholders people paste from examples; random hex or base64 never spells them. */
const PLACEHOLDER = /change|secret|example|password|placeholder|replace/i;

/** Shannon entropy, in bits per symbol, of how often each symbol occurs in `symbols`. */
function bitsPerSymbol(symbols: readonly (string | number)[]): number {
  const counts = new Map<string | number, number>();
  for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / symbols.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

export function estimatedSecretBits(secret: string): number {
  const chars = [...secret];
  const codes = chars.map((char) => char.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((code, i) => code - (codes[i] ?? 0));
  return chars.length * Math.min(bitsPerSymbol(chars), bitsPerSymbol(steps));
}

/** Why `secret` is too weak to sign tokens in production, or null when it will do. */
export function secretWeakness(secret: string): string | null {
  if (/^(.+?)\1+$/s.test(secret)) return 'it repeats a shorter pattern';
  if (PLACEHOLDER.test(secret)) return 'it looks like a placeholder';
  const bits = estimatedSecretBits(secret);
  if (bits < MIN_SECRET_BITS) {
    return `it looks guessable (about ${Math.floor(bits)} bits of randomness, at least ${MIN_SECRET_BITS} needed)`;
  }
  return null;
}
