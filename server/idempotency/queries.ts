/** Queries of the `Idempotency-Key`s (`idempotency_keys`). */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Takes the key for a request (one statement): a new key, an expired one, or one whose request never finished
 * (`stuckBefore`: its instance died) is claimed; true when this request owns it and must run.
 */
export async function claimKey(
  db: Db,
  row: { principal: string; key: string; requestHash: string; createdAt: Date; expiresAt: Date },
  stuckBefore: Date,
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
      setWhere: or(
        lte(idempotencyKeys.expiresAt, row.createdAt),
        and(isNull(idempotencyKeys.status), lte(idempotencyKeys.createdAt, stuckBefore)),
      ),
    })
    .returning({ principal: idempotencyKeys.principal });
  return claimed.length === 1;
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

/** Frees a key whose request failed unexpectedly (a retry runs again). */
export async function releaseKey(db: Db, principal: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.principal, principal),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.status),
      ),
    );
}

/** Deletes up to `limit` expired keys; returns how many. */
export async function deleteExpiredKeys(db: Db, now: Date, limit = 500): Promise<number> {
  const rows = await db.execute(
    sql`delete from ${idempotencyKeys} where ctid in (select ctid from ${idempotencyKeys} where ${idempotencyKeys.expiresAt} <= ${now.toISOString()}::timestamptz limit ${limit}) returning 1`,
  );
  return Array.isArray(rows) ? rows.length : ((rows as { rows?: unknown[] }).rows?.length ?? 0);
}
