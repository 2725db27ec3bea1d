/**
 * Promoter sign-in (spec §2 "Promoter area", §6 business role, §8 "Promoter not found" / "Promoter NIP"). A small
 * machine, one file:
 *
 *   phone (/promotor) ──SUBMIT [10 digits]──▶ lookingUp (POST /promoters/signin: the NIP goes by SMS)
 *      ▲   404 'No se encontró el número de teléfono ingresado.' / else 'Hubo un error intenta nuevamente'
 *      │                                              │ done, or 429 (a NIP went less than a minute ago: its wait)
 *      └──────────── PHONE.EDIT ─────────── nip ◀─────┘
 *                                            │ SUBMIT [6 digits]
 *                                            ▼
 *                 verifying (POST /promoters/verify-nip) ──done──▶ signedIn (final: the business token)
 *                   422 'El nip ingresado es incorrecto' / else 'Hubo un error, vuelve a intentarlo' ─▶ nip
 *
 * On the NIP step, the resend region runs the shared countdown (machines/shared/countdown.ts) over the 60 s (spec
 * §9, as the customer's NIP on permisos) and then offers 'Reenviar NIP' (POST /promoters/signin again); a resend the
 * server finds too early (429) counts down again from its `retryAfterSeconds`, never an error.
 *
 * Both calls are actors named by their endpoint key (`promoterSigninActors(call)`, below): the landing page provides
 * its `call` once. The host hands the token to the session (LOGIN) when the flow ends; the landing then shows the
 * promoter's day.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { BodyOf, ResponseOf } from '../src/api/contract/endpoint';
import type { signin, verifyNip } from '../src/api/contract/promoters';
import { compose, exactDigits, required, validateFields } from '../src/domain/fields';
import { digitsOnly } from '../src/domain/phone';
import { ALERT_TIMER_ERROR_MS, RESEND_WAIT_SECONDS } from '../src/domain/timers';
import { PATHS } from '../src/paths';
import { promoterSigninAtlas } from './promoterSignin.atlas';
import { ALERTS_CLEARED, type AlertEmitted, type AlertsCleared, errorAlert } from './shared/alerts';
import { type ApiCall, unprovidedCall } from './shared/call';
import { type CountdownTick, countdownMachine } from './shared/countdown';
import { errorStatus } from './shared/errors';
import { countdownActions, type ResendEvent, resendRegion } from './shared/resend';
import type { RouteChangedEvent } from './shared/route';

/** Spec §8 "Promoter not found". */
export const PROMOTER_NOT_FOUND_MESSAGE = 'No se encontró el número de teléfono ingresado.';
export const PROMOTER_LOOKUP_FAILED_MESSAGE = 'Hubo un error intenta nuevamente';
/** Spec §8 "Promoter NIP". */
export const PROMOTER_WRONG_NIP_MESSAGE = 'El nip ingresado es incorrecto';
export const PROMOTER_NIP_FAILED_MESSAGE = 'Hubo un error, vuelve a intentarlo';
/** Spec §8 "Resend compliance or signature code fails": the NIP could not be sent again. */
export const PROMOTER_RESEND_FAILED_MESSAGE = 'No pudimos reenviar el NIP.';

export type PromoterSigninField = 'phoneNumber' | 'nip';

export interface PromoterSigninContext {
  readonly phoneNumber: string;
  readonly nip: string;
  readonly errors: Readonly<Partial<Record<PromoterSigninField, string>>>;
  readonly token: string | null;
  /** Seconds left before the NIP can be sent again (0: 'Reenviar NIP' shows). */
  readonly countdown: number;
  /** The wait after a NIP is sent when the server names none (spec §9: 60 s). */
  readonly resendWaitSeconds: number;
}

export interface PromoterSigninInput {
  /** Spec §9's 60 s unless given (the tests give a short one). */
  readonly resendWaitSeconds?: number;
}

export interface PromoterSigninOutput {
  readonly token: string;
}

export type PromoterSigninEvent =
  | { readonly type: 'CHANGE'; readonly field: PromoterSigninField; readonly value: string }
  | { readonly type: 'SUBMIT' }
  /** Back from the NIP to the phone (another number). */
  | { readonly type: 'PHONE.EDIT' }
  /** 'Reenviar NIP', once the wait is over. */
  | ResendEvent
  /** The resend countdown tells a second left. */
  | CountdownTick
  | RouteChangedEvent;

export type LookupPromoterInput = BodyOf<typeof signin>;
export type LookupPromoterOutput = ResponseOf<typeof signin>;
export type VerifyNipInput = BodyOf<typeof verifyNip>;
export type VerifyNipOutput = ResponseOf<typeof verifyNip>;

