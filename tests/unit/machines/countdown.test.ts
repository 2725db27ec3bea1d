import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { type CountdownTick, countdownMachine } from '../../../machines/shared/countdown';
import { COUNTDOWN_TICK_MS } from '../../../src/domain/timers';

/** A parent as the flows write it: waits while the child counts, keeps each second left, offers the link at 0. */
const parent = setup({
  types: {
    input: {} as { seconds: number },
    context: {} as { countdown: number; ticks: number[] },
    events: {} as CountdownTick | { type: 'GO' },
  },
  actors: { countdown: countdownMachine },
}).createMachine({
  context: ({ input }) => ({ countdown: input.seconds, ticks: [] }),
  initial: 'idle',
  states: {
    idle: { on: { GO: 'waiting' } },
    waiting: {
      invoke: {
        id: 'countdown',
        src: 'countdown',
        input: ({ context }) => ({ seconds: context.countdown }),
        onDone: 'ready',
      },
      on: {
        'COUNTDOWN.TICK': {
          actions: assign(({ context, event }) => ({
            countdown: event.secondsLeft,
            ticks: [...context.ticks, event.secondsLeft],
          })),
        },
      },
    },
    ready: {},
  },
});

describe('the resend countdown (machines/shared/countdown.ts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells every second left and finishes at zero, not a tick earlier', () => {
    const actor = createActor(parent, { input: { seconds: 3 } }).start();
    actor.send({ type: 'GO' });
    vi.advanceTimersByTime(COUNTDOWN_TICK_MS * 2);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.countdown]).toEqual(['waiting', 1]);
    vi.advanceTimersByTime(COUNTDOWN_TICK_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.ticks]).toEqual(['ready', [2, 1, 0]]);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('a wait of %s finishes at once', (seconds) => {
    const actor = createActor(parent, { input: { seconds } }).start();
    actor.send({ type: 'GO' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('rounds a fractional wait up to whole seconds', () => {
    const child = createActor(countdownMachine, { input: { seconds: 1.2 } }).start();
    expect(child.getSnapshot().context.secondsLeft).toBe(2);
    child.stop();
  });

  it('stops counting when the parent leaves the waiting state', () => {
    const actor = createActor(parent, { input: { seconds: 60 } }).start();
    actor.send({ type: 'GO' });
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
