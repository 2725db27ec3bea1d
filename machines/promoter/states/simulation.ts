/**
 * `simulation` (/promotor/solicitud-rapida): a new quick application starts. Entering it first ends any customer
 * session left on the device (`endCustomerSession`), then starts from a clean context (`resetFlow`).
 */
import { PATHS } from '../../../src/paths';
import { promoterSetup, TO } from '../setup';

export const simulation = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterQuick },
  entry: ['endCustomerSession', 'resetFlow'],
  on: {
    'STORE.CHANGE': { actions: 'setStore' },
    START: { guard: 'hasStore', target: TO.clientCheck, actions: 'setStore' },
  },
});

/** Transient: a quick application picked up from the promoter's list goes to its activation code. */
export const start = promoterSetup.createStateConfig({
  always: [{ guard: 'isPickUp', target: TO.activation }, { target: TO.simulation }],
});
