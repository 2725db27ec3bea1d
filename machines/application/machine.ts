/**
 * Credit application machine (assembly only; see setup.ts and states/*.ts).
 *
 *   start ─[result]─▶ result │ [STORE without store]─▶ done (alert, /) │ preparing
 *   preparing: can-create ─[no]─▶ limitExceeded │ balances (limit > 0) │ store MSI periods ─▶ product
 *   product (/aplicacion-credito) ─change─▶ settling ─▶ debouncing ─500 ms─▶ estimating ─▶ editing
 *     PRODUCT.SUBMIT [valid] ─▶ submission
 *   submission: submitted ─▶ resend NIP ─▶ consent │ created ─▶ submit │ profile data or references ─▶ create
 *     ─▶ submit ─▶ deciding (processed: interest offer | result; REJECTED/RETRY: result; else consent)
 *     │ no profile data ─▶ address (/info-domicilio) ─▶ employment (/info-empleo) ─▶ references ─▶ submission
 *   consent (/permisos) ∥ resend countdown (child) ─NIP─▶ process ─▶ interestOffer | result (409: wrong NIP)
 *   interestOffer ─accept/decline─▶ result ─FINISH─▶ done
 *   submit, NIP or resend answered 422 APPLICATION_ABANDONED ─▶ abandoned (alert, forget the application and its
 *     keys) ─▶ the form the submission started from: 'Continuar' creates a new application
 */

import { applicationAtlas } from './atlas';
import { APPLICATION_ID, applicationSetup, initialContext } from './setup';
import { abandoned } from './states/abandoned';
import { address } from './states/address';
import { consent } from './states/consent';
import { done } from './states/done';
import { employment } from './states/employment';
import { interestOffer } from './states/interestOffer';
import { limitExceeded } from './states/limitExceeded';
import { missingStore } from './states/missingStore';
import { preparing } from './states/preparing';
import { product } from './states/product';
import { references } from './states/references';
import { result } from './states/result';
import { start } from './states/start';
import { submission } from './states/submission';

export const applicationMachine = applicationSetup.createMachine({
  id: APPLICATION_ID,
  meta: { atlas: applicationAtlas },
  context: ({ input }) => initialContext(input),
  initial: 'start',
  states: {
    start,
    missingStore,
    preparing,
    product,
    address,
    employment,
    references,
    submission,
    abandoned,
    consent,
    interestOffer,
    result,
    limitExceeded,
    done,
  },
  output: ({ context }) => ({ redirectTo: context.redirectTo }),
});

export type ApplicationMachine = typeof applicationMachine;
