/**
 * The signing machine's setup: its id, the targets of its states (`TO`), where it starts (`initialContext`) and
 * the one setup object (`signingSetup`): its types, its actors (the API calls by endpoint key, actors.ts,
 * unprovided until the app or a test provides `call`; the shared resend countdown), its actions (actions.ts), the
 * guards and the delays (the profile poll, spec §9: 3000 ms). The states (states/*.ts) are built with
 * `signingSetup.createStateConfig` and name their targets by `TO`.
 */

import { setup } from 'xstate';
import { PATHS } from '../../src/paths';
import type { AlertEmitted, AlertsCleared } from '../shared/alerts';
import { unprovidedCall } from '../shared/call';
import { countdownMachine } from '../shared/countdown';
import { errorStatus } from '../shared/errors';
import { newCallKeys } from '../shared/keys';
import { isCodeLimit, isWrongCode, refusalText } from '../shared/refusals';
import { signingActions } from './actions';
import { signingActors } from './actors';
import { clabeErrorsOf, nipError } from './form';
import { NIP_RESEND_WAIT_SECONDS, POLL_MS } from './messages';
import {
  chosenProduct,
  isSignedProfile,
  routeIs,
  SIGNABLE,
  SIGNED,
  signatureStatus,
  signedInList,
} from './rules';
import type {
  ApplicationsOutput,
  ProfileOutput,
  SigningContext,
  SigningEvent,
  SigningInput,
  SigningOutput,
} from './types';

/** The machine's id: every absolute target below starts with it. */
export const SIGNING_ID = 'signing';

/** The absolute targets the states share, written once. */
export const TO = {
  checking: '#signing.checking',
  chooseTerm: '#signing.chooseTerm',
  contract: '#signing.contract',
  contractValidating: '#signing.contract.validating',
  contractInvalid: '#signing.contract.invalid',
  acceptTerms: '#signing.acceptTerms',
  paymentTable: '#signing.paymentTable',
  success: '#signing.success',
} as const satisfies Record<string, `#${typeof SIGNING_ID}.${string}`>;

/** Where the flow starts: the application of the URL, the term chosen before a reload, nothing typed yet. */
export function initialContext(input: SigningInput): SigningContext {
  return {
    applicationId: input.applicationId,
    keys: newCallKeys(),
    routeParams: { applicationId: input.applicationId },
    requestedRoute: input.route,
    application: null,
    signedBefore: false,
    profile: null,
    creditAmount: null,
    products: [],
    selectedDate: input.selectedDate ?? null,
    nip: '',
    nipError: null,
    smsSent: false,
    countdown: 0,
    resendWaitSeconds: input.resendWaitSeconds ?? NIP_RESEND_WAIT_SECONDS,
    clabe: '',
    confirmation: '',
    clabeErrors: {},
    supportPhone: input.supportPhone ?? '',
  };
}

const eventRouteIs = (context: SigningContext, event: SigningEvent, path: string) =>
  event.type === 'ROUTE.CHANGED' && routeIs(context, event.route ?? '', path);

export const signingSetup = setup({
  types: {
    context: {} as SigningContext,
    events: {} as SigningEvent,
    input: {} as SigningInput,
    output: {} as SigningOutput,
    emitted: {} as AlertEmitted | AlertsCleared,
  },
  actors: {
    ...signingActors(unprovidedCall),
    /** The PIN's resend wait (machines/shared/countdown.ts). */
    countdown: countdownMachine,
  },
  actions: signingActions,
  delays: {
    poll: POLL_MS,
  },
  guards: {
    /** Not in the list, or in no status this flow works on: home (spec §2 "Signing flow" wrapper). */
    isGone: ({ context }) => {
      const status = context.application?.status;
      return status === undefined || (!SIGNABLE.has(status) && !SIGNED.has(status));
    },
    isSigned: ({ context }) => SIGNED.has(context.application?.status ?? ''),
    /** The list shows this application signed (a signature whose answer was lost went through). */
    isSignedInList: ({ context }, params: { output: ApplicationsOutput }) =>
      signedInList(context, params.output) !== null,
    requestsTable: ({ context }) => routeIs(context, context.requestedRoute, PATHS.signingPaymentTable),
    requestsClabe: ({ context }) => routeIs(context, context.requestedRoute, PATHS.signingClabe),
    requestsSuccess: ({ context }) => routeIs(context, context.requestedRoute, PATHS.signingSuccess),
    isValidating: ({ context }) =>
      context.application?.status === 'VALIDATING_SIGNATURE' || signatureStatus(context) === 'VALIDATING',
    /** Spec §4 "Choose terms": no store and no CLABE → the CLABE step first. */
    needsClabeFirst: ({ context }) =>
      context.application !== null && context.application.storeId === null && !context.profile?.interbankCode,
    hasNoProducts: ({ context }) => context.products.length === 0,
    canResumeTerms: ({ context }) =>
      routeIs(context, context.requestedRoute, PATHS.signingAcceptTerms) &&
      chosenProduct(context) !== null &&
      signatureStatus(context) === 'SIGNED',
    canResumeContract: ({ context }) =>
      routeIs(context, context.requestedRoute, PATHS.signing) && chosenProduct(context) !== null,

    hasNoDate: ({ context }) => chosenProduct(context) === null,
    isContractSigned: ({ context }) => signatureStatus(context) === 'SIGNED',
    isInvalidSignature: ({ context }) => signatureStatus(context) === 'INVALID_SIGNATURE',
    isSignedProfile: (_, params: { profile: ProfileOutput }) => isSignedProfile(params.profile),
    isSignedProfileWithDate: ({ context }, params: { profile: ProfileOutput }) =>
      isSignedProfile(params.profile) && chosenProduct(context) !== null,
    isInvalidProfile: (_, params: { profile: ProfileOutput }) =>
      params.profile.contractSignatureStatus === 'INVALID_SIGNATURE',

    isChooseTermRoute: ({ context, event }) => eventRouteIs(context, event, PATHS.signingChooseTerm),
    /** Forward to the CLABE from the table: only right after signing, never for an application signed before. */
    canGoToClabe: ({ context, event }) =>
      !context.signedBefore && eventRouteIs(context, event, PATHS.signingClabe),
    /** Signed before this visit: its CLABE step is behind it (the success screen follows the table). */
    wasSignedBefore: ({ context }) => context.signedBefore,
    canGoToContract: ({ context, event }) =>
      eventRouteIs(context, event, PATHS.signing) && chosenProduct(context) !== null,
    canGoToTerms: ({ context, event }) =>
      eventRouteIs(context, event, PATHS.signingAcceptTerms) &&
      chosenProduct(context) !== null &&
      signatureStatus(context) === 'SIGNED',

    isNipValid: ({ context }) => nipError(context.nip) === null,
    /** 409, except an expired PIN (a new one must be asked for: its own message, below). */
    isWrongNip: (_, params: { error: unknown }) => isWrongCode(params.error),
    /**
     * A refusal the app words by its code (an expired or locked PIN, the tries of the day or of the application
     * used up, another date than the contract's...): its own text, not the generic failure.
     */
    isRefusal: (_, params: { error: unknown }) => refusalText(params.error) !== undefined,
    /** The PIN's budget of the day or of the application is used up: no countdown, its text. */
    isCodeLimit: (_, params: { error: unknown }) => isCodeLimit(params.error),
    isTooEarly: (_, params: { error: unknown }) => errorStatus(params.error) === 429,
    hasWait: ({ context }) => context.countdown > 0,

    isClabeValid: ({ context }) => Object.keys(clabeErrorsOf(context)).length === 0,
  },
});
