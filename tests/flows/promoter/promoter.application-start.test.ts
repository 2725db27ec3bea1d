// @vitest-environment jsdom
/**
 * How the promoter's quick application starts on a device and what of it is saved
 * (src/app/drafts/promoterApplicationStart.ts): a new one or a picked-up one replaces the draft, the customer's
 * drafts end with a new simulation, and a snapshot is saved on a screen while only the resend countdown runs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { promoterMachine } from '../../../machines/promoter';
import { initialContext } from '../../../machines/promoter/setup';
import {
  CUSTOMER_DRAFTS,
  continuesPromoterDraft,
  endCustomerSessions,
  isPromoterResting,
  promoterInputOf,
  promoterPickUpOf,
} from '../../../src/app/drafts/promoterApplicationStart';

const stored = (value: unknown) => JSON.stringify({ savedAt: Date.now(), value });
const context = {
  ...initialContext({ now: Date.UTC(2026, 0, 15, 12) }),
  application: { id: 'a-1', clientId: 'c-9' },
};
/** The machine with a call that never answers: its invoked actors stay running. */
const pending = promoterMachine.provide({
  actors: { 'applications.preProcess': fromPromise(() => new Promise<never>(() => {})) } as never,
});

function snapshotAt(value: object) {
  const actor = createActor(pending, {
    input: {},
    snapshot: pending.resolveState({ value: value as never, context }),
  }).start();
  actor.send({ type: 'RESUME' });
  return actor;
}

afterEach(() => localStorage.clear());

describe('the quick application’s start on this device', () => {
  it('a new simulation ends every customer draft; the promoter’s token stays', () => {
    for (const key of CUSTOMER_DRAFTS) localStorage.setItem(key, stored({}));
    localStorage.setItem('authToken', 'negocio');
    endCustomerSessions();
    for (const key of CUSTOMER_DRAFTS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('authToken')).toBe('negocio');
  });

  it('continues the draft unless a new or a picked-up application replaces it', () => {
    localStorage.setItem('pendingPromoterApplication', stored({ status: 'active' }));
    expect(continuesPromoterDraft(null)).toBe(true);
    expect(continuesPromoterDraft({ fresh: false })).toBe(true);
    expect(continuesPromoterDraft({ fresh: true })).toBe(false);
    expect(localStorage.getItem('pendingPromoterApplication')).toBeNull();
    localStorage.setItem('pendingPromoterApplication', stored({ status: 'active' }));
    expect(continuesPromoterDraft({ pickUp: { applicationId: 'a-9', clientId: 'c-9' } })).toBe(false);
    expect(continuesPromoterDraft(null)).toBe(false);
  });

  it('the picked-up application and the input from the promoter’s profile', () => {
    const pickUp = { applicationId: 'a-9', clientId: 'c-9' };
    expect(promoterPickUpOf({ pickUp })).toEqual(pickUp);
    expect(promoterPickUpOf(null)).toBeNull();
    expect(promoterPickUpOf({ fresh: true })).toBeNull();
    const stores = [{ id: 's-1', name: 'Muebles Centro', sector: 'X' }];
    const profile = { id: 'p-7', name: 'Pedro', stores };
    expect(promoterInputOf(profile, pickUp)).toEqual({
      promoterId: 'p-7',
      stores: [{ id: 's-1', name: 'Muebles Centro' }],
      pickUp,
    });
    expect(promoterInputOf(null, null)).toEqual({ promoterId: null, stores: [], pickUp: null });
  });
});

describe('what of the quick application is saved', () => {
  it('a screen while only the resend countdown runs; not while a call is in flight, nor once the flow has ended', () => {
    const actor = snapshotAt({ consent: { form: 'editing', resend: 'waiting' } });
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['countdown']);
    expect(isPromoterResting(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CONSENT.CHANGE', values: { nip: '123456', authorize: true, ownBehalf: true } });
    actor.send({ type: 'CONSENT.SUBMIT' });
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual([
      'applications.preProcess',
      'countdown',
    ]);
    expect(isPromoterResting(actor.getSnapshot())).toBe(false);
    actor.stop();
    const done = snapshotAt({ result: {} as never } as never);
    done.send({ type: 'FINISH' });
    expect(done.getSnapshot().status).toBe('done');
    expect(isPromoterResting(done.getSnapshot())).toBe(false);
  });

  it('not a state without a screen', () => {
    const actor = snapshotAt({ consent: { form: 'editing', resend: 'ready' } });
    const snapshot = actor.getSnapshot();
    expect(isPromoterResting(snapshot)).toBe(true);
    expect(isPromoterResting({ ...snapshot, _nodes: [] } as never)).toBe(false);
    actor.stop();
  });
});
