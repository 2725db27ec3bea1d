/**
 * One action, one key, however many presses (docs/api.md, "Idempotency-Key"): the keys of a flow's money and state
 * calls are data of the flow (its context, so a persisted draft keeps them across a reload), handed to each actor
 * with its input and sent by the API client as `<operation key>.<digest of the request>`.
 *
 * - An operation is the call's endpoint and the application it is about, in one flow's draft:
 *   `<draft key>:<application id>:<endpoint key>:<turn>` (no id for what comes before there is one: the create).
 *   The draft key is made once when the flow's draft starts, so a flow started afresh never replays an old answer.
 * - Pressing again after an answer that never came (network error, 5xx, 409 IDEMPOTENCY_KEY_IN_USE) sends the same
 *   key: the server answers what it answered the first time (on any instance: keys live in PostgreSQL), so a create
 *   whose answer was lost gives the application it created.
 * - After a definite answer (a success, or any other refusal: a wrong NIP, the limit, 422 IDEMPOTENCY_KEY_REUSED)
 *   the operation's turn moves on: the next press is a new action with a new key.
 * - A changed request (another amount after the failure) is another digest, hence another key: the server never
 *   sees one key with two bodies.
 */
import { errorCode, errorStatus } from './errors';

export interface CallKeys {
  /** Made once when the flow's draft starts (64 random bits in hex). */
  readonly draft: string;
  /** Per operation (`application id:endpoint`, or the endpoint alone), how many definite answers it has had. */
  readonly turns: Readonly<Record<string, number>>;
}

/** 64 random bits in hex (`crypto.getRandomValues` works on plain-http pages too); keys are per client. */
function randomKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The keys of a new draft. */
export function newCallKeys(): CallKeys {
  return { draft: randomKey(), turns: {} };
}

const operationOf = (endpoint: string, scope: string | null) => (scope ? `${scope}:${endpoint}` : endpoint);

/**
 * The operation key of a call of `endpoint` about `scope` (an application id; null before there is one). A context
 * restored from a draft saved before keys existed has none: its keys are made on the spot (a key per press, as
 * before).
 */
export function operationKey(
  keys: CallKeys | undefined,
  endpoint: string,
  scope: string | null = null,
): string {
  const own = keys ?? newCallKeys();
  const operation = operationOf(endpoint, scope);
  return `${own.draft}:${operation}:${own.turns[operation] ?? 0}`;
}

/**
 * Whether a failed call may have been applied without the app learning its answer: no HTTP answer at all (network,
 * abort, a malformed answer), a 5xx, or 409 IDEMPOTENCY_KEY_IN_USE (the first press still runs). Pressing again
 * must then send the same key.
 */
export function outcomeUnknown(error: unknown): boolean {
  const status = errorStatus(error);
  if (status === undefined || status >= 500) return true;
  return status === 409 && errorCode(error) === 'IDEMPOTENCY_KEY_IN_USE';
}

/**
 * The keys after an answer of `endpoint` about `scope` (`error` when it failed): a definite answer moves the
 * operation to its next turn; an unknown outcome keeps the key for the next press.
 */
export function afterAnswer(
  keys: CallKeys | undefined,
  endpoint: string,
  scope: string | null = null,
  error?: unknown,
): CallKeys {
  const own = keys ?? newCallKeys();
  if (error !== undefined && outcomeUnknown(error)) return own;
  const operation = operationOf(endpoint, scope);
  return { ...own, turns: { ...own.turns, [operation]: (own.turns[operation] ?? 0) + 1 } };
}

/**
 * The keys after the server closed the application `scope` (422 APPLICATION_ABANDONED: not decided within 24 hours,
 * or replaced by a newer one): its operations are forgotten and `create` moves to its next turn, so the next create
 * is a new application, never a replay of the one that made the closed application.
 */
export function afterAbandoned(keys: CallKeys | undefined, scope: string | null, create: string): CallKeys {
  const own = keys ?? newCallKeys();
  const prefix = scope ? `${scope}:` : null;
  const turns = Object.fromEntries(
    Object.entries(own.turns).filter(([operation]) => prefix === null || !operation.startsWith(prefix)),
  );
  return { ...own, turns: { ...turns, [create]: (own.turns[create] ?? 0) + 1 } };
}
