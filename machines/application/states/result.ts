import { PATHS } from '../../../src/paths';
import { applicationSetup, TO } from '../setup';

/**
 * /aplicacion-credito/resultado: APPROVED, PREAPPROVED, processing or the rejection reason (view.ts). Its button
 * leaves the flow: the signing route or term selection (APPROVED), /promotor in promoter mode, otherwise home.
 */
export const result = applicationSetup.createStateConfig({
  meta: { route: PATHS.applicationResult },
  tags: ['result'],
  on: {
    FINISH: { target: TO.done, actions: 'setExit' },
  },
});
