/**
 * Sign-up machine (spec §2 "Sign-up", §3 "Signup draft" and "Personal data", §4 "Sign-up", §5 "Account step",
 * "Verification", "New e-mail", "CURP search", "Personal data", "CURP generation", §8, §9).
 *
 *   start ─[client session]──────────────────────────────────────────────────────────────▶ completed
 *     │ [ephemeral session] ─────────────────────────────────────▶ verification
 *     ▼
 *   account (/crear-cuenta) ──SUBMIT [valid]──▶ checking ──done [available]──▶ personalData
 *     ▲ │ invalid: field errors                  │ taken / failed: alert            │
 *     │ └─────────┘                              ▼                                  │
 *     └──────────────────────────────────── account.editing                          │
 *                                                                                    ▼
 *   personalData (/crear-cuenta/datos-personales)
 *     curpSearch ──CURP.SEARCH [valid]──▶ searchingCurp ──done──▶ curpFound | nonMexican (born abroad)
 *        ▲  ▲                               │ 404: manual (silently); 409 / other: alert, back to curpSearch
 *        │  └──MODE curp── manual ◀─────────┘
 *     curpFound | manual ──PERSONAL.SUBMIT [valid]──▶ creating ──done──▶ verification (ephemeral token)
 *                                                      │ error: alert, back to the mode it came from
 *     nonMexican ──FINISH──▶ account (reset)
 *
 *   verification (/crear-cuenta/verificar), parallel:
 *     code:   editing ──CODE.SUBMIT [4 digits]──▶ submitting ──done──▶ completed (client token)
 *                                                    │ error: alert, editing
 *     resend: waiting ──after 1 s (tick)──▶ waiting … ──(0)──▶ ready ──CODE.RESEND──▶ resending ──▶ waiting
 *     EMAIL.EDIT ──▶ updateEmail (/crear-cuenta/actualizar-correo) ──EMAIL.SUBMIT──▶ submitting ──▶ verification
 *
 *   completed (/crear-cuenta/completada) ──CONTINUE──▶ toApplication (an application type is set) | toHome
 *
 * Pure: the app provides the actors (the API calls) and `handOverToken` (sends LOGIN to the session). The host
 * persists resting snapshots under `pendingClientSignup` (spec §9) and restores them on reload; delays do not
 * survive a restore, so the host sends RESUME afterwards and the countdown ticks again. The states carry a tag
 * naming the session they belong to (`visitor`, `unverified`, `verified`): the host drops a draft that does not
 * match the current session, so the route guards and the machine always agree on the page.
 */
import { assign, emit, fromPromise, setup, stateIn } from 'xstate';
import type { CurpPersonalData } from '../src/api/contract/clients';
import type { ApplicationType } from '../src/api/contract/common';
import { type AlertEmitted, errorAlert } from './shared/alerts';
import { errorCode, errorStatus } from './shared/errors';
import { withoutError } from './shared/fields';
import type { RouteChangedEvent } from './shared/route';
import {
  type AccountErrors,
  type AccountField,
  type AccountValues,
  ALL_TOUCHED,
  activationCodeRule,
  birthDateOf,
  curpSearchError,
  EMPTY_ACCOUNT,
  EMPTY_PERSONAL,
  errorFieldOf,
  fromCurpLookup,
  hasErrors,
  hasIdentitySources,
  IDENTITY_SOURCE_FIELDS,
  isBornAbroad,
  newEmailRule,
  normalizePhone,
  type PersonalErrors,
  type PersonalField,
  type PersonalValues,
  type SignupMode,
  TEXT_FIELDS,
  type Touched,
  validateAccount,
  validatePersonal,
  visibleErrors,
  withField,
  withGeneratedIdentifiers,
} from './signup/form';
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
} from './signup/messages';

export * from './signup/form';
export * from './signup/messages';

export const SIGNUP_ROUTES = {
  account: '/crear-cuenta',
  personalData: '/crear-cuenta/datos-personales',
  verification: '/crear-cuenta/verificar',
  updateEmail: '/crear-cuenta/actualizar-correo',
  completed: '/crear-cuenta/completada',
} as const;

export const APPLICATION_ROUTE = '/aplicacion-credito';
export const HOME_ROUTE = '/';

