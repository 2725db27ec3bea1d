/**
 * Local storage: the keys of spec §9 and storage access that tolerates a browser refusing it. Reading and writing
 * drafts by key (their lifetimes and schemas) is src/app/drafts/index.ts, loaded with the pages that use drafts:
 * the entry (session, initial token) needs only these primitives.
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

/** Beyond §9: the last profile and home figures of the signed-in client, painted at once on the next visit. */
export const LAST_PROFILE_KEY = 'lastProfile';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | typeof LAST_PROFILE_KEY;

/** The keys that hold a draft (each draft's lifetime and schema: src/app/drafts/, which imports this module). */
export type DraftStorageKey = Exclude<StorageKey, 'authToken' | 'pushNotificationsEnabled' | 'lastProfile'>;

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

/** Removes a draft (no schema needed: the entry and the login page use it without the drafts module). */
export function removeDraft(key: DraftStorageKey, storage = browserStorage()): void {
  removeItem(key, storage);
}
