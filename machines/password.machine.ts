/**
 * Password recovery and reset machine (spec §2 "Login and password", §4 "Password reset success",
 * §5 "Reset password" and "Forgot password", §8 "Password recovery" and "Password reset fails", §9 timers).
 *
 *   start ─[has reset token?]─▶ reset ─────────────────────────────────────────────────────────────┐
 *     └────────────────────────▶ forgot                                                            │
 *
 *   forgot.editing (/olvide-contrasena) ──SUBMIT [valid]──▶ forgot.sending ──done──▶ forgot.sent
 *        ▲  │ invalid: field errors               │ 404: field + §8 alert   │ other: alert   │
 *        │  └─────────┘                           ▼                         ▼                │
 *        └──────────────────────────────────── forgot.editing ◀───────── EDIT_EMAIL ─────────┘
 *   (REQUEST_NEW_LINK or Back to /olvide-contrasena: reset.editing ──▶ forgot.editing)
 *   reset.editing (/olvide-contrasena/recuperar-contrasena) ──SUBMIT [valid]──▶ reset.submitting
 *        ▲   (submit disabled until valid)                                       │ done: notice (6 s)
 *        └──────────── error: alert 'No se pudo restablecer…' ◀──────────────────┤
 *                                                                                ▼
 *   reset.succeeded: 5 s countdown (one tick a second, or CONTINUE) ──▶ routing ──▶ toApplication |
 *                                                                                  toVerification | toHome
 *
 * The reset token comes from the e-mailed link's `?token=` (the host reads it into the input). The token the
 * API answers is NOT handed to the session while the countdown runs: a new session loads the profile and the
 * guarded layout would replace this page with a spinner. The final output carries it; the host sends
 * `LOGIN { token }` to the session and then navigates, exactly like the login flow.
 */
import { assign, emit, setup } from 'xstate';
import { email as emailRule, minCharacters, required } from '../src/domain/fields';
import * as timers from '../src/domain/timers';
import { PATHS } from '../src/paths';
import { passwordActors, type ResetPasswordOutput } from './password.actors';
import { passwordAtlas } from './password.atlas';
import { type AlertEmitted, errorAlert } from './shared/alerts';
import { unprovidedCall } from './shared/call';
import { errorStatus } from './shared/errors';
import { withoutError } from './shared/fields';
import { type Errors, type Touched, touch, visibleErrors } from './shared/form';
import { audienceOf, decodeToken } from './shared/jwt';
import type { RouteChangedEvent } from './shared/route';

export const FORGOT_PASSWORD_ROUTE = PATHS.forgotPassword;
export const RESET_PASSWORD_ROUTE = PATHS.resetPassword;

export const PASSWORD_MIN_LENGTH = 8;
/** Spec §5 "Forgot password": the form message for an unknown account. */
export const UNKNOWN_EMAIL_FIELD_MESSAGE = 'No se encontraron registros de el correo ingresado';
/** Spec §8 "Password recovery, unknown e-mail": the alert (the server answers 404 `EMAIL_NOT_FOUND`). */
export const UNKNOWN_EMAIL_ALERT_MESSAGE = 'Has ingresado un correo electrónico no registrado';
/** Any other failure to send the e-mail (network, server, too many requests). */
export const RECOVERY_FAILED_MESSAGE = 'No pudimos enviar el correo, vuelve a intentarlo más tarde.';
/** Spec §8 "Password reset fails". */
export const RESET_FAILED_MESSAGE = 'No se pudo restablecer la contraseña, vuelva a intentarlo.';
/** Spec §5 (password confirmation texts). */
export const CONFIRMATION_REQUIRED_MESSAGE = 'La confirmación de la contraseña es requerida';
export const CONFIRMATION_MISMATCH_MESSAGE = 'Las contraseñas ingresadas son diferentes';
/** The reset-password notice (spec §9: shown for 6 s). */
export const RESET_SUCCESS_MESSAGE = 'Tu contraseña se restableció correctamente.';
export const RESET_NOTICE_TIMER_MS = timers.RESET_NOTICE_TIMER_MS;
export const ALERT_ERROR_TIMER_MS = timers.ALERT_TIMER_ERROR_MS;
/** Spec §9 "Reset redirect countdown 5 s": seconds shown, one tick a second. */
export const RESET_REDIRECT_SECONDS = timers.RESET_REDIRECT_SECONDS;
export const COUNTDOWN_TICK_MS = timers.COUNTDOWN_TICK_MS;

