/**
 * The quick application's setup: actors (one per API call, typed from the contract; the host provides them),
 * named actions and guards, and the delays. The states (states/*.ts) use `promoterSetup.createStateConfig`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { isValidCurp } from '../../src/domain/curp';
import { pesosToCentavos } from '../../src/domain/money';
import { PATHS } from '../../src/paths';
import { ALERTS_CLEARED, type AlertEmitted, type AlertsCleared, errorAlert } from '../shared/alerts';
import { errorCode, errorStatus } from '../shared/errors';
import { postalCodeLookupMessage } from '../shared/postalCode';
import { isCodeLimit, isWrongCode, refusalText } from '../shared/refusals';
import { clientKindOf, dataModeOf, detailCorrections, fromClient, initialContext } from './context';
import {
  activationCodeRule,
  canEstimate,
  EMPTY_DATA,
  normalizeData,
  normalizeFinish,
  validateConsent,
  validateData,
  validateFinish,
  validateProduct,
} from './form';
import * as M from './messages';
import type {
  ClientCodeInput,
  ClientCodeOutput,
  CreateApplicationInput,
  CreateApplicationOutput,
  EstimateInput,
  EstimateOutput,
  IsRegisteredInput,
  IsRegisteredOutput,
  LookupCurpInput,
  LookupCurpOutput,
  LookupPostalCodeInput,
  LookupPostalCodeOutput,
  PreProcessInput,
  PreProcessOutput,
  ProcessInput,
  ProcessOutput,
  PromoterContext,
  PromoterEvent,
  PromoterInput,
  PromoterOutput,
  QuickApplicationInput,
  QuickApplicationOutput,
  ResendClientCodeOutput,
  ResendComplianceCodeInput,
  ResendComplianceCodeOutput,
  UpdateDetailsInput,
  UpdateDetailsOutput,
} from './types';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};

const alert = (message: string): AlertEmitted => errorAlert(message, M.ALERT_TIMER_ERROR_MS);
const isRoute = (event: PromoterEvent, route: string) =>
  event.type === 'ROUTE.CHANGED' && event.route === route;
type ErrorParams = { error: unknown };

export const promoterSetup = setup({
  types: {
    context: {} as PromoterContext,
    events: {} as PromoterEvent,
    input: {} as PromoterInput,
    output: {} as PromoterOutput,
    emitted: {} as AlertEmitted | AlertsCleared,
  },
  actors: {
    /** GET /clients/is-registered (by phone or e-mail). */
    isRegistered: fromPromise<IsRegisteredOutput, IsRegisteredInput>(notProvided('isRegistered')),
    /** GET /clients/curp/:curp. */
    lookupCurp: fromPromise<LookupCurpOutput, LookupCurpInput>(notProvided('lookupCurp')),
    /** GET /postal-codes/:code. */
    lookupPostalCode: fromPromise<LookupPostalCodeOutput, LookupPostalCodeInput>(
      notProvided('lookupPostalCode'),
    ),
    /** GET /applications/estimated-monthly-payment (500 ms after the last product change). */
    estimateMonthlyPayment: fromPromise<EstimateOutput, EstimateInput>(notProvided('estimateMonthlyPayment')),
    /** POST /applications (promoter variant): the customer's credit-check NIP goes by SMS. */
    createApplication: fromPromise<CreateApplicationOutput, CreateApplicationInput>(
      notProvided('createApplication'),
    ),
    /** POST /applications/:id/pre-process with the compliance code. */
    preProcess: fromPromise<PreProcessOutput, PreProcessInput>(notProvided('preProcess')),
    /** POST /applications/:id/resend-compliance-code: the customer's credit-check NIP again (90 s wait). */
    resendComplianceCode: fromPromise<ResendComplianceCodeOutput, ResendComplianceCodeInput>(
      notProvided('resendComplianceCode'),
    ),
    /** POST /applications/:id/update-details: the corrected CURP, address or e-mail of the promoter's client. */
    updateDetails: fromPromise<UpdateDetailsOutput, UpdateDetailsInput>(notProvided('updateDetails')),
    /** POST /promoters/quick-applications/:id. */
    submitQuickApplication: fromPromise<QuickApplicationOutput, QuickApplicationInput>(
      notProvided('submitQuickApplication'),
    ),
    /** GET /clients/:id/activation-code. */
    fetchClientCode: fromPromise<ClientCodeOutput, ClientCodeInput>(notProvided('fetchClientCode')),
    /** POST /clients/:id/resend-activation-code (90 s wait). */
    resendClientCode: fromPromise<ResendClientCodeOutput, ClientCodeInput>(notProvided('resendClientCode')),
    /** POST /applications/:id/process with the client's activation code. */
    processApplication: fromPromise<ProcessOutput, ProcessInput>(notProvided('processApplication')),
  },
  delays: { tick: M.COUNTDOWN_TICK_MS, debounce: M.ESTIMATE_DEBOUNCE_MS },
  actions: {
    /** Spec §4 simulation start: the host ends every customer session on the device (the promoter's stays). */
    endCustomerSession: () => {},
    dismissAlerts: emit(ALERTS_CLEARED),
    resetFlow: assign(({ context }) =>
      initialContext({
        promoterId: context.promoterId,
        stores: context.stores,
        now: context.now,
        resendWaitSeconds: context.resendWaitSeconds,
      }),
    ),
    setStore: assign(({ context, event }) => {
      const storeId = event.type === 'START' || event.type === 'STORE.CHANGE' ? event.storeId : undefined;
      return storeId && context.stores.some((s) => s.id === storeId) ? { storeId } : {};
    }),
    // Client check
    setCheckPhone: assign(({ event }) =>
      event.type === 'CHECK.CHANGE'
        ? { checkPhone: (event.phoneNumber ?? '').replace(/\D/g, '').slice(0, 10), checkError: null }
        : {},
    ),
    showCheckError: assign(({ context }) => ({
      checkError: validateData({ ...EMPTY_DATA, phoneNumber: context.checkPhone }, 'new').phoneNumber ?? null,
    })),
    setClient: assign((_, params: { output: IsRegisteredOutput }) => {
      const kind = clientKindOf(params.output);
      const client = kind === 'new' ? null : (params.output.client ?? null);
      return { clientKind: kind, client, checkError: null };
    }),
    /**
     * Back to the client check: the data step starts again from the (possibly other) client, and a new application
     * is created for it (one whose corrections update-details refused is left to expire unconsented).
     */
    clearData: assign({
      data: EMPTY_DATA,
      dataErrors: {},
      curpResponse: null,
      neighborhoods: [],
      application: null,
    }),
    clearClient: assign({ client: null, clientKind: null }),
    prepareData: assign(({ context }) => ({
      data: context.client ? fromClient(context.client) : { ...EMPTY_DATA, phoneNumber: context.checkPhone },
      dataErrors: {},
      curpResponse: null,
      neighborhoods: [],
    })),
    // Data step
    setData: assign(({ context, event }) => {
      if (event.type !== 'DATA.CHANGE') return {};
      const values = normalizeData(event.values ?? {});
      const changed = { ...context.data, ...values };
      const errors = { ...context.dataErrors };
      for (const field of Object.keys(values)) delete errors[field as keyof typeof errors];
      const curpChanged = values.curp !== undefined && values.curp !== context.data.curp;
      // The name comes from the CURP lookup (read-only): another CURP drops it for a new client.
      if (curpChanged && context.client === null) {
        return {
          data: { ...changed, name: '', firstSurname: '', secondSurname: '' },
          curpResponse: null,
          dataErrors: errors,
        };
      }
      const pcChanged = values.postalCode !== undefined && values.postalCode !== context.data.postalCode;
      return pcChanged
        ? { data: { ...changed, neighborhood: '' }, neighborhoods: [], dataErrors: errors }
        : { data: changed, dataErrors: errors };
    }),
    showDataErrors: assign(({ context }) => {
      const errors = validateData(context.data, dataModeOf(context.client));
      // The lookup's answer about this very code (a change of the code drops it) stays on 'Continuar'.
      const answer = context.dataErrors.postalCode;
      return { dataErrors: answer && !errors.postalCode ? { ...errors, postalCode: answer } : errors };
    }),
    /** `update-details` refused a correction as another account's: the CURP or the e-mail, under its field. */
    setDetailsConflict: assign(({ context }, params: ErrorParams) => ({
      dataErrors:
        errorCode(params.error) === 'CURP_TAKEN'
          ? { ...context.dataErrors, curp: M.CURP_TAKEN_MESSAGE }
          : { ...context.dataErrors, email: M.EMAIL_TAKEN_MESSAGE },
    })),
    fillFromCurp: assign(({ context }, params: { output: LookupCurpOutput }) => ({
      curpResponse: params.output,
      data: {
        ...context.data,
        name: params.output.name,
        firstSurname: params.output.firstSurname,
        secondSurname: params.output.secondSurname ?? '',
      },
    })),
    setCurpError: assign(({ context }, params: { message: string }) => ({
      dataErrors: { ...context.dataErrors, curp: params.message },
    })),
    setNeighborhoods: assign(({ context }, params: { output: LookupPostalCodeOutput }) => ({
      neighborhoods: params.output.postalCodes,
      data: {
        ...context.data,
        neighborhood:
          params.output.postalCodes.length === 1 ? (params.output.postalCodes[0]?.neighborhood ?? '') : '',
      },
    })),
    /** The lookup found nothing: 'No encontramos ese código postal…' for a 404, §8's generic text otherwise. */
    setPostalCodeError: assign(({ context }, params: ErrorParams) => ({
      dataErrors: { ...context.dataErrors, postalCode: postalCodeLookupMessage(params.error) },
    })),
    setPhoneTaken: assign(({ context }) => ({
      dataErrors: { ...context.dataErrors, phoneNumber: M.PHONE_TAKEN_MESSAGE },
    })),
    // Product
    setProduct: assign(({ context, event }) => {
      if (event.type !== 'PRODUCT.CHANGE') return {};
      const changes = event.values ?? {};
      const product = { ...context.product, ...changes };
      // A new amount resets the term (spec §5 product form).
      if (changes.creditAmount !== undefined && changes.requestedPeriod === undefined) {
        return { product: { ...product, requestedPeriod: '' }, productErrors: {}, estimate: null };
      }
      return { product, productErrors: {}, estimate: null };
    }),
    setEstimate: assign((_, params: { output: EstimateOutput }) => ({
      estimate: pesosToCentavos(params.output.estimatedMonthlyPayment),
    })),
    showProductErrors: assign(({ context }) => ({ productErrors: validateProduct(context.product) })),
    setApplication: assign(({ context }, params: { output: CreateApplicationOutput }) => ({
      application: { id: params.output.id, clientId: context.client?.id ?? null },
    })),
    // Consent
    setConsent: assign(({ context, event }) => {
      if (event.type !== 'CONSENT.CHANGE') return {};
      const values = { ...(event.values ?? {}) };
      if (values.nip !== undefined) values.nip = values.nip.replace(/\D/g, '').slice(0, 6);
      return { consent: { ...context.consent, ...values }, consentErrors: {} };
    }),
    showConsentErrors: assign(({ context }) => ({ consentErrors: validateConsent(context.consent) })),
    clearNip: assign(({ context }) => ({ consent: { ...context.consent, nip: '' } })),
    setResult: assign((_, params: { output: ProcessOutput }) => ({ result: params.output })),
    // Finish
    setFinish: assign(({ context, event }) => {
      if (event.type !== 'FINISH.CHANGE') return {};
      const values = normalizeFinish(event.values ?? {});
      const errors = { ...context.finishErrors };
      for (const field of Object.keys(values)) delete errors[field as keyof typeof errors];
      return { finish: { ...context.finish, ...values }, finishErrors: errors };
    }),
    showFinishErrors: assign(({ context }) => ({
      finishErrors: validateFinish(context.finish, context.now),
    })),
    setEmailTaken: assign(({ context }) => ({
      finishErrors: { ...context.finishErrors, email: M.EMAIL_TAKEN_MESSAGE },
    })),
    setClientId: assign(({ context }, params: { clientId: string | null }) =>
      context.application && params.clientId
        ? { application: { ...context.application, clientId: params.clientId } }
        : {},
    ),
    // Activation code
    setCode: assign(({ event }) =>
      event.type === 'CODE.CHANGE'
        ? { activationCode: (event.value ?? '').replace(/\D/g, '').slice(0, 4), codeError: null }
        : {},
    ),
    showCodeError: assign(({ context }) => ({ codeError: activationCodeRule(context.activationCode) })),
    clearCode: assign({ activationCode: '' }),
    setShownCode: assign((_, params: { output: ClientCodeOutput }) => ({
      shownCode: params.output.activationCode,
    })),
    startCountdown: assign(({ context }, params: { seconds?: number | undefined }) => ({
      countdown: Math.max(0, params.seconds ?? context.resendWaitSeconds),
      shownCode: null,
    })),
    tick: assign(({ context }) => ({ countdown: Math.max(0, context.countdown - 1) })),
    alert: emit((_, params: { message: string }) => alert(params.message)),
  },
  guards: {
    hasStore: ({ context }) => context.storeId !== null,
    /** Started from the promoter's list on an application waiting for the activation code. */
    isPickUp: ({ context }) => context.application !== null,
    isCheckPhoneValid: ({ context }) => /^\d{10}$/.test(context.checkPhone),
    isNewClient: ({ context }) => context.client === null,
    isDataValid: ({ context }) =>
      Object.keys(validateData(context.data, dataModeOf(context.client))).length === 0,
    /** The data step again after `update-details` was refused: the application exists, send the corrections. */
    isDataValidWithApplication: ({ context }) =>
      context.application !== null &&
      Object.keys(validateData(context.data, dataModeOf(context.client))).length === 0,
    /** An activated client, or one another promoter registered: the data on file cannot be changed here. */
    isReadOnlyClient: ({ context }) => dataModeOf(context.client) === 'readOnly',
    /** The promoter corrected the CURP, address or e-mail of a client she registered. */
    hasDetailCorrections: ({ context }) => detailCorrections(context) !== null,
    /** A new client's CURP just reached 18 characters: look it up (the name comes from it). */
    completesCurp: ({ context, event }) =>
      context.client === null &&
      event.type === 'DATA.CHANGE' &&
      event.values?.curp !== undefined &&
      isValidCurp(normalizeData(event.values).curp ?? '') &&
      normalizeData(event.values).curp !== context.data.curp,
    completesPostalCode: ({ context, event }) =>
      event.type === 'DATA.CHANGE' &&
      event.values?.postalCode !== undefined &&
      normalizeData(event.values).postalCode?.length === 5 &&
      normalizeData(event.values).postalCode !== context.data.postalCode,
    /** Spec §5: a new client's phone is checked when it reaches 10 digits. */
    completesPhone: ({ context, event }) =>
      context.client === null &&
      event.type === 'DATA.CHANGE' &&
      event.values?.phoneNumber !== undefined &&
      normalizeData(event.values).phoneNumber?.length === 10 &&
      normalizeData(event.values).phoneNumber !== context.data.phoneNumber,
    changesLookedUpField: ({ context, event }) => {
      if (event.type !== 'DATA.CHANGE') return false;
      const values = normalizeData(event.values ?? {});
      return (['curp', 'postalCode', 'phoneNumber'] as const).some(
        (field) => values[field] !== undefined && values[field] !== context.data[field],
      );
    },
    isRegistered: (_, params: { output: IsRegisteredOutput }) => params.output.isRegistered,
    /** The e-mail is another client's (a returning incomplete client may keep their own). */
    isEmailTakenByOther: ({ context }, params: { output: IsRegisteredOutput }) =>
      params.output.isRegistered && params.output.client?.id !== context.application?.clientId,
    isNotFound: (_, params: ErrorParams) => errorStatus(params.error) === 404,
    isConflict: (_, params: ErrorParams) => errorStatus(params.error) === 409,
    /** The customer's NIP refused as wrong: a 409 but an expired NIP (isRefusedWithMessage tells that one). */
    isWrongNip: (_, params: ErrorParams) => isWrongCode(params.error),
    /**
     * Refused for a reason the app words by its code (an expired or locked NIP, the tries of the day or of the
     * application used up): its own text (machines/shared/refusals.ts), never the server's message.
     */
    isRefusal: (_, params: ErrorParams) => refusalText(params.error) !== undefined,
    /** The NIP's budget of the day or of the application is used up: a resend gets its text, no countdown. */
    isCodeLimit: (_, params: ErrorParams) => isCodeLimit(params.error),
    isLimitExceeded: (_, params: ErrorParams) =>
      errorStatus(params.error) === 422 && errorCode(params.error) === 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED',
    isTooMany: (_, params: ErrorParams) => errorStatus(params.error) === 429,
    /** An amount within the product's bounds with an offered term (src/domain/terms bands). */
    canEstimate: ({ context }) => canEstimate(context.product),
    isProductValid: ({ context }) => Object.keys(validateProduct(context.product)).length === 0,
    isConsentValid: ({ context }) => Object.keys(validateConsent(context.consent)).length === 0,
    isFinishValid: ({ context }) => Object.keys(validateFinish(context.finish, context.now)).length === 0,
    /** REJECTED with an inactive client: the preliminary model failed. */
    isPreliminaryRejection: ({ context }) =>
      context.result?.status === 'REJECTED' && context.clientKind !== 'registered',
    passedPreliminaryModel: ({ context }) => context.result?.status === 'PASSED_PRELIMINARY_MODEL',
    isCodeValid: ({ context }) => activationCodeRule(context.activationCode) === null,
    isCountdownRunning: ({ context }) => context.countdown > 0,
    isLastSecond: ({ context }) => context.countdown <= 1,
    isClientCheckRoute: ({ event }) => isRoute(event, PATHS.promoterQuickClientInfo),
    isDataRoute: ({ event }) => isRoute(event, PATHS.promoterQuickData),
    isStartRoute: ({ event }) => isRoute(event, PATHS.promoterQuick),
  },
});