/** The session a sign-up page belongs to; the host picks the starting point from it. */
export type SignupSession = 'anonymous' | 'ephemeral' | 'client';

/** Tag of every state that belongs to each session kind (see the header). */
export const SESSION_TAGS = {
  anonymous: 'visitor',
  ephemeral: 'unverified',
  client: 'verified',
} as const satisfies Record<SignupSession, string>;

export interface SignupInput {
  /** `?referral=` of the sign-up link (spec §2), kept as referralCode. */
  readonly referralCode?: string | null;
  /** The current session: an unverified sign-up starts at the code, a verified one at the completed screen. */
  readonly session?: SignupSession;
  /** The application type of a pending application, if any: the completed screen continues to it. */
  readonly applicationType?: ApplicationType | null;
  /** Milliseconds since the epoch, for the age checks (default: now). */
  readonly now?: number;
  /** Seconds before the code can be sent again (spec §9: 60). */
  readonly resendWaitSeconds?: number;
}

export interface SignupContext {
  /** The session the flow started in (input). */
  readonly session: SignupSession;
  readonly account: AccountValues;
  readonly accountErrors: AccountErrors;
  readonly referralCode: string | null;
  /** Spec §3 `isAccountAvailable`: null until checked; any change to the account data clears it. */
  readonly isAccountAvailable: boolean | null;
  readonly mode: SignupMode;
  readonly personal: PersonalValues;
  readonly touched: Touched;
  /** Errors shown under the fields (checked on every change, shown once a field is touched). */
  readonly personalErrors: PersonalErrors;
  /** Spec §3 `curpResponseValues`: what the CURP lookup answered. */
  readonly curpResponse: CurpPersonalData | null;
  readonly activationCode: string;
  readonly codeError: string | null;
  readonly newEmail: string;
  readonly newEmailError: string | null;
  /** Seconds until the code can be sent again; 0 = the resend link shows. */
  readonly countdown: number;
  readonly resendWaitSeconds: number;
  readonly applicationType: ApplicationType | null;
  readonly now: number;
}

export interface SignupOutput {
  /** Where the completed screen's Continue goes. */
  readonly redirectTo: string;
}

export type SignupEvent =
  | { readonly type: 'ACCOUNT.CHANGE'; readonly field: AccountField; readonly value: string }
  /** Text fields are trimmed on blur (spec §5); the password is kept as typed. */
  | { readonly type: 'ACCOUNT.BLUR'; readonly field: AccountField }
  | { readonly type: 'ACCOUNT.SUBMIT' }
  | { readonly type: 'MODE.CHANGE'; readonly mode: SignupMode }
  | { readonly type: 'PERSONAL.CHANGE'; readonly field: PersonalField; readonly value: string }
  | { readonly type: 'PERSONAL.BLUR'; readonly field: PersonalField }
  | { readonly type: 'TERMS.CHANGE'; readonly accepted: boolean }
  | { readonly type: 'CURP.SEARCH' }
  | { readonly type: 'PERSONAL.SUBMIT' }
  /** Non-Mexican outcome: 'Finalizar' resets the sign-up. */
  | { readonly type: 'FINISH' }
  | { readonly type: 'CODE.CHANGE'; readonly value: string }
  | { readonly type: 'CODE.SUBMIT' }
  | { readonly type: 'CODE.RESEND' }
  /** '¿Este no es tu correo?' */
  | { readonly type: 'EMAIL.EDIT' }
  | { readonly type: 'EMAIL.CHANGE'; readonly value: string }
  | { readonly type: 'EMAIL.BLUR' }
  | { readonly type: 'EMAIL.SUBMIT' }
  /** The back arrow of the e-mail update screen. */
  | { readonly type: 'EMAIL.BACK' }
  | { readonly type: 'CONTINUE' }
  /** Sent by the host right after restoring a saved draft: timers do not survive a reload. */
  | { readonly type: 'RESUME' }
  | RouteChangedEvent;

export interface CheckAccountInput {
  readonly email: string;
  readonly phoneNumber: string;
}

export interface CheckAccountOutput {
  readonly isAccountAvailable: boolean;
}