export const APPLICATION_ROUTE = PATHS.application;
export const VERIFICATION_ROUTE = PATHS.signupVerify;
export const HOME_ROUTE = PATHS.home;

export interface PasswordInput {
  /** `?token=` of the reset link; absent on the forgot-password page. */
  readonly resetToken?: string | null;
}

export type ResetField = 'password' | 'confirmation';
export type PasswordField = 'email' | ResetField;

export interface PasswordContext {
  readonly email: string;
  /** The address the recovery e-mail went to (shown in the sent notice). */
  readonly sentTo: string | null;
  readonly password: string;
  readonly confirmation: string;
  /** Reset fields the user has left at least once: their errors show from then on. */
  readonly touched: Touched<ResetField>;
  /** Visible field errors (forgot: after a submit; reset: on touched fields, live). */
  readonly errors: Errors<PasswordField>;
  readonly resetToken: string | null;
  /** Whether a pending store application is saved (a client then goes back to it). */
  readonly hasStoreApplication: boolean;
  /** The token the reset answered (client or client-ephemeral). */
  readonly token: string | null;
  /** Seconds left before the redirect after a successful reset. */
  readonly countdown: number;
  readonly redirectTo: string | null;
}

export interface PasswordOutput {
  /** The token to hand to the session (`LOGIN`). */
  readonly token: string;
  /** Where to navigate once the session has it. */
  readonly redirectTo: string;
}

export type PasswordEvent =
  | { readonly type: 'CHANGE'; readonly field: PasswordField; readonly value: string }
  /** Text fields are trimmed on blur (spec §5); passwords are kept as typed, their errors start showing. */
  | { readonly type: 'BLUR'; readonly field: PasswordField }
  | { readonly type: 'SUBMIT' }
  /** From the sent notice: back to the form to correct the address or send again. */
  | { readonly type: 'EDIT_EMAIL' }
  /** From the reset form: ask for a new link (an expired or used one). */
  | { readonly type: 'REQUEST_NEW_LINK' }
  /** Skip the rest of the redirect countdown. */
  | { readonly type: 'CONTINUE' }
  | RouteChangedEvent;

export type { RecoverPasswordInput, ResetPasswordInput, ResetPasswordOutput } from './password.actors';

const passwordRule = (value: string): string | null =>
  required(value) ?? minCharacters(PASSWORD_MIN_LENGTH)(value);

/** Every reset-form error, touched or not (the submit guard and the disabled button use this). */
export function resetErrors(
  context: Pick<PasswordContext, 'password' | 'confirmation'>,
): Partial<Record<ResetField, string>> {
  const errors: Partial<Record<ResetField, string>> = {};
  const password = passwordRule(context.password);
  if (password) errors.password = password;
  if (context.confirmation === '') errors.confirmation = CONFIRMATION_REQUIRED_MESSAGE;
  else if (context.confirmation !== context.password) errors.confirmation = CONFIRMATION_MISMATCH_MESSAGE;
  return errors;
}

/** The reset errors of the fields already touched. */
const visibleResetErrors = (context: Pick<PasswordContext, 'password' | 'confirmation' | 'touched'>) =>
  visibleErrors(resetErrors(context), context.touched);

export function isResetFormValid(context: Pick<PasswordContext, 'password' | 'confirmation'>): boolean {
  return Object.keys(resetErrors(context)).length === 0;
}

function forgotErrors(context: Pick<PasswordContext, 'email'>): Partial<Record<PasswordField, string>> {
  const email = required(context.email) ?? emailRule(context.email);
  return email ? { email } : {};
}

const isResetField = (field: unknown): field is ResetField =>
  field === 'password' || field === 'confirmation';

/** The machine's state targets, written once. */
export const TO = {
  forgotEditing: '#password.forgot.editing',
  routing: '#password.routing',
} as const;

