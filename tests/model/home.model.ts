import { expect } from 'vitest';
import { homeMachine, homeView } from '../../machines/home.machine.ts';
import { httpError } from './fixtures/samples.ts';
import { application, profileWith } from './fixtures/signing.ts';
import { defineModel } from './harness/types.ts';
import { homeUi } from './home.screens.ts';
import { expectAlerts, expectPage, pageText } from './oracle/check.ts';
import { HOME_SPEC as SPEC } from './oracle/home.ts';

export const homeModel = defineModel({
  name: 'home',
  description:
    'Inicio: carga las solicitudes y los saldos; muestra el seguimiento de la solicitud o el límite de crédito.',
  machine: homeMachine,
  events: (s) =>
    s.matches('loading')
      ? [
          {
            type: 'xstate.done.actor.loadHome',
            actorId: 'loadHome',
            output: { applications: { items: [application()], profile: profileWith() }, balances: [] },
          },
          { type: 'xstate.error.actor.loadHome', actorId: 'loadHome', error: httpError(503) },
        ]
      : [{ type: 'RETRY' }],
  machineLevel: {
    states: {
      ready: (s) => expect(homeView(s)).toMatchObject({ screen: 'tracker', step: 'chooseTerm' }),
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
