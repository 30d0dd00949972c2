import jwt from 'jsonwebtoken';
import { isRole, type Role } from './roles';

const ALGORITHM = 'HS256';
const ISSUER = 'brightline-site';
const AUDIENCE = 'brightline-api';

export interface TokenClaims {
  userId: number;
  role: Role;
}

export function signAccessToken(claims: TokenClaims, secret: string, expiresIn: string): string {
  return jwt.sign({ role: claims.role }, secret, {
    algorithm: ALGORITHM,
    subject: String(claims.userId),
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** Returns the claims of a valid token, or null for any token that is expired, tampered or foreign. */
export function verifyAccessToken(token: string, secret: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload === 'string') return null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || !isRole(payload.role)) return null;
    return { userId, role: payload.role };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
