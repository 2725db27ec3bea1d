/**
 * The resend region around the one countdown machine (machines/shared/countdown.ts), written once for every flow
 * that sends a code again after its wait (spec §9): the application's and the promoter's NIP on /permisos, the
 * promoter's client activation code, the signing NIP, the sign-up activation code and the promoter's sign-in NIP.
 *
 *   [before…] ─▶ waiting (countdown child from `context.countdown`, each second kept) ─done─▶ ready
 *   ready ─CODE.RESEND─▶ resending (the flow's call and outcomes)
 *
 * One event for the link everywhere: `CODE.RESEND` (`RESEND`). Two actions do the counting, written here once and
 * listed by each flow's setup (`countdownActions`): `setCountdown` keeps the second the child tells (the screen's
 * figure, and a saved draft's), `endCountdown` clears it when the child ends (or stops short: the link never
 * hides). What differs is the flow's: the states before the wait (sign-up asks the server how long it still is,
 * signing sends the first code), what a restore does (`resume`), and the call with its outcomes (`resending`, built
 * with the flow's own `createStateConfig`).
 */
import { type AnyEventObject, assign, type MachineContext } from 'xstate';
import type { CountdownTick } from './countdown';

/** The event every resend link sends. */
export const RESEND = 'CODE.RESEND';
export type ResendEvent = { readonly type: typeof RESEND };

type Counting = MachineContext & { countdown: number };

/**
 * The two counting actions of the region, for a flow's setup (`actions: { ...countdownActions<Context, Event>() }`).
 */
export function countdownActions<TContext extends Counting, TEvent extends AnyEventObject>() {
  return {
    /** The countdown child tells a second left (`COUNTDOWN.TICK`). */
    setCountdown: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ event }) =>
        (event.type === 'COUNTDOWN.TICK'
          ? { countdown: (event as unknown as CountdownTick).secondsLeft }
          : {}) as Partial<TContext>,
    ),
    /** The countdown is over (or stopped short): the link shows. */
    endCountdown: assign<TContext, TEvent, undefined, TEvent, never>(
      () => ({ countdown: 0 }) as Partial<TContext>,
    ),
  };
}

/** RESUME after a restore: a countdown does not survive a reload, so it starts again from the seconds left. */
export const RESTART_ON_RESUME = { target: 'waiting', reenter: true } as const;

/** `{ RESUME: … }` only for a flow that gives one. */
type ResumeOn<T extends object> = [keyof T] extends [never] ? Record<never, never> : { readonly RESUME: T };

export interface ResendRegionOptions<
  TBefore extends object,
  TResending extends object,
  TResume extends object,
> {
  /** The first state: `waiting` unless the flow decides something first (`before`). */
  readonly initial?: string;
  /** The flow's states before the wait (they end in `waiting` or `ready`). */
  readonly before?: TBefore;
  /** A wait of none still shows one tick before the link (the promoter's). Default: the link at once. */
  readonly atLeastOneTick?: boolean;
  /** What RESUME does while waiting (a restored draft); none when the flow is not restored. */
  readonly resume?: TResume;
  /** The call that sends the code again, with its outcomes (back to `waiting`, or `ready` with an alert). */
  readonly resending: TResending;
}

export function resendRegion<
  const TBefore extends object = Record<never, never>,
  const TResending extends object = object,
  const TResume extends object = Record<never, never>,
>({
  initial = 'waiting',
  before,
  atLeastOneTick = false,
  resume,
  resending,
}: ResendRegionOptions<TBefore, TResending, TResume>) {
  return {
    initial,
    states: {
      ...(before as TBefore),
      waiting: {
        description:
          'The resend wait (machines/shared/countdown.ts) from the seconds left, one a second; each second is kept ' +
          'for the view and a restored draft.',
        invoke: {
          id: 'countdown',
          src: 'countdown',
          input: ({ context }: { context: Counting }) => ({
            seconds: atLeastOneTick ? Math.max(1, context.countdown) : context.countdown,
          }),
          onDone: { target: 'ready', actions: 'endCountdown' },
          // A countdown that cannot go on never hides the link.
          onError: { target: 'ready', actions: 'endCountdown' },
        },
        on: {
          'COUNTDOWN.TICK': { actions: 'setCountdown' },
          ...((resume ? { RESUME: resume } : {}) as ResumeOn<TResume>),
        },
      },
      ready: {
        description: 'The resend link shows.',
        on: { [RESEND]: { target: 'resending' } } as { [RESEND]: { target: 'resending' } },
      },
      resending,
    },
  } as const;
}