/** The sign-in's calls, named by their endpoint key, from the one `call` the landing page provides. */
export const promoterSigninActors = (call: ApiCall) => ({
  /** POST /promoters/signin: the promoter exists and a NIP was sent by SMS. */
  'promoters.signin': fromPromise<LookupPromoterOutput, LookupPromoterInput>(({ input, signal }) =>
    call('promoters.signin', { body: input, signal }),
  ),
  /** POST /promoters/verify-nip → business token. */
  'promoters.verifyNip': fromPromise<VerifyNipOutput, VerifyNipInput>(({ input, signal }) =>
    call('promoters.verifyNip', { body: input, signal }),
  ),
});

/** The machine's top-level states as transition targets, written once. */
export const TO = {
  phone: '#promoterSignin.phone',
  nip: '#promoterSignin.nip',
  signedIn: '#promoterSignin.signedIn',
} as const;

/** Spec §5 / §9: phone 10 digits; NIP 6. */
const phoneRule = compose(required, exactDigits(10));
const nipRule = compose(required, exactDigits(6));

export function phoneError(phoneNumber: string): string | null {
  return validateFields({ phoneNumber }, { phoneNumber: phoneRule }).phoneNumber ?? null;
}

export function nipError(nip: string): string | null {
  return validateFields({ nip }, { nip: nipRule }).nip ?? null;
}

const cleaned = (field: PromoterSigninField, value: string) =>
  digitsOnly(value).slice(0, field === 'nip' ? 6 : 10);

const promoterSigninSetup = setup({
  types: {
    context: {} as PromoterSigninContext,
    events: {} as PromoterSigninEvent,
    input: {} as PromoterSigninInput | undefined,
    output: {} as PromoterSigninOutput,
    emitted: {} as AlertEmitted | AlertsCleared,
  },
  actors: { ...promoterSigninActors(unprovidedCall), countdown: countdownMachine },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { [event.field]: cleaned(event.field, event.value), errors } as Partial<PromoterSigninContext>;
    }),
    showPhoneError: assign(({ context }) => {
      const message = phoneError(context.phoneNumber);
      return { errors: message ? { phoneNumber: message } : {} };
    }),
    showNipError: assign(({ context }) => {
      const message = nipError(context.nip);
      return { errors: message ? { nip: message } : {} };
    }),
    clearErrors: assign({ errors: {} }),
    clearNip: assign({ nip: '' }),
    setToken: assign((_, params: { token: string }) => ({ token: params.token })),
    dismissAlerts: emit(ALERTS_CLEARED),
    alertNotFound: emit(errorAlert(PROMOTER_NOT_FOUND_MESSAGE, ALERT_TIMER_ERROR_MS)),
    alertLookupFailed: emit(errorAlert(PROMOTER_LOOKUP_FAILED_MESSAGE, ALERT_TIMER_ERROR_MS)),
    alertWrongNip: emit(errorAlert(PROMOTER_WRONG_NIP_MESSAGE, ALERT_TIMER_ERROR_MS)),
    alertNipFailed: emit(errorAlert(PROMOTER_NIP_FAILED_MESSAGE, ALERT_TIMER_ERROR_MS)),
    alertResendFailed: emit(errorAlert(PROMOTER_RESEND_FAILED_MESSAGE, ALERT_TIMER_ERROR_MS)),
    /** The wait the server gave (a 429's `retryAfterSeconds`), else the full wait. */
    startCountdown: assign(({ context }, params: { error?: unknown }) => ({
      countdown: retryAfterOf(params.error) ?? context.resendWaitSeconds,
    })),
    /** The countdown's seconds (`setCountdown`, `endCountdown`): machines/shared/resend.ts. */
    ...countdownActions<PromoterSigninContext, PromoterSigninEvent>(),
  },
  guards: {
    isPhoneValid: ({ context }) => phoneError(context.phoneNumber) === null,
    isNipValid: ({ context }) => nipError(context.nip) === null,
    isNotFound: (_, params: { error: unknown }) => errorStatus(params.error) === 404,
    isWrongNip: (_, params: { error: unknown }) => errorStatus(params.error) === 422,
    /** A NIP went to this phone less than the wait ago: it is still good; the wait goes on. */
    isTooEarly: (_, params: { error: unknown }) => errorStatus(params.error) === 429,
    isLandingRoute: ({ event }) => event.type === 'ROUTE.CHANGED' && event.route === PATHS.promoter,
  },
});

/** POST /promoters/signin again: a new NIP by SMS (the shared resend region's call). */
const resendNip = promoterSigninSetup.createStateConfig({
  description: 'POST /promoters/signin again: a new NIP by SMS.',
  invoke: {
    id: 'promoters.signin',
    src: 'promoters.signin',
    input: ({ context }) => ({ phoneNumber: context.phoneNumber }),
    onDone: {
      target: 'waiting',
      actions: ['dismissAlerts', { type: 'startCountdown', params: {} }],
    },
    onError: [
      {
        description: '429: the wait is not over; count down what is left.',
        guard: { type: 'isTooEarly', params: ({ event }) => ({ error: event.error }) },
        target: 'waiting',
        actions: { type: 'startCountdown', params: ({ event }) => ({ error: event.error }) },
      },
      { target: 'ready', actions: 'alertResendFailed' },
    ],
  },
});

