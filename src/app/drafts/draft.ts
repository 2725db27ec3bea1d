/**
 * What a draft in local storage is (spec §9 keys, §5 "Draft expiry"): its key, its lifetime and its hand-written
 * schema, declared once per draft in src/app/drafts/<key>.ts. Pure: no storage access here (src/app/storage.ts
 * reads and writes drafts by key and applies these rules), so machines' hosts and tests can use the rules alone.
 *
 * Drafts are stored as `{ savedAt: <ms since epoch>, value: <draft> }`. No zod: these modules load with the
 * page chunks, which must not carry the contract's schemas.
 */

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export { HOUR_MS };

export interface DraftSpec<K extends string, T> {
  /** The local storage key (spec §9). */
  readonly key: K;
  /** How long the draft lives, in ms; `null`: until logout clears local storage. */
  readonly lifetimeMs: number | null;
  /**
   * The boundary as spec §5 words it: `'after'` — dropped when MORE than the lifetime old (application, sign-up);
   * `'at'` — dropped when AT LEAST the lifetime old (promoter).
   */
  readonly expires: 'after' | 'at';
  /** The hand schema: the stored value when it is a valid draft, else `null` (the draft is then dropped). */
  readonly parse: (value: unknown) => T | null;
}

export interface Draft<K extends string, T> extends DraftSpec<K, T> {
  /** Whether a draft saved at `savedAt` is too old at `now` (a clock set back never expires it). */
  isExpired(savedAt: number, now: number): boolean;
}

export function defineDraft<K extends string, T>(spec: DraftSpec<K, T>): Draft<K, T> {
  return {
    ...spec,
    isExpired(savedAt, now) {
      const age = now - savedAt;
      if (spec.lifetimeMs === null || age < 0) return false;
      return spec.expires === 'at' ? age >= spec.lifetimeMs : age > spec.lifetimeMs;
    },
  };
}

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of a draft that is either a flow's persisted snapshot (`{ value, context, … }`: its context) or a
 * plain object (older versions, other writers): the context when there is one, else the object itself.
 */
export function draftFields(value: unknown): Record<string, unknown> | null {
  if (!isRecord(value)) return null;
  return isRecord(value.context) ? value.context : value;
}

/** A persisted XState snapshot as `useFlow` saves it: an object with a state `value` and a `context` object. */
export interface PersistedSnapshot {
  readonly value: unknown;
  readonly context: Record<string, unknown>;
  readonly [field: string]: unknown;
}

export function isPersistedSnapshot(value: unknown): value is PersistedSnapshot {
  return isRecord(value) && 'value' in value && isRecord(value.context);
}
