/**
 * Declares a route from a contract endpoint: method and path, the audience check from `endpoint.auth`,
 * validation of params, query and body with the endpoint's schemas, and (in development and tests) a check that
 * the handler's answer matches `endpoint.response`.
 *
 *   const route = createRouteBinder(router, deps);
 *   route(contract.clients.signin, async (ctx, { body }) => ({ token: ... }));
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import type { Audience, Endpoint, Schema } from '../../src/api/contract/endpoint.ts';
import { PESOS_DECIMALS_MESSAGE } from '../../src/domain/money.ts';
import {
  type ClientPrincipalRow,
  type ClientRowRead,
  clientRowIsLive,
  principalIsLive,
} from '../auth/principals.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import type { Deps } from '../context.ts';
import { faultOf, idempotencyKeyOf, once, REPLAYED_HEADER, requestHashes } from '../idempotency/service.ts';
import type { Logger } from '../log.ts';
import { clientAddress } from './client-address.ts';
import type { AppEnv, Router } from './env.ts';
import { ApiFailure, errors, fail } from './errors.ts';

export interface Auth {
  /** The token's subject: a client id, or a promoter id for `business`. */
  readonly sub: string;
  /** The audience of the token that this endpoint accepted. */
  readonly audience: Audience;
  readonly claims: TokenClaims;
}

export interface RouteContext<R = never> {
  readonly c: Context<AppEnv>;
  readonly deps: Deps;
  readonly log: Logger;
  readonly requestId: string;
  /** Null only on public endpoints (a public endpoint still sees a valid token when one is sent). */
  readonly auth: Auth | null;
  /**
   * The client's row as the route's own `clientRow` read answered it while checking the token (`RouteOptions`);
   * null without that option, or when no client token was checked.
   */
  readonly clientRow: R | null;
}

/**
 * `clientRow`: the route reads the account row the client token check needs together with what it answers, in one
 * statement (the profile poll, `GET /api/clients/me`), instead of the check's own read and then its own. The token
 * rules are the same (server/auth/principals.ts `clientRowIsLive`); the handler gets the row as `ctx.clientRow`.
 */
export interface RouteOptions<R extends ClientPrincipalRow> {
  readonly clientRow: ClientRowRead<R>;
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

export type Handler<E, R = never> = (
  ctx: RouteContext<R>,
  input: RouteInput<E>,
) => Promise<ResponseIn<E> | Reply<ResponseIn<E>>>;

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** Reads and checks the bearer token against the endpoint's audiences. */
export async function authenticate(c: Context<AppEnv>, deps: Deps, endpoint: Endpoint): Promise<Auth | null> {
  return (await authenticated(c, deps, endpoint)).auth;
}

/**
 * `authenticate`, and the client's row when the route reads it itself (`clientRow`, a route's option: it replaces
 * the check's read of a client account with the route's wider one).
 */
async function authenticated<R extends ClientPrincipalRow>(
  c: Context<AppEnv>,
  deps: Deps,
  endpoint: Endpoint,
  clientRow?: ClientRowRead<R>,
): Promise<{ auth: Auth | null; row: R | null }> {
  const anonymous = { auth: null, row: null };
  const header = c.req.header('authorization');
  const isPublic = endpoint.auth === 'public';
  if (!header) {
    if (isPublic) return anonymous;
    throw errors.unauthorized();
  }
  const match = BEARER.exec(header.trim());
  if (!match) {
    if (isPublic) return anonymous;
    throw errors.unauthorized();
  }
  const verified = await deps.tokens.verify(match[1]!);
  if (!verified.ok) {
    if (isPublic) return anonymous;
    throw verified.reason === 'expired' ? errors.tokenExpired() : errors.unauthorized();
  }
  const { claims } = verified;
  const accepted: readonly Audience[] = isPublic ? claims.aud : (endpoint.auth as readonly Audience[]);
  const audience = claims.aud.find((a) => accepted.includes(a));
  if (!audience) {
    if (isPublic) return anonymous;
    throw errors.forbidden();
  }
  // The account or promoter must still exist and the token must not be revoked (server/auth/principals.ts).
  const row = clientRow && audience !== 'business' ? await clientRow(deps.db, claims.sub) : undefined;
  const live =
    row === undefined
      ? await principalIsLive(deps.db, audience, claims)
      : clientRowIsLive(row, audience, claims);
  if (!live) {
    if (isPublic) return anonymous;
    throw errors.unauthorized();
  }
  return { auth: { sub: claims.sub, audience, claims }, row: row ?? null };
}

/** A NUL character or a lone UTF-16 surrogate: never valid text, and PostgreSQL refuses NUL in `text`. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnsafe = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** True when a string anywhere in `value` (keys included) holds unsafe text. */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnsafe(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasUnsafeText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => isUnsafe(k) || hasUnsafeText(v, depth + 1));
}

/** Refuses unsafe text in any input before it reaches a schema, a handler or the database (400, once for all). */
function refuseUnsafeText(where: 'params' | 'query' | 'body', data: unknown): void {
  if (hasUnsafeText(data)) throw fail(400, 'VALIDATION_ERROR', `El dato ingresado no es válido: ${where}`);
}

