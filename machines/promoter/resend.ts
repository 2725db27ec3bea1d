/**
 * The resend region of `consent` (the customer's NIP SMS) and `activation` (the client's e-mailed code), written
 * once (spec §9: the business role waits 90 s, `context.resendWaitSeconds`). `waiting` counts down one tick a
 * second (RESUME after a restore counts on from what is left), `ready` shows the resend link, `resending` calls the
 * actor: its answer restarts the countdown from the server's wait, a 429 restarts it from the full wait (a used-up
 * budget of the NIP, the day's or the application's, alerts its text instead), any other failure alerts and offers
 * the link again. Sign-up's verification region is another shape (it asks the server for
 * the wait left), so it keeps its own.
 */
import { refusalText } from '../shared/refusals';
import { promoterSetup } from './setup';
import type { ClientCodeInput, PromoterContext, ResendComplianceCodeInput } from './types';

type InputOf<T> = ({ context }: { context: PromoterContext }) => T;

/** The resend call: its actor (the invoke id is the actor's name) and its input. */
export type ResendActor =
  | {
      readonly id: 'resendClientCode';
      readonly src: 'resendClientCode';
      readonly input: InputOf<ClientCodeInput>;
    }
  | {
      readonly id: 'resendComplianceCode';
      readonly src: 'resendComplianceCode';
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
        on: { RESUME: { target: 'waiting', reenter: true } },
        after: {
          tick: [
            { guard: 'isLastSecond', target: 'ready', actions: 'tick' },
            { target: 'waiting', reenter: true, actions: 'tick' },
          ],
        },
      },
      ready: { on: { [event]: { target: 'resending' } } },
      resending: {
        ...(busy ? { tags: ['busy'] } : {}),
        invoke: { ...actor, ...outcomes(failedMessage, actor.id === 'resendComplianceCode') },
      },
    },
  });
}
