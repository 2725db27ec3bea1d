/**
 * Drafts (spec §5 "Draft expiry", §9): each draft saved at a fixed clock and read by the app one millisecond before
 * its lifetime, at it and one after; a broken stored text; a STORE application without its store (and a personal
 * loan without one, which keeps). The oracle is §5's rule, and the invariant "nothing stored in a draft after its
 * lifetime": whatever the app refuses to restore is gone from storage too.
 */
import { expect } from 'vitest';
import { defineModel, type SampleEvent } from '../../model/harness/types.ts';
import { DRAFTS_SPEC as SPEC } from './drafts.oracle.ts';
import { DRAFTS_ROWS } from './drafts.rows.ts';
import { draftsMachine } from './drafts.rules.ts';

type Sample = SampleEvent<typeof draftsMachine>;
type Snapshot = ReturnType<typeof draftsMachine.getInitialSnapshot>;

/** One valid draft per §9 key, and the §5 STORE case with and without its store. */
export const SAVES = [
  { type: 'SAVE', key: 'pendingApplication', value: { applicationType: 'STORE', storeId: 'st-1' } },
  { type: 'SAVE', key: 'pendingApplication', value: { applicationType: 'STORE' } },
  { type: 'SAVE', key: 'pendingApplication', value: { applicationType: 'PERSONAL_LOAN' } },
  {
    type: 'SAVE',
    key: 'pendingClientSignup',
    value: { value: 'account', context: { email: 'ana@correo.mx' } },
  },
  { type: 'SAVE', key: 'pendingPromoterApplication', value: { applicationType: 'STORE', storeId: 'st-1' } },
  { type: 'SAVE', key: 'applicationResult', value: { id: 'app-1', status: 'APPROVED' } },
] as const satisfies readonly Sample[];

/** A year: far past every lifetime (a draft with none stays). */
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const storeWithout = (value: unknown) => {
  const v = value as { applicationType?: string; storeId?: string };
  return v.applicationType === 'STORE' && !v.storeId;
};

export const draftsModel = defineModel({
  name: 'drafts',
  description:
    'Borradores: cada uno guardado a una hora fija y leído por la app 1 ms antes de su vigencia, justo en ella y 1 ms después; texto ilegible; solicitud de tienda sin tienda.',
  machine: draftsMachine,
  events: (s) => {
    if (s.matches('saved') && s.context.now === s.context.savedAt && !s.context.corrupt) {
      const key = s.context.key as string;
      const rule = SPEC.lifetimes[key];
      const ages = rule ? [rule.ms - 1, rule.ms, rule.ms + 1] : [YEAR_MS];
      return [...ages.map((ms) => ({ type: 'ELAPSE', ms }) as const), { type: 'CORRUPT' }, { type: 'READ' }];
    }
    if (s.matches('saved')) return [{ type: 'READ' }];
    // After a read, one new draft is enough to walk on (every draft starts from the empty storage).
    return s.matches('empty') ? SAVES : [SAVES[0]];
  },
  serializeContext: (c) => [c.key, c.value, c.now - c.savedAt, c.corrupt, c.read !== null, c.left !== null],
  describeEvent: (e) =>
    e.type === 'SAVE'
      ? `SAVE ${e.key} ${JSON.stringify(e.value)}`
      : e.type === 'ELAPSE'
        ? `ELAPSE ${e.ms} ms`
        : undefined,
  machineLevel: { states: {} },
  oracle: { screen: () => null, check: ({ snapshot: s, event }) => checkDrafts(s, event) },
  ui: null,
});

function checkDrafts(s: Snapshot, event: { type: string } & Record<string, unknown>): void {
  if (event.type !== 'READ') return;
  const c = s.context;
  const key = c.key as string;
  const age = c.now - c.savedAt;
  const rule = SPEC.lifetimes[key];
  const expired = SPEC.expired(key, age);
  const refused = key === 'pendingApplication' && storeWithout(c.value);
  const keep = !c.corrupt && !expired && !refused;
  expect(s.matches('kept'), `${key} ${JSON.stringify(c.value)} read ${age} ms after it was saved`).toBe(keep);
  if (keep) expect(c.read).toEqual(c.value);
  // The invariant: nothing stays stored that the app will not restore.
  expect(c.left === null, 'storage after the read').toBe(!keep);
  if (c.corrupt) DRAFTS_ROWS.use('unparsable');
  else if (refused) DRAFTS_ROWS.use('STORE without store');
  else if (!rule) DRAFTS_ROWS.use(`${key} without lifetime`);
  else {
    const where = age < rule.ms ? 'one below' : age === rule.ms ? 'at' : 'one above';
    DRAFTS_ROWS.use(`${key} ${where}` as never);
  }
  if (
    !c.corrupt &&
    key === 'pendingApplication' &&
    !refused &&
    (c.value as { applicationType?: string }).applicationType === 'PERSONAL_LOAN'
  )
    DRAFTS_ROWS.use('personal loan without store');
}
