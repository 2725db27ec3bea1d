/**
 * The sandbox clock offset is kept in the database (`server_state`), because codes, tokens and applications are
 * stamped with the moved clock, and because every instance of the server on one database must tell the same time:
 * - a move is one atomic addition in the database (`advanceSharedClock`): two instances moving the clock at once
 *   both count;
 * - every request reads the stored offset before it runs (`refreshClock`, server/app.ts), so a move on one instance
 *   is seen by the next request on any other; after a restart the offset is restored the same way.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { serverState } from '../db/schema.ts';

const KEY = 'clock_offset_ms';

const asOffset = (raw: string | undefined): number => {
  const n = Number(raw ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

export async function loadClockOffset(db: Db): Promise<number> {
  const rows = await db
    .select({ value: serverState.value })
    .from(serverState)
    .where(eq(serverState.key, KEY))
    .limit(1);
  return asOffset(rows[0]?.value);
}

/** Brings the clock up to the offset stored in the database (one primary-key read). */
export async function refreshClock(db: Db, clock: Clock): Promise<void> {
  if (!clock.sync) return;
  clock.sync(await loadClockOffset(db));
}

/**
 * Moves the shared clock forward by `ms`: the stored offset grows by `ms` in one statement, and this instance's
 * clock takes the stored total (which includes any move another instance made meanwhile).
 */
export async function advanceSharedClock(db: Db, clock: Clock, ms: number): Promise<void> {
  clock.advance(ms);
  const delta = String(Math.round(ms));
  const rows = await db
    .insert(serverState)
    .values({ key: KEY, value: String(Math.round(clock.offsetMs())), updatedAt: new Date() })
    .onConflictDoUpdate({
      target: serverState.key,
      set: {
        value: sql`(greatest(${serverState.value}::numeric, 0) + ${delta}::numeric)::text`,
        updatedAt: new Date(),
      },
    })
    .returning({ value: serverState.value });
  clock.sync?.(asOffset(rows[0]?.value));
}
