/**
 * The sign-up machine's named actions (setup.ts lists them, the states name them): the two forms, what each answer
 * of the API writes into the context, the resend countdown's seconds, and the alerts (spec §8 texts, messages.ts).
 */
import type { CurpPersonalData } from '../../src/api/contract/clients';
import { actionsOf } from '../shared/actions';
import { ALERTS_CLEARED, type AlertEmitted, type AlertsCleared, errorAlert } from '../shared/alerts';
import { withoutError } from '../shared/fields';
import { touch, visibleErrors } from '../shared/form';
import { refusalText } from '../shared/refusals';
import { countdownActions } from '../shared/resend';
import {
  ALL_TOUCHED,
  activationCodeOf,
  activationCodeRule,
  curpSearchError,
  EMPTY_PERSONAL,
  errorFieldOf,
  fromCurpLookup,
  fromTypedCurp,
  newEmailRule,
  normalizePhone,
  TEXT_FIELDS,
  validateAccount,
  validatePersonal,
  withField,
  withGeneratedIdentifiers,
} from './form';
import {
  AVAILABILITY_CHECK_FAILED_MESSAGE,
  CONTACT_TAKEN_MESSAGE,
  CREATE_FAILED_MESSAGE,
  CURP_TAKEN_MESSAGE,
  ERROR_ALERT_MS,
  GENERIC_ERROR_MESSAGE,
  WRONG_CODE_MESSAGE,
} from './messages';
import type { CodeStatusOutput, SignupContext, SignupEvent } from './types';

const { set, say } = actionsOf<SignupContext, SignupEvent, AlertEmitted | AlertsCleared>();

const alert = (message: string): AlertEmitted => errorAlert(message, ERROR_ALERT_MS);

