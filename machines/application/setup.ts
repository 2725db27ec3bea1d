/**
 * Credit application machine: its types, its actors (actors.ts, one per API call, by endpoint key, typed with the
 * unprovided call: the app provides the real one), the resend countdown child, its actions (actions.ts), guards
 * and delays, and the targets its states move to. The states are in states/*.ts, the assembly in machine.ts.
 * Spec §2 "Credit application", §4 "Store application flow", §5, §6, §8, §9.
 */
import { setup } from 'xstate';
import type { canCreate } from '../../src/api/contract/applications';
import type { ResponseOf } from '../../src/api/contract/endpoint';
import { RESEND_WAIT_SECONDS } from '../../src/domain/timers';
import { PATHS } from '../../src/paths';
import type { AlertEmitted } from '../shared/alerts';
import { unprovidedCall } from '../shared/call';
import { countdownMachine } from '../shared/countdown';
import { errorCode, errorStatus } from '../shared/errors';
import { estimateDelays } from '../shared/estimate';
import { hasAnyError } from '../shared/form';
import { newCallKeys } from '../shared/keys';
import { isCodeLimit, isWrongCode, refusalText } from '../shared/refusals';
import { applicationActions } from './actions';
import { applicationActors } from './actors';
import {
  canEstimate,
  digitsUpTo,
  EMPTY_ADDRESS,
  EMPTY_CONSENT,
  EMPTY_EMPLOYMENT,
  EMPTY_PRODUCT,
  EMPTY_REFERENCES,
  validateAddress,
  validateConsent,
  validateEmployment,
  validateProduct,
  validateReferences,
} from './form';
import { isRouteTo, limitFor } from './rules';
import {
  type ApplicationContext,
  type ApplicationEvent,
  type ApplicationInput,
  type ApplicationOutput,
  type FormStep,
  type ProcessResult,
  STEP_INDEX,
  STEP_ROUTES,
} from './types';

/** The machine's id: every state target below is `#application.<state>`. */
export const APPLICATION_ID = 'application';

/** Where a transition goes, by state (one place for every `#application.…` target of states/*.ts). */
export const TO = {
  missingStore: '#application.missingStore',
  preparing: '#application.preparing',
  product: '#application.product',
  address: '#application.address',
  employment: '#application.employment',
  references: '#application.references',
  submission: '#application.submission',
  abandoned: '#application.abandoned',
  consent: '#application.consent',
  interestOffer: '#application.interestOffer',
  result: '#application.result',
  limitExceeded: '#application.limitExceeded',
  done: '#application.done',
} as const satisfies Record<string, `#${typeof APPLICATION_ID}.${string}`>;

/** Where the flow starts: the host's input (type, store, profile, a result to show), nothing typed yet. */
export function initialContext(input: ApplicationInput): ApplicationContext {
  return {
    applicationType: input.applicationType,
    storeId: input.applicationType === 'STORE' ? (input.storeId ?? null) : null,
    storeName: input.applicationType === 'STORE' ? (input.storeName ?? null) : null,
    promoterId: input.promoterId ?? null,
    utm: input.utm ?? null,
    profile: input.profile,
    promoterMode: input.promoterMode ?? false,
    supportPhone: input.supportPhone ?? '(555) 555-5555',
    now: input.now ?? Date.now(),
    resendWaitSeconds: input.resendWaitSeconds ?? RESEND_WAIT_SECONDS,
    balances: [],
    noInterestTerms: [],
    product: EMPTY_PRODUCT,
    productErrors: {},
    estimate: null,
    address: EMPTY_ADDRESS,
    addressErrors: {},
    lookup: null,
    employment: EMPTY_EMPLOYMENT,
    employmentErrors: {},
    references: EMPTY_REFERENCES,
    referenceErrors: {},
    furthest: 0,
    origin: 'product',
    applicationId: input.result?.id ?? null,
    keys: input.keys ?? newCallKeys(),
    submitted: false,
    consent: EMPTY_CONSENT,
    consentErrors: {},
    countdown: 0,
    result: input.result ?? null,
    cannotCreateReason: null,
    cannotCreateMessage: null,
    redirectTo: PATHS.home,
  };
}

