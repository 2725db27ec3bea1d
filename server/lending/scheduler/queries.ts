/** Queries of the delayed steps (`scheduled_transitions`) and of authorisations that expire. */
import { and, asc, eq, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ApplicationRow } from '../queries.ts';
import { applications as applicationsTable, scheduledTransitions } from '../schema.ts';
import { EXPIRING } from '../statuses.ts';

export type ScheduledStep = typeof scheduledTransitions.$inferSelect;

export async function insertStep(db: Db, step: typeof scheduledTransitions.$inferInsert): Promise<void> {
  await db.insert(scheduledTransitions).values(step);
}

/** Due steps, locked for this transaction; steps another transaction holds are skipped. */
export async function lockDueSteps(tx: Db, now: Date, limit: number): Promise<ScheduledStep[]> {
  return tx
    .select()
    .from(scheduledTransitions)
    .where(and(isNull(scheduledTransitions.doneAt), lte(scheduledTransitions.dueAt, now)))
    .orderBy(asc(scheduledTransitions.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** How many steps are due and not applied, and since when the oldest of them is due. */
export async function dueStepsSummary(db: Db, now: Date): Promise<{ due: number; oldestDueAt: Date | null }> {
  const rows = await db
    .select({ due: sql<number>`count(*)::int`, oldest: min(scheduledTransitions.dueAt) })
    .from(scheduledTransitions)
    .where(and(isNull(scheduledTransitions.doneAt), lte(scheduledTransitions.dueAt, now)));
  const oldest = rows[0]?.oldest;
  return { due: Number(rows[0]?.due ?? 0), oldestDueAt: oldest ? new Date(oldest) : null };
}

export async function markStepDone(db: Db, id: string, now: Date): Promise<void> {
  await db.update(scheduledTransitions).set({ doneAt: now }).where(eq(scheduledTransitions.id, id));
}

/** Makes every pending step due at `now`. */
export async function makePendingStepsDue(db: Db, now: Date): Promise<void> {
  await db.update(scheduledTransitions).set({ dueAt: now }).where(isNull(scheduledTransitions.doneAt));
}

/** PREAPPROVED and APPROVED applications decided on or before `decidedBefore`. */
export async function staleAuthorizations(
  db: Db,
  decidedBefore: Date,
  limit: number,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applicationsTable)
    .where(
      and(
        inArray(applicationsTable.status, [...EXPIRING]),
        lte(applicationsTable.processedAt, decidedBefore),
      ),
    )
    .limit(limit);
}

/** Promoters' applications created on or before `createdBefore` that still wait for the client's consent. */
export async function lapsedConsents(db: Db, createdBefore: Date, limit: number): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applicationsTable)
    .where(
      and(
        eq(applicationsTable.status, 'CREATED'),
        eq(applicationsTable.filedByPromoter, true),
        isNull(applicationsTable.consentedAt),
        lte(applicationsTable.createdAt, createdBefore),
      ),
    )
    .limit(limit);
}
