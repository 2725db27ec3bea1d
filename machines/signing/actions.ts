/**
 * The signing machine's named actions, added to its setup (`signingSetup`, what the states are built with):
 * what each answer of the API writes into the context, the fields, and the alerts (spec §8 texts, messages.ts).
 */

import { assign, emit } from 'xstate';
import { ALERTS_CLEARED, type AlertEmitted, errorAlert } from '../shared/alerts';
import { afterAnswer } from '../shared/keys';
import { refusalText } from '../shared/refusals';
import { countdownActions } from '../shared/resend';
import {
  CLABE_FAILED_DESCRIPTION,
  CLABE_FAILED_MESSAGE,
  ERROR_ALERT_MS,
  LOAN_SIGNED_MESSAGE,
  NO_DATE_MESSAGE,
  pinFailedMessage,
  RESEND_FAILED_MESSAGE,
  STORE_SIGNED_MESSAGE,
  SUCCESS_ALERT_MS,
  WRONG_PIN_MESSAGE,
} from './messages';
import { clabeErrorsOf, clabeOf, isOffered, pinError, pinOf, SIGNED, signedInList } from './rules';
import { signingBase } from './setup';
import type {
  ApplicationsOutput,
  ClabeOutput,
  ProductsOutput,
  ProfileOutput,
  SignatureCodeOutput,
  SigningContext,
  SigningEvent,
  SignOutput,
} from './types';

const alert = (message: string): AlertEmitted => errorAlert(message, ERROR_ALERT_MS);

export const signingSetup = signingBase.extend({
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
      return { pin: pinOf(event.value), pinError: null };
    }),
    showPinError: assign(({ context }) => ({ pinError: pinError(context.pin) })),
    clearPin: assign({ pin: '', pinError: null }),
    /** The wait the server gave (`retryAfterSeconds`), else spec §9's 60 s once the SMS went out. */
    setSms: assign(({ context }, params: { output: SignatureCodeOutput }) => ({
      smsSent: params.output.smsSent,
      countdown: Math.max(
        0,
        params.output.retryAfterSeconds ?? (params.output.smsSent ? context.resendWaitSeconds : 0),
      ),
    })),
    smsFailed: assign({ smsSent: false, countdown: 0 }),
    /** The countdown's seconds (`setCountdown`, `endCountdown`): machines/shared/resend.ts. */
    ...countdownActions<SigningContext, SigningEvent>(),
    alertWrongPin: emit(alert(WRONG_PIN_MESSAGE)),
    /** The app's text of a refusal it knows by its code (isRefusal), never the server's message. */
    alertRefusal: emit(({ context }, params: { error: unknown }) =>
      alert(refusalText(params.error, context.supportPhone) ?? pinFailedMessage(context.supportPhone)),
    ),
    alertPinFailed: emit(({ context }) => alert(pinFailedMessage(context.supportPhone))),
    alertResendFailed: emit(alert(RESEND_FAILED_MESSAGE)),
    /** The signature answered (`error` when it failed): its key is renewed unless the outcome is unknown. */
    signAnswered: assign(({ context }, params: { error?: unknown }) => ({
      keys: afterAnswer(context.keys, 'signing.sign', context.applicationId, params.error),
    })),
    markSigned: assign(({ context }, params: { output: SignOutput }) => ({
      application: context.application && {
        ...context.application,
        status: params.output.status,
        contractSignedAt: params.output.contractSignedAt,
        firstPaymentDate: params.output.firstPaymentDate,
      },
      pin: '',
    })),

    /**
     * The signature went through although its answer was lost: the application as the list shows it (signed in
     * this visit, so the CLABE step still follows the table).
     */
    takeSignedFromList: assign(({ context }, params: { output: ApplicationsOutput }) => {
      const signed = signedInList(context, params.output);
      return signed ? { application: signed, profile: params.output.profile, pin: '' } : {};
    }),

    prefillClabe: assign(({ context }) => {
      const registered = context.profile?.interbankCode ?? '';
      return { clabe: registered, confirmation: registered, clabeErrors: {} };
    }),
    setClabeField: assign(({ context, event }) => {
      if (event.type !== 'CLABE.CHANGE') return {};
      const { [event.field]: _gone, ...rest } = context.clabeErrors;
      return { [event.field]: clabeOf(event.value), clabeErrors: rest };
    }),
    showClabeErrors: assign(({ context }) => ({ clabeErrors: clabeErrorsOf(context) })),
    setInterbankCode: assign(({ context }, params: { output: ClabeOutput }) => ({
      profile: context.profile && {
        ...context.profile,
        interbankCode: params.output.interbankCode,
        isInterbankCodeVerified: params.output.isInterbankCodeVerified,
      },
    })),
    alertClabeFailed: emit({ ...alert(CLABE_FAILED_MESSAGE), description: CLABE_FAILED_DESCRIPTION }),
    /** Spec §8 success messages: store purchase or personal loan. */
    alertSigned: emit(({ context }) => ({
      type: 'alert' as const,
      message: context.application?.type === 'STORE' ? STORE_SIGNED_MESSAGE : LOAN_SIGNED_MESSAGE,
      alertType: 'success' as const,
      timer: SUCCESS_ALERT_MS,
    })),
  },
});
