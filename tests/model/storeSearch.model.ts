import { expect } from 'vitest';
import { type StoreSearchEvent, storeSearchMachine } from '../../machines/storeSearch.machine.ts';
import { httpError } from './fixtures/samples.ts';
import { defineModel, type ModelDefinition, type SampleEvent } from './harness/types.ts';
import { storeSearchUi } from './store.screens.ts';

type Sample = SampleEvent<typeof storeSearchMachine>;

export const STORES = [
  { id: 's-1', name: 'Muebles Ruiz', sector: 'HOME_AND_FURNITURE' as const },
  { id: 's-2', name: 'Muebles del Centro', sector: 'OTHERS' as const },
];

export const storeSearchDefinition: ModelDefinition<typeof storeSearchMachine> = {
  name: 'storeSearch',
  description:
    'Búsqueda de comercio: la consulta se envía 1000 ms después de escribir, nunca vacía, hasta 5.',
  machine: storeSearchMachine,
  events: (s) => {
    const samples: Sample[] = [{ type: 'QUERY.CHANGE', value: s.context.query === '' ? 'mueb' : '' }];
    if (s.matches('searching')) {
      samples.push(
        { type: 'xstate.done.actor.searchStores', actorId: 'searchStores', output: { stores: STORES } },
        { type: 'xstate.done.actor.searchStores', actorId: 'searchStores', output: { stores: [] } },
        { type: 'xstate.error.actor.searchStores', actorId: 'searchStores', error: httpError(500) },
      );
    }
    return samples;
  },
  serializeContext: (c) => ({
    query: c.query,
    stores: c.stores.length,
    searched: c.searched,
    failed: c.failed,
  }),
  describeEvent: (e) => {
    const event = e as StoreSearchEvent | Sample;
    return event.type === 'QUERY.CHANGE' ? `QUERY.CHANGE "${(event as StoreSearchEvent).value}"` : undefined;
  },
  machineLevel: {
    states: {
      idle: (s) => {
        if (s.context.query === '') expect(s.context.stores).toEqual([]);
      },
      searching: (s) => expect(s.context.query.trim()).not.toBe(''),
    },
  },
  ui: storeSearchUi,
};

export const storeSearchModel = defineModel(storeSearchDefinition);
