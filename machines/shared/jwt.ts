/**
 * Reads a JWT's payload with jose's `decodeJwt`. It does NOT verify the signature: the server does that on every
 * call; the client only needs the audience and the expiry to pick a session state.
 */
import { decodeJwt } from 'jose';

export type TokenAudience = 'client' | 'client-ephemeral' | 'business';

export interface TokenClaims {
  /** Subject (the client or promoter id), when present. */
  readonly sub?: string;
  /** Expiry in seconds since the epoch, when present. */
  readonly exp?: number;
  /** Audience list, normalised to an array. */
  readonly aud: readonly string[];
}

/** Decodes the payload of a JWT; `null` when the token is not a well-formed JWT with an object payload. */
export function decodeToken(token: string): TokenClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = decodeJwt(token);
  } catch {
    return null;
  }
  const rawAud = payload.aud;
  const aud = Array.isArray(rawAud)
    ? rawAud.filter((a): a is string => typeof a === 'string')
    : typeof rawAud === 'string'
      ? [rawAud]
      : [];
  return {
    aud,
    ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
    ...(typeof payload.sub === 'string' ? { sub: payload.sub } : {}),
  };
}

/**
 * The audience that decides the session kind. A token naming several audiences is read with the most
 * privileged first: business, then client, then client-ephemeral.
 */
export function audienceOf(claims: TokenClaims): TokenAudience | null {
  if (claims.aud.includes('business')) return 'business';
  if (claims.aud.includes('client')) return 'client';
  if (claims.aud.includes('client-ephemeral')) return 'client-ephemeral';
  return null;
}

/** True when the token has an expiry at or before `nowMs`. */
export function isExpired(claims: TokenClaims, nowMs: number): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= nowMs;
}
