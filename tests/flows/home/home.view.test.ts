/**
 * What the home shows (machines/home.machine.ts: `homeView`), from the real machine: the mutation run found the
 * view untested below the UI level (spec §4 "Home tracker", §9 available credit); the tracker's step of every
 * status is the home model's (§4's table in home.oracle.ts). With figures kept from the last visit (input
 * `cached`): the same figures the fresh data gives, marked `updating`, only while the first load runs.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type HomeData,
  type HomeView,
  homeMachine,
  homeView,
  sameHomeView,
} from '../../../machines/home.machine';
import { balanceOf } from '../../fixtures/account';
import { application, profileWith } from '../../fixtures/signing';
import { fromHomeLoad } from './home.harness.ts';

const WARNING = {
  type: 'alert',
  message: 'No pudimos obtener tus préstamos, por favor comunícate con soporte al (555) 123-4567',
  alertType: 'warning',
  timer: 8000,
};

function start(load: () => Promise<HomeData>, cached: HomeData | null = null) {
  const actor = createActor(homeMachine.provide({ actors: fromHomeLoad(load) }), {
    input: { supportPhone: '5551234567', cached },
  });
  const alerts: unknown[] = [];
  actor.on('*', (event) => alerts.push(event));
  actor.start();
  return { actor, alerts, view: () => homeView(actor.getSnapshot()) };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** A home whose first load answered these applications, profile and balances (`null`: unread). */
async function loaded(
  items: HomeData['applications']['items'],
  profile = profileWith(),
  balances: HomeData['balances'] = [],
) {
  const home = start(async () => ({ applications: { items, profile }, balances }));
  await settle();
  return home;
}
const UNREAD = 'Lo sentimos, estamos teniendo problemas para mostrar tu saldo...';

describe('home view', () => {
  // Loading, a failure, and RETRY loading again: the home model (the failed view, the load after RETRY); the
  // loading view: 'without kept figures' below.
  it('an application in progress shows the tracker at its step', async () => {
    const approved = application({ id: 'a-2', status: 'APPROVED' });
    const home = await loaded([application({ id: 'a-1', status: 'PAID', liquidatedAt: null }), approved]);
    expect(home.view()).toEqual({
      screen: 'tracker',
      application: approved,
      step: 'chooseTerm',
      updating: false,
    });
  });

  it('otherwise the credit-limit dashboard: limit, available (limit − overdue − current), loans being paid', async () => {
    const items = [
      application({ id: 'a-1', status: 'PAID', liquidatedAt: null }),
      application({ id: 'a-2', status: 'CONFIRMED', liquidatedAt: null }),
      application({ id: 'a-3', status: 'PAID', liquidatedAt: '2026-01-02T00:00:00.000Z' }),
      application({ id: 'a-4', status: 'REJECTED', liquidatedAt: null }),
    ];
    const home = await loaded(items, profileWith({ creditLimit: 20000 }), [
      balanceOf('a-1', { overdueBalance: 1000, currentBalance: 2500.5 }),
      balanceOf('a-2', { overdueBalance: 0, currentBalance: 1000 }),
    ]);
    expect(home.view()).toEqual({
      screen: 'dashboard',
      updating: false,
      creditLimit: 2_000_000,
      available: 1_549_950,
      balanceMessage: null,
      canAskFor: null,
      activeLoans: 2,
    });
    expect(home.alerts).toEqual([]);
  });

  it('balances that could not be read: no available figure, the §8 text and the 8 s warning (once)', async () => {
    const paying = [application({ id: 'a-1', status: 'PAID', liquidatedAt: null })];
    const home = await loaded(paying, profileWith({ creditLimit: 20000 }), null);
    expect(home.view()).toEqual({
      screen: 'dashboard',
      updating: false,
      creditLimit: 2_000_000,
      available: null,
      balanceMessage: UNREAD,
      canAskFor: null,
      activeLoans: 1,
    });
    expect(home.alerts).toEqual([WARNING]);
  });

  // A tracked application with unread balances still warns: the home oracle (the §8 warning after any load whose
  // balances were unread, the tracked lists included).
  it('no limit yet (0): what may be asked for (§6), never a zero that reads as a refusal', async () => {
    const noLimit = (balances: HomeData['balances']) => loaded([], profileWith({ creditLimit: 0 }), balances);
    const home = await noLimit([]);
    expect(home.view()).toEqual({
      screen: 'dashboard',
      updating: false,
      creditLimit: 0,
      available: null,
      balanceMessage: null,
      canAskFor: { store: 5_000_000, personalLoan: 2_000_000 },
      activeLoans: 0,
    });
    // Balances unread: the caps are upper bounds, still true; the §8 text and warning too.
    const unread = await noLimit(null);
    expect(unread.view()).toMatchObject({
      available: null,
      balanceMessage: UNREAD,
      canAskFor: { store: 5_000_000, personalLoan: 2_000_000 },
    });
    expect(unread.alerts).toEqual([WARNING]);
    // Something in use counts against the caps (the one rule of src/domain/limits.ts).
    const inUse = await noLimit([balanceOf('a-1', { overdueBalance: 0, currentBalance: 1000 })]);
    expect(inUse.view()).toMatchObject({ canAskFor: { store: 4_900_000, personalLoan: 1_900_000 } });
  });

  it('a limit of one centavo is a limit: its available figure, no caps', async () => {
    const home = await loaded([], profileWith({ creditLimit: 0.01 }));
    expect(home.view()).toMatchObject({ creditLimit: 1, available: 1, canAskFor: null });
  });

  it('two views are the same when they hold the same', () => {
    const view: HomeView = {
      screen: 'dashboard',
      updating: false,
      creditLimit: 1 as never,
      available: 1 as never,
      balanceMessage: null,
      canAskFor: null,
      activeLoans: 0,
    };
    expect(sameHomeView(view, { ...view })).toBe(true);
    expect(sameHomeView(view, { ...view, activeLoans: 1 })).toBe(false);
    expect(sameHomeView({ screen: 'loading' }, { screen: 'failed' })).toBe(false);
  });
});

const KEPT: HomeData = {
  applications: { items: [], profile: profileWith({ creditLimit: 30000 }) },
  balances: [balanceOf('a-1', { overdueBalance: 1000, currentBalance: 4000.5 })],
};

const never = () => new Promise<HomeData>(() => {});

describe('home view of the kept figures', () => {
  it('while loading: the kept figures, as the fresh ones would read, marked updating', async () => {
    const kept = start(never, KEPT);
    const fresh = start(async () => KEPT);
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
    const home = start(async () => ({ ...KEPT, applications: { items: [], profile: profileWith() } }), KEPT);
    await settle();
    expect(home.view()).toMatchObject({ screen: 'dashboard', updating: false });
    expect(home.actor.getSnapshot().context.cached).toBeNull();
  });

  it('a failed load shows the failure, and RETRY never brings the kept figures back', async () => {
    let fail = true;
    const home = start(async () => {
      if (fail) throw new Error('HTTP 503');
      return KEPT;
    }, KEPT);
    await settle();
    expect(home.view()).toEqual({ screen: 'failed' });
    expect(home.actor.getSnapshot().context.cached).toBeNull();
    fail = false;
    home.actor.send({ type: 'RETRY' });
    expect(home.view()).toEqual({ screen: 'loading' });
  });

  it('without kept figures: the loading view, as before', () => {
    expect(start(never).view()).toEqual({ screen: 'loading' });
  });
});
