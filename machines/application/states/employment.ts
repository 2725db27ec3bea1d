import { PATHS } from '../../../src/paths';
import { applicationSetup, TO } from '../setup';

/** /aplicacion-credito/info-empleo (50 %). */
export const employment = applicationSetup.createStateConfig({
  meta: { route: PATHS.applicationEmployment },
  on: {
    'EMPLOYMENT.CHANGE': { actions: 'setEmploymentField' },
    'EMPLOYMENT.SUBMIT': [
      {
        guard: 'isEmploymentValid',
        target: TO.references,
        actions: { type: 'reach', params: { step: 'references' } },
      },
      { actions: 'showEmploymentErrors' },
    ],
    'ROUTE.CHANGED': [
      { guard: { type: 'isStepRoute', params: { step: 'address' } }, target: TO.address },
      { guard: { type: 'isStepRoute', params: { step: 'references' } }, target: TO.references },
    ],
  },
});
