import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { isRole, type Role } from './roles';

const ALGORITHM = 'HS256';
const ISSUER = 'brightline-site';
const AUDIENCE = 'brightline-api';

/** Access tokens are short-lived; the refresh cookie renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * The signing key of a secret, made once: given a string, jsonwebtoken first tries it as a public
 * key and makes the key object on every call, which cost a sixth of a signed-in request's time.
 */
let lastKey: { secret: string; key: KeyObject } | null = null;
function keyOf(secret: string): KeyObject {
  if (lastKey?.secret !== secret) lastKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return lastKey.key;
}

export interface TokenClaims {
  userId: number;
  role: Role;
  /** The user's token version when signed: a raised version ends the token early. */
  version: number;
}

export interface SignedToken {
  token: string;
  expiresAt: Date;
}

export function signAccessToken(
  claims: TokenClaims,
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): SignedToken {
  const token = jwt.sign({ role: claims.role, ver: claims.version }, keyOf(secret), {
    algorithm: ALGORITHM,
    subject: String(claims.userId),
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: ttlSeconds,
  });
  const { exp } = jwt.decode(token) as jwt.JwtPayload;
  return { token, expiresAt: new Date((exp ?? 0) * 1000) };
}

/** Returns the claims of a valid token, or null for any token that is expired, tampered or foreign. */
export function verifyAccessToken(token: string, secret: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload === 'string') return null;
    const userId = Number(payload.sub);
    const version: unknown = payload.ver;
    if (!Number.isInteger(userId) || !isRole(payload.role)) return null;
    if (typeof version !== 'number' || !Number.isInteger(version)) return null;
    return { userId, role: payload.role, version };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** An opaque secret for a cookie or a link: 256 random bits. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of an opaque token: its SHA-256, so a leaked table opens nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
