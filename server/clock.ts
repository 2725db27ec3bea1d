/** The server's notion of "now". Sandbox QA can move it forward to expire codes and tokens without waiting. */
export interface Clock {
  now(): Date;
  /** Moves the clock forward (sandbox only). */
  advance(ms: number): void;
  /** How far the clock has been moved, in milliseconds. */
  offsetMs(): number;
  /**
   * Raises the offset to `offsetMs` when it is larger (the clock never goes back): the offset another instance
   * stored in the database (server/sandbox/clock-state.ts). Optional: a test's fixed clock may leave it out.
   */
  sync?(offsetMs: number): void;
}

/**
 * The system time plus an offset. `initialOffsetMs` restores the offset kept from an earlier run (the sandbox
 * clock state, server/sandbox/clock-state.ts), so timestamps written with it are never in the future after a
 * restart.
 */
export function systemClock(start: () => number = Date.now, initialOffsetMs = 0): Clock {
  let offset = Number.isFinite(initialOffsetMs) && initialOffsetMs > 0 ? initialOffsetMs : 0;
  return {
    now: () => new Date(start() + offset),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('The clock only moves forward');
      offset += ms;
    },
    offsetMs: () => offset,
    sync(ms: number) {
      if (Number.isFinite(ms) && ms > offset) offset = ms;
    },
  };
}
