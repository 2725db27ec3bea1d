/**
 * The sign-up machine's setup: actors (one per API call, typed from the contract; the app provides them), named
 * actions and guards, and the delays. The states (states/*.ts) are built with `signupSetup.createStateConfig`.
 */
import { assign, emit, fromPromise, setup, stateIn } from 'xstate';
import type { CurpPersonalData } from '../../src/api/contract/clients';
import { PATHS } from '../../src/paths';
import { ALERTS_CLEARED, type AlertEmitted, type AlertsCleared, errorAlert } from '../shared/alerts';
import { errorCode, errorStatus } from '../shared/errors';
import { withoutError } from '../shared/fields';
import { touch, visibleErrors } from '../shared/form';
import { refusalText } from '../shared/refusals';
import {
  ALL_TOUCHED,
  activationCodeRule,
  birthDateOf,
  curpSearchError,
  EMPTY_PERSONAL,
  errorFieldOf,
  fromCurpLookup,
  fromTypedCurp,
  hasErrors,
  IDENTITY_SOURCE_FIELDS,
  isBornAbroad,
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
  COUNTDOWN_TICK_MS,
  CREATE_FAILED_MESSAGE,
  CURP_TAKEN_MESSAGE,
  ERROR_ALERT_MS,
  GENERIC_ERROR_MESSAGE,
  RESEND_WAIT_SECONDS,
  WRONG_CODE_MESSAGE,
} from './messages';
import type {
  ActivateInput,
  ActivateOutput,
  CheckAccountInput,
  CheckAccountOutput,
  CodeStatusOutput,
  CreateAccountInput,
  CreateAccountOutput,
  LookupCurpInput,
  LookupCurpOutput,
  ResendCodeOutput,
  SignupContext,
  SignupEvent,
  SignupInput,
  SignupOutput,
  UpdateEmailInput,
  UpdateEmailOutput,
} from './types';

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};

