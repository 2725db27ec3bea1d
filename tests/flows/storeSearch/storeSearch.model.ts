import { expect } from 'vitest';
import { type StoreSearchEvent, storeSearchMachine } from '../../../machines/storeSearch.machine.ts';
import { httpError } from '../../fixtures/samples.ts';
import { defineModel, type ModelDefinition, type SampleEvent } from '../../model/harness/types.ts';
import { expectAlerts, expectPage, pageText } from '../../model/oracle/check.ts';
import { STORE_SEARCH_SPEC as SPEC } from './storeSearch.oracle.ts';
import { storeSearchUi } from './storeSearch.screens.ts';

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
        {
          type: 'xstate.done.actor.catalog.searchStores',
          actorId: 'catalog.searchStores',
          output: { stores: STORES },
        },
        {
          type: 'xstate.done.actor.catalog.searchStores',
          actorId: 'catalog.searchStores',
          output: { stores: [] },
        },
        {
          type: 'xstate.error.actor.catalog.searchStores',
          actorId: 'catalog.searchStores',
          error: httpError(500),
        },
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
  // The spec oracle: the machine's states carry no route (the search is the whole page), so the page is checked at
  // UI level in `check`; the debounce is the spec's 1000 ms, whatever the machine schedules.
  oracle: {
    screen: () => null,
    routes: SPEC.routes,
    delay: (type) => (type.startsWith('xstate.after.') ? SPEC.debounceMs : undefined),
    check: ({ snapshot: s, before, event, ui, emitted }) => {
      expectAlerts(emitted, []);
      const query = s.context.query.trim();
      // §5: the query is not sent when empty; a typed one is sent (after the debounce), an emptied one clears.
      if (event.type === 'QUERY.CHANGE') {
        expect(s.matches('debouncing'), 'a non-empty query waits the debounce').toBe(query !== '');
        if (query === '') expect(s.context.stores).toEqual([]);
      }
      if (s.matches('searching')) expect(query).not.toBe('');
      if (before?.matches('debouncing') && event.type.startsWith('xstate.after.')) {
        expect(s.matches('searching'), 'the search starts when the debounce is over').toBe(true);
      }
      // §9: at most 5 results, each with its §3 sector label.
      expect(s.context.stores.length).toBeLessThanOrEqual(SPEC.limit);
      if (ui) {
        expectPage(ui, SPEC.screen.route, SPEC.screen.heading);
        const text = pageText();
        expect(text).toContain(SPEC.texts.personalLoanCard);
        expect(document.querySelector<HTMLInputElement>('input[name=store]')?.placeholder).toBe(
          SPEC.texts.placeholder,
        );
        if (s.matches('idle')) {
          for (const store of s.context.stores) {
            expect(text).toContain(`${store.name}${SPEC.sectors[store.sector] ?? SPEC.sectors.OTHERS}`);
          }
          const none = s.context.searched !== null && s.context.stores.length === 0 && !s.context.failed;
          expect(text.includes(SPEC.texts.noStore)).toBe(none);
        }
      }
    },
  },
  ui: storeSearchUi,
};

export const storeSearchModel = defineModel(storeSearchDefinition);
