import { expect } from 'vitest';
import { storeLinkMachine } from '../../../machines/storeLink.machine.ts';
import { linkStart } from '../../../src/app/pages/entryStarts.ts';
import { httpError } from '../../fixtures/samples.ts';
import { defineModel, type ModelDefinition } from '../../model/harness/types.ts';
import { expectAlerts, expectPage, pageText } from '../../model/oracle/check.ts';
import { STORE_LINK_SPEC as SPEC } from '../storeSearch/storeSearch.oracle.ts';
import { storeLinkUi } from '../storeSearch/storeSearch.screens.ts';

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
          {
            type: 'xstate.done.actor.catalog.getStore',
            actorId: 'catalog.getStore',
            output: { storeExists: true, store },
          },
          {
            type: 'xstate.done.actor.catalog.getStore',
            actorId: 'catalog.getStore',
            output: { storeExists: false, store: null },
          },
          { type: 'xstate.error.actor.catalog.getStore', actorId: 'catalog.getStore', error: httpError(500) },
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
  // The spec oracle: the states carry no route (the link is the whole page), so the page is checked at UI level.
  oracle: {
    screen: () => null,
    routes: SPEC.routes,
    check: ({ snapshot: s, ui, emitted }) => {
      expectAlerts(emitted, []);
      const storeId = s.context.storeId?.trim() ?? '';
      // §8: a link without storeId never looks the store up; it ends with the STORE_ID_MUST_BE_DEFINED text.
      if (storeId === '') expect(s.matches('looking') || s.matches('found')).toBe(false);
      if (s.status === 'done') {
        expect(s.output?.error).toBe(storeId === '' ? SPEC.texts.storeIdRequired : SPEC.texts.storeNotFound);
        if (ui) {
          // "go to / with error alert 5 s": the visitor of these tests is then sent on to /login (§6).
          expectPage(ui, SPEC.failure.visitorRoute);
          expect(pageText()).toContain(s.output?.error ?? '');
        }
      }
      if (s.matches('found')) {
        expect(s.context.store?.id).toBe(storeId);
        // §2 "/solicitud (store link entry, query storeId, promoterId, storeName)": what 'Solicitar', 'Crea tu
        // cuenta' and 'Ingresa a tu cuenta' start, read by the page's own function from the link's query.
        const link = new URLSearchParams();
        for (const key of ['storeId', 'promoterId', 'storeName'] as const) {
          const value = s.context[key];
          if (value) link.set(key, value);
        }
        expect(linkStart(link, s.context.store), `the application the link ?${link} starts`).toEqual({
          applicationType: 'STORE',
          storeId: storeId,
          storeName: s.context.store?.name,
          promoterId: s.context.promoterId,
        });
        if (ui) {
          expectPage(ui, SPEC.screen.route, `${SPEC.screen.headline} ${s.context.store?.name}`);
          expect(pageText()).toContain(SPEC.labels.signup);
          expect(pageText()).toContain(SPEC.labels.login);
        }
      }
    },
  },
  ui: storeLinkUi,
};

export const storeLinkModel = defineModel(storeLinkDefinition);