export const promoterSigninMachine = promoterSigninSetup.createMachine({
  id: 'promoterSignin',
  meta: { atlas: promoterSigninAtlas },
  context: ({ input }) => ({
    phoneNumber: '',
    nip: '',
    errors: {},
    token: null,
    countdown: 0,
    resendWaitSeconds: input?.resendWaitSeconds ?? RESEND_WAIT_SECONDS,
  }),
  initial: 'phone',
  states: {
    phone: {
      meta: { route: PATHS.promoter },
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'setField' },
            SUBMIT: [
              { guard: 'isPhoneValid', target: 'lookingUp', actions: 'clearErrors' },
              { actions: 'showPhoneError' },
            ],
            'ROUTE.CHANGED': { guard: 'isLandingRoute' },
          },
        },
        lookingUp: {
          description: 'POST /promoters/signin: is this a promoter? The NIP goes to the phone by SMS.',
          tags: ['busy'],
          invoke: {
            id: 'promoters.signin',
            src: 'promoters.signin',
            input: ({ context }) => ({ phoneNumber: context.phoneNumber }),
            onDone: {
              target: TO.nip,
              actions: ['clearNip', 'dismissAlerts', { type: 'startCountdown', params: {} }],
            },
            onError: [
              {
                guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: 'alertNotFound',
              },
              {
                description:
                  'A NIP went to this phone less than the wait ago: it is still good; its countdown.',
                guard: { type: 'isTooEarly', params: ({ event }) => ({ error: event.error }) },
                target: TO.nip,
                actions: [
                  'clearNip',
                  'dismissAlerts',
                  { type: 'startCountdown', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              { target: 'editing', actions: 'alertLookupFailed' },
            ],
          },
        },
      },
    },
    nip: {
      meta: { route: PATHS.promoter },
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE: { actions: 'setField' },
                SUBMIT: [
                  { guard: 'isNipValid', target: 'verifying', actions: 'clearErrors' },
                  { actions: 'showNipError' },
                ],
                'PHONE.EDIT': { target: TO.phone, actions: ['clearNip', 'clearErrors'] },
                'ROUTE.CHANGED': { guard: 'isLandingRoute' },
              },
            },
            verifying: {
              description: 'POST /promoters/verify-nip → business token.',
              tags: ['busy'],
              invoke: {
                id: 'promoters.verifyNip',
                src: 'promoters.verifyNip',
                input: ({ context }) => ({ phoneNumber: context.phoneNumber, nip: context.nip }),
                onDone: {
                  target: TO.signedIn,
                  actions: [
                    { type: 'setToken', params: ({ event }) => ({ token: event.output.token }) },
                    'dismissAlerts',
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isWrongNip', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing',
                    actions: ['clearNip', 'alertWrongNip'],
                  },
                  { target: 'editing', actions: 'alertNipFailed' },
                ],
              },
            },
          },
        },
        resend: resendRegion({ atLeastOneTick: true, resending: resendNip }),
      },
    },
    signedIn: {
      type: 'final',
      description: 'The business token goes to the session (the host sends LOGIN).',
    },
  },
  output: ({ context }) => ({ token: context.token ?? '' }),
});

export type PromoterSigninMachine = typeof promoterSigninMachine;

/** What the sign-in screen shows (screens read this, never `matches()`). */
export function promoterSigninView(snapshot: {
  readonly context: PromoterSigninContext;
  matches(value: 'nip' | { nip: { resend: 'ready' | 'resending' } }): boolean;
  hasTag(tag: 'busy'): boolean;
}) {
  const { phoneNumber, nip, errors, countdown } = snapshot.context;
  return {
    step: snapshot.matches('nip') ? 'nip' : 'phone',
    busy: snapshot.hasTag('busy'),
    phoneNumber,
    nip,
    errors,
    /** 'Reenviar NIP' shows (the wait is over). */
    canResend: snapshot.matches({ nip: { resend: 'ready' } }),
    resending: snapshot.matches({ nip: { resend: 'resending' } }),
    /** Seconds left of the wait ('Podrás pedir un nuevo NIP en {n} s'). */
    countdown,
  } as const;
}

/** A 429's wait (`retryAfterSeconds` of the error body), when it names a positive one. */
function retryAfterOf(error: unknown): number | undefined {
  const body = (error as { body?: { retryAfterSeconds?: unknown } | null } | null | undefined)?.body;
  const seconds = body?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}
