/**
 * The guard of tests/integration/isolation.ts (the integration files share a worker's modules): it names what a file
 * leaves behind, and nothing when the file restored everything.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leftBehind, processState } from './isolation.ts';

describe('what an integration file leaves to the next one', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('nothing, when the file restored what it changed', () => {
    const before = processState();
    process.env.ISOLATION_PROBE = 'x';
    vi.spyOn(Date, 'now').mockReturnValue(0);
    delete process.env.ISOLATION_PROBE;
    vi.restoreAllMocks();
    expect(leftBehind(before, processState())).toEqual([]);
  });

  it('an environment variable set, changed or removed', () => {
    process.env.ISOLATION_PROBE_KEPT = 'a';
    const before = processState();
    process.env.ISOLATION_PROBE = 'x';
    process.env.ISOLATION_PROBE_KEPT = 'b';
    const changed = processState();
    delete process.env.ISOLATION_PROBE;
    delete process.env.ISOLATION_PROBE_KEPT;
    expect(leftBehind(before, changed)).toEqual([
      'process.env.ISOLATION_PROBE_KEPT changed',
      'process.env.ISOLATION_PROBE changed',
    ]);
    expect(leftBehind(before, processState())).toEqual(['process.env.ISOLATION_PROBE_KEPT changed']);
  });

  it('a clock or randomness spied on, fake timers, a global, a process listener', () => {
    const before = processState();
    vi.spyOn(Date, 'now').mockReturnValue(0);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    (globalThis as Record<string, unknown>).isolationProbe = 1;
    const listener = () => {};
    process.on('unhandledRejection', listener);
    try {
      expect(leftBehind(before, processState())).toEqual([
        'global isolationProbe added',
        'Date.now replaced',
        'Math.random replaced',
        'setTimeout replaced',
        "a process 'unhandledRejection' listener added",
        'fake timers left on',
      ]);
    } finally {
      process.off('unhandledRejection', listener);
      delete (globalThis as Record<string, unknown>).isolationProbe;
    }
  });
});
