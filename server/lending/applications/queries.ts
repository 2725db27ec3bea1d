/**
 * Queries of applications as a resource. The first section holds every statement `POST /applications` runs of its
 * own (create.ts), with the creation limits it shares with can-create (eligibility.ts); then the client's list,
 * profile updates and the promoter's activation attempts. The client's and promoter's rows, the client's lock and
 * the transaction are the lending area's (../queries.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNotNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { pesosToCentavos } from '../../../src/domain/money.ts';
import type { Db } from '../../db/client.ts';
import { addresses, clients, promoters, stores } from '../../db/schema.ts';
import type { ApplicationRow, NewApplication } from '../queries.ts';
import { applicationStatusEvents, applications as applicationsTable, employments } from '../schema.ts';
import { ABANDONED_REASON, IN_PROGRESS, NOT_CREDIT_REJECTIONS } from '../statuses.ts';

// ─── Creating an application (create.ts), in the order the create runs them ─────────────────────────────────

export async function findPromoter(db: Db, promoterId: string) {
  return (await db.select().from(promoters).where(eq(promoters.id, promoterId)).limit(1))[0] ?? null;
}

/** Another client with this phone number or CURP, if any. */
export async function clientWithPhoneOrCurp(db: Db, phoneNumber: string, curp: string) {
  return (
    await db
      .select({ id: clients.id })
      .from(clients)
      .where(or(eq(clients.phoneNumber, phoneNumber), eq(clients.curp, curp)))
      .limit(1)
  )[0];
}

export async function storeExists(db: Db, storeId: string): Promise<boolean> {
  return (await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1)).length > 0;
}

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

/** The months without interest a store offers (empty when the store does not exist). */
export async function storeNoInterestPeriods(db: Db, storeId: string): Promise<readonly number[]> {
  const row = (
    await db.select({ p: stores.noInterestPeriods }).from(stores).where(eq(stores.id, storeId)).limit(1)
  )[0];
  return row?.p ?? [];
}

/**
 * Closes clients' own applications still CREATED (REJECTED, ABANDONED_REASON) in one conditional update, each with
 * its audit entry (`why`): of a client, one application, or created at or before `createdBy`. An application
 * decided meanwhile is left as it is. Returns the closed rows.
 */
export async function closeUnfinished(
  db: Db,
  where: { clientId?: string; id?: string; createdBy?: Date },
  now: Date,
  why: string,
): Promise<ApplicationRow[]> {
  const closed = await db
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
  for (const row of closed) {
    await db.insert(applicationStatusEvents).values({
      applicationId: row.id,
      fromStatus: 'CREATED',
      toStatus: 'REJECTED',
      actor: 'system',
      reason: why,
      at: now,
    });
  }
  return closed;
}

export interface AddressLocation {
  streetName: string;
  exteriorNumber: string;
  interiorNumber?: string | null | undefined;
  postalCode: string;
  neighborhood: string;
  municipality?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
}

/** The location columns of an address row (a missing municipality, city or state is stored as ''). */
export function addressLocationRow(a: AddressLocation) {
  return {
    streetName: a.streetName,
    exteriorNumber: a.exteriorNumber,
    interiorNumber: a.interiorNumber ?? null,
    postalCode: a.postalCode,
    neighborhood: a.neighborhood,
    municipality: a.municipality ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
  };
}

export type NewAddress = Omit<typeof addresses.$inferInsert, 'id'>;

export async function insertAddress(db: Db, row: NewAddress): Promise<string> {
  const id = randomUUID();
  await db.insert(addresses).values({ ...row, id });
  return id;
}

export interface EmploymentInput {
  status: string;
  economicDependents: number;
  companyName?: string | undefined;
  position?: string | undefined;
  monthlySalary?: number | undefined;
  startDate?: string | undefined;
}

/** Stores an employment (spec §3); the company, position, salary and start date only when the person works. */
export async function insertEmployment(
  db: Db,
  clientId: string,
  e: EmploymentInput,
  now: Date,
): Promise<string> {
  const working = e.status === 'EMPLOYED' || e.status === 'INDEPENDENT' || e.status === 'RETIRED';
  const id = randomUUID();
  await db.insert(employments).values({
    id,
    clientId,
    status: e.status,
    companyName: working ? (e.companyName ?? null) : null,
    position: working ? (e.position ?? null) : null,
    monthlySalaryCentavos: working && e.monthlySalary !== undefined ? pesosToCentavos(e.monthlySalary) : null,
    startDate: working ? (e.startDate ?? null) : null,
    economicDependents: e.economicDependents,
    createdAt: now,
  });
  return id;
}

/** Inserts the application with its audit entry: created by `actor` (no status before). */
export async function insertApplication(
  db: Db,
  row: NewApplication & { createdAt: Date },
  actor: string,
): Promise<ApplicationRow> {
  const created = (await db.insert(applicationsTable).values(row).returning())[0]!;
  await db.insert(applicationStatusEvents).values({
    applicationId: created.id,
    fromStatus: null,
    toStatus: created.status,
    actor,
    reason: 'created',
    at: row.createdAt,
  });
  return created;
}

// ─── The client's list, profile updates, activation attempts ───────────────────────────────────────────────

export async function applicationsOfClient(db: Db, clientId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applicationsTable)
    .where(eq(applicationsTable.clientId, clientId))
    .orderBy(desc(applicationsTable.createdAt));
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
