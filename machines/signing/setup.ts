/**
 * The signing machine's setup: actors (one per API call, typed from the contract; the app provides them), named
 * actions and guards, and the delays (the profile poll, spec §9: 3000 ms; the PIN resend countdown tick). The
 * states (states/*.ts) are built with `signingSetup.createStateConfig`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { normalizeClabe, validateClabe, validateClabeConfirmation } from '../../src/domain/clabe';
import { fillPath, PATHS } from '../../src/paths';
import { ALERTS_CLEARED, type AlertEmitted, type AlertsCleared, errorAlert } from '../shared/alerts';
import { errorStatus } from '../shared/errors';
import { isCodeLimit, isWrongCode, refusalText } from '../shared/refusals';
import {
  CLABE_FAILED_MESSAGE,
  ERROR_ALERT_MS,
  LOAN_SIGNED_MESSAGE,
  NO_DATE_MESSAGE,
  PIN_LENGTH,
  PIN_RESEND_WAIT_SECONDS,
  POLL_MS,
  pinFailedMessage,
  RESEND_FAILED_MESSAGE,
  STORE_SIGNED_MESSAGE,
  SUCCESS_ALERT_MS,
  TICK_MS,
  WRONG_PIN_MESSAGE,
} from './messages';
import type {
  ApplicationIdInput,
  ApplicationsOutput,
  ClabeBody,
  ClabeErrors,
  ClabeOutput,
  ProductsOutput,
  ProfileOutput,
  SignatureCodeOutput,
  SignInput,
  SigningContext,
  SigningEvent,
  SigningInput,
  SigningOutput,
  SignOutput,
} from './types';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};

/** Statuses the signing screens work on (spec §4: the application must be APPROVED). */
const SIGNABLE = new Set(['APPROVED', 'VALIDATING_SIGNATURE']);
/** Statuses after the signature: only the payment table, the CLABE and the success screen remain. */
const SIGNED = new Set(['SIGNED', 'PAID', 'CONFIRMED']);

export function initialContext(input: SigningInput): SigningContext {
  return {
    applicationId: input.applicationId,
    routeParams: { applicationId: input.applicationId },
    requestedRoute: input.route,
    application: null,
    signedBefore: false,
    profile: null,
    creditAmount: null,
    products: [],
    selectedDate: input.selectedDate ?? null,
    pin: '',
    pinError: null,
    smsSent: false,
    countdown: 0,
    resendWaitSeconds: input.resendWaitSeconds ?? PIN_RESEND_WAIT_SECONDS,
    clabe: '',
    confirmation: '',
    clabeErrors: {},
    supportPhone: input.supportPhone ?? '',
  };
}

/** The route of a screen of this application. */
export const routeFor = (context: Pick<SigningContext, 'applicationId'>, path: string) =>
  fillPath(path, { applicationId: context.applicationId });

const routeIs = (context: SigningContext, route: string, path: string) =>
  route.replace(/\/+$/, '') === routeFor(context, path);
const eventRouteIs = (context: SigningContext, event: SigningEvent, path: string) =>
  event.type === 'ROUTE.CHANGED' && routeIs(context, event.route ?? '', path);

/** The chosen date, when it is one of the approved options. */
export function chosenProduct(context: Pick<SigningContext, 'products' | 'selectedDate'>) {
  return context.products.find((p) => p.firstPaymentDate === context.selectedDate) ?? null;
}

export function pinError(pin: string): string | null {
  if (pin === '') return 'El campo es requerido';
  if (pin.length < PIN_LENGTH) return `El campo debe tener al menos ${PIN_LENGTH} dígitos`;
  return null;
}

export function clabeErrorsOf(context: Pick<SigningContext, 'clabe' | 'confirmation'>): ClabeErrors {
  const errors: ClabeErrors = {};
  const clabe = validateClabe(context.clabe);
  const confirmation = validateClabeConfirmation(context.clabe, context.confirmation);
  if (clabe) errors.clabe = clabe;
  if (confirmation) errors.confirmation = confirmation;
  return errors;
}

