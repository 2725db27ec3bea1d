/** `paymentTable` (tabla-de-pagos): the schedule of the chosen option; 'Continuar' → the CLABE account. */
import { PATHS } from '../../../src/paths';
import { signingSetup } from '../setup';

export const paymentTable = signingSetup.createStateConfig({
  meta: { route: PATHS.signingPaymentTable },
  on: {
    CONTINUE: { target: 'clabe' },
    'ROUTE.CHANGED': { guard: 'isClabeRoute', target: 'clabe' },
  },
});
