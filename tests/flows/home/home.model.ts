import { expect } from 'vitest';
import { type HomeData, homeMachine, homeView, pendingConsentView } from '../../../machines/home.machine.ts';
import type { ApplicationStatus } from '../../../src/api/contract/common.ts';
import { balanceOf } from '../../fixtures/account.ts';
import { httpError } from '../../fixtures/samples.ts';
import { application, profileWith } from '../../fixtures/signing.ts';
import { answersOf } from '../../model/harness/answers.ts';
import { defineModel, type UiDriver } from '../../model/harness/types.ts';
import { expectAlerts, expectPage, pageText } from '../../model/oracle/check.ts';
import { HOME_SPEC as SPEC } from './home.oracle.ts';
import { HOME_ROWS } from './home.rows.ts';
import { homeUi } from './home.screens.ts';

/** An application a promoter filed in the client's name, waiting for their consent (listed under the tracker). */
const PENDING = application({
  id: 'a0000000-0000-4000-8000-0000000000c1',
  serialNumber: 'SOL-000777',
  status: 'PENDING_CLIENT_CONSENT',
  creditAmount: 45_000,
  processedAt: null,
  approvedProducts: null,
});

/** The support phone the model gives the machine, and as the §8 warning shows it. */
const SUPPORT_PHONE = '5555555555';
const SUPPORT_PHONE_SHOWN = '(555) 555-5555';

/** One loan with balances (pesos): overdue 1,000 and current 4,000.50. */
const LOAN_BALANCE = balanceOf('a-9', { overdueBalance: 1000, currentBalance: 4000.5 });

const { done, failed } = answersOf<typeof homeMachine>();
const listed = (output: HomeData['applications']) => done('applications.list', output);

/** What the home lists: a tracked application; a limit; no limit yet. */
const LISTS = {
  tracked: listed({ items: [application()], profile: profileWith() }),
  limit: listed({ items: [], profile: profileWith({ creditLimit: 30_000 }) }),
  noLimit: listed({ items: [], profile: profileWith({ creditLimit: 0 }) }),
  /** A promoter's application waiting for consent, beside a tracked one and beside a limit (it holds none of it). */
  pendingTracked: listed({ items: [application(), PENDING], profile: profileWith() }),
  pendingLimit: listed({ items: [PENDING], profile: profileWith({ creditLimit: 30_000 }) }),
  /** Every other status of §4's tracker table, each alone (APPROVED is `tracked`); SIGNED of each kind. */
  ...Object.fromEntries(
    Object.keys(SPEC.trackerStep)
      .filter((status) => status !== 'APPROVED')
      .map((status) => [
        status,
        listed({ items: [application({ status: status as ApplicationStatus })], profile: profileWith() }),
      ]),
  ),
  signedLoan: listed({
    items: [application({ status: 'SIGNED', type: 'PERSONAL_LOAN', store: null, storeId: null })],
    profile: profileWith(),
  }),
  /** Statuses the tracker does not show (§4), all at once: the dashboard. */
  untracked: listed({
    items: SPEC.untracked.map((status, i) =>
      application({ id: `a-untracked-${i}`, status: status as ApplicationStatus }),
    ),
    profile: profileWith({ creditLimit: 30_000 }),
  }),
};

/** The balances: one loan, none, or unread (spec §8: the warning, and no figure that may be false). */
const balancesRead = (balances: HomeData['balances'] & object) => done('payments.balance', { balances });
const BALANCES_UNREAD = failed('payments.balance', httpError(503));

/**
 * The two calls answer in either order, each once. A client with no limit yet has no loan (none in use): the §6
 * caps the oracle reads are whole.
 */
function loadAnswers(loaded: Partial<HomeData>, afterCancel: boolean) {
  // After a cancellation the list loads again: the lists of the cancellation's own story only (every status is
  // walked from the first load; again after each cancel it would multiply the graph).
  const all = afterCancel
    ? [LISTS.tracked, LISTS.limit, LISTS.pendingTracked, LISTS.pendingLimit]
    : Object.values(LISTS);
  const lists = loaded.balances?.length ? all.filter((l) => l !== LISTS.noLimit) : all;
  const noLimit = loaded.applications?.profile.creditLimit === 0;
  return [
    ...('applications' in loaded ? [] : [...lists, failed('applications.list', httpError(503))]),
    ...('balances' in loaded ? [] : [balancesRead(noLimit ? [] : [LOAN_BALANCE]), BALANCES_UNREAD]),
  ];
}

/** One of the two calls of the load answered. */
const isLoadAnswer = (type: string) =>
  type.endsWith('.actor.applications.list') || type.endsWith('.actor.payments.balance');

const hasPending = (data: HomeData | null) =>
  data?.applications.items.some((a) => a.id === PENDING.id) === true;