const alert = (message: string): AlertEmitted => errorAlert(message, ERROR_ALERT_MS);
/** Whether `date` is the first payment date of one of the options. */
const isOffered = (products: SigningContext['products'], date: string | null) =>
  products.some((p) => p.firstPaymentDate === date);
const signatureStatus = (context: SigningContext) => context.profile?.contractSignatureStatus ?? null;

export const signingSetup = setup({
  types: {
    context: {} as SigningContext,
    events: {} as SigningEvent,
    input: {} as SigningInput,
    output: {} as SigningOutput,
    emitted: {} as AlertEmitted | AlertsCleared,
  },
  actors: {
    /** GET /applications: the client's applications and the profile. */
    loadApplications: fromPromise<ApplicationsOutput, void>(notProvided('loadApplications')),
    /** GET /applications/:id/approved-products-conditions. */
    loadProducts: fromPromise<ProductsOutput, ApplicationIdInput>(notProvided('loadProducts')),
    /** GET /clients/me: the profile poll while the signature is validated. */
    fetchProfile: fromPromise<ProfileOutput, void>(notProvided('fetchProfile')),
    /** POST /applications/:id/send-signature-code. */
    sendCode: fromPromise<SignatureCodeOutput, ApplicationIdInput>(notProvided('sendCode')),
    /** POST /applications/:id/resend-signature-code. */
    resendCode: fromPromise<SignatureCodeOutput, ApplicationIdInput>(notProvided('resendCode')),
    /** POST /applications/:id/sign. */
    sign: fromPromise<SignOutput, SignInput>(notProvided('sign')),
    /** PATCH /clients/interbank-code. */
    registerClabe: fromPromise<ClabeOutput, ClabeBody>(notProvided('registerClabe')),
  },
  delays: {
    poll: POLL_MS,
    tick: TICK_MS,
  },
  actions: {
    /** Provided by the app: PROFILE.UPDATED to the session (the fresher profile). */
    handOverProfile: (_, _params: { profile: ProfileOutput }) => {},
    dismissAlerts: emit(ALERTS_CLEARED),

    /**
     * The list brings a store purchase's options; a personal loan's come next (`loadProducts`), so its date chosen
     * before a reload is kept until they are there (`setProducts` checks it).
     */
    setApplications: assign(({ context }, params: { output: ApplicationsOutput }) => {
      const application = params.output.items.find((a) => a.id === context.applicationId) ?? null;
      const products = application?.approvedProducts ?? [];
      const offered = products.length === 0 || isOffered(products, context.selectedDate);
      return {
        application,
        signedBefore: application !== null && SIGNED.has(application.status),
        profile: params.output.profile,
        products,
        creditAmount: application?.creditAmount ?? null,
        selectedDate: offered ? context.selectedDate : null,
      };
    }),
    setProducts: assign(({ context }, params: { output: ProductsOutput }) => ({
      products: params.output.approvedProducts,
      creditAmount: params.output.creditAmount,
      selectedDate: isOffered(params.output.approvedProducts, context.selectedDate)
        ? context.selectedDate
        : null,
    })),
    setProfile: assign((_, params: { profile: ProfileOutput }) => ({ profile: params.profile })),

    selectTerm: assign(({ context, event }) => {
      if (event.type !== 'TERM.SELECT') return {};
      return isOffered(context.products, event.date) ? { selectedDate: event.date } : {};
    }),
    alertNoDate: emit(alert(NO_DATE_MESSAGE)),

    setPin: assign(({ event }) => {
      if (event.type !== 'PIN.CHANGE') return {};
      return { pin: (event.value ?? '').replace(/\D/g, '').slice(0, PIN_LENGTH), pinError: null };
    }),
    showPinError: assign(({ context }) => ({ pinError: pinError(context.pin) })),
    clearPin: assign({ pin: '', pinError: null }),
    setSms: assign(({ context }, params: { output: SignatureCodeOutput }) => ({
      smsSent: params.output.smsSent,
      countdown: Math.max(
        0,
        params.output.retryAfterSeconds ?? (params.output.smsSent ? context.resendWaitSeconds : 0),
      ),
    })),
    smsFailed: assign({ smsSent: false, countdown: 0 }),
    tick: assign(({ context }) => ({ countdown: Math.max(0, context.countdown - 1) })),
    alertWrongPin: emit(alert(WRONG_PIN_MESSAGE)),
    /** The app's text of a refusal it knows by its code (isRefusal), never the server's message. */
    alertRefusal: emit(({ context }, params: { error: unknown }) =>
      alert(refusalText(params.error, context.supportPhone) ?? pinFailedMessage(context.supportPhone)),
    ),
    alertPinFailed: emit(({ context }) => alert(pinFailedMessage(context.supportPhone))),
    alertResendFailed: emit(alert(RESEND_FAILED_MESSAGE)),
    markSigned: assign(({ context }, params: { output: SignOutput }) => ({
      application: context.application && {
        ...context.application,
        status: params.output.status,
        contractSignedAt: params.output.contractSignedAt,
        firstPaymentDate: params.output.firstPaymentDate,
      },
      pin: '',
    })),

    prefillClabe: assign(({ context }) => {
      const registered = context.profile?.interbankCode ?? '';
      return { clabe: registered, confirmation: registered, clabeErrors: {} };
    }),
    setClabeField: assign(({ context, event }) => {
      if (event.type !== 'CLABE.CHANGE') return {};
      const value = normalizeClabe(event.value ?? '')
        .replace(/\D/g, '')
        .slice(0, 18);
      const { [event.field]: _gone, ...rest } = context.clabeErrors;
      return { [event.field]: value, clabeErrors: rest };
    }),
    showClabeErrors: assign(({ context }) => ({ clabeErrors: clabeErrorsOf(context) })),
    setInterbankCode: assign(({ context }, params: { output: ClabeOutput }) => ({
      profile: context.profile && {
        ...context.profile,
        interbankCode: params.output.interbankCode,
        isInterbankCodeVerified: params.output.isInterbankCodeVerified,
      },
    })),
    alertClabeFailed: emit(alert(CLABE_FAILED_MESSAGE)),
    /** Spec §8 success messages: store purchase or personal loan. */
    alertSigned: emit(({ context }) => ({
      type: 'alert' as const,
      message: context.application?.type === 'STORE' ? STORE_SIGNED_MESSAGE : LOAN_SIGNED_MESSAGE,
      alertType: 'success' as const,
      timer: SUCCESS_ALERT_MS,
    })),
  },
  guards: {
    /** Not in the list, or in no status this flow works on: home (spec §2 "Signing flow" wrapper). */
    isGone: ({ context }) => {
      const status = context.application?.status;
      return status === undefined || (!SIGNABLE.has(status) && !SIGNED.has(status));
    },
    isSigned: ({ context }) => SIGNED.has(context.application?.status ?? ''),
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
    isSignedProfile: (_, params: { profile: ProfileOutput }) =>
      params.profile.contractSignatureStatus === 'SIGNED',
    isSignedProfileWithDate: ({ context }, params: { profile: ProfileOutput }) =>
      params.profile.contractSignatureStatus === 'SIGNED' && chosenProduct(context) !== null,
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

    isPinValid: ({ context }) => pinError(context.pin) === null,
    /** 409, except an expired PIN (a new one must be asked for: its own message, below). */
    isWrongPin: (_, params: { error: unknown }) => isWrongCode(params.error),
    /**
     * A refusal the app words by its code (an expired or locked PIN, the tries of the day or of the application
     * used up, another date than the contract's...): its own text, not the generic failure.
     */
    isRefusal: (_, params: { error: unknown }) => refusalText(params.error) !== undefined,
    /** The PIN's budget of the day or of the application is used up: no countdown, its text. */
    isCodeLimit: (_, params: { error: unknown }) => isCodeLimit(params.error),
    isTooEarly: (_, params: { error: unknown }) => errorStatus(params.error) === 429,
    hasWait: ({ context }) => context.countdown > 0,
    isLastSecond: ({ context }) => context.countdown <= 1,

    isClabeValid: ({ context }) => Object.keys(clabeErrorsOf(context)).length === 0,
  },
});
