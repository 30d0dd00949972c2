/**
 * Partner API keys: what a key may be created with, and the texts both sides show. A key is
 * managed by admins only; its secret is shown once, when it is made or rolled.
 */
export const API_KEY_LIMITS = {
  /** Characters, on trimmed text; unique among keys not revoked. */
  name: 100,
  /** Query-cost points per minute. */
  budgetMin: 100,
  budgetMax: 100_000,
  budgetDefault: 1000,
  /** The latest expiry, in days from now (a year, leap day included). */
  expiryMaxDays: 366,
  /** How long a rolled key's predecessor stays valid, in hours (30 days at most). */
  overlapHoursMax: 720,
  overlapHoursDefault: 24,
  search: 200,
} as const;
const L = API_KEY_LIMITS;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest moment a key may expire when made at `now`. */
export const latestApiKeyExpiry = (now: Date = new Date()) => new Date(now.getTime() + L.expiryMaxDays * DAY_MS);

/**
 * What a key looks like: `bl_live_` + 30 random base62 characters + a 6-character base62 CRC32
 * of them, so that a key can be recognised (secret scanners, support) and a typo refused
 * without a database lookup. The list shows the prefix and the first `visibleLength` random
 * characters, enough to tell keys apart and never enough to use one.
 */
export const API_KEY_FORMAT = {
  prefix: 'bl_live_',
  randomLength: 30,
  checksumLength: 6,
  visibleLength: 4,
} as const;

/** True when `text` has the shape of a key (the checksum is the server's to verify). */
export const looksLikeApiKey = (text: string) =>
  new RegExp(
    `^${API_KEY_FORMAT.prefix}[0-9A-Za-z]{${API_KEY_FORMAT.randomLength + API_KEY_FORMAT.checksumLength}}$`,
  ).test(text);

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: `Name must be at most ${L.name} characters`,
  nameTaken: 'A key with this name already exists',
  scopesRequired: 'Choose at least one scope',
  scope: 'Choose a valid scope',
  scopesUnique: 'Choose each scope only once',
  expiresAtRequired: 'Expiry date is required',
  expiresAt: 'Expiry date must be a valid date',
  expiresAtPast: 'Expiry date must be in the future',
  expiresAtMax: 'Expiry date must be at most one year from today',
  budget: `Budget must be a whole number from ${L.budgetMin} to ${L.budgetMax.toLocaleString('en-US')} points per minute`,
  overlap: `Overlap must be a whole number of hours from 0 to ${L.overlapHoursMax}`,
  alreadyRevoked: 'This key is already revoked',
  /** Rolling a key that is revoked, expired or already being rolled. */
  notRollable: 'Only an active key can be rolled',
  searchMax: `Search must be at most ${L.search} characters`,
  notFound: 'API key not found',
  invalidKey: 'Invalid API key',
  revokedKey: 'This API key has been revoked',
  expiredKey: 'This API key has expired',
  revokeConfirm: 'Revoke this key? Requests made with it are refused at once. This cannot be undone.',
} as const;

/** The refusal of an operation outside a key's scopes; `scope` is the GraphQL name. */
export const apiKeyMissingScope = (scope: string) => `This API key lacks the scope ${scope}`;
