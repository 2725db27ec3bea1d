/** Queries of applications as a resource: creation limits, in-progress check, the client's list, profile rows. */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNotNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, clients } from '../../db/schema.ts';
import type { ApplicationRow, NewApplication } from '../queries.ts';
import { applications as applicationsTable, employments } from '../schema.ts';
import { ABANDONED_REASON, IN_PROGRESS, NOT_CREDIT_REJECTIONS } from '../statuses.ts';

/**
 * Rejections of a client processed since `since`: credit decisions only (not declined interest, not an expired
 * authorisation, not a promoter's application that expired unconsented or that the client cancelled).
 */
export async function countRejectionsSince(
  db: Db,
  clientId: string,
  since: Date,
  declinedReason: string,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applicationsTable)
    .where(
      and(
        eq(applicationsTable.clientId, clientId),
        eq(applicationsTable.status, 'REJECTED'),
        sql`coalesce(${applicationsTable.rejectionReason}, '') not in (${sql.join(
          [declinedReason, ...NOT_CREDIT_REJECTIONS].map((r) => sql`${r}`),
          sql`, `,
        )})`,
        gte(applicationsTable.processedAt, since),
      ),
    );
  return rows[0]?.n ?? 0;
}

/**
 * Applications created for a client since `since`. `withoutPromoterFilings`: leave out the promoters' applications
 * the client has not consented to (they are not the client's doing and never block them).
 */
export async function countCreatedSince(
  db: Db,
  clientId: string,
  since: Date,
  withoutPromoterFilings = false,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applicationsTable)
    .where(
      and(
        eq(applicationsTable.clientId, clientId),
        gte(applicationsTable.createdAt, since),
        withoutPromoterFilings
          ? or(eq(applicationsTable.filedByPromoter, false), isNotNull(applicationsTable.consentedAt))
          : undefined,
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function hasApplicationInProgress(db: Db, clientId: string): Promise<boolean> {
  const rows = await db
    .select({ id: applicationsTable.id })
    .from(applicationsTable)
    .where(and(eq(applicationsTable.clientId, clientId), inArray(applicationsTable.status, [...IN_PROGRESS])))
    .limit(1);
  return rows.length > 0;
}

export async function insertApplication(db: Db, row: NewApplication): Promise<ApplicationRow> {
  const created = await db.insert(applicationsTable).values(row).returning();
  return created[0]!;
}

export async function applicationsOfClient(db: Db, clientId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applicationsTable)
    .where(eq(applicationsTable.clientId, clientId))
    .orderBy(desc(applicationsTable.createdAt));
}

export type NewAddress = Omit<typeof addresses.$inferInsert, 'id'>;

export async function insertAddress(db: Db, row: NewAddress): Promise<string> {
  const id = randomUUID();
  await db.insert(addresses).values({ ...row, id });
  return id;
}

export async function updateAddressDetails(
  db: Db,
  clientId: string,
  addressId: string,
  patch: Partial<typeof addresses.$inferInsert>,
): Promise<void> {
  await db
    .update(addresses)
    .set(patch)
    .where(and(eq(addresses.id, addressId), eq(addresses.clientId, clientId)));
}

export type NewEmployment = Omit<typeof employments.$inferInsert, 'id'>;

export async function insertEmploymentRow(db: Db, row: NewEmployment): Promise<string> {
  const id = randomUUID();
  await db.insert(employments).values({ ...row, id });
  return id;
}

export async function emailTakenByOther(db: Db, email: string, clientId: string): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.email, email), ne(clients.id, clientId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes one of the promoter's activation-code attempts in a single statement (`UPDATE … RETURNING`): null when
 * all `max` are used, so concurrent guesses can never try more than `max` codes.
 */
export async function claimActivationAttempt(
  db: Db,
  applicationId: string,
  max: number,
): Promise<number | null> {
  const rows = await db
    .update(applicationsTable)
    .set({ activationAttempts: sql`${applicationsTable.activationAttempts} + 1` })
    .where(and(eq(applicationsTable.id, applicationId), lt(applicationsTable.activationAttempts, max)))
    .returning({ attempts: applicationsTable.activationAttempts });
  return rows[0]?.attempts ?? null;
}

/** Gives an attempt back (the code was right: only wrong codes count). */
export async function returnActivationAttempt(db: Db, applicationId: string): Promise<void> {
  await db
    .update(applicationsTable)
    .set({ activationAttempts: sql`greatest(${applicationsTable.activationAttempts} - 1, 0)` })
    .where(eq(applicationsTable.id, applicationId));
}

/**
 * Closes clients' own applications still CREATED (REJECTED, ABANDONED_REASON) in one conditional update: of a client,
 * one application, or created at or before `createdBy`. An application decided meanwhile is left as it is.
 */
export async function closeUnfinishedRows(
  db: Db,
  where: { clientId?: string; id?: string; createdBy?: Date },
  now: Date,
): Promise<ApplicationRow[]> {
  return db
    .update(applicationsTable)
    .set({ status: 'REJECTED', rejectionReason: ABANDONED_REASON, processedAt: now, updatedAt: now })
    .where(
      and(
        eq(applicationsTable.status, 'CREATED'),
        eq(applicationsTable.filedByPromoter, false),
        where.clientId !== undefined ? eq(applicationsTable.clientId, where.clientId) : undefined,
        where.id !== undefined ? eq(applicationsTable.id, where.id) : undefined,
        where.createdBy !== undefined ? lte(applicationsTable.createdAt, where.createdBy) : undefined,
      ),
    )
    .returning();
}