function parse<S extends Schema>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((i) => i.path.map(String).join('.')).filter(Boolean))];
    // An amount with more than two decimals says so (it is never rounded: src/domain/money.ts).
    const money = result.error.issues.some((i) => i.message === PESOS_DECIMALS_MESSAGE);
    throw fail(
      400,
      'VALIDATION_ERROR',
      (fields.length
        ? `El dato ingresado no es válido: ${fields.slice(0, 5).join(', ')}`
        : 'El dato ingresado no es válido') + (money ? `. ${PESOS_DECIMALS_MESSAGE}.` : ''),
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

interface FileReply {
  readonly fileName: string;
  readonly content: string;
}

/** A file answer (an endpoint declared with `file`): the text with its media type, as an attachment. */
function fileReply(c: Context<AppEnv>, mediaType: string, file: FileReply, status: ContentfulStatusCode) {
  return c.body(file.content, status, {
    'Content-Type': `${mediaType}; charset=utf-8`,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'no-store',
  });
}

export type RouteBinder = <E extends Endpoint, R extends ClientPrincipalRow = never>(
  endpoint: E,
  handler: Handler<E, R>,
  options?: RouteOptions<R>,
) => void;

const bound = new WeakMap<Router, Endpoint[]>();
/** Endpoints declared on a router through a binder (used by the authorization and fuzz tests). */
export const boundEndpoints = (router: Router): readonly Endpoint[] => bound.get(router) ?? [];

export function createRouteBinder(router: Router, deps: Deps): RouteBinder {
  return bind;

  function bind<E extends Endpoint, R extends ClientPrincipalRow>(
    endpoint: E,
    handler: Handler<E, R>,
    options?: RouteOptions<R>,
  ): void {
    const list = bound.get(router) ?? [];
    list.push(endpoint);
    bound.set(router, list);
    router.on(endpoint.method, endpoint.path, async (c) => {
      c.set('endpointId', endpoint.id);
      const { auth, row: clientRow } = await authenticated(c, deps, endpoint, options?.clientRow);
      const rawParams = c.req.param() as Record<string, string>;
      refuseUnsafeText('params', rawParams);
      const rawQuery = c.req.query();
      refuseUnsafeText('query', rawQuery);
      const params = endpoint.params ? parse(endpoint.params, rawParams) : undefined;
      const query = endpoint.query ? parse(endpoint.query, rawQuery) : undefined;
      let body: unknown;
      let json: unknown;
      if (endpoint.body) {
        json = await readJson(c);
        refuseUnsafeText('body', json);
        body = parse(endpoint.body, json);
      }
      const log = c.get('log');
      const input = { params, query, body } as RouteInput<typeof endpoint>;
      const answer = async () => {
        const result: unknown = await handler(
          { c, deps, log, requestId: c.get('requestId'), auth, clientRow },
          input,
        );
        return checked(
          (auth && endpoint.responses?.[auth.audience]) || endpoint.response,
          endpoint,
          log,
          isReply(result) ? result.status : 200,
          isReply(result) ? result.body : result,
        );
      };
      const key = endpoint.idempotencyKey ? idempotencyKeyOf(c) : null;
      if (!key) {
        const { status, body: payload } = await answer();
        if (endpoint.file) return fileReply(c, endpoint.file, payload as FileReply, status);
        return c.json(payload as object, status);
      }
      // The effect and its answer commit together; the same key and request get the first answer
      // (server/idempotency/service.ts).
      const principal = auth ? `${auth.audience}:${auth.sub}` : 'public';
      const { hash, formerHashes } = requestHashes(endpoint.id, rawParams, json);
      const done = await once(deps, { principal, key, hash, formerHashes, fault: faultOf(c, deps) }, answer);
      if (done.replayed) c.header(REPLAYED_HEADER, 'true');
      return c.json(done.body as object, done.status as ContentfulStatusCode);
    });
  }

  function checked(
    schema: Endpoint['response'],
    endpoint: Endpoint,
    log: Logger,
    status: ContentfulStatusCode,
    payload: unknown,
  ) {
    if (deps.config.checkResponses) {
      const check = schema.safeParse(payload);
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
    return { status, body: payload };
  }
}

/**
 * The address a request comes from: the socket's peer, or behind a trusted proxy (`TRUSTED_PROXIES`) the client
 * it names in `X-Forwarded-For` (server/http/client-address.ts); `unknown` when the server adapter gives no peer
 * (in-process test requests may pass `{ incoming: { socket: { remoteAddress } } }` as env).
 */
export function sourceAddressOf(c: Context<AppEnv>, trustedProxies: readonly string[] = []): string {
  const env = c.env as
    | {
        incoming?: { socket?: { remoteAddress?: string } };
        server?: { incoming?: { socket?: { remoteAddress?: string } } };
      }
    | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? env?.server?.incoming?.socket?.remoteAddress;
  return clientAddress(peer, c.req.header('x-forwarded-for'), trustedProxies);
}

/** The client id of a `client` or `client-ephemeral` token; 403 for other audiences. */
export function clientIdOf(ctx: Pick<RouteContext, 'auth'>): string {
  if (!ctx.auth || (ctx.auth.audience !== 'client' && ctx.auth.audience !== 'client-ephemeral')) {
    throw errors.forbidden();
  }
  return ctx.auth.sub;
}

export { ApiFailure };
