import { expect } from 'vitest';
import { storeLinkMachine } from '../../machines/storeLink.machine.ts';
import { httpError } from './fixtures/samples.ts';
import { defineModel, type ModelDefinition } from './harness/types.ts';
import { storeLinkUi } from './store.screens.ts';

const store = { id: 's-1', name: 'Muebles Ruiz', sector: 'HOME_AND_FURNITURE' as const };

export const storeLinkDefinition: ModelDefinition<typeof storeLinkMachine> = {
  name: 'storeLink',
  description: 'Link de tienda: sin storeId o con una tienda inexistente termina con el texto del §8.',
  machine: storeLinkMachine,
  inputs: [
    { name: 'link con tienda', input: { storeId: 's-1', promoterId: 'p-7', storeName: 'Muebles Ruiz' } },
    { name: 'link sin tienda', input: { storeId: null, promoterId: null, storeName: null } },
  ],
  events: (s) =>
    s.matches('looking')
      ? [
          { type: 'xstate.done.actor.getStore', actorId: 'getStore', output: { storeExists: true, store } },
          {
            type: 'xstate.done.actor.getStore',
            actorId: 'getStore',
            output: { storeExists: false, store: null },
          },
          { type: 'xstate.error.actor.getStore', actorId: 'getStore', error: httpError(500) },
        ]
      : [],
  machineLevel: {
    states: {
      found: (s) => expect(s.context.store).toEqual(store),
      // §8: no storeId → 'Se necesita usar un link de tienda…'; any other lookup failure → 'No se encontró…'.
      failed: (s) =>
        expect(s.output?.error).toBe(
          s.context.storeId?.trim()
            ? 'No se encontró la tienda solicitada.'
            : 'Se necesita usar un link de tienda para crear una solicitud.',
        ),
    },
  },
  ui: storeLinkUi,
};

export const storeLinkModel = defineModel(storeLinkDefinition);
