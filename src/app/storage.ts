/**
 * Local storage: the keys of spec §9, and reading/writing drafts by key.
 *
 * Each draft's lifetime and schema live in its own module under src/app/drafts/ (pendingApplication 14 days,
 * pendingClientSignup 12 h, pendingPromoterApplication 1 h, applicationResult until logout); `readDraft` applies
 * them: an expired, unparsable or invalid draft is removed and `null` returned.
 * Drafts are stored as `{ savedAt: <ms since epoch>, value: <draft> }`.
 *
 * Logout clears ALL local storage (spec §4), so nothing here survives a session.
 */
import { DRAFTS, type DraftKey, type DraftValue } from './drafts';

export type { DraftKey, DraftValue };

export const STORAGE_KEYS = {
  pendingApplication: 'pendingApplication',
  applicationResult: 'applicationResult',
  pendingClientSignup: 'pendingClientSignup',
  pendingPromoterApplication: 'pendingPromoterApplication',
  authToken: 'authToken',
  pushNotificationsEnabled: 'pushNotificationsEnabled',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Draft lifetimes in ms, by key (`null`: until logout). */
export const DRAFT_LIFETIMES_MS = Object.fromEntries(
  Object.values(DRAFTS).map((draft) => [draft.key, draft.lifetimeMs]),
) as Readonly<Record<DraftKey, number | null>>;

/** Whether a draft saved at `savedAt` is too old at `now` (boundaries as spec §5 words them). */
export function isDraftExpired(key: DraftKey, savedAt: number, now: number): boolean {
  return DRAFTS[key].isExpired(savedAt, now);
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

/** Reads a draft; an expired, unparsable or invalid draft (its module's schema) is removed and `null` returned. */
export function readDraft<K extends DraftKey>(
  key: K,
  now = Date.now(),
  storage = browserStorage(),
): DraftValue<K> | null {
  return readDraftOrDropped(key, now, storage).value;
}

/**
 * As `readDraft`, and also what a draft its module's schema refused held when it was dropped (`dropped`; `null`
 * when the draft was valid, missing, expired or unparsable): a flow can tell the user why (spec §8, a STORE
 * application without a store).
 */
export function readDraftOrDropped<K extends DraftKey>(
  key: K,
  now = Date.now(),
  storage = browserStorage(),
): { readonly value: DraftValue<K> | null; readonly dropped: unknown } {
  const raw = readItem(key, storage);
  if (raw === null) return { value: null, dropped: null };
  let dropped: unknown = null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredDraft(parsed) && !isDraftExpired(key, parsed.savedAt, now)) {
      const value = DRAFTS[key].parse(parsed.value) as DraftValue<K> | null;
      if (value !== null) return { value, dropped: null };
      dropped = parsed.value ?? null;
    }
  } catch {
    // fall through: unparsable
  }
  removeItem(key, storage);
  return { value: null, dropped };
}

export function writeDraft<K extends DraftKey>(
  key: K,
  value: DraftValue<K>,
  now = Date.now(),
  storage = browserStorage(),
): void {
  writeItem(key, JSON.stringify({ savedAt: now, value } satisfies StoredDraft), storage);
}

export function removeDraft(key: DraftKey, storage = browserStorage()): void {
  removeItem(key, storage);
}
