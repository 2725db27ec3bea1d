/**
 * The two result screens in promoter mode (spec §2: they reuse the credit application's result screen): the failed
 * preliminary model (/promotor/modelo-preliminar-fallido) and the decision (/promotor/resultado). 'Finalizar'
 * ends the flow: the draft is removed and the promoter goes back to /promotor.
 */
import { PATHS } from '../../../src/paths';
import { promoterSetup, TO } from '../setup';

export const preliminaryFailed = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterPreliminaryFailed },
  on: { FINISH: { target: TO.done } },
});

export const result = promoterSetup.createStateConfig({
  meta: { route: PATHS.promoterResult },
  on: { FINISH: { target: TO.done } },
});

export const done = promoterSetup.createStateConfig({
  type: 'final',
  description: 'Back to /promotor; the host removes pendingPromoterApplication.',
});
