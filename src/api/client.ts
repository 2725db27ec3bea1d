/**
 * The HTTP client: the only place the app talks to the API.
 *
 *   const api = createApiClient({ baseUrl: config.apiBaseUrl, getToken: () => session.token });
 *   const { token } = await api.call(signin, { body: { email, password }, signal });
 *
 * Every call: JSON (a `file` endpoint answers `{ fileName, content }` from its body and `Content-Disposition`),
 * `credentials: 'include'`, `Authorization: Bearer <token>` when `getToken()` has one, the
 * caller's AbortSignal. Params, query and body are validated against the contract before sending (a bad request is
 * a programming error: `ContractError`); the answer is validated too, so a malformed response fails here, logged
 * with the endpoint id and the schema issues (never the values), not three screens later.
 *
 * Retries (fetch-retry): only GET, endpoints declared `idempotent` (never a bare POST) and the POSTs declared
 * `idempotencyKey` (money and state calls), only on network errors and 502/503/504, at most 3 retries with
 * exponential backoff capped at 2 s. An `idempotencyKey` call carries an `Idempotency-Key` and its retries the same
 * one, so the server applies it once (docs/api.md): made from the `operationKey` the flow gives (its operation, kept
 * in the flow's context across presses and reloads) and a digest of the request, else fresh per `call()`.
 *
 * Import endpoints from their own contract files (`./contract/clients.ts`...), not from `./contract/index.ts`, so
 * the parts a page does not use stay out of its bundle.
 */
import fetchBuilder from 'fetch-retry';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf, Schema } from './contract/endpoint.ts';
import {
  ApiError,
  ContractError,
  type ContractIssue,
  type ContractPart,
  isAbortError,
  NetworkError,
} from './errors.ts';

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface RetryOptions {
  /** Retries after the first attempt (default 3). */
  readonly retries?: number;
  /** First backoff delay in ms (default 250; doubles each retry). */
  readonly baseDelayMs?: number;
  /** Backoff cap in ms (default 2000). */
  readonly maxDelayMs?: number;
}

export interface ApiClientOptions {
  /** API base, e.g. `/api` (same origin) or `https://api.example.mx/api`. */
  readonly baseUrl: string;
  /** Current session token, read on every call. */
  readonly getToken: () => string | null | undefined;
  /** Defaults to the global fetch (looked up at call time). */
  readonly fetch?: FetchLike;
  /** Called (after logging) whenever a request or response breaks the contract. */
  readonly onContractError?: (error: ContractError) => void;
  readonly retry?: RetryOptions;
  /** Makes the `Idempotency-Key` of one call (default: 128 random bits in hex). */
  readonly newIdempotencyKey?: () => string;
}

type Field<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : undefined extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

export type CallOptions<E extends Endpoint> = Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  Field<'body', BodyOf<E>> & {
    readonly signal?: AbortSignal;
    /**
     * The operation this call belongs to (an `idempotencyKey` endpoint; machines/shared/keys.ts): the
     * `Idempotency-Key` is this plus a digest of the params and body, so pressing again after a lost answer replays
     * the first answer, and a changed request is another operation. Without it, a fresh key per call.
     */
    readonly operationKey?: string;
  };

/** The options argument may be left out when the endpoint needs no params, query or body. */
export type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
}

/** Statuses worth another try: the gateway or the service is momentarily unavailable. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * GET, a PUT/PATCH/DELETE the server declares idempotent, or a call sent with an `Idempotency-Key`. Any other POST
 * is never retried.
 */
export function isRetryable(endpoint: Endpoint): boolean {
  return (
    endpoint.method === 'GET' ||
    endpoint.idempotencyKey === true ||
    (endpoint.idempotent === true && endpoint.method !== 'POST')
  );
}

/** A fresh key: 128 random bits in hex (`crypto.getRandomValues` works on plain-http pages too). */
export function randomIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The operation keys the client accepts (the header adds `.` and 13 digest characters: at most 128 in all). */
export const OPERATION_KEY = /^[A-Za-z0-9._:-]{8,114}$/;

/**
 * A digest of what a call sends (its params and body), 13 base-36 characters: two requests of one operation with
 * the same digest are the same request. Not a security measure (the server compares its own hash of the request):
 * it only tells apart the requests of one client's one operation.
 */
export function requestDigest(params: unknown, body: unknown): string {
  const text = JSON.stringify([params ?? null, body ?? null]);
  // cyrb53: two 32-bit lanes, 53 bits.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(13, '0');
}

