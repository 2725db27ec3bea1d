/**
 * The home view of figures kept from the last visit (machines/home.machine.ts, input `cached`): the same figures
 * the fresh data gives, marked `updating`, only while the first load runs.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type HomeData, homeMachine, homeView } from '../../../machines/home.machine';
import { balanceOf } from '../../fixtures/account';
import { application, profileWith } from '../../fixtures/signing';
import { fromHomeLoad } from './home.harness.ts';

const KEPT: HomeData = {
  applications: { items: [], profile: profileWith({ creditLimit: 30000 }) },
  balances: [balanceOf('a-1', { overdueBalance: 1000, currentBalance: 4000.5 })],
};

function start(load: () => Promise<HomeData>, cached: HomeData | null = KEPT) {
  const actor = createActor(homeMachine.provide({ actors: fromHomeLoad(load) }), {
    input: { supportPhone: '5551234567', cached },
  }).start();
  return { actor, view: () => homeView(actor.getSnapshot()) };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const never = () => new Promise<HomeData>(() => {});

describe('home view of the kept figures', () => {
  it('while loading: the kept figures, as the fresh ones would read, marked updating', async () => {
    const kept = start(never);
    const fresh = start(async () => KEPT, null);
    await settle();
    expect(kept.view()).toEqual({ ...fresh.view(), updating: true });
    expect(kept.view()).toMatchObject({ screen: 'dashboard', creditLimit: 3_000_000, available: 2_499_950 });
  });

  it('the kept tracker too, marked updating', () => {
    const tracked: HomeData = { ...KEPT, applications: { ...KEPT.applications, items: [application()] } };
    const home = start(never, tracked);
    expect(home.view()).toMatchObject({ screen: 'tracker', step: 'chooseTerm', updating: true });
  });

  it('once the load answers: the fresh figures, not updating; the kept ones are gone for good', async () => {
    const home = start(async () => ({ ...KEPT, applications: { items: [], profile: profileWith() } }));
    await settle();
    expect(home.view()).toMatchObject({ screen: 'dashboard', updating: false });
    expect(home.actor.getSnapshot().context.cached).toBeNull();
  });

  it('a failed load shows the failure, and RETRY never brings the kept figures back', async () => {
    let fail = true;
    const home = start(async () => {
      if (fail) throw new Error('HTTP 503');
      return KEPT;
    });
    await settle();
    expect(home.view()).toEqual({ screen: 'failed' });
    expect(home.actor.getSnapshot().context.cached).toBeNull();
    fail = false;
    home.actor.send({ type: 'RETRY' });
    expect(home.view()).toEqual({ screen: 'loading' });
  });

  it('without kept figures: the loading view, as before', () => {
    expect(start(never, null).view()).toEqual({ screen: 'loading' });
  });
});
