/**
 * Reads sent before the code that needs their answers has run, and their hand-off to the API client: a page's
 * batch of GETs, in parallel, the moment the token and the page are known — from index.html's inline script on a
 * signed-in first visit (`/`, `/aplicacion-credito`, the signing pages such as the term choice), or right after
 * 'Iniciar sesión' (src/app/handover.ts) — instead of one after the other as the page's machines reach them. The machines still make every call through
 * `call`; the client's `fetch` (src/app/api-services.ts) answers a GET from the batch.
 *
 * Rules (tests/unit/api/early.test.ts): an answer is taken once, by the first GET of the same URL whose
 * `Authorization` carries the batch's token, within `EARLY_MAX_AGE_MS` of the batch's start; a request with
 * another token or none (signed out) drops the whole batch, and so does any call that is not a GET (a change may
 * make what was read stale); a new batch replaces the last. A retry goes to the network (the answer is spent).
 */

/** The `window` property the batch is left on (index.html's inline script writes the same name). */
export const EARLY_GLOBAL = '__early';
/** An answer not taken within this time of the batch's start is never served. */
export const EARLY_MAX_AGE_MS = 30_000;

/** What index.html's inline script or the sign-in hand-over leaves on `window`. */
export interface EarlyBatch {
  readonly token: string;
  /** `Date.now()` when the batch was sent. */
  readonly at: number;
  /** The answer on its way, by URL (as the API client builds it: base, path, query). */
  readonly calls: Record<string, Promise<Response> | undefined>;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
type Win = Record<string, EarlyBatch | undefined>;

/** `fetch`, a GET answered once from the batch on `win` when its token and URL match. */
export function earlyFetch(
  win: object,
  fetch: FetchLike = (url, init) => globalThis.fetch(url, init),
  now: () => number = Date.now,
): FetchLike {
  const w = win as Win;
  return (url, init) => {
    const batch = w[EARLY_GLOBAL];
    if (
      batch &&
      ((init.method ?? 'GET') !== 'GET' ||
        (init.headers as Record<string, string> | undefined)?.Authorization !== `Bearer ${batch.token}` ||
        now() - batch.at > EARLY_MAX_AGE_MS)
    )
      w[EARLY_GLOBAL] = undefined;
    const taken = w[EARLY_GLOBAL]?.calls[url];
    if (!taken || init.signal?.aborted) return fetch(url, init);
    (batch as EarlyBatch).calls[url] = undefined;
    return taken;
  };
}
