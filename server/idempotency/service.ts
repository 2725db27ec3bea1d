/**
 * `Idempotency-Key` on the calls that move money or state (contract endpoints declared `idempotencyKey: true`, and
 * the sandbox's `POST /api/__sandbox/payments`). Keys are kept in PostgreSQL per principal (a key of another client
 * is another key) for 24 hours:
 * - a new key runs the request and keeps its answer (status and body; a 4xx failure too);
 * - the same key with the same request (endpoint, path ids and body) gets the first answer again, marked
 *   `Idempotent-Replayed: true`; while the first is still running, the repeat waits for it (two requests at once
 *   apply once), and after 10 s answers 409 `IDEMPOTENCY_KEY_IN_USE` (try again);
 * - the same key with another request: 422 `IDEMPOTENCY_KEY_REUSED`;
 * - an unexpected failure (5xx) frees the key, so a retry runs again.
 * Without the header a call runs as before. The key: 8 to 128 characters of `A-Z a-z 0-9 . _ : -` (else 400).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Deps } from '../context.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiFailure, fail } from '../http/errors.ts';
import { claimKey, deleteExpiredKeys, keyRow, releaseKey, storeAnswer } from './queries.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;
export const KEY_TTL_MS = 24 * 3600_000;
/** A request that held its key this long without answering is taken to be dead (its instance stopped). */
export const STUCK_AFTER_MS = 60_000;
const WAIT_MS = 10_000;
const POLL_MS = 25;

export const KEY_REUSED_MESSAGE =
  'Esta clave de idempotencia ya se usó con otra solicitud. Genera una clave nueva para cada operación.';
export const KEY_IN_USE_MESSAGE =
  'Tu solicitud anterior todavía se está procesando. Intenta de nuevo en unos segundos.';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** The request's key: null without the header; 400 when it is not a sane key. */
export function idempotencyKeyOf(c: Context<AppEnv>): string | null {
  const raw = c.req.header(IDEMPOTENCY_HEADER);
  if (raw === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(raw)) {
    throw fail(400, 'VALIDATION_ERROR', `El dato ingresado no es válido: ${IDEMPOTENCY_HEADER}`);
  }
  return raw;
}

/** What makes two requests "the same": the call, its path ids and its body. */
export function requestHash(callId: string, params: unknown, body: unknown): string {
  return createHash('sha256')
    .update(`${callId}\n${JSON.stringify(params ?? null)}\n${JSON.stringify(body ?? null)}`)
    .digest('base64url');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` once per (principal, key): the first request runs it; a repeat gets its answer (`replayed`).
 * A failure of `run` with a 4xx `ApiFailure` is kept and thrown again to every repeat; any other error frees the key.
 */
export async function once(
  deps: Deps,
  scope: { principal: string; key: string; hash: string },
  run: () => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const { principal, key, hash } = scope;
  const now = deps.clock.now();
  const claimed = await claimKey(
    deps.db,
    { principal, key, requestHash: hash, createdAt: now, expiresAt: new Date(now.getTime() + KEY_TTL_MS) },
    new Date(now.getTime() - STUCK_AFTER_MS),
  );
  if (claimed) {
    let answer: Answer;
    try {
      answer = await run();
    } catch (e) {
      if (e instanceof ApiFailure && e.httpCode < 500) {
        await storeAnswer(deps.db, principal, key, e.httpCode, e.body());
      } else {
        await releaseKey(deps.db, principal, key).catch(() => {});
      }
      throw e;
    }
    await storeAnswer(deps.db, principal, key, answer.status, answer.body);
    return { ...answer, replayed: false };
  }
  for (let waited = 0; ; waited += POLL_MS) {
    const row = await keyRow(deps.db, principal, key);
    if (!row) return once(deps, scope, run); // freed by a failure meanwhile: run it now
    if (row.requestHash !== hash) throw fail(422, 'IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
    if (row.status !== null) return { status: row.status, body: row.response, replayed: true };
    if (waited >= WAIT_MS)
      throw fail(409, 'IDEMPOTENCY_KEY_IN_USE', KEY_IN_USE_MESSAGE, { 'Retry-After': '1' });
    await sleep(POLL_MS);
  }
}

/** Deletes expired keys (the sweep calls it). */
export function purgeExpiredKeys(deps: Deps): Promise<number> {
  return deleteExpiredKeys(deps.db, deps.clock.now());
}
