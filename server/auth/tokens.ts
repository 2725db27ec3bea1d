/**
 * Session tokens: JWT HS256 (jose) with `aud` (array), `sub`, `iat` and `exp`.
 * Lifetimes: client 7 days, client-ephemeral 1 day, business 12 hours.
 * Client tokens also carry `ver`, the account's token version (`credentials.token_version`): a password change
 * increments it and every token with an older version is refused (server/http/route.ts).
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Audience } from '../../src/api/contract/endpoint.ts';
import type { Clock } from '../clock.ts';

export const TOKEN_ISSUER = 'credito-sandbox';

export const TOKEN_LIFETIME_SECONDS: Record<Audience, number> = {
  client: 7 * 24 * 3600,
  'client-ephemeral': 24 * 3600,
  business: 12 * 3600,
};

export interface TokenClaims {
  readonly sub: string;
  readonly aud: readonly Audience[];
  readonly iat: number;
  readonly exp: number;
  /** Token version of the account when the token was issued (0 when absent). */
  readonly ver: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface Tokens {
  issue(
    audience: Audience,
    subject: string,
    opts?: { lifetimeSeconds?: number; version?: number },
  ): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
}

const AUDIENCES: readonly Audience[] = ['client', 'client-ephemeral', 'business'];

export function createTokens(secret: string, clock: Clock): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(audience, subject, opts) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ ver: opts?.version ?? 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setSubject(subject)
        .setAudience([audience])
        .setIssuedAt(now)
        .setExpirationTime(now + (opts?.lifetimeSeconds ?? TOKEN_LIFETIME_SECONDS[audience]))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'aud', 'exp', 'iat'],
        });
        const aud = (Array.isArray(payload.aud) ? payload.aud : [payload.aud]).filter((a): a is Audience =>
          AUDIENCES.includes(a as Audience),
        );
        if (aud.length === 0 || typeof payload.sub !== 'string' || !payload.sub)
          return { ok: false, reason: 'invalid' };
        const ver = payload.ver ?? 0;
        if (typeof ver !== 'number' || !Number.isSafeInteger(ver)) return { ok: false, reason: 'invalid' };
        return {
          ok: true,
          claims: { sub: payload.sub, aud, iat: payload.iat as number, exp: payload.exp as number, ver },
        };
      } catch (e) {
        return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
