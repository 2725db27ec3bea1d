/**
 * What readiness reads: the newest migration the database has applied (drizzle's `drizzle.__drizzle_migrations`,
 * the table both migrators, PGlite's and node-postgres', write).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** `created_at` of the newest applied migration (the journal's `when`), or null when none was ever applied. */
export async function newestAppliedMigration(db: Db): Promise<number | null> {
  const exists = await db.execute<{ name: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!rowsOf<{ name: string | null }>(exists)[0]?.name) return null;
  const result = await db.execute<{ created_at: string | number | null }>(
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const value = rowsOf<{ created_at: string | number | null }>(result)[0]?.created_at;
  return value === null || value === undefined ? null : Number(value);
}

/** PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];
