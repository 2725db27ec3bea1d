/**
 * The sandbox clock offset is kept in the database (`server_state`), because codes, tokens and applications are
 * stamped with the moved clock, and because every instance of the server on one database must tell the same time:
 * - a move is one atomic addition in the database (`advanceSharedClock`): two instances moving the clock at once
 *   both count;
 * - every request reads the stored offset before it runs (`refreshShared`, server/app.ts, server/sandbox/shared.ts), so
 *   a move on one instance is seen by the next request on any other; after a restart the offset is restored the same
 *   way. On PGlite, which only one process can open, that read is skipped while nothing was written since the last
 *   one: `sharedStateWrites` counts this process's writes per database.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { rawDb } from '../db/ambient.ts';
import type { Db } from '../db/client.ts';
import { serverState } from '../db/schema.ts';

const KEY = 'clock_offset_ms';

const writes = new WeakMap<Db, number>();
/** How many writes of the shared state (clock offset, lending settings) began or ended on `db` in this process. */
export const sharedStateWrites = (db: Db): number => writes.get(rawDb(db)) ?? 0;
/** Counted before the write (a read running meanwhile is not trusted) and after it (the next read sees it). */
async function counted<T>(db: Db, write: () => Promise<T>): Promise<T> {
  writes.set(rawDb(db), sharedStateWrites(db) + 1);
  try {
    return await write();
  } finally {
    writes.set(rawDb(db), sharedStateWrites(db) + 1);
  }
}

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

/** The sandbox's shared values other than the clock, by key (`lending_settings`...). */
export const LENDING_SETTINGS_KEY = 'lending_settings';

/**
 * Reads the clock offset and the lending settings in one statement; brings the clock up to the stored offset and
 * returns the stored settings (JSON text, null when never changed).
 */
export async function refreshSharedState(db: Db, clock: Clock): Promise<string | null> {
  const rows = await db
    .select({ key: serverState.key, value: serverState.value })
    .from(serverState)
    .where(inArray(serverState.key, [KEY, LENDING_SETTINGS_KEY]));
  let settings: string | null = null;
  for (const row of rows) {
    if (row.key === KEY) clock.sync?.(asOffset(row.value));
    else settings = row.value;
  }
  return settings;
}

/** Merges `patch` into the stored lending settings (one statement); returns the stored whole (JSON text). */
export async function mergeLendingSettings(db: Db, patch: Record<string, number>): Promise<string> {
  const value = JSON.stringify(patch);
  const rows = await counted(db, () =>
    db
      .insert(serverState)
      .values({ key: LENDING_SETTINGS_KEY, value, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: serverState.key,
        set: { value: sql`(${serverState.value}::jsonb || ${value}::jsonb)::text`, updatedAt: new Date() },
      })
      .returning({ value: serverState.value }),
  );
  return rows[0]?.value ?? value;
}

/**
 * Moves the shared clock forward by `ms`: the stored offset grows by `ms` in one statement, and this instance's
 * clock takes the stored total (which includes any move another instance made meanwhile).
 */
export async function advanceSharedClock(db: Db, clock: Clock, ms: number): Promise<void> {
  clock.advance(ms);
  const delta = String(Math.round(ms));
  const rows = await counted(db, () =>
    db
      .insert(serverState)
      .values({ key: KEY, value: String(Math.round(clock.offsetMs())), updatedAt: new Date() })
      .onConflictDoUpdate({
        target: serverState.key,
        set: {
          value: sql`(greatest(${serverState.value}::numeric, 0) + ${delta}::numeric)::text`,
          updatedAt: new Date(),
        },
      })
      .returning({ value: serverState.value }),
  );
  clock.sync?.(asOffset(rows[0]?.value));
}