export const applicationSetup = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as ApplicationInput,
    output: {} as ApplicationOutput,
    emitted: {} as AlertEmitted,
  },
  actors: {
    ...applicationActors(unprovidedCall),
    /** The NIP resend wait (machines/shared/countdown.ts). */
    countdown: countdownMachine,
  },
  delays: {
    ...estimateDelays,
    /** Zero: see states/missingStore.ts. */
    leave: 0,
  },
  actions: applicationActions,
  guards: {
    hasResult: ({ context }) => context.result !== null,
    isStoreWithoutStore: ({ context }) => context.applicationType === 'STORE' && !context.storeId,
    canCreateApplication: (_, params: { output: ResponseOf<typeof canCreate> }) =>
      params.output.canCreateApplication,
    hasCreditLimit: ({ context }) => context.profile.creditLimit > 0,
    isStore: ({ context }) => context.applicationType === 'STORE',

    canEstimate: ({ context }) => canEstimate(context.product, context.applicationType, limitFor(context)),
    isProductValid: ({ context }) =>
      !hasAnyError(validateProduct(context.product, context.applicationType, limitFor(context))),
    hasProfileData: ({ context }) => context.profile.hasAddress && context.profile.hasEmployment,
    completesPostalCode: ({ context, event }) =>
      event.type === 'ADDRESS.CHANGE' &&
      event.field === 'postalCode' &&
      digitsUpTo(event.value ?? '', 5).length === 5 &&
      digitsUpTo(event.value ?? '', 5) !== context.lookup?.postalCode,
    /** The postal code changed (the lookup of the code before, if one runs, answers for a code no longer typed). */
    changesPostalCode: ({ context, event }) =>
      event.type === 'ADDRESS.CHANGE' &&
      event.field === 'postalCode' &&
      digitsUpTo(event.value ?? '', 5) !== context.address.postalCode,
    isAddressValid: ({ context }) =>
      !hasAnyError(validateAddress(context.address, context.lookup, context.now)),
    isEmploymentValid: ({ context }) => !hasAnyError(validateEmployment(context.employment, context.now)),
    areReferencesValid: ({ context }) => !hasAnyError(validateReferences(context.references)),

    /** URL → machine: a form step, if it was reached and the application is not submitted yet. */
    isStepRoute: ({ context, event }, params: { step: FormStep }) =>
      isRouteTo(event, STEP_ROUTES[params.step]) &&
      context.furthest >= STEP_INDEX[params.step] &&
      (params.step === 'product' || !context.submitted),

    isSubmitted: ({ context }) => context.submitted,
    hasApplicationId: ({ context }) => context.applicationId !== null,
    isRejectedLimit: (_, params: { error: unknown }) =>
      errorCode(params.error) === 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED',
    isTooManyApplications: (_, params: { error: unknown }) => errorStatus(params.error) === 429,
    isUnprocessable: (_, params: { error: unknown }) => errorStatus(params.error) === 422,
    /** The server closed the application (not decided within 24 hours, or the client started another). */
    isAbandoned: (_, params: { error: unknown }) =>
      errorStatus(params.error) === 422 && errorCode(params.error) === 'APPLICATION_ABANDONED',
    isFromReferences: ({ context }) => context.origin === 'references',
    isProcessed: ({ context }) => context.result?.processedAt != null,
    isEligibleForInterest: ({ context }) => context.result?.status === 'ELEGIBLE_FOR_INTEREST_PAYMENTS',
    isFinalWithoutNip: ({ context }) =>
      context.result?.status === 'REJECTED' || context.result?.status === 'RETRY_PROCESSING_APPLICATION',
    isOutputEligibleForInterest: (_, params: { output: ProcessResult }) =>
      params.output.status === 'ELEGIBLE_FOR_INTEREST_PAYMENTS',

    isConsentValid: ({ context }) => !hasAnyError(validateConsent(context.consent)),
    /** 409, except an expired NIP (a new one must be asked for: isNipRefusedWithMessage). */
    isWrongNip: (_, params: { error: unknown }) => isWrongCode(params.error),
    /**
     * The NIP refused for a reason the app words by its code (expired, locked, the tries of the day or of the
     * application used up): its text, not the support text.
     */
    isNipRefusal: (_, params: { error: unknown }) => refusalText(params.error) !== undefined,
    /** The NIP's budget of the day or of the application is used up (a resend refused): its text. */
    isCodeLimit: (_, params: { error: unknown }) => isCodeLimit(params.error),
  },
});
