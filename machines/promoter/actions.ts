/**
 * The quick application's named actions (spec §4 "Promoter flow", §5 forms, §8 texts): pure assignments of the
 * context and the alerts the flow emits. `setup.ts` lists them; the states name them.
 */
import { actionsOf } from '../shared/actions';
import { ALERTS_CLEARED, type AlertEmitted, type AlertsCleared, errorAlert } from '../shared/alerts';
import { errorCode } from '../shared/errors';
import { estimateActions } from '../shared/estimate';
import { afterAnswer } from '../shared/keys';
import { postalCodeLookupMessage } from '../shared/postalCode';
import { countdownActions } from '../shared/resend';
import {
  activationCodeRule,
  EMPTY_DATA,
  normalizeData,
  normalizeFinish,
  validateConsent,
  validateData,
  validateFinish,
  validateProduct,
} from './form';
import * as M from './messages';
import { clientKindOf, dataModeOf, fromClient } from './rules';
import type {
  ClientCodeOutput,
  CreateApplicationOutput,
  IsRegisteredOutput,
  LookupCurpOutput,
  LookupPostalCodeOutput,
  ProcessOutput,
  PromoterContext,
  PromoterEvent,
} from './types';

type ErrorParams = { error: unknown };

const { set, say } = actionsOf<PromoterContext, PromoterEvent, AlertEmitted | AlertsCleared>();

