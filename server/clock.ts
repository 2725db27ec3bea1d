/** The server's notion of "now". Sandbox QA can move it forward to expire codes and tokens without waiting. */
export interface Clock {
  now(): Date;
  /** Moves the clock forward (sandbox only). */
  advance(ms: number): void;
  /** How far the clock has been moved, in milliseconds. */
  offsetMs(): number;
}

export function systemClock(start: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => new Date(start() + offset),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('The clock only moves forward');
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
