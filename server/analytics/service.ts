/**
 * The analytics collector: a batch of flow events from a browser is counted against its network's budget (an IPv4
 * address, or an IPv6 /64: one household or host holds a whole /64) and against the collector's daily cap (in the
 * database, so every instance shares them); then its events on the allow-list (allow-list.ts) are stored, the
 * others left out. The address is only the counter's key, hashed; it is never stored with the events. Events are
 * kept `ANALYTICS_RETENTION_DAYS` days: the sweeper deletes older ones (`purgeOldEvents`).
 */
import { createHash } from 'node:crypto';
import type { FlowEvent } from '../../src/api/contract/analytics.ts';
import { type AttemptRule, createAttempts } from '../auth/attempts.ts';
import type { Deps } from '../context.ts';
import { fail } from '../http/errors.ts';
import { isAllowed } from './allow-list.ts';
import { countEvents, deleteEventsBefore, insertEvents, storedEvents } from './queries.ts';

/** A tab sends a batch when the page hides or every 50 events: 120 batches in 10 minutes is far above a person. */
export const ANALYTICS_PER_ADDRESS: AttemptRule = { limit: 120, windowMs: 10 * 60_000 };
/** Batches the collector takes from everyone in a day (at most 100 events each): the table's growth is bounded. */
export const ANALYTICS_PER_DAY: AttemptRule = { limit: 20 * 1000, windowMs: 24 * 3_600_000 };
/** Days an event is kept. */
export const ANALYTICS_RETENTION_DAYS = 90;
/** The most events the sandbox download returns. */
export const DOWNLOAD_LIMIT = 100_000;

const TOO_MANY = 'Demasiados eventos; intenta más tarde.';

/** The groups of 16 bits of an IPv6 address (8 of them), or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!address.includes(':')) return null;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 is already unwrapped upstream) counts as two groups.
  const expand = (parts: string[]) =>
    parts.flatMap((p) => {
      if (!p.includes('.')) return [p];
      const [a = 0, b = 0, c = 0, d = 0] = p.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const l = expand(left);
  const r = expand(right);
  const missing = tail === undefined ? 0 : 8 - l.length - r.length;
  const groups = [...l, ...Array<string>(Math.max(0, missing)).fill('0'), ...r];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}

/** The key of a source's budget: an IPv4 address as it is, an IPv6 address by its /64. */
export function networkOf(address: string): string {
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

const addressKey = (address: string) =>
  createHash('sha256')
    .update(`analytics:${networkOf(address)}`)
    .digest('hex');

export function createAnalyticsService(deps: Deps, limits = { perDay: ANALYTICS_PER_DAY }) {
  const attempts = createAttempts(deps.db, deps.clock);
  return {
    async events(
      events: readonly FlowEvent[],
      address: string,
    ): Promise<{ accepted: number; refused: number }> {
      const budget = await attempts.hit('analytics-address', addressKey(address), ANALYTICS_PER_ADDRESS);
      if (!budget.allowed) {
        throw fail(429, 'TOO_MANY_EVENTS', TOO_MANY, { 'Retry-After': String(budget.retryAfterSeconds) });
      }
      const day = await attempts.hit('analytics-global', 'all', limits.perDay);
      if (!day.allowed) {
        throw fail(429, 'TOO_MANY_EVENTS', TOO_MANY, { 'Retry-After': String(day.retryAfterSeconds) });
      }
      const allowed = events.filter(isAllowed);
      return {
        accepted: await insertEvents(deps.db, allowed, deps.clock.now()),
        refused: events.length - allowed.length,
      };
    },
    /** The download of the `/__sandbox` page: `{ events }`, the input of `npm run statecharts -- --traffic`. */
    async download(): Promise<{ events: FlowEvent[]; total: number }> {
      return { events: await storedEvents(deps.db, DOWNLOAD_LIMIT), total: await countEvents(deps.db) };
    },
  };
}

/** Deletes the events older than the retention (run by the sweeper); how many were deleted. */
export function purgeOldEvents(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - ANALYTICS_RETENTION_DAYS * 24 * 3_600_000);
  return deleteEventsBefore(deps.db, cutoff);
}
