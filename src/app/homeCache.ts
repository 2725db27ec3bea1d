/**
 * The home's figures kept beside the profile (profileCache.ts, `lastProfile`) for the next visit of the same token:
 * read once when the home mounts, written after each load. With the home's chunk, not the entry.
 */
import type { HomeData } from '../../machines/home.machine';
import { type Entry, isObject, readEntry } from './profileCache';
import { type KeyValueStorage, LAST_PROFILE_KEY, writeItem } from './storage';

function isHomeData(value: unknown): value is HomeData {
  return (
    isObject(value) &&
    isObject(value.applications) &&
    Array.isArray(value.applications.items) &&
    isObject(value.applications.profile) &&
    (value.balances === null || Array.isArray(value.balances))
  );
}

/** The kept home figures of `token` (null: none, not that token's, or of another shape). */
export function readCachedHome(token: string | null, storage?: KeyValueStorage): HomeData | null {
  const home = token === null ? null : readEntry(token, storage)?.home;
  return isHomeData(home) ? home : null;
}

/** Keeps the home figures just loaded for `token`, beside its kept profile (none kept: nothing to add to). */
export function rememberHome(token: string, home: HomeData, storage?: KeyValueStorage): void {
  const entry = readEntry(token, storage);
  if (entry === null) return;
  writeItem(LAST_PROFILE_KEY, JSON.stringify({ ...entry, home } satisfies Entry), storage);
}
