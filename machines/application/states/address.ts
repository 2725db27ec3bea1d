import { PATHS } from '../../../src/paths';
import { applicationSetup, TO } from '../setup';

/**
 * /aplicacion-credito/info-domicilio (25 %): the postal code is looked up once it has 5 digits; a code the lookup
 * does not know (404) reads 'No encontramos ese código postal. Revisa que esté bien escrito.', a failed lookup
 * spec §8's generic text (machines/shared/postalCode.ts).
 */
export const address = applicationSetup.createStateConfig({
  meta: { route: PATHS.applicationAddress },
  initial: 'editing',
  on: {
    'ADDRESS.CHANGE': [
      { guard: 'completesPostalCode', target: '.lookingUp', reenter: true, actions: 'setAddressField' },
      // Another (incomplete) code while its lookup runs: that answer no longer applies.
      { guard: 'changesPostalCode', target: '.editing', actions: 'setAddressField' },
      { actions: 'setAddressField' },
    ],
    'ROUTE.CHANGED': [
      { guard: { type: 'isStepRoute', params: { step: 'product' } }, target: TO.product },
      { guard: { type: 'isStepRoute', params: { step: 'employment' } }, target: TO.employment },
    ],
  },
  states: {
    editing: {
      on: {
        'ADDRESS.SUBMIT': [
          {
            guard: 'isAddressValid',
            target: TO.employment,
            actions: { type: 'reach', params: { step: 'employment' } },
          },
          { actions: 'showAddressErrors' },
        ],
      },
    },
    lookingUp: {
      description: 'GET /postal-codes/:code fills municipality, city, state and the neighbourhoods.',
      invoke: {
        id: 'catalog.lookupPostalCode',
        src: 'catalog.lookupPostalCode',
        input: ({ context }) => ({ code: context.address.postalCode }),
        onDone: {
          target: 'editing',
          actions: { type: 'setLookup', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'rejectPostalCode', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