/** The `POST /clients` body: the personal data plus the account step. */
export function createAccountBody(context: SignupContext): CreateAccountInput {
  const p = context.personal;
  const iso = birthDateOf(p).replace(/\//g, '-');
  return {
    email: context.account.email.trim(),
    phoneNumber: context.account.phoneNumber,
    password: context.account.password,
    referralCode: context.referralCode,
    name: p.name.trim(),
    firstSurname: p.firstSurname.trim(),
    secondSurname: p.noSecondSurname ? null : p.secondSurname.trim(),
    sex: p.sex === 'H' ? 'H' : 'M',
    nationality: p.nationality,
    countryOfBirth: p.countryOfBirth,
    stateOfBirth: p.stateOfBirth,
    dateOfBirth: `${iso}T00:00:00.000Z`,
    curp: p.curp.trim().toUpperCase(),
    taxpayerId: p.taxpayerId.trim().toUpperCase(),
    termsAndConditions: true,
  };
}

export function initialContext(input: SignupInput): SignupContext {
  const referral = input.referralCode?.trim();
  return {
    session: input.session ?? 'anonymous',
    account: { email: '', phoneNumber: '', password: '' },
    accountErrors: {},
    referralCode: referral ? referral : null,
    isAccountAvailable: null,
    personal: EMPTY_PERSONAL,
    touched: {},
    personalErrors: {},
    curpResponse: null,
    activationCode: '',
    codeError: null,
    newEmail: '',
    newEmailError: null,
    sentTo: '',
    countdown: 0,
    resendWaitSeconds: input.resendWaitSeconds ?? RESEND_WAIT_SECONDS,
    applicationType: input.applicationType ?? null,
    now: input.now ?? Date.now(),
  };
}

const alert = (message: string): AlertEmitted => errorAlert(message, ERROR_ALERT_MS);
const isRoute = (event: SignupEvent, route: string) =>
  event.type === 'ROUTE.CHANGED' && event.route === route;

export const signupSetup = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupInput,
    output: {} as SignupOutput,
    emitted: {} as AlertEmitted | AlertsCleared,
  },
  actors: {
    /** POST /clients/exists. */
    checkAccount: fromPromise<CheckAccountOutput, CheckAccountInput>(notProvided('checkAccount')),
    /** GET /clients/curp/:curp. */
    lookupCurp: fromPromise<LookupCurpOutput, LookupCurpInput>(notProvided('lookupCurp')),
    /** POST /clients → client-ephemeral token (the code is e-mailed). */
    createAccount: fromPromise<CreateAccountOutput, CreateAccountInput>(notProvided('createAccount')),
    /** POST /clients/activate → client token. */
    activate: fromPromise<ActivateOutput, ActivateInput>(notProvided('activate')),
    /** POST /clients/resend-activation-code. */
    resendCode: fromPromise<ResendCodeOutput, void>(notProvided('resendCode')),
    /** POST /clients/email (a new code goes to the new address). */
    updateEmail: fromPromise<UpdateEmailOutput, UpdateEmailInput>(notProvided('updateEmail')),
    /** GET /clients/activation-code: where the code went and the server's remaining resend wait. */
    codeStatus: fromPromise<CodeStatusOutput, void>(notProvided('codeStatus')),
  },
  delays: {
    tick: COUNTDOWN_TICK_MS,
  },
  actions: {
    /** Provided by the app: LOGIN { token } to the session (spec §4: store it, reset the profile). */
    handOverToken: (_, _params: { token: string }) => {},
    /** A successful step takes the error toast of an earlier step away (the app dismisses it). */
    dismissAlerts: emit(ALERTS_CLEARED),

    // Account step
    setAccountField: assign(({ context, event }) => {
      if (event.type !== 'ACCOUNT.CHANGE') return {};
      const value =
        event.field === 'phoneNumber'
          ? normalizePhone(context.account.phoneNumber, event.value)
          : event.value;
      return {
        account: { ...context.account, [event.field]: value },
        accountErrors: withoutError(context.accountErrors, event.field),
        isAccountAvailable: null,
      };
    }),
    trimAccountField: assign(({ context, event }) => {
      if (event.type !== 'ACCOUNT.BLUR' || event.field !== 'email') return {};
      return { account: { ...context.account, email: context.account.email.trim() } };
    }),
    showAccountErrors: assign(({ context }) => ({ accountErrors: validateAccount(context.account) })),
    clearAccountErrors: assign({ accountErrors: {} }),
    markAccountAvailable: assign({ isAccountAvailable: true }),
    markAccountTaken: assign({ isAccountAvailable: false }),
    alertContactTaken: emit(alert(CONTACT_TAKEN_MESSAGE)),
    alertCheckFailed: emit(alert(AVAILABILITY_CHECK_FAILED_MESSAGE)),

    // Personal-data step
    setPersonalField: assign(({ context, event }) => {
      if (event.type !== 'PERSONAL.CHANGE') return {};
      return {
        personal: withField(context.personal, event.field, event.value),
        touched: touch(context.touched, errorFieldOf(event.field)),
      };
    }),
    trimPersonalField: assign(({ context, event }) => {
      if (event.type !== 'PERSONAL.BLUR' || !TEXT_FIELDS.has(event.field)) return {};
      const value = context.personal[event.field];
      return {
        personal: { ...context.personal, [event.field]: typeof value === 'string' ? value.trim() : value },
        touched: touch(context.touched, errorFieldOf(event.field)),
      };
    }),
    setTerms: assign(({ context, event }) => {
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
    setIdentityField: assign(({ context, event }) => {
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
    validatePersonal: assign(({ context }) => ({
      personalErrors: visibleErrors(validatePersonal(context.personal, context.now), context.touched),
    })),
    showAllPersonalErrors: assign(({ context }) => ({
      touched: ALL_TOUCHED,
      personalErrors: validatePersonal(context.personal, context.now),
    })),
    validateCurpSearch: assign(({ context }) => {
      const message = context.touched.curp ? curpSearchError(context.personal) : null;
      return { personalErrors: message ? { curp: message } : {} };
    }),
    showCurpSearchError: assign(({ context }) => {
      const message = curpSearchError(context.personal);
      return { touched: touch(context.touched, 'curp'), personalErrors: message ? { curp: message } : {} };
    }),
    clearPersonalErrors: assign({ personalErrors: {} }),
    fillFromCurp: assign((_, params: { found: CurpPersonalData }) => ({
      curpResponse: params.found,
      personal: fromCurpLookup({ ...EMPTY_PERSONAL, curp: params.found.curp }, params.found),
      touched: {},
      personalErrors: {},
    })),
    /** The registry has no data for the CURP: what the CURP itself says fills sex, birth date and state. */
    fillFromTypedCurp: assign(({ context }) => ({ personal: fromTypedCurp(context.personal) })),
    /** Another CURP typed after a lookup: the looked-up data no longer applies. */
    clearLookup: assign(({ context }) => ({
      curpResponse: null,
      personal: { ...EMPTY_PERSONAL, curp: context.personal.curp },
      touched: { curp: true as const },
    })),
    alertCurpTaken: emit(alert(CURP_TAKEN_MESSAGE)),
    alertCurpFailed: emit(alert(GENERIC_ERROR_MESSAGE)),
    alertCreateFailed: emit(alert(CREATE_FAILED_MESSAGE)),
    /** After the account exists the password is not needed: it leaves memory too. */
    forgetPassword: assign(({ context }) => ({ account: { ...context.account, password: '' } })),
    /**
     * After a reload the password is gone (it is never saved in the draft): the account step asks for it again,
     * and the account is checked again before the personal data.
     */
    askForPassword: assign(({ context }) => {
      const account = { ...context.account, password: '' };
      return { account, accountErrors: validateAccount(account), isAccountAvailable: null };
    }),
    resetSignup: assign(({ context }) =>
      initialContext({
        session: 'anonymous',
        referralCode: context.referralCode,
        applicationType: context.applicationType,
        now: context.now,
        resendWaitSeconds: context.resendWaitSeconds,
      }),
    ),

    // Verification
    setCode: assign(({ event }) => {
      if (event.type !== 'CODE.CHANGE') return {};
      return { activationCode: (event.value ?? '').replace(/\D/g, '').slice(0, 4), codeError: null };
    }),
    showCodeError: assign(({ context }) => ({ codeError: activationCodeRule(context.activationCode) })),
    clearCodeError: assign({ codeError: null }),
    clearCode: assign({ activationCode: '', codeError: null }),
    /** The wait the server gave (`retryAfterSeconds`), else spec §9's 60 s. */
    startCountdown: assign(({ context }, params: { seconds?: number | undefined }) => ({
      countdown: Math.max(0, params.seconds ?? context.resendWaitSeconds),
    })),
    setCodeStatus: assign((_, params: { status: CodeStatusOutput }) => ({
      sentTo: params.status.email,
      countdown: Math.max(0, params.status.retryAfterSeconds),
    })),
    tick: assign(({ context }) => ({ countdown: Math.max(0, context.countdown - 1) })),
    /** The server could not say: the link shows (a resend too early gets a 429 and asks again). */
    endCountdown: assign({ countdown: 0 }),
    /**
     * A refused code: spec §8's 'Has ingresado un código incorrecto.' (422 `WRONG_ACTIVATION_CODE`); an expired or
     * locked code, or the day's attempts used up (429 `ACTIVATION_ATTEMPTS_EXCEEDED`, with the wait), the app's own
     * text for its code (machines/shared/refusals.ts), never the server's message.
     */
    alertWrongCode: emit((_, params: { error: unknown }) =>
      alert(refusalText(params.error) ?? WRONG_CODE_MESSAGE),
    ),
    alertGenericError: emit(alert(GENERIC_ERROR_MESSAGE)),

    // E-mail update
    prepareNewEmail: assign({ newEmail: '', newEmailError: null }),
    setNewEmail: assign(({ event }) => {
      if (event.type !== 'EMAIL.CHANGE') return {};
      return { newEmail: event.value ?? '', newEmailError: null };
    }),
    trimNewEmail: assign(({ context }) => ({ newEmail: context.newEmail.trim() })),
    showNewEmailError: assign(({ context }) => ({ newEmailError: newEmailRule(context.newEmail) })),
    acceptNewEmail: assign(({ context }) => ({
      account: { ...context.account, email: context.newEmail.trim() },
      sentTo: context.newEmail.trim(),
      newEmail: '',
      newEmailError: null,
    })),
  },
  guards: {
    isClientSession: ({ context }) => context.session === 'client',
    isEphemeralSession: ({ context }) => context.session === 'ephemeral',

    isAccountValid: ({ context }) => !hasErrors(validateAccount(context.account)),
    isAccountAvailable: (_, params: { output: CheckAccountOutput }) => params.output.isAccountAvailable,
    /** Back (or forward) to the account step. */
    isAccountRoute: ({ event }) => isRoute(event, PATHS.signup),
    /** Forward to the personal data: only with account data that passed the availability check. */
    canReturnToPersonalData: ({ context, event }) =>
      isRoute(event, PATHS.signupPersonalData) && context.isAccountAvailable === true,
    isUpdateEmailRoute: ({ event }) => isRoute(event, PATHS.signupUpdateEmail),
    isVerificationRoute: ({ event }) => isRoute(event, PATHS.signupVerify),

    isManualModeRequest: ({ event }) => event.type === 'MODE.CHANGE' && event.mode === 'manual',
    isCurpModeRequest: ({ event }) => event.type === 'MODE.CHANGE' && event.mode === 'curp',
    isCurpSearchValid: ({ context }) => curpSearchError(context.personal) === null,
    /** A change of the CURP itself after a lookup: search again. */
    isCurpEdit: ({ event }) => event.type === 'PERSONAL.CHANGE' && event.field === 'curp',
    /** Manual mode: a change to one of the fields the CURP and RFC are generated from. */
    isIdentityChange: ({ event }) =>
      event.type === 'SECOND_SURNAME.NONE' ||
      (event.type === 'PERSONAL.CHANGE' && IDENTITY_SOURCE_FIELDS.includes(event.field)),
    isBornAbroad: (_, params: { found: CurpPersonalData }) => isBornAbroad(params.found),
    isCurpNotFound: (_, params: { error: unknown }) => errorStatus(params.error) === 404,
    isPersonalDataTaken: (_, params: { error: unknown }) =>
      errorStatus(params.error) === 409 && errorCode(params.error) !== 'EMAIL_OR_PHONE_TAKEN',
    isContactTaken: (_, params: { error: unknown }) =>
      errorStatus(params.error) === 409 && errorCode(params.error) === 'EMAIL_OR_PHONE_TAKEN',
    isPersonalValid: ({ context }) => !hasErrors(validatePersonal(context.personal, context.now)),

    isCodeValid: ({ context }) => activationCodeRule(context.activationCode) === null,
    /** The server refused the code (422 wrong or expired, 429 locked or too many attempts today). */
    isWrongCode: (_, params: { error: unknown }) => {
      const status = errorStatus(params.error);
      return status === 422 || status === 429;
    },
    /** 429 on a resend: the wait is not over; the server's status says how long it still is. */
    isTooEarly: (_, params: { error: unknown }) => errorStatus(params.error) === 429,
    isCountdownRunning: ({ context }) => context.countdown > 0,
    hasWaitLeft: (_, params: { seconds: number }) => params.seconds > 0,
    isCodeIdle: stateIn({ verification: { code: 'editing' } }),
    isLastSecond: ({ context }) => context.countdown <= 1,
    isNewEmailValid: ({ context }) => newEmailRule(context.newEmail) === null,
    isEmailTaken: (_, params: { error: unknown }) => errorStatus(params.error) === 409,

    hasApplicationType: ({ context }) => context.applicationType !== null,
  },
});