export const promoterActions = {
  /** Spec §4 simulation start: the host ends every customer session on the device (the promoter's stays). */
  endCustomerSession: () => {},
  dismissAlerts: say(ALERTS_CLEARED),
  /**
   * The exit of a keyed call's state (machines/shared/keys.ts; the invoke's id is its endpoint key): left on the
   * call's answer, its operation moves to the next turn unless the outcome is unknown (no answer, 5xx, 409 in use:
   * pressing again sends the same key); left any other way there was no answer, and the key stays.
   */
  keyAnswered: set(({ context, event }, params: { endpoint: string; scoped: boolean }) => {
    const done = event.type === `xstate.done.actor.${params.endpoint}`;
    const failed = event.type === `xstate.error.actor.${params.endpoint}`;
    if (!done && !failed) return {};
    const scope = params.scoped ? (context.application?.id ?? null) : null;
    const error = failed ? (event as unknown as { error: unknown }).error : undefined;
    return { keys: afterAnswer(context.keys, params.endpoint, scope, error) };
  }),
  setStore: set(({ context, event }) => {
    const storeId = event.type === 'START' || event.type === 'STORE.CHANGE' ? event.storeId : undefined;
    return storeId && context.stores.some((s) => s.id === storeId) ? { storeId } : {};
  }),
  // Client check
  setCheckPhone: set(({ event }) =>
    event.type === 'CHECK.CHANGE'
      ? { checkPhone: (event.phoneNumber ?? '').replace(/\D/g, '').slice(0, 10), checkError: null }
      : {},
  ),
  showCheckError: set(({ context }) => ({
    checkError: validateData({ ...EMPTY_DATA, phoneNumber: context.checkPhone }, 'new').phoneNumber ?? null,
  })),
  setClient: set((_, params: { output: IsRegisteredOutput }) => {
    const kind = clientKindOf(params.output);
    const client = kind === 'new' ? null : (params.output.client ?? null);
    return { clientKind: kind, client, checkError: null };
  }),
  /**
   * Back to the client check: the data step starts again from the (possibly other) client, and a new application
   * is created for it (one whose corrections update-details refused is left to expire unconsented).
   */
  clearData: set(() => ({
    data: EMPTY_DATA,
    dataErrors: {},
    curpResponse: null,
    neighborhoods: [],
    application: null,
  })),
  clearClient: set(() => ({ client: null, clientKind: null })),
  prepareData: set(({ context }) => ({
    data: context.client ? fromClient(context.client) : { ...EMPTY_DATA, phoneNumber: context.checkPhone },
    dataErrors: {},
    curpResponse: null,
    neighborhoods: [],
  })),
  // Data step
  setData: set(({ context, event }) => {
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
  showDataErrors: set(({ context }) => {
    const errors = validateData(context.data, dataModeOf(context.client));
    // The lookup's answer about this very code (a change of the code drops it) stays on 'Continuar'.
    const answer = context.dataErrors.postalCode;
    return { dataErrors: answer && !errors.postalCode ? { ...errors, postalCode: answer } : errors };
  }),
  /** `update-details` refused a correction as another account's: the CURP or the e-mail, under its field. */
  setDetailsConflict: set(({ context }, params: ErrorParams) => ({
    dataErrors:
      errorCode(params.error) === 'CURP_TAKEN'
        ? { ...context.dataErrors, curp: M.CURP_TAKEN_MESSAGE }
        : { ...context.dataErrors, email: M.EMAIL_TAKEN_MESSAGE },
  })),
  fillFromCurp: set(({ context }, params: { output: LookupCurpOutput }) => ({
    curpResponse: params.output,
    data: {
      ...context.data,
      name: params.output.name,
      firstSurname: params.output.firstSurname,
      secondSurname: params.output.secondSurname ?? '',
    },
  })),
  setCurpError: set(({ context }, params: { message: string }) => ({
    dataErrors: { ...context.dataErrors, curp: params.message },
  })),
  setNeighborhoods: set(({ context }, params: { output: LookupPostalCodeOutput }) => ({
    neighborhoods: params.output.postalCodes,
    data: {
      ...context.data,
      neighborhood:
        params.output.postalCodes.length === 1 ? (params.output.postalCodes[0]?.neighborhood ?? '') : '',
    },
  })),
  /** The lookup found nothing: 'No encontramos ese código postal…' for a 404, §8's generic text otherwise. */
  setPostalCodeError: set(({ context }, params: ErrorParams) => ({
    dataErrors: { ...context.dataErrors, postalCode: postalCodeLookupMessage(params.error) },
  })),
  setPhoneTaken: set(({ context }) => ({
    dataErrors: { ...context.dataErrors, phoneNumber: M.PHONE_TAKEN_MESSAGE },
  })),
  // Product
  setProduct: set(({ context, event }) => {
    if (event.type !== 'PRODUCT.CHANGE') return {};
    const changes = event.values ?? {};
    const product = { ...context.product, ...changes };
    // A new amount resets the term (spec §5 product form).
    if (changes.creditAmount !== undefined && changes.requestedPeriod === undefined) {
      return { product: { ...product, requestedPeriod: '' }, productErrors: {}, estimate: null };
    }
    return { product, productErrors: {}, estimate: null };
  }),
  /** `setEstimate`: machines/shared/estimate.ts. */
  ...estimateActions<PromoterContext, PromoterEvent>(),
  showProductErrors: set(({ context }) => ({ productErrors: validateProduct(context.product) })),
  setApplication: set(({ context }, params: { output: CreateApplicationOutput }) => ({
    application: { id: params.output.id, clientId: context.client?.id ?? null },
  })),
  // Consent
  setConsent: set(({ context, event }) => {
    if (event.type !== 'CONSENT.CHANGE') return {};
    const values = { ...(event.values ?? {}) };
    if (values.nip !== undefined) values.nip = values.nip.replace(/\D/g, '').slice(0, 6);
    return { consent: { ...context.consent, ...values }, consentErrors: {} };
  }),
  showConsentErrors: set(({ context }) => ({ consentErrors: validateConsent(context.consent) })),
  clearNip: set(({ context }) => ({ consent: { ...context.consent, nip: '' } })),
  setResult: set((_, params: { output: ProcessOutput }) => ({ result: params.output })),
  // Finish
  setFinish: set(({ context, event }) => {
    if (event.type !== 'FINISH.CHANGE') return {};
    const values = normalizeFinish(event.values ?? {});
    const errors = { ...context.finishErrors };
    for (const field of Object.keys(values)) delete errors[field as keyof typeof errors];
    return { finish: { ...context.finish, ...values }, finishErrors: errors };
  }),
  showFinishErrors: set(({ context }) => ({
    finishErrors: validateFinish(context.finish, context.now),
  })),
  setEmailTaken: set(({ context }) => ({
    finishErrors: { ...context.finishErrors, email: M.EMAIL_TAKEN_MESSAGE },
  })),
  setClientId: set(({ context }, params: { clientId: string | null }) =>
    context.application && params.clientId
      ? { application: { ...context.application, clientId: params.clientId } }
      : {},
  ),
  // Activation code
  setCode: set(({ event }) =>
    event.type === 'CODE.CHANGE'
      ? { activationCode: (event.value ?? '').replace(/\D/g, '').slice(0, 4), codeError: null }
      : {},
  ),
  showCodeError: set(({ context }) => ({ codeError: activationCodeRule(context.activationCode) })),
  clearCode: set(() => ({ activationCode: '' })),
  setShownCode: set((_, params: { output: ClientCodeOutput }) => ({
    shownCode: params.output.activationCode,
  })),
  startCountdown: set(({ context }, params: { seconds?: number | undefined }) => ({
    countdown: Math.max(0, params.seconds ?? context.resendWaitSeconds),
    shownCode: null,
  })),
  /** The countdown's seconds (`setCountdown`, `endCountdown`): machines/shared/resend.ts. */
  ...countdownActions<PromoterContext, PromoterEvent>(),
  alert: say((_, params: { message: string }) => errorAlert(params.message, M.ALERT_TIMER_ERROR_MS)),
};