/** Exponential backoff: base, 2×base, 4×base... capped at `max` (attempt counts from 0). */
export function backoffDelay(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** attempt);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const baseFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retries = options.retry?.retries ?? 3;
  const baseDelayMs = options.retry?.baseDelayMs ?? 250;
  const maxDelayMs = options.retry?.maxDelayMs ?? 2000;
  const fetchWithRetry = fetchBuilder(baseFetch);
  const newIdempotencyKey = options.newIdempotencyKey ?? randomIdempotencyKey;

  function contractError(
    endpoint: Endpoint,
    part: ContractPart,
    issues: readonly ContractIssue[],
  ): ContractError {
    const error = new ContractError(endpoint.id, part, issues);
    // Ids and schema issues only: the values may be personal data.
    console.error(`[api] contract violation: ${endpoint.id} (${part})`, issues);
    options.onContractError?.(error);
    return error;
  }

  function check(endpoint: Endpoint, part: ContractPart, schema: Schema, value: unknown): unknown {
    const result = schema.safeParse(value);
    if (!result.success) {
      throw contractError(
        endpoint,
        part,
        result.error.issues.map((i) => ({
          path: i.path.map(String).join('.'),
          code: i.code,
          message: i.message,
        })),
      );
    }
    return result.data;
  }

  function buildUrl(endpoint: Endpoint, params: unknown, query: unknown): string {
    let path = endpoint.path;
    if (endpoint.params) {
      const values = check(endpoint, 'params', endpoint.params, params) as Record<string, unknown>;
      path = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
    }
    let search = '';
    if (endpoint.query) {
      const values = check(endpoint, 'query', endpoint.query, query ?? {}) as Record<string, unknown>;
      const qs = new URLSearchParams();
      for (const [key, value] of Object.entries(values)) {
        if (value !== undefined && value !== null) qs.append(key, String(value));
      }
      const text = qs.toString();
      if (text) search = `?${text}`;
    }
    return `${baseUrl}${path}${search}`;
  }

  function idempotencyKeyOf(
    endpoint: Endpoint,
    operationKey: string | undefined,
    params: unknown,
    sent: unknown,
  ) {
    if (operationKey === undefined) return newIdempotencyKey();
    if (!OPERATION_KEY.test(operationKey)) {
      throw contractError(endpoint, 'params', [
        { path: 'operationKey', code: 'invalid_format', message: 'Not an operation key' },
      ]);
    }
    return `${operationKey}.${requestDigest(params, sent)}`;
  }

  async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
    const opts = (args[0] ?? {}) as {
      params?: unknown;
      query?: unknown;
      body?: unknown;
      signal?: AbortSignal;
      operationKey?: string;
    };
    const { signal } = opts;
    const url = buildUrl(endpoint, opts.params, opts.query);
    const headers: Record<string, string> = {
      Accept: endpoint.file ? `${endpoint.file}, application/json` : 'application/json',
    };
    let body: string | undefined;
    let sent: unknown;
    if (endpoint.body) {
      sent = check(endpoint, 'body', endpoint.body, opts.body);
      body = JSON.stringify(sent);
      headers['Content-Type'] = 'application/json';
    }
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // One key per operation (or per call without one): the retries below send the same headers, hence the same key.
    if (endpoint.idempotencyKey)
      headers['Idempotency-Key'] = idempotencyKeyOf(endpoint, opts.operationKey, opts.params, sent);

    const init: RequestInit = { method: endpoint.method, headers, credentials: 'include' };
    if (body !== undefined) init.body = body;
    if (signal) init.signal = signal;

    let response: Response;
    try {
      signal?.throwIfAborted();
      response = isRetryable(endpoint)
        ? await fetchWithRetry(url, {
            ...init,
            retryOn: (attempt, error, res) =>
              attempt < retries &&
              !signal?.aborted &&
              (error ? !isAbortError(error) : res !== null && RETRY_STATUSES.has(res.status)),
            retryDelay: (attempt) => backoffDelay(attempt, baseDelayMs, maxDelayMs),
          })
        : await baseFetch(url, init);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (isAbortError(error)) throw error;
      throw new NetworkError(endpoint.id, { cause: error });
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (isAbortError(error)) throw error;
      throw new NetworkError(endpoint.id, { cause: error });
    }

    if (!response.ok) throw new ApiError(endpoint.id, response.status, parseLenient(text));
    if (endpoint.file) {
      const file = { fileName: fileNameOf(response.headers.get('content-disposition')), content: text };
      return check(endpoint, 'response', endpoint.response, file) as ResponseOf<E>;
    }

    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw contractError(endpoint, 'response', [
        { path: '', code: 'invalid_json', message: 'Response is not JSON' },
      ]);
    }
    return check(endpoint, 'response', endpoint.response, json) as ResponseOf<E>;
  }

  return { call };
}

/** The `filename` of `Content-Disposition: attachment; filename="…"` (empty when there is none). */
export function fileNameOf(disposition: string | null): string {
  return /filename="([^"]*)"/.exec(disposition ?? '')?.[1] ?? '';
}

/** An error body as received: JSON when it parses, else the text, null when empty. */
function parseLenient(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
