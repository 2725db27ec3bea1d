/**
 * What route modules receive: `registerXRoutes(router, deps)`.
 */

import type { Tokens } from './auth/tokens.ts';
import type { Clock } from './clock.ts';
import type { Codes } from './codes.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Logger } from './log.ts';
import type { Outbox } from './outbox.ts';
import type { Push } from './push.ts';

export interface Deps {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: Config;
  readonly tokens: Tokens;
  readonly codes: Codes;
  readonly outbox: Outbox;
  readonly push: Push;
  readonly log: Logger;
}

export type { Clock, Codes, Config, Db, Logger, Outbox, Push, Tokens };
