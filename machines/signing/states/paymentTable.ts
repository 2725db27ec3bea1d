/**
 * `paymentTable` (tabla-de-pagos): the schedule of the chosen option; 'Continuar' → the CLABE account, or, for an
 * application signed before this visit (a reload, a typed URL, Back from home), the success screen: no form of a
 * signed contract opens again.
 */
import { PATHS } from '../../../src/paths';
import { signingSetup } from '../setup';

export const paymentTable = signingSetup.createStateConfig({
  meta: { route: PATHS.signingPaymentTable },
  on: {
    CONTINUE: [{ guard: 'wasSignedBefore', target: 'success' }, { target: 'clabe' }],
    'ROUTE.CHANGED': { guard: 'canGoToClabe', target: 'clabe' },
  },
});
