/**
 * The resend region of `consent` (the customer's NIP SMS) and `activation` (the client's e-mailed code), written
 * once (spec §9: the business role waits 90 s, `context.resendWaitSeconds`). `waiting` runs the shared countdown
 * child (machines/shared/countdown.ts) from the seconds left and keeps each second it tells in `countdown` (the
 * screen's figure, and a saved draft's); at its end `ready` shows the resend link. RESUME after a restore starts
 * the countdown again from what is left. `resending` calls the endpoint: its answer restarts the wait from the
 * server's, a 429 from the full wait (a used-up budget of the NIP, the day's or the application's, alerts its text
 * instead), any other failure alerts and offers the link again. Sign-up's verification region is another shape (it
 * asks the server for the wait left), so it keeps its own.
 */
import { refusalText } from '../shared/refusals';
import { promoterSetup } from './setup';
import type { ClientCodeInput, PromoterContext, ResendComplianceCodeInput } from './types';

type InputOf<T> = ({ context }: { context: PromoterContext }) => T;

/** The resend call: its endpoint (the invoke's `src` and `id`) and its input. */
export type ResendActor =
  | {
      readonly id: 'promoters.resendClientActivationCode';
      readonly src: 'promoters.resendClientActivationCode';
      readonly input: InputOf<ClientCodeInput>;
    }
  | {
      readonly id: 'applications.resendComplianceCode';
      readonly src: 'applications.resendComplianceCode';
      readonly input: InputOf<ResendComplianceCodeInput>;
    };

export type ResendRegion = {
  /** The event the resend link sends. */
  readonly event: 'CODE.RESEND' | 'NIP.RESEND';
  readonly actor: ResendActor;
  /** The alert when the resend fails (not a 429). */
  readonly failedMessage: string;
  /** Tag `resending` busy: the activation screen's busy flag comes from the tag (consent's from its form). */
  readonly busy: boolean;
};

type RetryAfter = { event: { output: { retryAfterSeconds?: number | undefined } } };
type Failed = { event: { error: unknown } };

/** A used-up budget of the customer's NIP (the day's, the application's): its text, no countdown (issue 22). */
const codeLimit = {
  description: "The NIP's budget of the day or of the application is used up: its text, no countdown.",
  guard: { type: 'isCodeLimit', params: ({ event }: Failed) => ({ error: event.error }) },
  target: 'ready',
  actions: {
    type: 'alert',
    params: ({ event }: Failed) => ({ message: refusalText(event.error) ?? '' }),
  },
} as const;

/**
 * What the resend's answer does (typed on its own: both actors answer `retryAfterSeconds`). Only the customer's
 * NIP has a budget of the day and of the application (`limited`); the activation code has its own (sign-up).
 */
const outcomes = (failedMessage: string, limited: boolean) =>
  ({
    onDone: {
      target: 'waiting',
      actions: [
        {
          type: 'startCountdown',
          params: ({ event }: RetryAfter) => ({ seconds: event.output.retryAfterSeconds }),
        },
        'dismissAlerts',
      ],
    },
    onError: [
      ...(limited ? [codeLimit] : []),
      {
        description: '429: the server still waits; count down again.',
        guard: { type: 'isTooMany', params: ({ event }: Failed) => ({ error: event.error }) },
        target: 'waiting',
        actions: { type: 'startCountdown', params: {} },
      },
      { target: 'ready', actions: { type: 'alert', params: { message: failedMessage } } },
    ],
  }) as const;

export function resendRegion({ event, actor, failedMessage, busy }: ResendRegion) {
  return promoterSetup.createStateConfig({
    initial: 'waiting',
    states: {
      waiting: {
        invoke: {
          id: 'countdown',
          src: 'countdown',
          // No wait left (the server's 0) still shows the link after one tick.
          input: ({ context }) => ({ seconds: Math.max(1, context.countdown) }),
          onDone: { target: 'ready', actions: 'endCountdown' },
          // Should the countdown stop short, the link shows: the customer is never left without it.
          onError: { target: 'ready', actions: 'endCountdown' },
        },
        on: {
          'COUNTDOWN.TICK': { actions: 'setCountdown' },
          RESUME: { target: 'waiting', reenter: true },
        },
      },
      ready: { on: { [event]: { target: 'resending' } } },
      resending: {
        ...(busy ? { tags: ['busy'] } : {}),
        invoke: { ...actor, ...outcomes(failedMessage, actor.id === 'applications.resendComplianceCode') },
      },
    },
  });
}
