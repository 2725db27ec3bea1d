/**
 * The requests index.html's inline script starts for a returning client — the profile on every page, and the
 * home's two calls on `/` — as the script leaves them on `window`, and the API chunk's one read of them. No runtime
 * import of the contract; the hand-off to the first call of each is src/api/prefetch.ts.
 */
/** What index.html's inline script leaves on `window` (under `PROFILE_PREFETCH_GLOBAL`). */
export interface ProfilePrefetch {
  /** The token the request carried. */
  readonly token: string;
  /** The URL it was sent to. */
  readonly url: string;
  readonly response: Promise<Response>;
}

/** The `window` property index.html's inline script sets (keep both in step: tests/unit/api/prefetch.test.ts). */
export const PROFILE_PREFETCH_GLOBAL = '__clientsMe';

/**
 * The `window` property with the home's calls on `/`, by endpoint key (`applications.list`, `payments.balance`),
 * each a `ProfilePrefetch`-shaped request (keep in step with index.html: tests/unit/api/prefetch.test.ts).
 */
export const HOME_PREFETCH_GLOBAL = '__homeCalls';

/** The home's calls index.html's inline script started on `/`, by endpoint key; empty when none. */
export function takeHomePrefetch(win: object): Readonly<Record<string, ProfilePrefetch>> {
  const calls = (win as Record<string, unknown>)[HOME_PREFETCH_GLOBAL];
  return calls && typeof calls === 'object' ? (calls as Record<string, ProfilePrefetch>) : {};
}

/**
 * The prefetch left on `window` (left there: the hand-off offers it once); null when none. Only index.html's inline
 * script sets it; a malformed one is not taken by the hand-off (another token or URL, or an answer that cannot be
 * read, falls back to the normal call: src/api/prefetch.ts).
 */
export function takeProfilePrefetch(win: object): ProfilePrefetch | null {
  return (win as Record<string, ProfilePrefetch | undefined>)[PROFILE_PREFETCH_GLOBAL] ?? null;
}
