import { expect } from 'vitest';
import { homeMachine, homeView } from '../../machines/home.machine.ts';
import { httpError } from './fixtures/samples.ts';
import { application, profileWith } from './fixtures/signing.ts';
import { defineModel } from './harness/types.ts';
import { homeUi } from './home.screens.ts';

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
  ui: homeUi,
});
