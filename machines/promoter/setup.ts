/**
 * The quick application's setup: where it starts (`initialContext`), its types, actors (every API call by its endpoint key, actors.ts, unprovided until
 * the route page provides `call`; the resend countdown child), actions (actions.ts), guards and delays, and the ids
 * of its top-level states (`TO`). The states (states/*.ts) use `promoterSetup.createStateConfig`.
 */
import { assign, setup } from 'xstate';
import { isValidCurp } from '../../src/domain/curp';
import { PATHS } from '../../src/paths';
import type { AlertEmitted, AlertsCleared } from '../shared/alerts';
import { unprovidedCall } from '../shared/call';
import { countdownMachine } from '../shared/countdown';
import { errorCode, errorStatus } from '../shared/errors';
import { estimateDelays } from '../shared/estimate';
import { newCallKeys } from '../shared/keys';
import { isCodeLimit, isWrongCode, refusalText } from '../shared/refusals';
import { promoterActions } from './actions';
import { promoterActors } from './actors';
import { detailCorrections } from './bodies';
import {
  activationCodeRule,
  canEstimate,
  EMPTY_DATA,
  EMPTY_FINISH,
  EMPTY_PRODUCT,
  normalizeData,
  validateConsent,
  validateData,
  validateFinish,
  validateProduct,
} from './form';
import * as M from './messages';
import { dataModeOf } from './rules';
import type {
  IsRegisteredOutput,
  PromoterContext,
  PromoterEvent,
  PromoterInput,
  PromoterOutput,
} from './types';

/** The machine's id: every state target below starts with it. */
export const PROMOTER_ID = 'promoter';

/** The top-level states as transition targets, written once. */
export const TO = {
  simulation: '#promoter.simulation',
  clientCheck: '#promoter.clientCheck',
  clientFound: '#promoter.clientCheck.found',
  data: '#promoter.data',
  product: '#promoter.product',
  savingDetails: '#promoter.product.savingDetails',
  consent: '#promoter.consent',
  deciding: '#promoter.deciding',
  preliminaryFailed: '#promoter.preliminaryFailed',
  finish: '#promoter.finish',
  confirmEmail: '#promoter.confirmEmail',
  activation: '#promoter.activation',
  result: '#promoter.result',
  done: '#promoter.done',
} as const satisfies Record<string, `#${typeof PROMOTER_ID}.${string}`>;

/** Where the flow starts: the promoter, their stores (the first chosen), a pick-up of an application. */
export function initialContext(input: PromoterInput): PromoterContext {
  const stores = input.stores ?? [];
  return {
    promoterId: input.promoterId ?? null,
    stores,
    storeId: stores[0]?.id ?? null,
    now: input.now ?? Date.now(),
    resendWaitSeconds: input.resendWaitSeconds ?? M.BUSINESS_RESEND_WAIT_SECONDS,
    checkPhone: '',
    checkError: null,
    clientKind: null,
    client: null,
    data: EMPTY_DATA,
    dataErrors: {},
    curpResponse: null,
    neighborhoods: [],
    product: EMPTY_PRODUCT,
    productErrors: {},
    consent: { nip: '', authorize: false, ownBehalf: false },
    consentErrors: {},
    application: input.pickUp ? { id: input.pickUp.applicationId, clientId: input.pickUp.clientId } : null,
    result: null,
    finish: EMPTY_FINISH,
    finishErrors: {},
    activationCode: '',
    codeError: null,
    shownCode: null,
    countdown: 0,
    estimate: null,
    keys: newCallKeys(),
  };
}

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
  actors: { ...promoterActors(unprovidedCall), countdown: countdownMachine },
  delays: { ...estimateDelays },
  actions: {
    ...promoterActions,
    /** A clean start (each simulation): what the host gave stays. */
    resetFlow: assign(({ context }) =>
      initialContext({
        promoterId: context.promoterId,
        stores: context.stores,
        now: context.now,
        resendWaitSeconds: context.resendWaitSeconds,
      }),
    ),
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
    isClientCheckRoute: ({ event }) => isRoute(event, PATHS.promoterQuickClientInfo),
    isDataRoute: ({ event }) => isRoute(event, PATHS.promoterQuickData),
    isStartRoute: ({ event }) => isRoute(event, PATHS.promoterQuick),
  },
});