export const signupActions = {
  /** Provided by the app: LOGIN { token } to the session (spec §4: store it, reset the profile). */
  handOverToken: (_: unknown, _params: { token: string }) => {},
  /** A successful step takes the error toast of an earlier step away (the app dismisses it). */
  dismissAlerts: say(ALERTS_CLEARED),

  // Account step
  setAccountField: set(({ context, event }) => {
    if (event.type !== 'ACCOUNT.CHANGE') return {};
    const value =
      event.field === 'phoneNumber' ? normalizePhone(context.account.phoneNumber, event.value) : event.value;
    return {
      account: { ...context.account, [event.field]: value },
      accountErrors: withoutError(context.accountErrors, event.field),
      isAccountAvailable: null,
    };
  }),
  trimAccountField: set(({ context, event }) => {
    if (event.type !== 'ACCOUNT.BLUR' || event.field !== 'email') return {};
    return { account: { ...context.account, email: context.account.email.trim() } };
  }),
  showAccountErrors: set(({ context }) => ({ accountErrors: validateAccount(context.account) })),
  clearAccountErrors: set(() => ({ accountErrors: {} })),
  markAccountAvailable: set(() => ({ isAccountAvailable: true })),
  markAccountTaken: set(() => ({ isAccountAvailable: false })),
  alertContactTaken: say(alert(CONTACT_TAKEN_MESSAGE)),
  alertCheckFailed: say(alert(AVAILABILITY_CHECK_FAILED_MESSAGE)),

  // Personal-data step
  setPersonalField: set(({ context, event }) => {
    if (event.type !== 'PERSONAL.CHANGE') return {};
    return {
      personal: withField(context.personal, event.field, event.value),
      touched: touch(context.touched, errorFieldOf(event.field)),
    };
  }),
  trimPersonalField: set(({ context, event }) => {
    if (event.type !== 'PERSONAL.BLUR' || !TEXT_FIELDS.has(event.field)) return {};
    const value = context.personal[event.field];
    return {
      personal: { ...context.personal, [event.field]: typeof value === 'string' ? value.trim() : value },
      touched: touch(context.touched, errorFieldOf(event.field)),
    };
  }),
  setTerms: set(({ context, event }) => {
    if (event.type !== 'TERMS.CHANGE') return {};
    return {
      personal: { ...context.personal, termsAndConditions: event.accepted === true },
      touched: touch(context.touched, 'termsAndConditions'),
    };
  }),
  /**
   * Manual mode, a change of a field the CURP and RFC come from (or 'No tengo segundo apellido'): both are
   * generated again, or cleared when they were generated and no longer can be (e.g. an impossible birth date).
   */
  setIdentityField: set(({ context, event }) => {
    const previous = context.personal;
    if (event.type === 'SECOND_SURNAME.NONE') {
      // What was typed in 'Segundo apellido' stays (ignored while the box is ticked).
      const next = { ...previous, noSecondSurname: event.none };
      return {
        personal: withGeneratedIdentifiers(next, previous),
        touched: touch(context.touched, 'secondSurname'),
      };
    }
    if (event.type !== 'PERSONAL.CHANGE') return {};
    return {
      personal: withGeneratedIdentifiers(withField(previous, event.field, event.value), previous),
      touched: touch(context.touched, errorFieldOf(event.field)),
    };
  }),
  /** Spec §5: the personal-data step is checked on every change. */
  validatePersonal: set(({ context }) => ({
    personalErrors: visibleErrors(validatePersonal(context.personal, context.now), context.touched),
  })),
  showAllPersonalErrors: set(({ context }) => ({
    touched: ALL_TOUCHED,
    personalErrors: validatePersonal(context.personal, context.now),
  })),
  validateCurpSearch: set(({ context }) => {
    const message = context.touched.curp ? curpSearchError(context.personal) : null;
    return { personalErrors: message ? { curp: message } : {} };
  }),
  showCurpSearchError: set(({ context }) => {
    const message = curpSearchError(context.personal);
    return { touched: touch(context.touched, 'curp'), personalErrors: message ? { curp: message } : {} };
  }),
  clearPersonalErrors: set(() => ({ personalErrors: {} })),
  fillFromCurp: set((_, params: { found: CurpPersonalData }) => ({
    curpResponse: params.found,
    personal: fromCurpLookup({ ...EMPTY_PERSONAL, curp: params.found.curp }, params.found),
    touched: {},
    personalErrors: {},
  })),
  /** The registry has no data for the CURP: what the CURP itself says fills sex, birth date and state. */
  fillFromTypedCurp: set(({ context }) => ({ personal: fromTypedCurp(context.personal) })),
  /** Another CURP typed after a lookup: the looked-up data no longer applies. */
  clearLookup: set(({ context }) => ({
    curpResponse: null,
    personal: { ...EMPTY_PERSONAL, curp: context.personal.curp },
    touched: { curp: true as const },
  })),
  alertCurpTaken: say(alert(CURP_TAKEN_MESSAGE)),
  alertCurpFailed: say(alert(GENERIC_ERROR_MESSAGE)),
  alertCreateFailed: say(alert(CREATE_FAILED_MESSAGE)),
  /** After the account exists the password is not needed: it leaves memory too. */
  forgetPassword: set(({ context }) => ({ account: { ...context.account, password: '' } })),
  /**
   * After a reload the password is gone (it is never saved in the draft): the account step asks for it again,
   * and the account is checked again before the personal data. The empty password is not flagged yet: an error
   * appears only once the person acts (types, leaves the field or presses 'Continuar').
   */
  askForPassword: set(({ context }) => ({
    account: { ...context.account, password: '' },
    accountErrors: {},
    isAccountAvailable: null,
  })),
  // Verification
  setCode: set(({ event }) => {
    if (event.type !== 'CODE.CHANGE') return {};
    return { activationCode: activationCodeOf(event.value), codeError: null };
  }),
  showCodeError: set(({ context }) => ({ codeError: activationCodeRule(context.activationCode) })),
  clearCodeError: set(() => ({ codeError: null })),
  clearCode: set(() => ({ activationCode: '', codeError: null })),
  /** The wait the server gave (`retryAfterSeconds`), else spec §9's 60 s. */
  startCountdown: set(({ context }, params: { seconds?: number | undefined }) => ({
    countdown: Math.max(0, params.seconds ?? context.resendWaitSeconds),
  })),
  setCodeStatus: set((_, params: { status: CodeStatusOutput }) => ({
    sentTo: params.status.email,
    countdown: Math.max(0, params.status.retryAfterSeconds),
  })),
  /**
   * The countdown's seconds (`setCountdown`, `endCountdown`: machines/shared/resend.ts); it also ends when the
   * server could not say (a resend too early gets a 429 and asks again).
   */
  ...countdownActions<SignupContext, SignupEvent>(),
  /**
   * A refused code: spec §8's 'Has ingresado un código incorrecto.' (422 `WRONG_ACTIVATION_CODE`); an expired or
   * locked code, or the day's attempts used up (429 `ACTIVATION_ATTEMPTS_EXCEEDED`, with the wait), the app's own
   * text for its code (machines/shared/refusals.ts), never the server's message.
   */
  alertWrongCode: say((_, params: { error: unknown }) =>
    alert(refusalText(params.error) ?? WRONG_CODE_MESSAGE),
  ),
  alertGenericError: say(alert(GENERIC_ERROR_MESSAGE)),

  // E-mail update
  prepareNewEmail: set(() => ({ newEmail: '', newEmailError: null })),
  setNewEmail: set(({ event }) => {
    if (event.type !== 'EMAIL.CHANGE') return {};
    return { newEmail: event.value ?? '', newEmailError: null };
  }),
  trimNewEmail: set(({ context }) => ({ newEmail: context.newEmail.trim() })),
  showNewEmailError: set(({ context }) => ({ newEmailError: newEmailRule(context.newEmail) })),
  acceptNewEmail: set(({ context }) => ({
    account: { ...context.account, email: context.newEmail.trim() },
    sentTo: context.newEmail.trim(),
    newEmail: '',
    newEmailError: null,
  })),
};
