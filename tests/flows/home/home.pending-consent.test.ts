/**
 * The applications a promoter filed in the client's name and that wait for their consent, on the home
 * (machines/home.machine.ts `pendingConsentView`): listed under either home, cancelled after a confirmation, the
 * list loaded again; a refused cancellation keeps the list and says so.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type HomeData,
  homeMachine,
  homeView,
  type PendingConsentView,
  pendingConsentView,
  samePendingConsentView,
} from '../../../machines/home.machine';
import { application, personalLoan, profileWith } from '../../fixtures/signing';
import { fromHomeLoad } from './home.harness.ts';

/** The machine's input (the support phone of the §8 balance warning). */
const INPUT = { supportPhone: '5555555555' };

const PENDING_ID = 'a0000000-0000-4000-8000-0000000000c1';
const pending = application({
  id: PENDING_ID,
  serialNumber: 'SOL-000777',
  status: 'PENDING_CLIENT_CONSENT',
  creditAmount: 45_000.5,
});
const pendingLoan = personalLoan({ id: 'p-2', serialNumber: 'SOL-000778', status: 'PENDING_CLIENT_CONSENT' });

/** The home with these applications; a cancellation answers `cancel`; `reloadHangs`: the loads after the first never answer. */
function start(items = [pending], cancel: () => Promise<unknown> = async () => ({}), reloadHangs = false) {
  const loads: number[] = [];
  const cancelled: string[] = [];
  const keys: string[] = [];
  const data = (): HomeData => ({ applications: { items, profile: profileWith() }, balances: [] });
  const actor = createActor(
    homeMachine.provide({
      actors: {
        ...fromHomeLoad(async () => {
          loads.push(loads.length);
          if (reloadHangs && loads.length > 1) await new Promise(() => {});
          return data();
        }),
        'applications.cancel': fromPromise(async ({ input }) => {
          cancelled.push(input.applicationId);
          keys.push(input.operationKey);
          return cancel();
        }),
      },
    }),
    { input: INPUT },
  ).start();
  return { actor, loads, cancelled, keys, view: () => pendingConsentView(actor.getSnapshot()) };
}

const settle = async () => {
  for (let i = 0; i < 8; i++) await Promise.resolve();
};

describe('applications waiting for the client’s consent', () => {
  it('are listed (store name or none, amount in centavos) under the dashboard; others are not', async () => {
    const home = start([pending, pendingLoan, application({ id: 'a-9', status: 'REJECTED' })]);
    expect(home.view()).toEqual({ items: [], confirming: null, busy: false, notice: null });
    await settle();
    expect(homeView(home.actor.getSnapshot()).screen).toBe('dashboard');
    expect(home.view()).toEqual({
      items: [
        { id: PENDING_ID, serialNumber: 'SOL-000777', storeName: 'Muebles del Centro', amount: 4_500_050 },
        { id: 'p-2', serialNumber: 'SOL-000778', storeName: null, amount: 300_000 },
      ],
      confirming: null,
      busy: false,
      notice: null,
    });
  });

  it('CANCEL asks to confirm; KEEP closes without cancelling', async () => {
    const home = start();
    await settle();
    home.actor.send({ type: 'CANCEL', applicationId: PENDING_ID });
    expect(home.actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(home.view().confirming).toMatchObject({ id: PENDING_ID, serialNumber: 'SOL-000777' });
    expect(home.view().busy).toBe(false);
    home.actor.send({ type: 'KEEP' });
    expect(home.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(home.actor.getSnapshot().context.cancelling).toBeNull();
    expect(home.view().confirming).toBeNull();
    expect(home.cancelled).toEqual([]);
  });

  it('only an application waiting for consent can be cancelled', async () => {
    const home = start([pending, application({ id: 'a-1', status: 'APPROVED' })]);
    home.actor.send({ type: 'CANCEL', applicationId: PENDING_ID });
    expect(home.actor.getSnapshot().matches('loading')).toBe(true);
    await settle();
    for (const applicationId of ['a-1', 'unknown']) {
      home.actor.send({ type: 'CANCEL', applicationId });
      expect(home.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    }
  });

  it('CONFIRM_CANCEL cancels that application, then loads the home again and says it was cancelled', async () => {
    const home = start();
    await settle();
    home.actor.send({ type: 'CANCEL', applicationId: PENDING_ID });
    home.actor.send({ type: 'CONFIRM_CANCEL' });
    expect(home.view()).toMatchObject({ confirming: { id: PENDING_ID }, busy: true });
    await settle();
    expect(home.cancelled).toEqual([PENDING_ID]);
    expect(home.loads).toEqual([0, 1]);
    expect(home.actor.getSnapshot().matches('ready')).toBe(true);
    expect(home.view()).toMatchObject({ confirming: null, busy: false, notice: 'cancelled' });
    expect(home.actor.getSnapshot().context.cancelling).toBeNull();
  });

  it('while the home loads again after a cancellation, nothing is listed (the old list is gone)', async () => {
    const { actor, view } = start([pending], async () => ({}), true);
    await settle();
    actor.send({ type: 'CANCEL', applicationId: PENDING_ID });
    actor.send({ type: 'CONFIRM_CANCEL' });
    await settle();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.data).not.toBeNull();
    expect(view()).toEqual({ items: [], confirming: null, busy: false, notice: 'cancelled' });
  });

  it('a refused cancellation goes back to the list and says it failed; a new CANCEL clears the notice', async () => {
    const home = start([pending], async () => {
      throw new Error('HTTP 422');
    });
    await settle();
    home.actor.send({ type: 'CANCEL', applicationId: PENDING_ID });
    home.actor.send({ type: 'CONFIRM_CANCEL' });
    await settle();
    expect(home.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(home.view()).toMatchObject({ confirming: null, busy: false, notice: 'failed' });
    expect(home.actor.getSnapshot().context.cancelling).toBeNull();
    expect(home.loads).toEqual([0]);
    home.actor.send({ type: 'CANCEL', applicationId: PENDING_ID });
    expect(home.view().notice).toBeNull();
  });

  it('one cancellation, one key: a lost answer, confirmed again, sends the same key; after a refusal, a new one', async () => {
    const failures = [
      Object.assign(new Error('fetch failed'), { name: 'NetworkError' }),
      Object.assign(new Error('HTTP 422'), { status: 422, code: 'NOT_CANCELLABLE' }),
    ];
    const home = start([pending], async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return {};
    });
    await settle();
    for (let press = 0; press < 3; press++) {
      home.actor.send({ type: 'CANCEL', applicationId: PENDING_ID });
      home.actor.send({ type: 'CONFIRM_CANCEL' });
      await settle();
    }
    expect(home.keys).toHaveLength(3);
    expect(typeof home.keys[0]).toBe('string');
    expect(home.keys[1]).toBe(home.keys[0]); // the first answer never came
    expect(home.keys[2]).not.toBe(home.keys[1]); // a definite refusal: a new action
    expect(home.keys[0]).toContain(`:${PENDING_ID}:applications.cancel:`);
  });

  it('two views are the same when they hold the same', () => {
    const view: PendingConsentView = { items: [], confirming: null, busy: false, notice: null };
    expect(samePendingConsentView(view, { ...view })).toBe(true);
    expect(samePendingConsentView(view, { ...view, busy: true })).toBe(false);
  });
});
