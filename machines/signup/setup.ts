/**
 * The sign-up machine's setup: its id, the targets of its states (`TO`), where it starts (`initialContext`) and
 * the one setup object (`signupSetup`): its types, its actors (the API calls by endpoint key, actors.ts,
 * unprovided until the app or a test provides `call`; the shared resend countdown), its actions (actions.ts, and
 * the reset to the start, here beside `initialContext`) and the guards. The states (states/*.ts) are built with
 * `signupSetup.createStateConfig` and name their targets by `TO`. The flow has no delay of its own: the resend
 * wait is the countdown child's.
 */
import { assign, setup, stateIn } from 'xstate';
import type { CurpPersonalData } from '../../src/api/contract/clients';
import { PATHS } from '../../src/paths';
import type { AlertEmitted, AlertsCleared } from '../shared/alerts';
import { unprovidedCall } from '../shared/call';
import { countdownMachine } from '../shared/countdown';
import { errorStatus } from '../shared/errors';
import { signupActions } from './actions';
import { signupActors } from './actors';
import {
  activationCodeRule,
  curpSearchError,
  EMPTY_PERSONAL,
  hasErrors,
  IDENTITY_SOURCE_FIELDS,
  isBornAbroad,
  newEmailRule,
  validateAccount,
  validatePersonal,
} from './form';
import { RESEND_WAIT_SECONDS } from './messages';
import { isContactTaken, isPersonalDataTaken, isRefusedCode, isRoute } from './rules';
import type { CheckAccountOutput, SignupContext, SignupEvent, SignupInput, SignupOutput } from './types';

/** The machine's id: every absolute target below starts with it. */
export const SIGNUP_ID = 'signup';

/** The absolute targets the states share, written once. */
export const TO = {
  account: '#signup.account',
  personalDataHistory: '#signup.personalData.hist',
  curpMode: '#signup.personalData.curp',
  manualMode: '#signup.personalData.manual',
  verification: '#signup.verification',
  updateEmail: '#signup.updateEmail',
  completed: '#signup.completed',
} as const satisfies Record<string, `#${typeof SIGNUP_ID}.${string}`>;

/** Where the flow starts: nothing typed, the session, referral and product the host gives. */
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

export const signupSetup = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupInput,
    output: {} as SignupOutput,
    emitted: {} as AlertEmitted | AlertsCleared,
  },
  actors: {
    ...signupActors(unprovidedCall),
    /** The activation code's resend wait (machines/shared/countdown.ts). */
    countdown: countdownMachine,
  },
  actions: {
    ...signupActions,
    /** Back to the start (another person signs up on this device): what the host gave stays. */
    resetSignup: assign(({ context }) =>
      initialContext({
        session: 'anonymous',
        referralCode: context.referralCode,
        applicationType: context.applicationType,
        now: context.now,
        resendWaitSeconds: context.resendWaitSeconds,
      }),
    ),
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
    isPersonalDataTaken: (_, params: { error: unknown }) => isPersonalDataTaken(params.error),
    isContactTaken: (_, params: { error: unknown }) => isContactTaken(params.error),
    isPersonalValid: ({ context }) => !hasErrors(validatePersonal(context.personal, context.now)),

    isCodeValid: ({ context }) => activationCodeRule(context.activationCode) === null,
    /** The server refused the code (422 wrong or expired, 429 locked or too many attempts today). */
    isWrongCode: (_, params: { error: unknown }) => isRefusedCode(params.error),
    /** 429 on a resend: the wait is not over; the server's status says how long it still is. */
    isTooEarly: (_, params: { error: unknown }) => errorStatus(params.error) === 429,
    isCountdownRunning: ({ context }) => context.countdown > 0,
    hasWaitLeft: (_, params: { seconds: number }) => params.seconds > 0,
    isCodeIdle: stateIn({ verification: { code: 'editing' } }),
    isNewEmailValid: ({ context }) => newEmailRule(context.newEmail) === null,
    isEmailTaken: (_, params: { error: unknown }) => errorStatus(params.error) === 409,

    hasApplicationType: ({ context }) => context.applicationType !== null,
  },
});
