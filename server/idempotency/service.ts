/**
 * `Idempotency-Key` on the calls that move money or state (contract endpoints declared `idempotencyKey: true`, and
 * the sandbox's `POST /api/__sandbox/payments`, keyed per paying client). Keys are kept in PostgreSQL per principal
 * (a key of another client is another key) for 24 hours of the real clock (never the sandbox clock, which anyone
 * may move):
 * - a new key runs the request in ONE transaction: the key is claimed, the handler's every statement runs in it
 *   (server/db/ambient.ts: the services' `deps.db` joins it, their own transactions become savepoints), the answer
 *   is stored, then it commits. The effect and its answer are one: a crash or a lost connection at any point either
 *   leaves nothing (a retry runs it) or both (a retry gets the answer). A key without its answer exists only inside
 *   an open transaction, so no "stuck key" rule is needed;
 * - a 4xx `ApiFailure` commits what the handler did before it (a wrong try counted stays counted) with the 4xx as
 *   the stored answer; any other error rolls everything back and frees the key (a retry runs again);
 * - the same key with the same request (endpoint, path ids and body, as canonical JSON: key order does not count)
 *   gets the first answer again, marked `Idempotent-Replayed: true`; while the first still runs, the repeat waits
 *   for its transaction (the unique key), at most `WAIT_MS`, then answers 409 `IDEMPOTENCY_KEY_IN_USE` with
 *   `Retry-After`;
 * - the same key with another request: 422 `IDEMPOTENCY_KEY_REUSED`.
 * Without the header a call runs as before. The key: 8 to 128 characters of `A-Z a-z 0-9 . _ : -` (else 400).
 *
 * Fault injection for the cluster proof: with `SANDBOX_FAULTS=true` (only with the sandbox on, server/config.ts), a
 * keyed request carrying `X-Sandbox-Fault: crash-after-commit` ends the process with SIGKILL right after its
 * transaction committed, before the answer is sent.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Deps } from '../context.ts';
import { inAmbientTransaction } from '../db/ambient.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiFailure, fail } from '../http/errors.ts';
import {
  claimKey,
  deleteExpiredKeys,
  type IdempotencyRow,
  keyRow,
  setLockTimeout,
  storeAnswer,
} from './queries.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;
export const KEY_TTL_MS = 24 * 3600_000;
/** How long a repeat waits for the first request with its key to end (then 409 `IDEMPOTENCY_KEY_IN_USE`). */
export const WAIT_MS = 5_000;
export const FAULT_HEADER = 'X-Sandbox-Fault';
export const CRASH_AFTER_COMMIT = 'crash-after-commit';
/** The real clock of the keys' life (never the sandbox clock). */
const realNow = () => new Date(Date.now());

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

/** JSON with every object's keys sorted: the same value in another key order is the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** What makes two requests "the same": the call, its path ids and its body (canonical JSON). */
export function requestHash(callId: string, params: unknown, body: unknown): string {
  return createHash('sha256')
    .update(`${callId}\n${canonicalJson(params)}\n${canonicalJson(body)}`)
    .digest('base64url');
}

/**
 * Calls whose id changed (issue 42: every id is its contract key), by new id: the id they had when keys still alive
 * were stored. A stored key keeps the hash of its request with the call's id of that day, and a hash cannot be
 * rewritten (it is all the table keeps of the request), so a retry of such a key within its 24 hours is matched
 * against the former id's hash too: it gets its first answer, not a 422, and is never applied twice. An entry can go
 * once every key stored before its rename has expired (24 hours after that release).
 */
export const FORMER_CALL_IDS: Readonly<Record<string, string>> = {
  'signing.sign': 'applications.sign',
  'signing.transitionToDocumentsUploaded': 'applications.transitionToDocumentsUploaded',
};

/** The hashes a stored key of this request may carry: under the call's id, and under its former id if it had one. */
export function requestHashes(
  callId: string,
  params: unknown,
  body: unknown,
): { hash: string; formerHashes: readonly string[] } {
  const former = Object.hasOwn(FORMER_CALL_IDS, callId) ? FORMER_CALL_IDS[callId] : undefined;
  const hash = requestHash(callId, params, body);
  return { hash, formerHashes: former === undefined ? [] : [requestHash(former, params, body)] };
}

