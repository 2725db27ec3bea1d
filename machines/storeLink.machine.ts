/**
 * The store link /solicitud?storeId&promoterId&storeName (spec §2 "Store purchase entry", §5, §8): the store is
 * looked up; a link without storeId or with an unknown store ends with the §8 text (the host shows it for 5 s
 * and goes to /).
 *
 *   start ─[no storeId]─▶ failed (STORE_ID_MUST_BE_DEFINED) │ looking ─▶ found │ failed (not found)
 */
import { assign, fromPromise, setup } from 'xstate';
import type { getStore } from '../src/api/contract/catalog';
import type { Store } from '../src/api/contract/common';
import type { ResponseOf } from '../src/api/contract/endpoint';
import { type ApiCall, unprovidedCall } from './shared/call';
import { storeLinkAtlas } from './storeLink.atlas';

export const STORE_ID_REQUIRED_MESSAGE = 'Se necesita usar un link de tienda para crear una solicitud.';
export const STORE_NOT_FOUND_MESSAGE = 'No se encontró la tienda solicitada.';

export interface StoreLinkInput {
  readonly storeId: string | null;
  readonly promoterId: string | null;
  readonly storeName: string | null;
}

export interface StoreLinkContext extends StoreLinkInput {
  readonly store: Store | null;
  readonly error: string | null;
}

/** The store look-up, named by endpoint: the page provides it with its `call` (`storeLinkActors(call)`). */
export const storeLinkActors = (call: ApiCall) => ({
  /** GET /business/stores/:storeId. */
  'catalog.getStore': fromPromise<ResponseOf<typeof getStore>, { storeId: string }>(({ input, signal }) =>
    call('catalog.getStore', { params: { storeId: input.storeId }, signal }),
  ),
});

export const storeLinkMachine = setup({
  types: {
    context: {} as StoreLinkContext,
    input: {} as StoreLinkInput,
    output: {} as { error: string | null },
  },
  actors: storeLinkActors(unprovidedCall),
  actions: {
    setStore: assign((_, params: { store: Store | null }) => ({ store: params.store })),
    fail: assign((_, params: { error: string }) => ({ error: params.error })),
  },
  guards: {
    hasStoreId: ({ context }) => !!context.storeId?.trim(),
    storeExists: (_, params: { output: ResponseOf<typeof getStore> }) =>
      params.output.storeExists && params.output.store !== null,
  },
}).createMachine({
  id: 'storeLink',
  meta: { atlas: storeLinkAtlas },
  context: ({ input }) => ({ ...input, store: null, error: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasStoreId', target: 'looking' },
        { target: 'failed', actions: { type: 'fail', params: { error: STORE_ID_REQUIRED_MESSAGE } } },
      ],
    },
    looking: {
      tags: ['busy'],
      invoke: {
        id: 'catalog.getStore',
        src: 'catalog.getStore',
        input: ({ context }) => ({ storeId: context.storeId?.trim() ?? '' }),
        onDone: [
          {
            guard: { type: 'storeExists', params: ({ event }) => ({ output: event.output }) },
            target: 'found',
            actions: { type: 'setStore', params: ({ event }) => ({ store: event.output.store }) },
          },
          { target: 'failed', actions: { type: 'fail', params: { error: STORE_NOT_FOUND_MESSAGE } } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: { error: STORE_NOT_FOUND_MESSAGE } } },
      },
    },
    found: {},
    failed: { type: 'final' },
  },
  output: ({ context }) => ({ error: context.error }),
});

export type StoreLinkMachine = typeof storeLinkMachine;