export const passwordMachine = setup({
  types: {
    context: {} as PasswordContext,
    events: {} as PasswordEvent,
    input: {} as PasswordInput,
    output: {} as PasswordOutput,
    emitted: {} as AlertEmitted,
  },
  actors: passwordActors(unprovidedCall),
  delays: {
    countdownTick: COUNTDOWN_TICK_MS,
  },
  actions: {
    setEmail: assign(({ context, event }) => {
      if (event.type !== 'CHANGE' || event.field !== 'email') return {};
      return { email: event.value, errors: withoutError(context.errors, 'email') };
    }),
    trimEmail: assign(({ context, event }) => {
      if (event.type !== 'BLUR' || event.field !== 'email') return {};
      return { email: context.email.trim() };
    }),
    showEmailErrors: assign(({ context }) => ({ errors: forgotErrors(context) })),
    clearErrors: assign({ errors: {} }),
    setSentTo: assign(({ context }) => ({ sentTo: context.email.trim() })),
    clearSentTo: assign({ sentTo: null }),
    showUnknownEmail: assign({ errors: { email: UNKNOWN_EMAIL_FIELD_MESSAGE } }),
    alertUnknownEmail: emit(errorAlert(UNKNOWN_EMAIL_ALERT_MESSAGE, ALERT_ERROR_TIMER_MS)),
    alertRecoveryFailed: emit(errorAlert(RECOVERY_FAILED_MESSAGE, ALERT_ERROR_TIMER_MS)),
    /** Typing in a field, or leaving it, makes its error visible from then on. */
    setResetField: assign(({ context, event }) => {
      if (event.type !== 'CHANGE' || !isResetField(event.field)) return {};
      const next = {
        ...context,
        [event.field]: event.value,
        touched: touch(context.touched, event.field),
      };
      return { [event.field]: event.value, touched: next.touched, errors: visibleResetErrors(next) };
    }),
    touchResetField: assign(({ context, event }) => {
      if (event.type !== 'BLUR' || !isResetField(event.field)) return {};
      const touched = touch(context.touched, event.field);
      return { touched, errors: visibleResetErrors({ ...context, touched }) };
    }),
    /** Leaving the reset form for a new link: the abandoned link's password is not kept. */
    clearResetForm: assign({
      password: '',
      confirmation: '',
      touched: {},
      errors: {},
    }),
    alertResetFailed: emit(errorAlert(RESET_FAILED_MESSAGE, ALERT_ERROR_TIMER_MS)),
    setResetResult: assign((_, params: ResetPasswordOutput) => ({
      token: params.token,
      hasStoreApplication: params.hasStoreApplication,
    })),
    startCountdown: assign({ countdown: RESET_REDIRECT_SECONDS }),
    tickCountdown: assign(({ context }) => ({ countdown: Math.max(0, context.countdown - 1) })),
    alertPasswordReset: emit({
      type: 'alert',
      message: RESET_SUCCESS_MESSAGE,
      alertType: 'success',
      timer: RESET_NOTICE_TIMER_MS,
    } satisfies AlertEmitted),
    setRedirect: assign((_, params: { to: string }) => ({ redirectTo: params.to })),
  },
  guards: {
    hasResetToken: ({ context }) => context.resetToken !== null && context.resetToken !== '',
    isEmailValid: ({ context }) => Object.keys(forgotErrors(context)).length === 0,
    isUnknownEmail: (_, params: { error: unknown }) => errorStatus(params.error) === 404,
    isResetFormValid: ({ context }) => isResetFormValid(context),
    isCountdownRunning: ({ context }) => context.countdown > 1,
    isEphemeralToken: ({ context }) => {
      const claims = context.token ? decodeToken(context.token) : null;
      return claims !== null && audienceOf(claims) === 'client-ephemeral';
    },
    hasStoreApplication: ({ context }) => context.hasStoreApplication,
    /** Back (or a link) from the reset form to the forgot-password page. */
    isForgotRoute: ({ event }) => event.type === 'ROUTE.CHANGED' && event.route === FORGOT_PASSWORD_ROUTE,
  },
}).createMachine({
  id: 'password',
  meta: { atlas: passwordAtlas },
  context: ({ input }) => ({
    email: '',
    sentTo: null,
    password: '',
    confirmation: '',
    touched: {},
    errors: {},
    resetToken: input.resetToken ?? null,
    hasStoreApplication: false,
    token: null,
    countdown: RESET_REDIRECT_SECONDS,
    redirectTo: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Transient: the reset link carries a token; without one the user asks for a link.',
      always: [{ guard: 'hasResetToken', target: 'reset' }, { target: 'forgot' }],
    },
    forgot: {
      initial: 'editing',
      states: {
        editing: {
          meta: { route: FORGOT_PASSWORD_ROUTE },
          on: {
            CHANGE: { actions: 'setEmail' },
            BLUR: { actions: 'trimEmail' },
            SUBMIT: [
              { guard: 'isEmailValid', target: 'sending', actions: 'clearErrors' },
              { actions: 'showEmailErrors' },
            ],
          },
        },
        sending: {
          meta: { route: FORGOT_PASSWORD_ROUTE },
          invoke: {
            id: 'clients.recoverPassword',
            src: 'clients.recoverPassword',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: 'sent', actions: 'setSentTo' },
            onError: [
              {
                guard: { type: 'isUnknownEmail', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: ['showUnknownEmail', 'alertUnknownEmail'], // §5 under the field, §8's alert
              },
              { target: 'editing', actions: 'alertRecoveryFailed' },
            ],
          },
        },
        sent: {
          description: 'The e-mail with the reset link is on its way.',
          meta: { route: FORGOT_PASSWORD_ROUTE },
          on: {
            EDIT_EMAIL: { target: 'editing', actions: 'clearSentTo' },
          },
        },
      },
    },
    reset: {
      initial: 'editing',
      states: {
        editing: {
          meta: { route: RESET_PASSWORD_ROUTE },
          on: {
            CHANGE: { actions: 'setResetField' },
            BLUR: { actions: 'touchResetField' },
            // The submit button is disabled until the form is valid: an invalid SUBMIT does nothing.
            SUBMIT: { guard: 'isResetFormValid', target: 'submitting' },
            REQUEST_NEW_LINK: { target: TO.forgotEditing, actions: 'clearResetForm' },
            'ROUTE.CHANGED': {
              guard: 'isForgotRoute',
              target: TO.forgotEditing,
              actions: 'clearResetForm',
            },
          },
        },
        submitting: {
          meta: { route: RESET_PASSWORD_ROUTE },
          invoke: {
            id: 'clients.resetPassword',
            src: 'clients.resetPassword',
            input: ({ context }) => ({ token: context.resetToken ?? '', password: context.password }),
            onDone: {
              target: 'succeeded',
              actions: [
                { type: 'setResetResult', params: ({ event }) => event.output },
                'startCountdown',
                'alertPasswordReset',
              ],
            },
            onError: { target: 'editing', actions: 'alertResetFailed' },
          },
        },
        succeeded: {
          description: 'Notice and a 5 s countdown, then the redirect.',
          meta: { route: RESET_PASSWORD_ROUTE },
          after: {
            countdownTick: [
              { guard: 'isCountdownRunning', target: 'succeeded', reenter: true, actions: 'tickCountdown' },
              { target: TO.routing, actions: 'tickCountdown' },
            ],
          },
          on: {
            CONTINUE: { target: TO.routing },
          },
        },
      },
    },
    routing: {
      description: 'Transient: picks where the user goes after the reset.',
      always: [
        {
          guard: 'isEphemeralToken',
          target: 'toVerification',
          actions: { type: 'setRedirect', params: { to: VERIFICATION_ROUTE } },
        },
        {
          guard: 'hasStoreApplication',
          target: 'toApplication',
          actions: { type: 'setRedirect', params: { to: APPLICATION_ROUTE } },
        },
        { target: 'toHome', actions: { type: 'setRedirect', params: { to: HOME_ROUTE } } },
      ],
    },
    toVerification: {
      type: 'final',
      description: 'Ephemeral-client token: account verification.',
    },
    toApplication: {
      type: 'final',
      description: 'A client with a pending store application goes back to it.',
    },
    toHome: {
      type: 'final',
      description: 'Home.',
    },
  },
  output: ({ context }) => ({
    token: context.token ?? '',
    redirectTo: context.redirectTo ?? HOME_ROUTE,
  }),
});

export type PasswordMachine = typeof passwordMachine;

/** Whether the reset form can be submitted (the screen disables its button otherwise). */
export function canSubmitReset(snapshot: { context: PasswordContext }): boolean {
  return isResetFormValid(snapshot.context);
}
