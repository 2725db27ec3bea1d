/**
 * Declares a route from a contract endpoint: method and path, the audience check from `endpoint.auth`,
 * validation of params, query and body with the endpoint's schemas, and (in development and tests) a check that
 * the handler's answer matches `endpoint.response`.
 *
 *   const route = createRouteBinder(router, deps);
 *   route(contract.clients.signin, async (ctx, { body }) => ({ token: ... }));
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import type { Audience, Endpoint, Schema } from '../../src/api/contract/endpoint.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import type { Deps } from '../context.ts';
import { credentials } from '../db/schema.ts';
import type { Logger } from '../log.ts';
import type { AppEnv, Router } from './env.ts';
import { ApiFailure, errors, fail } from './errors.ts';

export interface Auth {
  /** The token's subject: a client id, or a promoter id for `business`. */
  readonly sub: string;
  /** The audience of the token that this endpoint accepted. */
  readonly audience: Audience;
  readonly claims: TokenClaims;
}

export interface RouteContext {
  readonly c: Context<AppEnv>;
  readonly deps: Deps;
  readonly log: Logger;
  readonly requestId: string;
  /** Null only on public endpoints (a public endpoint still sees a valid token when one is sent). */
  readonly auth: Auth | null;
}

type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteInput<E> {
  readonly params: E extends Endpoint<infer P, Schema | undefined, Schema | undefined, Schema>
    ? Out<P>
    : never;
  readonly query: E extends Endpoint<Schema | undefined, infer Q, Schema | undefined, Schema>
    ? Out<Q>
    : never;
  readonly body: E extends Endpoint<Schema | undefined, Schema | undefined, infer B, Schema> ? Out<B> : never;
}

type ResponseIn<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R>
    ? z.input<R>
    : never;

const REPLY = Symbol('reply');
export interface Reply<T> {
  readonly [REPLY]: true;
  readonly status: ContentfulStatusCode;
  readonly body: T;
}
/** Answers with another status than 200 (e.g. 201). */
export const reply = <T>(status: ContentfulStatusCode, body: T): Reply<T> => ({
  [REPLY]: true,
  status,
  body,
});
const isReply = (v: unknown): v is Reply<unknown> => typeof v === 'object' && v !== null && REPLY in v;

export type Handler<E> = (
  ctx: RouteContext,
  input: RouteInput<E>,
) => Promise<ResponseIn<E> | Reply<ResponseIn<E>>>;

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** Reads and checks the bearer token against the endpoint's audiences. */
export async function authenticate(c: Context<AppEnv>, deps: Deps, endpoint: Endpoint): Promise<Auth | null> {
  const header = c.req.header('authorization');
  const isPublic = endpoint.auth === 'public';
  if (!header) {
    if (isPublic) return null;
    throw errors.unauthorized();
  }
  const match = BEARER.exec(header.trim());
  if (!match) {
    if (isPublic) return null;
    throw errors.unauthorized();
  }
  const verified = await deps.tokens.verify(match[1]!);
  if (!verified.ok) {
    if (isPublic) return null;
    throw verified.reason === 'expired' ? errors.tokenExpired() : errors.unauthorized();
  }
  const { claims } = verified;
  const accepted: readonly Audience[] = isPublic ? claims.aud : (endpoint.auth as readonly Audience[]);
  const audience = claims.aud.find((a) => accepted.includes(a));
  if (!audience) {
    if (isPublic) return null;
    throw errors.forbidden();
  }
  if (audience === 'client' || audience === 'client-ephemeral') {
    // The account must still exist, and a password change ends the sessions opened before it.
    const rows = await deps.db
      .select({ changedAt: credentials.passwordChangedAt })
      .from(credentials)
      .where(eq(credentials.clientId, claims.sub))
      .limit(1);
    const changedAt = rows[0]?.changedAt;
    if (!changedAt || claims.iat < Math.floor(changedAt.getTime() / 1000)) {
      if (isPublic) return null;
      throw errors.unauthorized();
    }
  }
  return { sub: claims.sub, audience, claims };
}

function parse<S extends Schema>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((i) => i.path.map(String).join('.')).filter(Boolean))];
    throw fail(
      400,
      'VALIDATION_ERROR',
      fields.length
        ? `El dato ingresado no es válido: ${fields.slice(0, 5).join(', ')}`
        : 'El dato ingresado no es válido',
    );
  }
  return result.data;
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw fail(400, 'INVALID_JSON', 'El cuerpo de la solicitud no es JSON válido.');
  }
}

export type RouteBinder = <E extends Endpoint>(endpoint: E, handler: Handler<E>) => void;

const bound = new WeakMap<Router, Endpoint[]>();
/** Endpoints declared on a router through a binder (used by the authorization and fuzz tests). */
export const boundEndpoints = (router: Router): readonly Endpoint[] => bound.get(router) ?? [];

export function createRouteBinder(router: Router, deps: Deps): RouteBinder {
  return (endpoint, handler) => {
    const list = bound.get(router) ?? [];
    list.push(endpoint);
    bound.set(router, list);
    router.on(endpoint.method, endpoint.path, async (c) => {
      c.set('endpointId', endpoint.id);
      const auth = await authenticate(c, deps, endpoint);
      const params = endpoint.params ? parse(endpoint.params, c.req.param()) : undefined;
      const query = endpoint.query ? parse(endpoint.query, c.req.query()) : undefined;
      const body = endpoint.body ? parse(endpoint.body, await readJson(c)) : undefined;
      const log = c.get('log');
      const input = { params, query, body } as RouteInput<typeof endpoint>;
      const result: unknown = await handler({ c, deps, log, requestId: c.get('requestId'), auth }, input);
      const status = isReply(result) ? result.status : 200;
      const payload = isReply(result) ? result.body : result;
      if (deps.config.checkResponses) {
        const check = endpoint.response.safeParse(payload);
        if (!check.success) {
          log.error('response does not match the contract', {
            endpoint: endpoint.id,
            issues: check.error.issues
              .slice(0, 5)
              .map((i) => `${i.path.join('.')}: ${i.code}`)
              .join('; '),
          });
          throw errors.internal();
        }
      }
      return c.json(payload as object, status);
    });
  };
}

/** The client id of a `client` or `client-ephemeral` token; 403 for other audiences. */
export function clientIdOf(ctx: RouteContext): string {
  if (!ctx.auth || (ctx.auth.audience !== 'client' && ctx.auth.audience !== 'client-ephemeral')) {
    throw errors.forbidden();
  }
  return ctx.auth.sub;
}

export { ApiFailure };
