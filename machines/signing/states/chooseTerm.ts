/**
 * `chooseTerm` (seleccionar-plazo, 'Selecciona tu primer pago'): one card per approved option; 'Continuar' goes to
 * the terms when the contract is already SIGNED, else to the contract; no date → 'Debe seleccionar una fecha'.
 */
import { PATHS } from '../../../src/paths';
import { signingSetup } from '../setup';

export const chooseTerm = signingSetup.createStateConfig({
  meta: { route: PATHS.signingChooseTerm },
  on: {
    'TERM.SELECT': { actions: 'selectTerm' },
    CONTINUE: [
      { guard: 'hasNoDate', actions: 'alertNoDate' },
      { guard: 'isContractSigned', target: 'acceptTerms', actions: 'dismissAlerts' },
      { target: 'contract', actions: 'dismissAlerts' },
    ],
    'ROUTE.CHANGED': [
      { guard: 'canGoToTerms', target: 'acceptTerms' },
      { guard: 'canGoToContract', target: 'contract' },
    ],
  },
});
