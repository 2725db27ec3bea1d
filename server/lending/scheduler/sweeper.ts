/**
 * Every instance sweeps the database for due work, at start and then every `intervalMs` (default 1 s): the delayed
 * lending steps and expiries (`settle`, rows locked with SKIP LOCKED, so each step is applied once by whichever
 * instance gets to it), and the expired idempotency keys and the analytics events past their retention (once a
 * minute). Nothing is armed in one process: a step scheduled by an instance that stops is applied by the next
 * sweep of any other, or of itself after a restart.
 * `stop()` ends the sweeps and waits for the one running (graceful shutdown, before the pool closes).
 */
import { purgeOldEvents } from '../../analytics/service.ts';
import type { Deps } from '../../context.ts';
import { purgeExpiredKeys } from '../../idempotency/service.ts';
import { errorFields } from '../../log.ts';
import { refreshShared } from '../../sandbox/shared.ts';
import { settle } from './service.ts';

export interface Sweeper {
  stop(): Promise<void>;
}

export const SWEEP_INTERVAL_MS = 1000;
const PURGE_EVERY = 60;

/** One sweep: the shared clock and delays first (another instance may have changed them), then the due steps. */
export async function sweepOnce(deps: Deps, purge = false): Promise<number> {
  if (deps.config.sandbox) await refreshShared(deps);
  const applied = await settle(deps);
  if (purge) {
    await purgeExpiredKeys(deps);
    await purgeOldEvents(deps);
  }
  return applied;
}

export function startSweeper(deps: Deps, intervalMs = SWEEP_INTERVAL_MS): Sweeper {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let round = 0;
  const tick = () => {
    const purge = round++ % PURGE_EVERY === 0;
    running = sweepOnce(deps, purge)
      .then(
        () => {},
        (e: unknown) => deps.log.warn('scheduled lending sweep failed', errorFields(e)),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) {
          timer = setTimeout(tick, intervalMs);
          timer.unref?.();
        }
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
