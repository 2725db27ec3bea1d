/**
 * The request index.html's inline script starts for a returning client's profile, as the script leaves it on
 * `window`, and the entry's one read of it. No runtime import: the entry chunk takes it before the API chunk (and
 * the contract) downloads; the hand-off to the first `clients.me` call is src/api/prefetch.ts.
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
 * The prefetch left on `window` (left there: the hand-off offers it once); null when none. Only index.html's inline
 * script sets it; a malformed one is not taken by the hand-off (another token or URL, or an answer that cannot be
 * read, falls back to the normal call: src/api/prefetch.ts).
 */
export function takeProfilePrefetch(win: object): ProfilePrefetch | null {
  return (win as Record<string, ProfilePrefetch | undefined>)[PROFILE_PREFETCH_GLOBAL] ?? null;
}
