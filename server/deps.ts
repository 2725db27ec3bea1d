import { createTokens } from './auth/tokens.ts';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import { createCodes } from './codes.ts';
import type { Config } from './config.ts';
import type { Deps } from './context.ts';
import { ambientDb } from './db/ambient.ts';
import type { Db } from './db/client.ts';
import { createLogger, type Logger } from './log.ts';
import { createOutbox } from './outbox.ts';
import { createPush } from './push.ts';
import { loadClockOffset } from './sandbox/clock-state.ts';

/** Wires the services around an open database. */
export function createDeps(pool: Db, config: Config, opts: { clock?: Clock; log?: Logger } = {}): Deps {
  // Inside a keyed request every service's statements join its transaction (server/db/ambient.ts).
  const db = ambientDb(pool);
  const clock = opts.clock ?? systemClock();
  const log = opts.log ?? createLogger(config.logLevel);
  return {
    db,
    clock,
    config,
    log,
    tokens: createTokens(config.jwtSecret, clock),
    codes: createCodes(db, clock, config.jwtSecret),
    outbox: createOutbox(db, clock, log),
    push: createPush(db, config, log),
  };
}

/**
 * The services of a running server (`npm start`, `npm run dev`): like `createDeps`, with the sandbox clock offset
 * of the previous run restored, so what was stamped with the moved clock is not in the future after a restart.
 */
export async function createServerDeps(db: Db, config: Config, opts: { log?: Logger } = {}): Promise<Deps> {
  const offset = config.sandbox ? await loadClockOffset(db) : 0;
  return createDeps(db, config, { ...opts, clock: systemClock(Date.now, offset) });
}
