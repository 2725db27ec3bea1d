/**
 * Store search of /iniciar-compra (spec §2 "Store purchase entry", §5, §9): the query is sent 1000 ms after the
 * last keystroke, never when empty, with the limit of 5.
 *
 *   idle ─QUERY.CHANGE [text]─▶ debouncing ─1000 ms─▶ searching ─▶ idle (results | none | failed)
 *     ▲ QUERY.CHANGE [empty] ◀── (any state: results cleared, nothing sent)
 */
import { assign, fromPromise, setup } from 'xstate';
import type { searchStores } from '../src/api/contract/catalog';
import type { Store } from '../src/api/contract/common';
import type { QueryOf, ResponseOf } from '../src/api/contract/endpoint';
import { STORE_SEARCH_LIMIT, sectorLabel } from '../src/domain/stores';
import { STORE_SEARCH_DEBOUNCE_MS } from '../src/domain/timers';
import { type ApiCall, unprovidedCall } from './shared/call';
import { storeSearchAtlas } from './storeSearch.atlas';

export const NO_STORE_FOUND_MESSAGE = 'No encontramos una tienda con ese nombre';

/** The search limit and the sector labels are written once in src/domain/stores.ts (screens need no contract). */
export { STORE_SEARCH_LIMIT, sectorLabel };

export interface StoreSearchContext {
  readonly query: string;
  readonly stores: readonly Store[];
  /** The query of the last answer (null before any). */
  readonly searched: string | null;
  readonly failed: boolean;
}

export type StoreSearchEvent = { readonly type: 'QUERY.CHANGE'; readonly value: string };

/** The search, named by endpoint: the page provides it with its `call` (`storeSearchActors(call)`). */
export const storeSearchActors = (call: ApiCall) => ({
  /** GET /stores?name&limit=5. */
  'catalog.searchStores': fromPromise<ResponseOf<typeof searchStores>, QueryOf<typeof searchStores>>(
    ({ input, signal }) => call('catalog.searchStores', { query: input, signal }),
  ),
});

export const storeSearchMachine = setup({
  types: {
    context: {} as StoreSearchContext,
    events: {} as StoreSearchEvent,
  },
  actors: storeSearchActors(unprovidedCall),
  delays: { debounce: STORE_SEARCH_DEBOUNCE_MS },
  actions: {
    setQuery: assign(({ event }) => ({ query: event.value ?? '' })),
    clearResults: assign({ stores: [], searched: null, failed: false }),
    setResults: assign(({ context }, params: { output: ResponseOf<typeof searchStores> }) => ({
      stores: params.output.stores.slice(0, STORE_SEARCH_LIMIT),
      searched: context.query.trim(),
      failed: false,
    })),
    markFailed: assign({ stores: [], failed: true }),
  },
  guards: {
    isEmptyQuery: ({ event }) => (event.value ?? '').trim() === '',
  },
}).createMachine({
  id: 'storeSearch',
  meta: { atlas: storeSearchAtlas },
  context: { query: '', stores: [], searched: null, failed: false },
  initial: 'idle',
  on: {
    'QUERY.CHANGE': [
      { guard: 'isEmptyQuery', target: '.idle', actions: ['setQuery', 'clearResults'] },
      { target: '.debouncing', reenter: true, actions: 'setQuery' },
    ],
  },
  states: {
    idle: {},
    debouncing: {
      after: { debounce: { target: 'searching' } },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'catalog.searchStores',
        src: 'catalog.searchStores',
        input: ({ context }) => ({ name: context.query.trim(), limit: STORE_SEARCH_LIMIT }),
        onDone: {
          target: 'idle',
          actions: { type: 'setResults', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'idle', actions: 'markFailed' },
      },
    },
  },
});

export type StoreSearchMachine = typeof storeSearchMachine;

/** What /iniciar-compra shows. */
export function storeSearchView(s: ReturnType<StoreSearchMachine['getInitialSnapshot']>) {
  const { query, stores, searched, failed } = s.context;
  const searching = s.matches('debouncing') || s.matches('searching');
  return {
    query,
    stores,
    searching,
    failed,
    empty: !searching && !failed && searched !== null && searched === query.trim() && stores.length === 0,
  };
}
