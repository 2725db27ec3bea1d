/**
 * The signing machine, assembled (spec §2 "Signing flow", §3, §4 "Home tracker" and "Signing", §5, §8, §9): term
 * selection, the contract with the e-signature widget and the profile poll, the terms with the signing PIN, the
 * payment table, the CLABE account and the success screen. Each top-level state lives in states/<name>.ts, the
 * actors in actors.ts (by endpoint key), the setup object, its guards, targets and starting context in setup.ts,
 * the actions in actions.ts, the PIN and CLABE rules in form.ts, the other rules in rules.ts, the request bodies
 * in bodies.ts, what each screen shows in view.ts. See docs/architecture.md "One house for every flow".
 *
 * Pure: the app provides `call` to the actors (`signingActors(services.call)`) and `handOverProfile`
 * (PROFILE.UPDATED to the session). The flow always opens by loading the applications and reconciling the requested URL with the server's data, so a
 * reload of any screen lands back on it (the poll restarts by itself) without a draft in local storage.
 */
import { PATHS } from '../../src/paths';
import { signingAtlas } from './atlas';
import { initialContext, SIGNING_ID, signingSetup } from './setup';
import { acceptTerms } from './states/acceptTerms';
import { chooseTerm } from './states/chooseTerm';
import { clabe, clabeFirst } from './states/clabe';
import { contract } from './states/contract';
import { checking, entering, loadFailed, loading, loadingProducts, resumingSigned } from './states/loading';
import { paymentTable } from './states/paymentTable';
import { success, toHome } from './states/success';

export const signingMachine = signingSetup.createMachine({
  id: SIGNING_ID,
  meta: { atlas: signingAtlas },
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading,
    loadFailed,
    checking,
    resumingSigned,
    loadingProducts,
    entering,
    clabeFirst,
    chooseTerm,
    contract,
    acceptTerms,
    paymentTable,
    clabe,
    success,
    toHome,
  },
  output: () => ({ redirectTo: PATHS.home }),
});

export type SigningMachine = typeof signingMachine;