/** Pesos as the app shows them ($1,234.50), for the oracle's own arithmetic. */
const mxn = (pesos: number) =>
  `$${pesos.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const homeModel = defineModel({
  name: 'home',
  description:
    'Inicio: carga las solicitudes y los saldos; muestra el seguimiento de la solicitud o el límite de crédito, y las solicitudes que un promotor registró a nombre del cliente, que puede cancelar.',
  machine: homeMachine,
  input: { supportPhone: SUPPORT_PHONE },
  // The cancellation's operation keys move on with every answer (machines/shared/keys.ts, home.pending-consent
  // tests them): they tell no screen apart.
  serializeContext: ({ keys: _, ...rest }) => rest,
  events: (s) => {
    if (s.matches('loading')) return loadAnswers(s.context.loaded, s.context.cancelNotice !== null);
    if (s.matches({ ready: 'idle' })) {
      // The listed application, and one that is not waiting for consent (the guard refuses it).
      return [
        { type: 'CANCEL', applicationId: PENDING.id },
        { type: 'CANCEL', applicationId: application().id },
      ];
    }
    if (s.matches({ ready: 'cancelling' })) {
      return [done('applications.cancel', {}), failed('applications.cancel', httpError(422))];
    }
    return s.matches('failed') ? [{ type: 'RETRY' }] : [{ type: 'CONFIRM_CANCEL' }, { type: 'KEEP' }];
  },
  machineLevel: {
    states: {
      ready: (s) =>
        expect(homeView(s).screen).toBe(
          s.context.data?.applications.items.some((a) => SPEC.trackerStep[a.status] !== undefined)
            ? 'tracker'
            : 'dashboard',
        ),
      'ready.idle': (s) =>
        expect(pendingConsentView(s)).toMatchObject({
          items: hasPending(s.context.data) ? [{ id: PENDING.id }] : [],
          confirming: null,
          busy: false,
        }),
      'ready.confirming': (s) =>
        expect(pendingConsentView(s)).toMatchObject({ confirming: { id: PENDING.id }, busy: false }),
      'ready.cancelling': (s) =>
        expect(pendingConsentView(s)).toMatchObject({ confirming: { id: PENDING.id }, busy: true }),
      failed: (s) => expect(homeView(s)).toEqual({ screen: 'failed' }),
    },
  },
  // The spec oracle: the machine's states carry no route (the page is /, the session's), so the page is checked
  // at UI level in `check`; the tracker's step per status is §4's table, not the app's `trackerStep`; the figures
  // are §6/§9's arithmetic on what was loaded.
  oracle: {
    screen: () => null,
    routes: SPEC.routes,
    check: ({ snapshot: s, ui, emitted, event }) => {
      // The load's last answer takes the home to ready: the warning then if the balances were unread.
      const unread = isLoadAnswer(event.type) && s.matches('ready') && s.context.data?.balances === null;
      expectAlerts(emitted, unread ? [SPEC.balanceWarning(SUPPORT_PHONE_SHOWN)] : []);
      const view = homeView(s);
      if (s.matches('ready')) {
        const data = s.context.data!;
        const tracked = data.applications.items.find((a) => SPEC.trackerStep[a.status] !== undefined);
        if (tracked) {
          const step = SPEC.trackerStep[tracked.status]!;
          HOME_ROWS.use(`tracker ${tracked.status}` as never);
          expect(view).toMatchObject({ screen: 'tracker', step });
          if (ui) {
            const current = document.querySelector('[aria-current="step"]')?.textContent ?? '';
            expect(current, `${tracked.status}: the current step`).toContain(SPEC.stepTitle[step]);
            if (step === 'chooseTerm') expect(current).toContain(SPEC.texts.chooseTermStep);
            if (step === 'confirmation')
              expect(current).toContain(
                SPEC.confirmationWord[tracked.type === 'STORE' ? 'STORE' : 'PERSONAL_LOAN'],
              );
          }
        } else {
          for (const a of data.applications.items)
            if (SPEC.untracked.includes(a.status as never)) HOME_ROWS.use(`untracked ${a.status}` as never);
          HOME_ROWS.use(
            data.applications.profile.creditLimit === 0
              ? 'dashboard: no limit'
              : data.balances === null
                ? 'dashboard: balances unread'
                : 'dashboard: available',
          );
          expect(view.screen).toBe('dashboard');
          if (ui) checkDashboard(data, ui);
        }
        expectPage(ui, SPEC.screen.route, SPEC.screen.heading);
      }
      if (s.matches('failed')) {
        HOME_ROWS.use('loading failed');
        expectPage(ui, SPEC.screen.route, SPEC.screen.heading);
        if (ui) expect(pageText()).toContain(SPEC.texts.loadFailed);
      }
    },
  },
  ui: homeUi,
});

/** The dashboard a person reads: §9's available credit, §8's text instead of it, or §6's caps with no limit. */
function checkDashboard(data: HomeData, ui: UiDriver): void {
  const limit = data.applications.profile.creditLimit;
  const text = pageText();
  if (limit === 0) {
    // What they may ask for, never a zero that reads as a refusal.
    expect(text).toContain(mxn(SPEC.noLimitCaps.store));
    expect(text).toContain(mxn(SPEC.noLimitCaps.personalLoan));
    expect(text).not.toContain(mxn(0));
    return;
  }
  expect(text).toContain(SPEC.texts.available);
  if (data.balances === null) {
    expect(text).toContain(SPEC.texts.balanceScreen);
    // No figure that may be false: the limit is not shown as what is available.
    expect(ui.screen.queryByText(mxn(limit))).toBeNull();
    return;
  }
  const used = data.balances.reduce(
    (sum, b) =>
      sum +
      Math.round(b.creditBalance.currentMonthsBalance.overdueBalance * 100) +
      Math.round(b.creditBalance.currentMonthsBalance.currentBalance * 100),
    0,
  );
  const available = Math.max(0, Math.round(limit * 100) - used) / 100;
  expect(ui.screen.getByText(mxn(available))).toBeTruthy();
  expect(text).not.toContain(SPEC.texts.balanceScreen);
}
