/**
 * The sign-in hand-over's half of the early batch (src/api/early.ts): sends a landing page's reads with the new
 * token and leaves them where the API client's `fetch` takes them. In its own module, loaded with the hand-over
 * chunk (src/app/handover.ts) on the customer's first focus in the sign-in form, not with the API chunk.
 */
import type { EarlyBatch } from './early.ts';

/** Sends the GETs of `urls` with `token` now, and leaves them on `win` for the API client (the last batch goes). */
export function startEarly(win: object, token: string, urls: readonly string[], now = Date.now()): void {
  const calls: EarlyBatch['calls'] = {};
  for (const url of urls) {
    const answer = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'include',
    });
    // Not taken yet: a failure is the taker's to handle (its client retries a GET), never an unhandled rejection.
    answer.catch(() => {});
    calls[url] = answer;
  }
  // `EARLY_GLOBAL` (early.ts), written out: this module does not load the API chunk for a name.
  (win as Record<string, EarlyBatch>).__early = { token, at: now, calls };
}
