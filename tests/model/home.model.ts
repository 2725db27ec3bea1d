import { expect } from 'vitest';
import { homeMachine, homeView, pendingConsentView } from '../../machines/home.machine.ts';
import { httpError } from './fixtures/samples.ts';
import { application, profileWith } from './fixtures/signing.ts';
import { defineModel } from './harness/types.ts';
import { homeUi } from './home.screens.ts';
import { expectAlerts, expectPage, pageText } from './oracle/check.ts';
import { HOME_SPEC as SPEC } from './oracle/home.ts';

/** An application a promoter filed in the client's name, waiting for their consent (listed under the tracker). */
const PENDING = application({
  id: 'a0000000-0000-4000-8000-0000000000c1',
  serialNumber: 'SOL-000777',
  status: 'PENDING_CLIENT_CONSENT',
  creditAmount: 45_000,
  processedAt: null,
  approvedProducts: null,
});

export const homeModel = defineModel({
  name: 'home',
  description:
    'Inicio: carga las solicitudes y los saldos; muestra el seguimiento de la solicitud o el límite de crédito, y las solicitudes que un promotor registró a nombre del cliente, que puede cancelar.',
  machine: homeMachine,
  events: (s) => {
    if (s.matches('loading')) {
      return [
        {
          type: 'xstate.done.actor.loadHome',
          actorId: 'loadHome',
          output: { applications: { items: [application(), PENDING], profile: profileWith() }, balances: [] },
        },
        { type: 'xstate.error.actor.loadHome', actorId: 'loadHome', error: httpError(503) },
      ];
    }
    if (s.matches({ ready: 'idle' })) {
      // The listed application, and one that is not waiting for consent (the guard refuses it).
      return [
        { type: 'CANCEL', applicationId: PENDING.id },
        { type: 'CANCEL', applicationId: application().id },
      ];
    }
    if (s.matches({ ready: 'cancelling' })) {
      return [
        { type: 'xstate.done.actor.cancelApplication', actorId: 'cancelApplication', output: {} },
        { type: 'xstate.error.actor.cancelApplication', actorId: 'cancelApplication', error: httpError(422) },
      ];
    }
    return s.matches('failed') ? [{ type: 'RETRY' }] : [{ type: 'CONFIRM_CANCEL' }, { type: 'KEEP' }];
  },
  machineLevel: {
    states: {
      ready: (s) => expect(homeView(s)).toMatchObject({ screen: 'tracker', step: 'chooseTerm' }),
      'ready.idle': (s) =>
        expect(pendingConsentView(s)).toMatchObject({
          items: [{ id: PENDING.id }],
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
  // at UI level in `check`; the tracker's step per status is §4's table, not the app's `trackerStep`.
  oracle: {
    screen: () => null,
    routes: SPEC.routes,
    check: ({ snapshot: s, ui, emitted }) => {
      expectAlerts(emitted, []);
      const view = homeView(s);
      if (s.matches('ready')) {
        const items = s.context.data?.applications.items ?? [];
        const tracked = items.find((a) => SPEC.trackerStep[a.status] !== undefined);
        if (tracked) {
          expect(view).toMatchObject({ screen: 'tracker', step: SPEC.trackerStep[tracked.status] });
          if (ui && SPEC.trackerStep[tracked.status] === 'chooseTerm') {
            expect(document.querySelector('[aria-current="step"]')?.textContent).toContain(
              SPEC.texts.chooseTermStep,
            );
          }
        } else expect(view.screen).toBe('dashboard');
        expectPage(ui, SPEC.screen.route, SPEC.screen.heading);
      }
      if (s.matches('failed')) {
        expectPage(ui, SPEC.screen.route, SPEC.screen.heading);
        if (ui) expect(pageText()).toContain(SPEC.texts.loadFailed);
      }
    },
  },
  ui: homeUi,
});
