/**
 * Local storage: the keys of spec §9 and the draft lifetimes, in one place.
 *
 * Lifetimes (the spec gives 14 / 12 / 1 and leaves the units to section 5, which does not state them):
 *   - pendingApplication: 14 days (also dropped when unparsable, or a STORE draft without storeId — the
 *     application flow checks that rule when it reads the draft);
 *   - applicationResult: 14 days (the decided application a reload of the result page shows);
 *   - pendingClientSignup: 12 hours (dropped when MORE than 12 h old);
 *   - pendingPromoterApplication: 1 hour (dropped when AT LEAST 1 h old).
 * Drafts are stored as `{ savedAt: <ms since epoch>, value: <draft> }`.
 *
 * Logout clears ALL local storage (spec §4), so nothing here survives a session.
 */
export const STORAGE_KEYS = {
  pendingApplication: 'pendingApplication',
  applicationResult: 'applicationResult',
  pendingClientSignup: 'pendingClientSignup',
  pendingPromoterApplication: 'pendingPromoterApplication',
  authToken: 'authToken',
  pushNotificationsEnabled: 'pushNotificationsEnabled',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
export type DraftKey =
  | 'pendingApplication'
  | 'applicationResult'
  | 'pendingClientSignup'
  | 'pendingPromoterApplication';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const DRAFT_LIFETIMES_MS: Readonly<Record<DraftKey, number>> = {
  pendingApplication: 14 * DAY,
  /** The decided application shown on /aplicacion-credito/resultado (the application's lifetime). */
  applicationResult: 14 * DAY,
  pendingClientSignup: 12 * HOUR,
  pendingPromoterApplication: 1 * HOUR,
};

/** Whether a draft saved at `savedAt` is too old at `now` (boundaries as spec §5 words them). */
export function isDraftExpired(key: DraftKey, savedAt: number, now: number): boolean {
  const age = now - savedAt;
  if (age < 0) return false;
  switch (key) {
    case 'pendingPromoterApplication':
      return age >= DRAFT_LIFETIMES_MS[key];
    default:
      return age > DRAFT_LIFETIMES_MS[key];
  }
}

/** The storage the app uses; tests pass their own. Every access tolerates a browser that refuses storage. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: StorageKey, storage = browserStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string, storage = browserStorage()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session simply does not survive a reload.
  }
}

export function removeItem(key: StorageKey, storage = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // see writeItem
  }
}

export function clearAll(storage = browserStorage()): void {
  try {
    storage?.clear();
  } catch {
    // see writeItem
  }
}

interface StoredDraft {
  readonly savedAt: number;
  readonly value: unknown;
}

function isStoredDraft(value: unknown): value is StoredDraft {
  return typeof value === 'object' && value !== null && typeof (value as StoredDraft).savedAt === 'number';
}

/** Reads a draft; an expired or unparsable draft is removed and `null` returned. */
export function readDraft(key: DraftKey, now = Date.now(), storage = browserStorage()): unknown {
  const raw = readItem(key, storage);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredDraft(parsed) && !isDraftExpired(key, parsed.savedAt, now)) return parsed.value;
  } catch {
    // fall through: unparsable
  }
  removeItem(key, storage);
  return null;
}

export function writeDraft(
  key: DraftKey,
  value: unknown,
  now = Date.now(),
  storage = browserStorage(),
): void {
  writeItem(key, JSON.stringify({ savedAt: now, value } satisfies StoredDraft), storage);
}

export function removeDraft(key: DraftKey, storage = browserStorage()): void {
  removeItem(key, storage);
}
