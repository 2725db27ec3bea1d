/**
 * The analytics collector: a batch of flow events from a browser is counted against its address's budget (in the
 * database, so every instance shares it) and stored. The address is only the counter's key, hashed; it is never
 * stored with the events.
 */
import { createHash } from 'node:crypto';
import type { FlowEvent } from '../../src/api/contract/analytics.ts';
import { type AttemptRule, createAttempts } from '../auth/attempts.ts';
import type { Deps } from '../context.ts';
import { fail } from '../http/errors.ts';
import { countEvents, insertEvents, storedEvents } from './queries.ts';

/** A tab sends a batch when the page hides or every 50 events: 120 batches in 10 minutes is far above a person. */
export const ANALYTICS_PER_ADDRESS: AttemptRule = { limit: 120, windowMs: 10 * 60_000 };
/** The most events the sandbox download returns. */
export const DOWNLOAD_LIMIT = 100_000;

const addressKey = (address: string) => createHash('sha256').update(`analytics:${address}`).digest('hex');

export function createAnalyticsService(deps: Deps) {
  const attempts = createAttempts(deps.db, deps.clock);
  return {
    async collect(events: readonly FlowEvent[], address: string): Promise<{ accepted: number }> {
      const budget = await attempts.hit('analytics-address', addressKey(address), ANALYTICS_PER_ADDRESS);
      if (!budget.allowed) {
        throw fail(429, 'TOO_MANY_EVENTS', 'Demasiados eventos; intenta más tarde.', {
          'Retry-After': String(budget.retryAfterSeconds),
        });
      }
      return { accepted: await insertEvents(deps.db, events, deps.clock.now()) };
    },
    /** The download of the `/__sandbox` page: `{ events }`, the input of `npm run statecharts -- --traffic`. */
    async download(): Promise<{ events: FlowEvent[]; total: number }> {
      return { events: await storedEvents(deps.db, DOWNLOAD_LIMIT), total: await countEvents(deps.db) };
    },
  };
}
