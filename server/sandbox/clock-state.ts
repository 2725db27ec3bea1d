/**
 * The sandbox clock offset is kept in the database (`server_state`), because codes, tokens and applications are
 * stamped with the moved clock: after a restart the offset is restored, so nothing written before is in the future
 * and tokens issued before keep working.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { serverState } from '../db/schema.ts';

const KEY = 'clock_offset_ms';

export async function loadClockOffset(db: Db): Promise<number> {
  const rows = await db
    .select({ value: serverState.value })
    .from(serverState)
    .where(eq(serverState.key, KEY))
    .limit(1);
  const n = Number(rows[0]?.value ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Stores the clock's offset; a smaller stored value is replaced, a larger one is kept (the clock never goes back). */
export async function saveClockOffset(db: Db, clock: Clock): Promise<void> {
  const value = String(Math.round(clock.offsetMs()));
  await db
    .insert(serverState)
    .values({ key: KEY, value, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: serverState.key,
      set: { value, updatedAt: new Date() },
      where: sql`${serverState.value}::numeric < ${value}::numeric`,
    });
}
