/**
 * The last profile and home figures of a signed-in client, kept in local storage (`lastProfile`) so the next visit
 * paints the shell and the home at once while they load again (issue "Signed-in pages as fast as the public ones").
 *
 * - Kept with the token they were loaded with, and read back only for that very token: another user's (or another
 *   sign-in's) figures are never shown.
 * - A suspended profile is never kept (the session drops the entry when the profile says suspended) nor read back.
 * - Logout clears all local storage (spec §4), this entry included; a 401/404 profile does the same.
 * - What was kept had passed the contract when it was loaded; an entry of another shape (an older version, a
 *   hand-edited one) reads as none.
 *
 * The session machine receives the profile as input (`cached`) and the home machine the figures (`cached`): the
 * machines decide what is painted and mark it stale; this module (in the entry: the session reads it at load) and
 * homeCache.ts (the home's figures, with the home's chunk) only read and write.
 */
import type { CachedProfile, SessionClientProfile } from '../../machines/session.machine';
import { type KeyValueStorage, LAST_PROFILE_KEY, readItem, removeItem, writeItem } from './storage';

/** The entry's shape version: an entry of another version is ignored. */
export const VERSION = 1;

/** The kept entry of one token; `home` as stored (homeCache.ts checks it). */
export interface Entry {
  readonly v: typeof VERSION;
  readonly token: string;
  readonly profile: SessionClientProfile;
  readonly home: unknown;
  /** The home's figures as last painted, for index.html to paint first (src/app/keptPaint.ts). */
  readonly paint?: unknown;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entry kept for `token` (null: none, another token's, suspended, of another version or unreadable). */
export function readEntry(token: string, storage?: KeyValueStorage): Entry | null {
  const text = readItem(LAST_PROFILE_KEY, storage);
  if (text === null) return null;
  try {
    const entry = JSON.parse(text) as Partial<Entry> | null;
    return entry?.v === VERSION && entry.token === token && entry.profile?.isSuspended === false
      ? (entry as Entry)
      : null;
  } catch {
    return null;
  }
}

/** The kept profile of `token` (null: none, another token's, suspended or unreadable). */
export function readCachedProfile(token: string | null, storage?: KeyValueStorage): CachedProfile | null {
  const entry = token === null ? null : readEntry(token, storage);
  return entry ? { token: entry.token, profile: entry.profile } : null;
}

/** Keeps the profile just loaded for `token` (a suspended one drops the entry instead). */
export function rememberProfile(
  token: string,
  profile: SessionClientProfile,
  storage?: KeyValueStorage,
): void {
  if (profile.isSuspended) {
    forgetCachedProfile(storage);
    return;
  }
  // What else the entry keeps for this token (the home's figures, their paint) stays.
  const entry: Entry = { home: null, ...readEntry(token, storage), v: VERSION, token, profile };
  writeItem(LAST_PROFILE_KEY, JSON.stringify(entry), storage);
}

export function forgetCachedProfile(storage?: KeyValueStorage): void {
  removeItem(LAST_PROFILE_KEY, storage);
}
