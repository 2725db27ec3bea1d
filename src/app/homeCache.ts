/**
 * The home's figures kept beside the profile (profileCache.ts, `lastProfile`) for the next visit of the same token:
 * read once when the home mounts (here, with the home's chunk), written after each load (src/app/keepHomePaint.ts,
 * loaded then).
 */
import type { HomeData } from '../../machines/home.machine';
import { isObject, readEntry } from './profileCache';
import type { KeyValueStorage } from './storage';

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
