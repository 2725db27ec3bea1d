/**
 * Every draft of spec §9, by key (one module per draft holds its key, lifetime and schema), and reading/writing
 * drafts by key in local storage (pendingApplication 14 days, pendingClientSignup 12 h, pendingPromoterApplication
 * 1 h, applicationResult until logout): `readDraft` applies them — an expired, unparsable or invalid draft is
 * removed and `null` returned. Drafts are stored as `{ savedAt: <ms since epoch>, value: <draft> }`.
 *
 * Not in the entry chunk: only the pages (and `useFlow`) that keep drafts import this module.
 */
import { type KeyValueStorage, readItem, removeDraft, removeItem, writeItem } from '../storage';
import { applicationResult } from './applicationResult';
import { pendingApplication } from './pendingApplication';
import { pendingClientSignup } from './pendingClientSignup';
import { pendingPromoterApplication } from './pendingPromoterApplication';

export const DRAFTS = {
  pendingApplication,
  applicationResult,
  pendingClientSignup,
  pendingPromoterApplication,
} as const;

export type DraftKey = keyof typeof DRAFTS;

export { removeDraft };

/** What `readDraft(key)` answers for a valid draft. */
export type DraftValue<K extends DraftKey> = NonNullable<ReturnType<(typeof DRAFTS)[K]['parse']>>;

/** Draft lifetimes in ms, by key (`null`: until logout). */
export const DRAFT_LIFETIMES_MS = Object.fromEntries(
  Object.values(DRAFTS).map((draft) => [draft.key, draft.lifetimeMs]),
) as Readonly<Record<DraftKey, number | null>>;

/** Whether a draft saved at `savedAt` is too old at `now` (boundaries as spec §5 words them). */
export function isDraftExpired(key: DraftKey, savedAt: number, now: number): boolean {
  return DRAFTS[key].isExpired(savedAt, now);
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
  storage?: KeyValueStorage | null,
): DraftValue<K> | null {
  const { value, stale } = peekDraft(key, now, storage);
  if (stale) removeItem(key, storage);
  return value;
}

/** What is stored under a draft's key, judged by its module (lifetime, schema), storage left as it is. */
export interface DraftReading<K extends DraftKey> {
  /** The draft, when it is valid. */
  readonly value: DraftValue<K> | null;
  /**
   * What a draft its module's schema refused held (`null` when the draft was valid, missing, expired or
   * unparsable): a flow can tell the user why (spec §8, a STORE application without a store).
   */
  readonly dropped: unknown;
  /** Something is stored that is not a valid draft (expired, unparsable or refused): to be removed. */
  readonly stale: boolean;
}

/**
 * Reads a draft WITHOUT removing anything: the same answer however often it is called, so a render (which React
 * may repeat, or throw away and start again) can read it; whoever acts on the answer removes the draft after the
 * render is committed (an effect, or the flow when it ends).
 */
export function peekDraft<K extends DraftKey>(
  key: K,
  now = Date.now(),
  storage?: KeyValueStorage | null,
): DraftReading<K> {
  const raw = readItem(key, storage);
  if (raw === null) return { value: null, dropped: null, stale: false };
  let dropped: unknown = null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredDraft(parsed) && !isDraftExpired(key, parsed.savedAt, now)) {
      const value = DRAFTS[key].parse(parsed.value) as DraftValue<K> | null;
      if (value !== null) return { value, dropped: null, stale: false };
      dropped = parsed.value ?? null;
    }
  } catch {
    // fall through: unparsable
  }
  return { value: null, dropped, stale: true };
}

export function writeDraft<K extends DraftKey>(
  key: K,
  value: DraftValue<K>,
  now = Date.now(),
  storage?: KeyValueStorage | null,
): void {
  writeItem(key, JSON.stringify({ savedAt: now, value } satisfies StoredDraft), storage);
}

/**
 * A flow's draft as `useFlow`'s `persist` takes it (read, write and remove under the draft's key): `useFlow` gets
 * the drafts' schemas from the host that persists, so a flow that keeps no draft (e.g. the login) does not load
 * them. `read` changes nothing (`peekDraft`): `useFlow` reads during a render and removes a draft it did not
 * restore once the render is committed.
 */
export interface FlowDraft {
  readonly key: DraftKey;
  read(): unknown;
  write(value: unknown): void;
  remove(): void;
}

export function flowDraft(key: DraftKey): FlowDraft {
  return {
    key,
    read: () => peekDraft(key).value,
    write: (value) => writeDraft(key, value as DraftValue<typeof key>),
    remove: () => removeDraft(key),
  };
}