/** What the fault hook does: end this process at once, as a power cut would (tests put a stand-in here). */
export const faultActions = {
  crash(): void {
    process.kill(process.pid, 'SIGKILL');
  },
};

/** The fault a request asks for, when the server allows faults (`SANDBOX_FAULTS`); else none. */
export function faultOf(c: Context<AppEnv>, deps: Deps): typeof CRASH_AFTER_COMMIT | null {
  if (!deps.config.sandboxFaults) return null;
  return c.req.header(FAULT_HEADER) === CRASH_AFTER_COMMIT ? CRASH_AFTER_COMMIT : null;
}

const LOCK_NOT_AVAILABLE = '55P03';
const isLockTimeout = (e: unknown): boolean => {
  for (let x: unknown = e, depth = 0; x && depth < 4; x = (x as { cause?: unknown }).cause, depth++) {
    if ((x as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return true;
  }
  return false;
};

type Outcome =
  | { readonly kind: 'answered'; readonly answer: Answer }
  | { readonly kind: 'refused'; readonly failure: ApiFailure }
  | { readonly kind: 'existing'; readonly row: IdempotencyRow | undefined };

/**
 * Runs `run` once per (principal, key), in one transaction with its stored answer; a repeat gets that answer
 * (`replayed`). A 4xx `ApiFailure` of `run` is kept (with what `run` did) and thrown again to every repeat; any
 * other error rolls back and frees the key.
 */
export async function once(
  deps: Deps,
  scope: {
    principal: string;
    key: string;
    hash: string;
    /** Hashes of the same request a key stored before a rename carries (`requestHashes`). */
    formerHashes?: readonly string[];
    fault?: typeof CRASH_AFTER_COMMIT | null;
  },
  run: () => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const { principal, key, hash } = scope;
  const now = realNow();
  let outcome: Outcome;
  try {
    outcome = await inAmbientTransaction(deps.db, async (tx): Promise<Outcome> => {
      // A repeat waits for the first request's transaction on the unique key, not longer than WAIT_MS.
      await setLockTimeout(tx, WAIT_MS);
      const claimed = await claimKey(tx, {
        principal,
        key,
        requestHash: hash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + KEY_TTL_MS),
      });
      if (!claimed) return { kind: 'existing', row: await keyRow(tx, principal, key) };
      await setLockTimeout(tx, null);
      let answer: Answer;
      try {
        answer = await run();
      } catch (e) {
        if (!(e instanceof ApiFailure) || e.httpCode >= 500) throw e;
        await storeAnswer(tx, principal, key, e.httpCode, e.body());
        return { kind: 'refused', failure: e };
      }
      await storeAnswer(tx, principal, key, answer.status, answer.body);
      return { kind: 'answered', answer };
    });
  } catch (e) {
    if (isLockTimeout(e))
      throw fail(409, 'IDEMPOTENCY_KEY_IN_USE', KEY_IN_USE_MESSAGE, { 'Retry-After': '1' });
    throw e;
  }
  if (outcome.kind !== 'existing' && scope.fault === CRASH_AFTER_COMMIT) faultActions.crash();
  if (outcome.kind === 'answered') return { ...outcome.answer, replayed: false };
  if (outcome.kind === 'refused') throw outcome.failure;
  const { row } = outcome;
  if (!row) return once(deps, scope, run); // expired and purged meanwhile: run it now
  if (row.requestHash !== hash && !scope.formerHashes?.includes(row.requestHash))
    throw fail(422, 'IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
  // A key kept without an answer was claimed alone by an earlier version of this service (never since): whether
  // its effect happened is unknown, so it is never run again; it expires with its 24 hours.
  if (row.status === null)
    throw fail(409, 'IDEMPOTENCY_KEY_IN_USE', KEY_IN_USE_MESSAGE, { 'Retry-After': '1' });
  return { status: row.status, body: row.response, replayed: true };
}

/** Deletes expired keys, by the real clock (the sweep calls it). */
export function purgeExpiredKeys(deps: Deps): Promise<number> {
  return deleteExpiredKeys(deps.db, realNow());
}