/** `POST /clients` body: the personal data plus the account step. */
export interface CreateAccountInput {
  readonly email: string;
  readonly phoneNumber: string;
  readonly password: string;
  readonly referralCode: string | null;
  readonly name: string;
  readonly firstSurname: string;
  readonly secondSurname: string;
  readonly sex: 'H' | 'M';
  readonly nationality: string;
  readonly countryOfBirth: string;
  readonly stateOfBirth: string;
  /** ISO date-time, midnight UTC of the birth date (spec §3). */
  readonly dateOfBirth: string;
  readonly curp: string;
  readonly taxpayerId: string;
  readonly termsAndConditions: true;
}

function createAccountBody(context: SignupContext): CreateAccountInput {
  const p = context.personal;
  const iso = birthDateOf(p).replace(/\//g, '-');
  return {
    email: context.account.email.trim(),
    phoneNumber: context.account.phoneNumber,
    password: context.account.password,
    referralCode: context.referralCode,
    name: p.name.trim(),
    firstSurname: p.firstSurname.trim(),
    secondSurname: p.secondSurname.trim(),
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

const alert = (message: string): AlertEmitted => errorAlert(message, ERROR_ALERT_MS);

function initialContext(input: SignupInput): SignupContext {
  const wait = input.resendWaitSeconds ?? RESEND_WAIT_SECONDS;
  const referral = input.referralCode?.trim();
  return {
    session: input.session ?? 'anonymous',
    account: EMPTY_ACCOUNT,
    accountErrors: {},
    referralCode: referral ? referral : null,
    isAccountAvailable: null,
    mode: 'curp',
    personal: EMPTY_PERSONAL,
    touched: {},
    personalErrors: {},
    curpResponse: null,
    activationCode: '',
    codeError: null,
    newEmail: '',
    newEmailError: null,
    countdown: 0,
    resendWaitSeconds: wait,
    applicationType: input.applicationType ?? null,
    now: input.now ?? Date.now(),
  };
}

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupInput,
    output: {} as SignupOutput,
    emitted: {} as AlertEmitted,
  },
  actors: {
    /** POST /clients/exists → isAccountAvailable; provided by the app. */
    checkAccount: fromPromise<CheckAccountOutput, CheckAccountInput>(async () => {
      throw new Error('checkAccount not provided');
    }),
    /** GET /clients/curp/:curp; provided by the app. */
    lookupCurp: fromPromise<CurpPersonalData, { curp: string }>(async () => {
      throw new Error('lookupCurp not provided');
    }),
    /** POST /clients → client-ephemeral token (the code is e-mailed); provided by the app. */
    createAccount: fromPromise<{ token: string }, CreateAccountInput>(async () => {
      throw new Error('createAccount not provided');
    }),
    /** POST /clients/activate → client token; provided by the app. */
    activate: fromPromise<{ token: string }, { activationCode: string }>(async () => {
      throw new Error('activate not provided');
    }),
    /** POST /clients/resend-activation-code; provided by the app. */
    resendCode: fromPromise<unknown, void>(async () => {
      throw new Error('resendCode not provided');
    }),
    /** POST /clients/email (a new code goes to the new address); provided by the app. */
    updateEmail: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('updateEmail not provided');
    }),
  },
  delays: {
    tick: COUNTDOWN_TICK_MS,
  },
  actions: {
    /** Side effect provided by the app: LOGIN { token } to the session (spec §4: store it, reset the profile). */
    handOverToken: (_, _params: { token: string }) => {},

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
    setMode: assign((_, params: { mode: SignupMode }) => ({ mode: params.mode })),
    setPersonalField: assign(({ context, event }) => {
      if (event.type !== 'PERSONAL.CHANGE') return {};
      return {
        personal: withField(context.personal, event.field, event.value),
        touched: { ...context.touched, [errorFieldOf(event.field)]: true },
      };
    }),
    trimPersonalField: assign(({ context, event }) => {
      if (event.type !== 'PERSONAL.BLUR' || !TEXT_FIELDS.has(event.field)) return {};
      const value = context.personal[event.field];
      return {
        personal: { ...context.personal, [event.field]: typeof value === 'string' ? value.trim() : value },
        touched: { ...context.touched, [errorFieldOf(event.field)]: true },
      };
    }),
    setTerms: assign(({ context, event }) => {
      if (event.type !== 'TERMS.CHANGE') return {};
      return {
        personal: { ...context.personal, termsAndConditions: event.accepted === true },
        touched: { ...context.touched, termsAndConditions: true },
      };
    }),
    generateIdentifiers: assign(({ context }) => ({
      personal: withGeneratedIdentifiers(context.personal),
      touched: { ...context.touched, curp: true, taxpayerId: true },
    })),
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
      return {
        touched: { ...context.touched, curp: true },
        personalErrors: message ? { curp: message } : {},
      };
    }),
    clearPersonalErrors: assign({ personalErrors: {} }),
    fillFromCurp: assign((_, params: { found: CurpPersonalData }) => ({
      curpResponse: params.found,
      personal: fromCurpLookup(
        { ...EMPTY_PERSONAL, termsAndConditions: false, curp: params.found.curp },
        params.found,
      ),
      touched: {},
      personalErrors: {},
    })),
    /** Another CURP typed after a lookup: the looked-up data no longer applies. */
    clearLookup: assign(({ context }) => ({
      curpResponse: null,
      personal: { ...EMPTY_PERSONAL, curp: context.personal.curp },
      touched: { curp: true },
    })),
    alertCurpTaken: emit(alert(CURP_TAKEN_MESSAGE)),
    alertCurpFailed: emit(alert(GENERIC_ERROR_MESSAGE)),
    alertCreateFailed: emit(alert(CREATE_FAILED_MESSAGE)),
    /** After the account exists the password is not needed: it leaves the saved draft. */
    forgetPassword: assign(({ context }) => ({ account: { ...context.account, password: '' } })),
    resetSignup: assign(({ context }) => ({
      ...initialContext({
        session: 'anonymous',
        referralCode: context.referralCode,
        applicationType: context.applicationType,
        now: context.now,
        resendWaitSeconds: context.resendWaitSeconds,
      }),
    })),

    // Verification
    setCode: assign(({ event }) => {
      if (event.type !== 'CODE.CHANGE') return {};
      return { activationCode: (event.value ?? '').replace(/\D/g, '').slice(0, 4), codeError: null };
    }),
    showCodeError: assign(({ context }) => ({ codeError: activationCodeRule(context.activationCode) })),
    clearCodeError: assign({ codeError: null }),
    clearCode: assign({ activationCode: '', codeError: null }),
    startCountdown: assign(({ context }) => ({ countdown: context.resendWaitSeconds })),
    tick: assign(({ context }) => ({ countdown: Math.max(0, context.countdown - 1) })),
    alertWrongCode: emit(alert(WRONG_CODE_MESSAGE)),
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
    isAccountRoute: ({ event }) => event.type === 'ROUTE.CHANGED' && event.route === SIGNUP_ROUTES.account,
    /** Forward to the personal data: only with account data that passed the availability check. */
    canReturnToPersonalData: ({ context, event }) =>
      event.type === 'ROUTE.CHANGED' &&
      event.route === SIGNUP_ROUTES.personalData &&
      context.isAccountAvailable === true,
    isUpdateEmailRoute: ({ event }) =>
      event.type === 'ROUTE.CHANGED' && event.route === SIGNUP_ROUTES.updateEmail,
    isVerificationRoute: ({ event }) =>
      event.type === 'ROUTE.CHANGED' && event.route === SIGNUP_ROUTES.verification,

    isManualModeRequest: ({ event }) => event.type === 'MODE.CHANGE' && event.mode === 'manual',
    isCurpModeRequest: ({ event }) => event.type === 'MODE.CHANGE' && event.mode === 'curp',
    isCurpMode: ({ context }) => context.mode === 'curp',
    isCurpSearchValid: ({ context }) => curpSearchError(context.personal) === null,
    /** A change of the CURP itself after a lookup: search again. */
    isCurpEdit: ({ event }) => event.type === 'PERSONAL.CHANGE' && event.field === 'curp',
    isBornAbroad: (_, params: { found: CurpPersonalData }) => isBornAbroad(params.found),
    isCurpNotFound: (_, params: { error: unknown }) => errorStatus(params.error) === 404,
    isPersonalDataTaken: (_, params: { error: unknown }) => {
      const status = errorStatus(params.error);
      return status === 409 && errorCode(params.error) !== 'EMAIL_OR_PHONE_TAKEN';
    },
    isContactTaken: (_, params: { error: unknown }) =>
      errorStatus(params.error) === 409 && errorCode(params.error) === 'EMAIL_OR_PHONE_TAKEN',
    /** Manual mode: a change to one of the identity fields that leaves them all filled generates CURP and RFC. */
    completesIdentity: ({ context, event }) => {
      if (event.type !== 'PERSONAL.CHANGE' || !IDENTITY_SOURCE_FIELDS.includes(event.field)) return false;
      return hasIdentitySources(withField(context.personal, event.field, event.value));
    },
    isPersonalValid: ({ context }) => !hasErrors(validatePersonal(context.personal, context.now)),

    isCodeValid: ({ context }) => activationCodeRule(context.activationCode) === null,
    isWrongCode: (_, params: { error: unknown }) => {
      const status = errorStatus(params.error);
      return status === 422 || status === 429;
    },
    isCountdownRunning: ({ context }) => context.countdown > 0,
    isCodeIdle: stateIn({ verification: { code: 'editing' } }),
    isLastSecond: ({ context }) => context.countdown <= 1,
    isNewEmailValid: ({ context }) => newEmailRule(context.newEmail) === null,
    isEmailTaken: (_, params: { error: unknown }) => errorStatus(params.error) === 409,

    hasApplicationType: ({ context }) => context.applicationType !== null,
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  states: {
    start: {
      description: 'Transient: an unverified or verified session resumes where it belongs.',
      always: [
        { guard: 'isClientSession', target: 'completed' },
        { guard: 'isEphemeralSession', target: 'verification' },
        { target: 'account' },
      ],
    },
    account: {
      meta: { route: SIGNUP_ROUTES.account },
      tags: [SESSION_TAGS.anonymous],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'ACCOUNT.CHANGE': { actions: 'setAccountField' },
            'ACCOUNT.BLUR': { actions: 'trimAccountField' },
            'ACCOUNT.SUBMIT': [
              { guard: 'isAccountValid', target: 'checking', actions: 'clearAccountErrors' },
              { actions: 'showAccountErrors' },
            ],
            'ROUTE.CHANGED': { guard: 'canReturnToPersonalData', target: '#signup.personalData.hist' },
          },
        },
        checking: {
          description: 'POST /clients/exists: is the e-mail or the phone already used?',
          tags: ['busy'],
          invoke: {
            id: 'checkAccount',
            src: 'checkAccount',
            input: ({ context }) => ({
              email: context.account.email.trim(),
              phoneNumber: context.account.phoneNumber,
            }),
            onDone: [
              {
                guard: { type: 'isAccountAvailable', params: ({ event }) => ({ output: event.output }) },
                target: '#signup.personalData',
                actions: 'markAccountAvailable',
              },
              { target: 'editing', actions: ['markAccountTaken', 'alertContactTaken'] },
            ],
            onError: { target: 'editing', actions: 'alertCheckFailed' },
          },
        },
      },
    },
    personalData: {
      meta: { route: SIGNUP_ROUTES.personalData },
      tags: [SESSION_TAGS.anonymous],
      initial: 'curpSearch',
      on: {
        'ROUTE.CHANGED': { guard: 'isAccountRoute', target: '#signup.account' },
      },
      states: {
        hist: { type: 'history' },
        curpSearch: {
          description: "'Con CURP' (default): the CURP and 'Buscar CURP'.",
          on: {
            'PERSONAL.CHANGE': { actions: ['setPersonalField', 'validateCurpSearch'] },
            'PERSONAL.BLUR': { actions: ['trimPersonalField', 'validateCurpSearch'] },
            'CURP.SEARCH': [
              { guard: 'isCurpSearchValid', target: 'searchingCurp', actions: 'clearPersonalErrors' },
              { actions: 'showCurpSearchError' },
            ],
            'MODE.CHANGE': {
              guard: 'isManualModeRequest',
              target: 'manual',
              actions: [{ type: 'setMode', params: { mode: 'manual' } }, 'validatePersonal'],
            },
          },
        },
        searchingCurp: {
          description: "GET /clients/curp/:curp, with 'Buscando información' and a spinner.",
          tags: ['busy'],
          invoke: {
            id: 'lookupCurp',
            src: 'lookupCurp',
            input: ({ context }) => ({ curp: context.personal.curp.trim().toUpperCase() }),
            onDone: [
              {
                guard: { type: 'isBornAbroad', params: ({ event }) => ({ found: event.output }) },
                target: 'nonMexican',
                actions: { type: 'fillFromCurp', params: ({ event }) => ({ found: event.output }) },
              },
              {
                target: 'curpFound',
                actions: { type: 'fillFromCurp', params: ({ event }) => ({ found: event.output }) },
              },
            ],
            onError: [
              {
                description: 'Spec §8: in sign-up a rejected lookup silently switches to manual entry.',
                guard: { type: 'isCurpNotFound', params: ({ event }) => ({ error: event.error }) },
                target: 'manual',
                actions: [{ type: 'setMode', params: { mode: 'manual' } }, 'validatePersonal'],
              },
              {
                guard: { type: 'isPersonalDataTaken', params: ({ event }) => ({ error: event.error }) },
                target: 'curpSearch',
                actions: 'alertCurpTaken',
              },
              { target: 'curpSearch', actions: 'alertCurpFailed' },
            ],
          },
        },
        curpFound: {
          description: 'The looked-up data fill the form (RFC computed locally); terms and create.',
          on: {
            'PERSONAL.CHANGE': [
              {
                guard: 'isCurpEdit',
                target: 'curpSearch',
                actions: ['setPersonalField', 'clearLookup', 'validateCurpSearch'],
              },
              { actions: ['setPersonalField', 'validatePersonal'] },
            ],
            'PERSONAL.BLUR': { actions: ['trimPersonalField', 'validatePersonal'] },
            'TERMS.CHANGE': { actions: ['setTerms', 'validatePersonal'] },
            'PERSONAL.SUBMIT': [
              { guard: 'isPersonalValid', target: 'creating', actions: 'clearPersonalErrors' },
              { actions: 'showAllPersonalErrors' },
            ],
            'MODE.CHANGE': {
              guard: 'isManualModeRequest',
              target: 'manual',
              actions: [{ type: 'setMode', params: { mode: 'manual' } }, 'validatePersonal'],
            },
          },
        },
        manual: {
          description:
            "'Sin CURP': every field by hand; CURP and RFC are generated once the identity is complete.",
          on: {
            'PERSONAL.CHANGE': [
              {
                guard: 'completesIdentity',
                actions: ['setPersonalField', 'generateIdentifiers', 'validatePersonal'],
              },
              { actions: ['setPersonalField', 'validatePersonal'] },
            ],
            'PERSONAL.BLUR': { actions: ['trimPersonalField', 'validatePersonal'] },
            'TERMS.CHANGE': { actions: ['setTerms', 'validatePersonal'] },
            'PERSONAL.SUBMIT': [
              { guard: 'isPersonalValid', target: 'creating', actions: 'clearPersonalErrors' },
              { actions: 'showAllPersonalErrors' },
            ],
            'MODE.CHANGE': {
              guard: 'isCurpModeRequest',
              target: 'curpSearch',
              actions: [{ type: 'setMode', params: { mode: 'curp' } }, 'validateCurpSearch'],
            },
          },
        },
        nonMexican: {
          description: "Born abroad: terms and create hidden, the §8 message and 'Finalizar'.",
          on: {
            FINISH: { target: '#signup.account', actions: 'resetSignup' },
          },
        },
        creating: {
          description: 'POST /clients: the account is created and the activation code e-mailed.',
          tags: ['busy'],
          on: {
            // The account may already exist on the server: no leaving while it is created.
            'ROUTE.CHANGED': {},
          },
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            input: ({ context }) => createAccountBody(context),
            onDone: {
              target: '#signup.verification',
              actions: [
                { type: 'handOverToken', params: ({ event }) => ({ token: event.output.token }) },
                'forgetPassword',
                'startCountdown',
              ],
            },
            onError: [
              {
                guard: { type: 'isContactTaken', params: ({ event }) => ({ error: event.error }) },
                target: 'returning',
                actions: 'alertContactTaken',
              },
              {
                guard: { type: 'isPersonalDataTaken', params: ({ event }) => ({ error: event.error }) },
                target: 'returning',
                actions: 'alertCurpTaken',
              },
              { target: 'returning', actions: 'alertCreateFailed' },
            ],
          },
        },
        returning: {
          description: 'Transient: back to the form the user came from, with everything typed.',
          always: [{ guard: 'isCurpMode', target: 'curpFound' }, { target: 'manual' }],
        },
      },
    },
    verification: {
      meta: { route: SIGNUP_ROUTES.verification },
      tags: [SESSION_TAGS.ephemeral],
      type: 'parallel',
      states: {
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'CODE.CHANGE': { actions: 'setCode' },
                'CODE.SUBMIT': [
                  { guard: 'isCodeValid', target: 'submitting', actions: 'clearCodeError' },
                  { actions: 'showCodeError' },
                ],
                'EMAIL.EDIT': { target: '#signup.updateEmail', actions: 'prepareNewEmail' },
                'ROUTE.CHANGED': {
                  guard: 'isUpdateEmailRoute',
                  target: '#signup.updateEmail',
                  actions: 'prepareNewEmail',
                },
              },
            },
            submitting: {
              description: 'POST /clients/activate with the 4-digit code.',
              tags: ['busy'],
              invoke: {
                id: 'activate',
                src: 'activate',
                input: ({ context }) => ({ activationCode: context.activationCode }),
                onDone: {
                  target: '#signup.completed',
                  actions: { type: 'handOverToken', params: ({ event }) => ({ token: event.output.token }) },
                },
                onError: [
                  {
                    guard: { type: 'isWrongCode', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing',
                    actions: 'alertWrongCode',
                  },
                  { target: 'editing', actions: 'alertGenericError' },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'deciding',
          states: {
            deciding: {
              description: 'Transient: the countdown goes on where it was (0 = resend at once).',
              always: [{ guard: 'isCountdownRunning', target: 'waiting' }, { target: 'ready' }],
            },
            waiting: {
              description: 'The 60 s countdown, one tick a second.',
              after: {
                tick: [
                  { guard: 'isLastSecond', target: 'ready', actions: 'tick' },
                  { target: 'waiting', reenter: true, actions: 'tick' },
                ],
              },
              on: {
                // A restored draft is always a resting snapshot, so the code is never being submitted then.
                RESUME: { guard: 'isCodeIdle', target: 'waiting', reenter: true },
              },
            },
            ready: {
              description: 'The resend link shows.',
              on: {
                'CODE.RESEND': { target: 'resending' },
              },
            },
            resending: {
              description: 'POST /clients/resend-activation-code.',
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                onDone: { target: 'waiting', actions: 'startCountdown' },
                onError: { target: 'ready', actions: 'alertGenericError' },
              },
            },
          },
        },
      },
    },
    updateEmail: {
      meta: { route: SIGNUP_ROUTES.updateEmail },
      tags: [SESSION_TAGS.ephemeral],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'EMAIL.CHANGE': { actions: 'setNewEmail' },
            'EMAIL.BLUR': { actions: 'trimNewEmail' },
            'EMAIL.SUBMIT': [
              { guard: 'isNewEmailValid', target: 'submitting' },
              { actions: 'showNewEmailError' },
            ],
            'EMAIL.BACK': { target: '#signup.verification' },
            'ROUTE.CHANGED': { guard: 'isVerificationRoute', target: '#signup.verification' },
          },
        },
        submitting: {
          description: 'POST /clients/email: a new code goes to the new address.',
          tags: ['busy'],
          invoke: {
            id: 'updateEmail',
            src: 'updateEmail',
            input: ({ context }) => ({ email: context.newEmail.trim() }),
            onDone: {
              target: '#signup.verification',
              actions: ['acceptNewEmail', 'clearCode', 'startCountdown'],
            },
            onError: [
              {
                guard: { type: 'isEmailTaken', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: 'alertContactTaken',
              },
              { target: 'editing', actions: 'alertGenericError' },
            ],
          },
        },
      },
    },
    completed: {
      meta: { route: SIGNUP_ROUTES.completed },
      tags: [SESSION_TAGS.client],
      on: {
        CONTINUE: [{ guard: 'hasApplicationType', target: 'toApplication' }, { target: 'toHome' }],
      },
    },
    toApplication: {
      type: 'final',
      description: 'An application was pending: /aplicacion-credito.',
    },
    toHome: {
      type: 'final',
      description: 'Home.',
    },
  },
  output: ({ context }) => ({
    redirectTo: context.applicationType !== null ? APPLICATION_ROUTE : HOME_ROUTE,
  }),
});

export type SignupMachine = typeof signupMachine;
