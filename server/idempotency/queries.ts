/** Queries of the `Idempotency-Key`s (`idempotency_keys`). */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Takes the key for a request, inside the request's transaction: a new key, or an expired one (`now`, the real
 * clock), is claimed; true when this request owns it and must run. A key another transaction claimed and has not
 * ended makes this statement wait for that transaction (the unique key), bounded by the transaction's
 * `lock_timeout`.
 */
export async function claimKey(
  db: Db,
  row: { principal: string; key: string; requestHash: string; createdAt: Date; expiresAt: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...row, status: null, response: null })
    .onConflictDoUpdate({
      target: [idempotencyKeys.principal, idempotencyKeys.key],
      set: {
        requestHash: row.requestHash,
        status: null,
        response: null,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
      },
      setWhere: lte(idempotencyKeys.expiresAt, row.createdAt),
    })
    .returning({ principal: idempotencyKeys.principal });
  return claimed.length === 1;
}

/** Bounds how long a statement of this transaction waits for a lock (`null`: the server's default again). */
export async function setLockTimeout(tx: Db, ms: number | null): Promise<void> {
  await tx.execute(
    ms === null
      ? sql`set local lock_timeout to default`
      : sql.raw(`set local lock_timeout = ${Math.round(ms)}`),
  );
}

export async function keyRow(db: Db, principal: string, key: string): Promise<IdempotencyRow | undefined> {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.principal, principal), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0];
}

export async function storeAnswer(
  db: Db,
  principal: string,
  key: string,
  status: number,
  response: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status, response: response ?? null })
    .where(and(eq(idempotencyKeys.principal, principal), eq(idempotencyKeys.key, key)));
}

/** Deletes up to `limit` expired keys; returns how many. */
export async function deleteExpiredKeys(db: Db, now: Date, limit = 500): Promise<number> {
  const rows = await db.execute(
    sql`delete from ${idempotencyKeys} where ctid in (select ctid from ${idempotencyKeys} where ${idempotencyKeys.expiresAt} <= ${now.toISOString()}::timestamptz limit ${limit}) returning 1`,
  );
  return Array.isArray(rows) ? rows.length : ((rows as { rows?: unknown[] }).rows?.length ?? 0);
}
