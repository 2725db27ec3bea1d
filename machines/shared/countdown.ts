/**
 * The resend countdown, written once (spec §9: a code can be asked for again after its wait): a small child
 * machine a flow invokes while its resend link waits. It counts whole seconds down from `input.seconds`, one
 * `COUNTDOWN_TICK_MS` tick at a time, tells its parent each second left (`COUNTDOWN.TICK`, so the parent keeps
 * the figure its screen shows and a restored draft counts on from it) and finishes at zero (the parent's
 * `onDone` offers the link again). A wait of zero or less finishes at once.
 *
 *   waiting: {
 *     invoke: { id: 'countdown', src: 'countdown', input: ({ context }) => ({ seconds: context.countdown }),
 *               onDone: 'ready' },
 *     on: { 'COUNTDOWN.TICK': { actions: assign({ countdown: ({ event }) => event.secondsLeft }) } },
 *   }
 *
 * The flow lists it in `setup({ actors: { countdown: countdownMachine } })`; model tests fake it like any invoked
 * actor (its end is the `xstate.done.actor.countdown` step), machine tests run it on a fake clock.
 */
import { assign, sendParent, setup } from 'xstate';
import { COUNTDOWN_TICK_MS } from '../../src/domain/timers';

/** What the countdown tells its parent every second: the whole seconds still to wait (0 at the end). */
export type CountdownTick = { readonly type: 'COUNTDOWN.TICK'; readonly secondsLeft: number };

export interface CountdownInput {
  /** Whole seconds to wait; fractions round up, a negative or missing wait is none. */
  readonly seconds: number;
}

const wholeSeconds = (seconds: number): number =>
  Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;

export const countdownMachine = setup({
  types: {
    context: {} as { secondsLeft: number },
    input: {} as CountdownInput,
  },
  delays: { tick: COUNTDOWN_TICK_MS },
  actions: {
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    tell: sendParent(
      ({ context }): CountdownTick => ({ type: 'COUNTDOWN.TICK', secondsLeft: context.secondsLeft }),
    ),
  },
  guards: {
    isOver: ({ context }) => context.secondsLeft <= 0,
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ secondsLeft: wholeSeconds(input.seconds) }),
  initial: 'counting',
  states: {
    counting: {
      always: { guard: 'isOver', target: 'done' },
      after: { tick: { target: 'counting', reenter: true, actions: ['tick', 'tell'] } },
    },
    done: { type: 'final' },
  },
});
