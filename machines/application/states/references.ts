import { PATHS } from '../../../src/paths';
import { applicationSetup, TO } from '../setup';

/** /aplicacion-credito/referencias (75 %): two references; once submitted there is no way back (spec §2). */
export const references = applicationSetup.createStateConfig({
  meta: { route: PATHS.applicationReferences },
  on: {
    'REFERENCE.CHANGE': { actions: 'setReference' },
    'REFERENCES.SUBMIT': [
      { guard: 'areReferencesValid', target: TO.submission, actions: 'fromReferences' },
      { actions: 'showReferenceErrors' },
    ],
    'ROUTE.CHANGED': {
      guard: { type: 'isStepRoute', params: { step: 'employment' } },
      target: TO.employment,
    },
  },
});
