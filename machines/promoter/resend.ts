/**
 * The promoter's two resends: the customer's NIP SMS (`consent`) and the client's e-mailed code (`activation`), each
 * in the shared resend region (machines/shared/resend.ts, spec §9: the business role waits 90 s,
 * `context.resendWaitSeconds`). A wait of none still ticks once before the link; RESUME after a restore starts
 * the countdown again from what is left. `resending` calls the endpoint: its answer restarts the wait from the
 * server's, a 429 from the full wait (a used-up budget of the NIP, the day's or the application's, alerts its text
 * instead), any other failure alerts and offers the link again.
 */

import { refusalText } from '../shared/refusals';
import { RESTART_ON_RESUME, resendRegion } from '../shared/resend';
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

export type PromoterResend = {
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

export function promoterResend({ actor, failedMessage, busy }: PromoterResend) {
  return resendRegion({
    atLeastOneTick: true,
    resume: RESTART_ON_RESUME,
    resending: promoterSetup.createStateConfig({
      ...(busy ? { tags: ['busy'] } : {}),
      invoke: { ...actor, ...outcomes(failedMessage, actor.id === 'applications.resendComplianceCode') },
    }),
  });
}
