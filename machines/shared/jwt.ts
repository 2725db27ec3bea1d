/**
 * A tiny, dependency-free reader of a JWT's payload (base64url JSON). It does NOT verify the signature: the
 * server does that on every call; the client only needs the audience and the expiry to pick a session state.
 */
export type TokenAudience = 'client' | 'client-ephemeral' | 'business';

export interface TokenClaims {
  /** Subject (the client or promoter id), when present. */
  readonly sub?: string;
  /** Expiry in seconds since the epoch, when present. */
  readonly exp?: number;
  /** Audience list, normalised to an array. */
  readonly aud: readonly string[];
}

function base64UrlToString(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Decodes the payload of a JWT; `null` when the token is not a well-formed JWT with an object payload. */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlToString(parts[1]));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    const record = payload as Record<string, unknown>;
    const rawAud = record.aud;
    const aud = Array.isArray(rawAud)
      ? rawAud.filter((a): a is string => typeof a === 'string')
      : typeof rawAud === 'string'
        ? [rawAud]
        : [];
    return {
      aud,
      ...(typeof record.exp === 'number' ? { exp: record.exp } : {}),
      ...(typeof record.sub === 'string' ? { sub: record.sub } : {}),
    };
  } catch {
    return null;
  }
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
