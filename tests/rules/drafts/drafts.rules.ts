/**
 * A small machine over the app's draft rules (src/app/drafts: lifetimes, schemas, reading), so the rules outside any
 * flow get a model in the same harness (issue 25): a draft is saved at a fixed clock, the clock moves, the stored
 * text may be broken, then the app reads it. The machine decides nothing itself: `kept` or `dropped` and what is
 * left in storage are the app's `readDraft`/`writeDraft` on an in-memory storage (pure per step).
 */
import { assign, setup } from 'xstate';
import { defineAtlas } from '../../../machines/shared/atlas.ts';
import { type DraftKey, type DraftValue, readDraft, writeDraft } from '../../../src/app/drafts/index.ts';
import type { KeyValueStorage } from '../../../src/app/storage.ts';

/** The fixed clock every draft is saved at (15 Jan 2026, 12:00 UTC). */
export const SAVED_AT = Date.UTC(2026, 0, 15, 12);

export interface DraftsContext {
  readonly key: DraftKey | null;
  readonly value: unknown;
  readonly savedAt: number;
  readonly now: number;
  /** The stored text was broken (not JSON). */
  readonly corrupt: boolean;
  /** What the app's read returned (null: dropped). */
  readonly read: unknown;
  /** What storage holds under the key after the read. */
  readonly left: string | null;
}

export type DraftsEvent =
  | { type: 'SAVE'; key: DraftKey; value: unknown }
  | { type: 'ELAPSE'; ms: number }
  | { type: 'CORRUPT' }
  | { type: 'READ' };

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

/** The app reads the draft as it was saved (and maybe broken) at the context's clock. */
export function readAsTheApp(c: DraftsContext): { read: unknown; left: string | null } {
  const storage = memoryStorage();
  const key = c.key as DraftKey;
  writeDraft(key, c.value as DraftValue<typeof key>, c.savedAt, storage);
  if (c.corrupt) storage.setItem(key, '{"savedAt":');
  const read = readDraft(key, c.now, storage);
  return { read, left: storage.getItem(key) };
}

const EMPTY: DraftsContext = {
  key: null,
  value: null,
  savedAt: SAVED_AT,
  now: SAVED_AT,
  corrupt: false,
  read: null,
  left: null,
};

export const draftsMachine = setup({
  types: { context: {} as DraftsContext, events: {} as DraftsEvent },
  guards: { isKept: ({ context }) => readAsTheApp(context).read !== null },
  actions: {
    save: assign(({ event }) =>
      event.type === 'SAVE' ? { ...EMPTY, key: event.key, value: event.value } : {},
    ),
    elapse: assign(({ context, event }) =>
      event.type === 'ELAPSE' ? { now: context.savedAt + event.ms } : {},
    ),
    corrupt: assign({ corrupt: true }),
    read: assign(({ context }) => readAsTheApp(context)),
  },
}).createMachine({
  id: 'drafts',
  // The atlas shows the rule apart from the flows ("Reglas fuera de los flujos"): its states, in Spanish.
  meta: {
    atlas: defineAtlas({
      titles: {
        empty: 'Sin borrador',
        saved: 'Borrador guardado',
        kept: 'Borrador restaurado',
        dropped: 'Borrador descartado',
      },
      labels: {
        SAVE: 'Guarda un borrador',
        ELAPSE: 'Pasa el tiempo (1 ms antes de su vigencia, justo en ella o 1 ms después)',
        CORRUPT: 'El texto guardado queda ilegible',
        'READ [isKept]': 'La app lo lee y lo restaura',
        READ: 'La app lo lee y lo descarta (y lo borra)',
      },
      happyPath: {
        name: 'Restaura un borrador vigente y guarda otro',
        screens: ['empty', 'saved', 'kept', 'saved'],
      },
    }),
  },
  context: EMPTY,
  initial: 'empty',
  states: {
    empty: { on: { SAVE: { target: 'saved', actions: 'save' } } },
    saved: {
      on: {
        ELAPSE: { actions: 'elapse' },
        CORRUPT: { actions: 'corrupt' },
        READ: [
          { guard: 'isKept', target: 'kept', actions: 'read' },
          { target: 'dropped', actions: 'read' },
        ],
      },
    },
    kept: { on: { SAVE: { target: 'saved', actions: 'save' } } },
    dropped: { on: { SAVE: { target: 'saved', actions: 'save' } } },
  },
});
