import { PATHS } from '../../../src/paths';
import { applicationSetup } from '../setup';

/** /aplicacion-credito/info-domicilio (25 %): the postal code is looked up once it has 5 digits. */
export const address = applicationSetup.createStateConfig({
  meta: { route: PATHS.applicationAddress },
  initial: 'editing',
  on: {
    'ADDRESS.CHANGE': [
      { guard: 'completesPostalCode', target: '.lookingUp', reenter: true, actions: 'setAddressField' },
      { actions: 'setAddressField' },
    ],
    'ROUTE.CHANGED': [
      { guard: { type: 'isStepRoute', params: { step: 'product' } }, target: '#application.product' },
      { guard: { type: 'isStepRoute', params: { step: 'employment' } }, target: '#application.employment' },
    ],
  },
  states: {
    editing: {
      on: {
        'ADDRESS.SUBMIT': [
          {
            guard: 'isAddressValid',
            target: '#application.employment',
            actions: { type: 'reach', params: { step: 'employment' } },
          },
          { actions: 'showAddressErrors' },
        ],
      },
    },
    lookingUp: {
      description: 'GET /postal-codes/:code fills municipality, city, state and the neighbourhoods.',
      invoke: {
        id: 'lookupPostalCode',
        src: 'lookupPostalCode',
        input: ({ context }) => ({ code: context.address.postalCode }),
        onDone: {
          target: 'editing',
          actions: { type: 'setLookup', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'editing', actions: 'rejectPostalCode' },
      },
    },
  },
});
