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

/** Older names → current names, for fields grouped under one key of a flow's context (e.g. `product`). */
export type FieldRenames = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * A persisted snapshot written by an older version, its context's fields under today's names: in each group of
 * `renames` (a key of the context holding a form's values or errors), an old field becomes its new name unless
 * the new one is already there. Anything else (a plain draft, a group that is not an object) is returned as it is,
 * and so is a snapshot with nothing to rename.
 */
export function renameContextFields(value: unknown, renames: FieldRenames): unknown {
  if (!isPersistedSnapshot(value)) return value;
  let context: Record<string, unknown> | null = null;
  for (const [group, names] of Object.entries(renames)) {
    const fields = value.context[group];
    if (!isRecord(fields) || !Object.keys(names).some((old) => old in fields)) continue;
    const renamed: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const name = names[key] ?? key;
      if (name === key || !(name in fields)) renamed[name] = field;
    }
    context = { ...(context ?? value.context), [group]: renamed };
  }
  return context === null ? value : { ...value, context };
}
