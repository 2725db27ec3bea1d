/**
 * Attempt counters kept in the database (`auth_attempts`): they survive a restart, are shared by every server
 * process on the same database, and one key's counter is never flushed by traffic on other keys.
 *
 * `hit` counts an attempt atomically (one upsert) *before* the attempt is checked, so concurrent attempts cannot
 * all slip under the limit; a fixed window starts at the first attempt and the counter restarts after it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { authAttempts } from '../db/schema.ts';

export type AttemptScope =
  | 'signin-account'
  | 'signin-address'
  | 'activation'
  | 'promoter-lookup'
  | 'analytics-address'
  | 'analytics-global';

export interface AttemptRule {
  readonly limit: number;
  readonly windowMs: number;
}

export interface HitResult {
  /** Attempts in the window, this one included. */
  readonly count: number;
  /** False when this attempt is over the limit (it must not be checked). */
  readonly allowed: boolean;
  /** Seconds until the window ends (when the counter restarts). */
  readonly retryAfterSeconds: number;
}

export interface Attempts {
  hit(scope: AttemptScope, key: string, rule: AttemptRule): Promise<HitResult>;
  /** Takes back this request's own hit (a successful attempt that must not count as a failure). */
  undo(scope: AttemptScope, key: string): Promise<void>;
  /** Forgets the key's counter (e.g. after a successful sign-in on the account). */
  reset(scope: AttemptScope, key: string): Promise<void>;
}

export function createAttempts(db: Db, clock: Clock): Attempts {
  return {
    async hit(scope, key, rule) {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - rule.windowMs);
      const expired = sql`${authAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
      const rows = await db
        .insert(authAttempts)
        .values({ scope, key, count: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: [authAttempts.scope, authAttempts.key],
          set: {
            count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authAttempts.windowStartedAt} end`,
          },
        })
        .returning({ count: authAttempts.count, windowStartedAt: authAttempts.windowStartedAt });
      const row = rows[0]!;
      const ends = row.windowStartedAt.getTime() + rule.windowMs;
      return {
        count: row.count,
        allowed: row.count <= rule.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
      };
    },
    async undo(scope, key) {
      await db
        .update(authAttempts)
        .set({ count: sql`greatest(${authAttempts.count} - 1, 0)` })
        .where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key)));
    },
    async reset(scope, key) {
      await db.delete(authAttempts).where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key)));
    },
  };
}

/** The wait in Spanish words is the domain's (the app words its own texts with it too). */
export { waitInWords } from '../../src/domain/waits.ts';
