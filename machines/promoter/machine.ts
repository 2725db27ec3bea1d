/**
 * The promoter's quick application, assembled (spec §2 "Promoter area", §3, §4 "Promoter flow", §5, §8, §9). Each
 * top-level state lives in states/<name>.ts, the actors, actions and guards in setup.ts, what each screen shows
 * in view.ts. See docs/architecture.md "One house for every flow" and docs/flows.md "Promoter".
 *
 * simulation ─START─▶ clientCheck ─CONTINUE─▶ data ─▶ product (create) ─▶ consent (pre-process) ─▶ deciding
 *   deciding: REJECTED + inactive client ─▶ preliminaryFailed | PASSED_PRELIMINARY_MODEL ─▶ finish | else ─▶ result
 *   finish (quick application) ─▶ confirmEmail ─▶ activation (process) ─▶ result ─FINISH─▶ done (/promotor)
 *
 * Pure: the host provides `call` to the actors (actors.ts, by endpoint key) and `endCustomerSession`, persists
 * resting snapshots under `pendingPromoterApplication` and sends RESUME after a restore (the resend countdown
 * restarts from what is left).
 */
import { PATHS } from '../../src/paths';
import { promoterAtlas } from './atlas';
import { initialContext, PROMOTER_ID, promoterSetup } from './setup';
import { activation } from './states/activation';
import { clientCheck } from './states/clientCheck';
import { consent, deciding } from './states/consent';
import { data } from './states/data';
import { confirmEmail, finish } from './states/finish';
import { product } from './states/product';
import { done, preliminaryFailed, result } from './states/results';
import { simulation, start } from './states/simulation';

export const promoterMachine = promoterSetup.createMachine({
  id: PROMOTER_ID,
  meta: { atlas: promoterAtlas },
  context: ({ input }) => initialContext(input),
  initial: 'start',
  states: {
    start,
    simulation,
    clientCheck,
    data,
    product,
    consent,
    deciding,
    preliminaryFailed,
    finish,
    confirmEmail,
    activation,
    result,
    done,
  },
  output: () => ({ redirectTo: PATHS.promoter }),
});

export type PromoterMachine = typeof promoterMachine;
