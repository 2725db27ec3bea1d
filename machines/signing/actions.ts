/**
 * The signing machine's named actions (setup.ts lists them, the states name them): what each answer of the API
 * writes into the context, the fields, and the alerts (spec §8 texts, messages.ts).
 */

import { actionsOf } from '../shared/actions';
import { ALERTS_CLEARED, type AlertEmitted, type AlertsCleared, errorAlert } from '../shared/alerts';
import { afterAnswer } from '../shared/keys';
import { refusalText } from '../shared/refusals';
import { countdownActions } from '../shared/resend';
import { clabeErrorsOf, clabeOf, nipError, nipOf } from './form';
import {
  CLABE_FAILED_DESCRIPTION,
  CLABE_FAILED_MESSAGE,
  ERROR_ALERT_MS,
  LOAN_SIGNED_MESSAGE,
  NO_DATE_MESSAGE,
  nipFailedMessage,
  RESEND_FAILED_MESSAGE,
  STORE_SIGNED_MESSAGE,
  SUCCESS_ALERT_MS,
  WRONG_NIP_MESSAGE,
} from './messages';
import { isOffered, SIGNED, signedInList } from './rules';
import type {
  ApplicationsOutput,
  ClabeOutput,
  ProductsOutput,
  ProfileOutput,
  SendSignatureCodeOutput,
  SigningContext,
  SigningEvent,
  SignOutput,
} from './types';

const { set, say } = actionsOf<SigningContext, SigningEvent, AlertEmitted | AlertsCleared>();

const alert = (message: string): AlertEmitted => errorAlert(message, ERROR_ALERT_MS);

export const signingActions = {
  /** Provided by the app: PROFILE.UPDATED to the session (the fresher profile). */
  handOverProfile: (_: unknown, _params: { profile: ProfileOutput }) => {},
  dismissAlerts: say(ALERTS_CLEARED),

  /**
   * The list brings a store purchase's options; a personal loan's come next (`loadProducts`), so its date chosen
   * before a reload is kept until they are there (`setProducts` checks it).
   */
  setApplications: set(({ context }, params: { output: ApplicationsOutput }) => {
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
  setProducts: set(({ context }, params: { output: ProductsOutput }) => ({
    products: params.output.approvedProducts,
    creditAmount: params.output.creditAmount,
    selectedDate: isOffered(params.output.approvedProducts, context.selectedDate)
      ? context.selectedDate
      : null,
  })),
  setProfile: set((_, params: { profile: ProfileOutput }) => ({ profile: params.profile })),

  selectTerm: set(({ context, event }) => {
    if (event.type !== 'TERM.SELECT') return {};
    return isOffered(context.products, event.date) ? { selectedDate: event.date } : {};
  }),
  alertNoDate: say(alert(NO_DATE_MESSAGE)),

  setNip: set(({ event }) => {
    if (event.type !== 'NIP.CHANGE') return {};
    return { nip: nipOf(event.value), nipError: null };
  }),
  showNipError: set(({ context }) => ({ nipError: nipError(context.nip) })),
  clearNip: set(() => ({ nip: '', nipError: null })),
  /** The wait the server gave (`retryAfterSeconds`), else spec §9's 60 s once the SMS went out. */
  setSms: set(({ context }, params: { output: SendSignatureCodeOutput }) => ({
    smsSent: params.output.smsSent,
    countdown: Math.max(
      0,
      params.output.retryAfterSeconds ?? (params.output.smsSent ? context.resendWaitSeconds : 0),
    ),
  })),
  smsFailed: set(() => ({ smsSent: false, countdown: 0 })),
  /** The countdown's seconds (`setCountdown`, `endCountdown`): machines/shared/resend.ts. */
  ...countdownActions<SigningContext, SigningEvent>(),
  alertWrongNip: say(alert(WRONG_NIP_MESSAGE)),
  /** The app's text of a refusal it knows by its code (isRefusal), never the server's message. */
  alertRefusal: say(({ context }, params: { error: unknown }) =>
    alert(refusalText(params.error, context.supportPhone) ?? nipFailedMessage(context.supportPhone)),
  ),
  alertNipFailed: say(({ context }) => alert(nipFailedMessage(context.supportPhone))),
  alertResendFailed: say(alert(RESEND_FAILED_MESSAGE)),
  /** The signature answered (`error` when it failed): its key is renewed unless the outcome is unknown. */
  signAnswered: set(({ context }, params: { error?: unknown }) => ({
    keys: afterAnswer(context.keys, 'signing.sign', context.applicationId, params.error),
  })),
  markSigned: set(({ context }, params: { output: SignOutput }) => ({
    application: context.application && {
      ...context.application,
      status: params.output.status,
      contractSignedAt: params.output.contractSignedAt,
      firstPaymentDate: params.output.firstPaymentDate,
    },
    nip: '',
  })),

  /**
   * The signature went through although its answer was lost: the application as the list shows it (signed in
   * this visit, so the CLABE step still follows the table).
   */
  takeSignedFromList: set(({ context }, params: { output: ApplicationsOutput }) => {
    const signed = signedInList(context, params.output);
    return signed ? { application: signed, profile: params.output.profile, nip: '' } : {};
  }),

  prefillClabe: set(({ context }) => {
    const registered = context.profile?.interbankCode ?? '';
    return { clabe: registered, confirmation: registered, clabeErrors: {} };
  }),
  setClabeField: set(({ context, event }) => {
    if (event.type !== 'CLABE.CHANGE') return {};
    const { [event.field]: _gone, ...rest } = context.clabeErrors;
    return { [event.field]: clabeOf(event.value), clabeErrors: rest };
  }),
  showClabeErrors: set(({ context }) => ({ clabeErrors: clabeErrorsOf(context) })),
  setInterbankCode: set(({ context }, params: { output: ClabeOutput }) => ({
    profile: context.profile && {
      ...context.profile,
      interbankCode: params.output.interbankCode,
      isInterbankCodeVerified: params.output.isInterbankCodeVerified,
    },
  })),
  alertClabeFailed: say({ ...alert(CLABE_FAILED_MESSAGE), description: CLABE_FAILED_DESCRIPTION }),
  /** Spec §8 success messages: store purchase or personal loan. */
  alertSigned: say(({ context }) => ({
    type: 'alert' as const,
    message: context.application?.type === 'STORE' ? STORE_SIGNED_MESSAGE : LOAN_SIGNED_MESSAGE,
    alertType: 'success' as const,
    timer: SUCCESS_ALERT_MS,
  })),
};
