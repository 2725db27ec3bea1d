/**
 * `success` (firma-exitosa): PERSONAL_LOAN 'Tu dinero va en camino' (24 business hours), STORE the merchant was
 * notified; 'Entendido' → home.
 */
import { PATHS } from '../../../src/paths';
import { signingSetup } from '../setup';

export const success = signingSetup.createStateConfig({
  meta: { route: PATHS.signingSuccess },
  on: { CONTINUE: { target: 'toHome' } },
});

export const toHome = signingSetup.createStateConfig({
  type: 'final',
  description: 'Home.',
});
