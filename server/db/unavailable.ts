/**
 * Which failures mean "the database is away right now" (a restart, a failover, a cut network, a full pool, a
 * statement over its time limit), as opposed to a fault of the request or of the code. The API answers those with
 * 503 and `Retry-After` (server/app.ts), which the app's client retries; anything else stays a 500.
 */

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01 admin shutdown (a restart), 57P02 crash shutdown, 57P03 cannot
 * connect now (starting up or shutting down), 53300 too many connections, 57014 statement cancelled (over
 * `statement_timeout`).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** What node-postgres and its pool throw when a connection is lost, cannot be had in time, or an answer is late. */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Query read timeout',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Drizzle's `DrizzleQueryError`: it wraps a failed statement's error (`cause`) and quotes the statement and its
 * parameters in its own message, which is never logged (PGlite's own errors carry `query` and `params` too).
 */
export const isQueryWrapper = (e: unknown): boolean =>
  e instanceof Error && 'query' in e && 'params' in e && e.message.startsWith('Failed query');

/** The error and every error it wraps (`cause`: drizzle's `DrizzleQueryError`; `errors`: an `AggregateError`). */
export function* errorChain(error: unknown, depth = 0): Generator<unknown> {
  if (depth > 8 || error === null || error === undefined) return;
  yield error;
  if (typeof error !== 'object') return;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined) yield* errorChain(cause, depth + 1);
  if (Array.isArray(errors)) for (const e of errors.slice(0, 4)) yield* errorChain(e, depth + 1);
}

function isUnavailableOne(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))
  )
    return true;
  // Drizzle's wrapper quotes the statement and its parameters in its message: only the wrapped error is read.
  if (isQueryWrapper(error)) return false;
  return typeof message === 'string' && CLIENT_MESSAGES.some((m) => message.includes(m));
}

/** True when the failure (or one it wraps) says the database cannot be reached or answer now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) if (isUnavailableOne(e)) return true;
  return false;
}
