/**
 * Credit application machine: types, actors (one per API call, typed from the contract), guards, actions and
 * delays. The states are in states/*.ts, the assembly in machine.ts. Spec §2 "Credit application", §4 "Store
 * application flow", §5, §6, §8, §9.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type {
  acceptAsInterestPayments,
  canCreate,
  create,
  estimatedMonthlyPayment,
  processApplication,
  rejectNoInterestAsInterestPayments,
  resendComplianceCode,
  submit,
} from '../../src/api/contract/applications';
import type { lookupPostalCode, storeNoInterestPayments } from '../../src/api/contract/catalog';
import type { BodyOf, QueryOf, ResponseOf } from '../../src/api/contract/endpoint';
import type { balance } from '../../src/api/contract/payments';
import { pesosToCentavos } from '../../src/domain/money';
import { ALERT_TIMER_ERROR_MS, COUNTDOWN_TICK_MS, ESTIMATE_DEBOUNCE_MS } from '../../src/domain/timers';
import { PATHS } from '../../src/paths';
import { type AlertEmitted, errorAlert } from '../shared/alerts';
import { errorCode, errorStatus } from '../shared/errors';
import { withoutError } from '../shared/fields';
import { hasAnyError } from '../shared/form';
import { postalCodeLookupMessage } from '../shared/postalCode';
import { isCodeLimit, isWrongCode, refusalText } from '../shared/refusals';
import {
  type ApplicationContext,
  type ApplicationEvent,
  type ApplicationInput,
  type ApplicationOutput,
  type CreateBody,
  exitOf,
  type FormStep,
  isRouteTo,
  limitFor,
  type ProcessResult,
  STEP_INDEX,
  STEP_ROUTES,
} from './context';
import {
  digitsUpTo,
  type ReferenceField,
  validateAddress,
  validateConsent,
  validateEmployment,
  validateReferences,
} from './form';
import {
  CREATE_FAILED_MESSAGE,
  INTEREST_OFFER_FAILED_MESSAGE,
  MISSING_STORE_MESSAGE,
  nipFailedMessage,
  RESEND_FAILED_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
  WRONG_NIP_MESSAGE,
} from './messages';
import { canEstimate, currencyInput, EMPTY_PRODUCT, validateProduct } from './product';

export * from './context';

const alert = (message: string): AlertEmitted => errorAlert(message, ALERT_TIMER_ERROR_MS);

// ---------------------------------------------------------------------------------------------------------------
// Setup

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};

export const applicationSetup = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as ApplicationInput,
    output: {} as ApplicationOutput,
    emitted: {} as AlertEmitted,
  },
  actors: {
    /** GET /applications/can-create. */
    canCreate: fromPromise<ResponseOf<typeof canCreate>, QueryOf<typeof canCreate>>(notProvided('canCreate')),
    /** GET /applications/balance (the §6 cap when the profile has a limit). */
    loadBalances: fromPromise<ResponseOf<typeof balance>, void>(notProvided('loadBalances')),
    /** GET /business/stores/:storeId/no-interest-payments (MSI badge per period). */
    loadNoInterest: fromPromise<ResponseOf<typeof storeNoInterestPayments>, { storeId: string }>(
      notProvided('loadNoInterest'),
    ),
    /** GET /applications/estimated-monthly-payment. */
    estimate: fromPromise<
      ResponseOf<typeof estimatedMonthlyPayment>,
      QueryOf<typeof estimatedMonthlyPayment>
    >(notProvided('estimate')),
    /** GET /postal-codes/:code. */
    lookupPostalCode: fromPromise<ResponseOf<typeof lookupPostalCode>, { code: string }>(
      notProvided('lookupPostalCode'),
    ),
    /** POST /applications. */
    createApplication: fromPromise<ResponseOf<typeof create>, CreateBody>(notProvided('createApplication')),
    /** POST /applications/:id/submit. */
    submitApplication: fromPromise<ResponseOf<typeof submit>, { id: string; body: BodyOf<typeof submit> }>(
      notProvided('submitApplication'),
    ),
    /** POST /applications/:id/resend-compliance-code. */
    resendCode: fromPromise<ResponseOf<typeof resendComplianceCode>, { id: string }>(
      notProvided('resendCode'),
    ),
    /** POST /applications/:id/process with the NIP. */
    processApplication: fromPromise<
      ResponseOf<typeof processApplication>,
      { id: string; complianceCode: string }
    >(notProvided('processApplication')),
    /** POST /applications/:id/accept-as-interest-payments. */
    acceptInterest: fromPromise<
      ResponseOf<typeof acceptAsInterestPayments>,
      { id: string; storeId: string | null }
    >(notProvided('acceptInterest')),
    /** POST /applications/:id/reject-no-interest-as-interest-payments. */
    rejectInterest: fromPromise<ResponseOf<typeof rejectNoInterestAsInterestPayments>, { id: string }>(
      notProvided('rejectInterest'),
    ),
  },
  delays: {
    debounce: ESTIMATE_DEBOUNCE_MS,
    tick: COUNTDOWN_TICK_MS,
    /** Zero: see states/missingStore.ts. */
    leave: 0,
  },
  actions: {
    alertMissingStore: emit(alert(MISSING_STORE_MESSAGE)),
    alertCreateFailed: emit(alert(CREATE_FAILED_MESSAGE)),
    alertSubmitFailed: emit(alert(SUBMIT_FAILED_MESSAGE)),
    /** A refused NIP (isNipRefusal) or a NIP budget used up: the app's text for its code, never the server's. */
    alertRefusal: emit(({ context }, params: { error: unknown }) =>
      alert(refusalText(params.error, context.supportPhone) ?? nipFailedMessage(context.supportPhone)),
    ),
    /** A 422 of the creation: the server's Spanish text (e.g. the available limit with its figure), else §8's. */
    alertServerMessage: emit((_, params: { error: unknown }) => {
      const error = params.error as {
        body?: { message?: unknown } | null;
        data?: { message?: unknown } | null;
      };
      const message = error?.body?.message ?? error?.data?.message;
      return alert(typeof message === 'string' && message !== '' ? message : CREATE_FAILED_MESSAGE);
    }),
    alertResendFailed: emit(alert(RESEND_FAILED_MESSAGE)),
    alertWrongNip: emit(alert(WRONG_NIP_MESSAGE)),
    alertNipFailed: emit(({ context }) => alert(nipFailedMessage(context.supportPhone))),
    alertOfferFailed: emit(alert(INTEREST_OFFER_FAILED_MESSAGE)),

    setCannotCreate: assign(
      (_, params: { reason: string | null | undefined; message?: string | undefined }) => ({
        cannotCreateReason: params.reason ?? 'UNKNOWN',
        cannotCreateMessage: params.message ?? null,
      }),
    ),
    setBalances: assign((_, params: { output: ResponseOf<typeof balance> }) => ({
      balances: params.output.balances.map((b) => ({
        overdueBalance: b.creditBalance.currentMonthsBalance.overdueBalance,
        currentBalance: b.creditBalance.currentMonthsBalance.currentBalance,
      })),
    })),
    setNoInterest: assign((_, params: { output: ResponseOf<typeof storeNoInterestPayments> }) => ({
      noInterestTerms: params.output.noInterestPayments.filter((o) => o.active).map((o) => o.productPeriod),
    })),

    // Product
    setProductField: assign(({ context, event }) => {
      if (event.type !== 'PRODUCT.CHANGE') return {};
      const value = currencyInput(event.value ?? '');
      const product = { ...context.product, [event.field]: value };
      // Spec §5: amount changes reset the term (to the default) and the estimate.
      if (event.field === 'amount') product.term = EMPTY_PRODUCT.term;
      return {
        product,
        estimate: null,
        productErrors: withoutError(context.productErrors, event.field),
      };
    }),
    setTerm: assign(({ context, event }) => {
      if (event.type !== 'TERM.SELECT') return {};
      return {
        product: { ...context.product, term: event.term ?? context.product.term },
        estimate: null,
        productErrors: withoutError(context.productErrors, 'term'),
      };
    }),
    setEstimate: assign((_, params: { pesos: number }) => ({ estimate: pesosToCentavos(params.pesos) })),
    showProductErrors: assign(({ context }) => ({
      productErrors: validateProduct(context.product, context.applicationType, limitFor(context)),
    })),
    fromProduct: assign({ origin: 'product' as const, productErrors: {} }),

    // Address
    setAddressField: assign(({ context, event }) => {
      if (event.type !== 'ADDRESS.CHANGE') return {};
      const value = event.field === 'postalCode' ? digitsUpTo(event.value ?? '', 5) : (event.value ?? '');
      const address = { ...context.address, [event.field]: value };
      const changedCode = event.field === 'postalCode' && value !== context.lookup?.postalCode;
      if (changedCode) address.neighborhood = '';
      return {
        address,
        lookup: changedCode ? null : context.lookup,
        addressErrors: withoutError(context.addressErrors, event.field),
      };
    }),
    setLookup: assign(({ context }, params: { output: ResponseOf<typeof lookupPostalCode> }) => {
      const [first] = params.output.postalCodes;
      const neighborhoods = params.output.postalCodes.map((p) => p.neighborhood);
      return {
        lookup: {
          postalCode: context.address.postalCode,
          municipality: first?.municipality ?? '',
          city: first?.city ?? '',
          state: first?.state ?? '',
          neighborhoods,
        },
        address: {
          ...context.address,
          neighborhood: neighborhoods.length === 1 ? (neighborhoods[0] ?? '') : '',
        },
      };
    }),
    /** The lookup found nothing: 'No encontramos ese código postal…' for a 404, §8's generic text otherwise. */
    rejectPostalCode: assign(({ context }, params: { error: unknown }) => ({
      lookup: null,
      addressErrors: {
        ...context.addressErrors,
        postalCode: validateAddress(context.address, null, 0, postalCodeLookupMessage(params.error))
          .postalCode,
      },
    })),
    /** A lookup's answer about this very code (any change of the code drops it) stays on 'Continuar'. */
    showAddressErrors: assign(({ context }) => ({
      addressErrors: validateAddress(
        context.address,
        context.lookup,
        context.now,
        context.addressErrors.postalCode,
      ),
    })),

    // Employment
    setEmploymentField: assign(({ context, event }) => {
      if (event.type !== 'EMPLOYMENT.CHANGE') return {};
      return {
        employment: { ...context.employment, [event.field]: event.value ?? '' },
        employmentErrors: withoutError(context.employmentErrors, event.field),
      };
    }),
    showEmploymentErrors: assign(({ context }) => ({
      employmentErrors: validateEmployment(context.employment, context.now),
    })),

    // References
    setReference: assign(({ context, event }) => {
      if (event.type !== 'REFERENCE.CHANGE') return {};
      const value = event.field === 'phoneNumber' ? digitsUpTo(event.value ?? '', 10) : (event.value ?? '');
      const references = context.references.map((r, i) =>
        i === event.index ? { ...r, [event.field]: value } : r,
      );
      return {
        references,
        referenceErrors: withoutError(
          context.referenceErrors,
          `${event.index}.${event.field}` as ReferenceField,
        ),
      };
    }),
    showReferenceErrors: assign(({ context }) => ({
      referenceErrors: validateReferences(context.references),
    })),
    fromReferences: assign({ origin: 'references' as const, referenceErrors: {} }),

    reach: assign(({ context }, params: { step: FormStep }) => ({
      furthest: Math.max(context.furthest, STEP_INDEX[params.step]),
    })),

    // Submission
    setApplicationId: assign((_, params: { id: string }) => ({ applicationId: params.id })),
    setResult: assign(({ context }, params: { output: ProcessResult }) => ({
      result: {
        id: params.output.id || context.applicationId || '',
        status: params.output.status,
        processedAt: params.output.processedAt,
        rejectionReason: params.output.rejectionReason,
        overdueAccounts: params.output.overdueAccounts,
      },
    })),
    markSubmitted: assign({ submitted: true }),

    // Consent
    setConsentField: assign(({ context, event }) => {
      if (event.type !== 'CONSENT.CHANGE') return {};
      const value =
        event.field === 'nip'
          ? digitsUpTo(String(event.value), 6)
          : event.value === true || event.value === 'true';
      return {
        consent: { ...context.consent, [event.field]: value },
        consentErrors: withoutError(context.consentErrors, event.field),
      };
    }),
    showConsentErrors: assign(({ context }) => ({ consentErrors: validateConsent(context.consent) })),
    clearNip: assign(({ context }) => ({ consent: { ...context.consent, nip: '' } })),
    startCountdown: assign(({ context }) => ({ countdown: context.resendWaitSeconds })),
    clearCountdown: assign({ countdown: 0 }),
    tick: assign(({ context }) => ({ countdown: Math.max(0, context.countdown - 1) })),

    setExit: assign(({ context }) => ({ redirectTo: exitOf(context) })),
    setHomeExit: assign({ redirectTo: PATHS.home }),
  },
  guards: {
    hasResult: ({ context }) => context.result !== null,
    isStoreWithoutStore: ({ context }) => context.applicationType === 'STORE' && !context.storeId,
    canCreateApplication: (_, params: { output: ResponseOf<typeof canCreate> }) =>
      params.output.canCreateApplication,
    hasCreditLimit: ({ context }) => context.profile.creditLimit > 0,
    isStore: ({ context }) => context.applicationType === 'STORE',

    canEstimate: ({ context }) => canEstimate(context.product, context.applicationType),
    isProductValid: ({ context }) =>
      !hasAnyError(validateProduct(context.product, context.applicationType, limitFor(context))),
    hasProfileData: ({ context }) => context.profile.hasAddress && context.profile.hasEmployment,
    completesPostalCode: ({ context, event }) =>
      event.type === 'ADDRESS.CHANGE' &&
      event.field === 'postalCode' &&
      digitsUpTo(event.value ?? '', 5).length === 5 &&
      digitsUpTo(event.value ?? '', 5) !== context.lookup?.postalCode,
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
    isCountdownRunning: ({ context }) => context.countdown > 0,
    isLastSecond: ({ context }) => context.countdown <= 1,
  },
});
