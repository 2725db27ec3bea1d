/** Queries of the promoter area: promoters, their stores and the clients they look up. */
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, clients, promoters, stores } from '../../db/schema.ts';
import { applications as applicationsTable, promoterLookups } from '../schema.ts';

export type PromoterRow = typeof promoters.$inferSelect;

export async function promoterById(db: Db, id: string): Promise<PromoterRow | undefined> {
  return (await db.select().from(promoters).where(eq(promoters.id, id)).limit(1))[0];
}

/** The promoter registered with this phone number (the sign-in key), if any. */
export async function promoterByPhone(db: Db, phoneNumber: string): Promise<{ id: string } | undefined> {
  return (
    await db
      .select({ id: promoters.id })
      .from(promoters)
      .where(eq(promoters.phoneNumber, phoneNumber))
      .limit(1)
  )[0];
}

export async function storesWithId(db: Db, storeId: string) {
  return db.select().from(stores).where(eq(stores.id, storeId));
}

/** Clients matching any of the identifiers (at most 3). */
export async function clientsByIdentifiers(
  db: Db,
  ids: { phoneNumber?: string | undefined; curp?: string | undefined; email?: string | undefined },
) {
  return db
    .select()
    .from(clients)
    .where(
      or(
        ids.phoneNumber !== undefined ? eq(clients.phoneNumber, ids.phoneNumber) : undefined,
        ids.curp !== undefined ? eq(clients.curp, ids.curp) : undefined,
        ids.email !== undefined ? eq(clients.email, ids.email) : undefined,
      ),
    )
    .limit(3);
}

export async function addressOfClient(db: Db, clientId: string, addressId: string) {
  return (
    await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.clientId, clientId)))
      .limit(1)
  )[0];
}

/** True when this promoter has an application of this client waiting for the activation code. */
export async function hasOpenQuickApplication(
  db: Db,
  promoterId: string,
  clientId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: applicationsTable.id })
    .from(applicationsTable)
    .where(
      and(
        eq(applicationsTable.promoterId, promoterId),
        eq(applicationsTable.clientId, clientId),
        inArray(applicationsTable.status, ['PRELIMINARY_PASSED', 'RETRY_PROCESSING_APPLICATION']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** This promoter's applications created since `since` (newest first, at most 100), with the client's name. */
export async function promoterApplicationsSince(db: Db, promoterId: string, since: Date) {
  return db
    .select({
      id: applicationsTable.id,
      clientId: applicationsTable.clientId,
      serialNumber: applicationsTable.serialNumber,
      status: applicationsTable.status,
      creditAmountCentavos: applicationsTable.creditAmountCentavos,
      createdAt: applicationsTable.createdAt,
      name: clients.name,
      firstSurname: clients.firstSurname,
    })
    .from(applicationsTable)
    .innerJoin(clients, eq(clients.id, applicationsTable.clientId))
    .where(and(eq(applicationsTable.promoterId, promoterId), gte(applicationsTable.createdAt, since)))
    .orderBy(desc(applicationsTable.createdAt))
    .limit(100);
}

/**
 * Statuses of an application open with the client that the client consented to (the credit-check NIP was
 * verified): a CREATED one proves nothing, any promoter can file one with a client id.
 */
const CONSENTED_OPEN = ['PRELIMINARY_PASSED', 'RETRY_PROCESSING_APPLICATION'] as const;

/**
 * What this promoter has to do with this client: whether she registered the client (a quick application of a
 * new client) and whether she has an application open with them that the client consented to.
 */
export async function promoterRelation(
  db: Db,
  promoterId: string,
  clientId: string,
): Promise<{ created: boolean; open: boolean }> {
  const rows = await db
    .select({ createdClient: applicationsTable.createdClient, status: applicationsTable.status })
    .from(applicationsTable)
    .where(and(eq(applicationsTable.promoterId, promoterId), eq(applicationsTable.clientId, clientId)))
    .limit(50);
  return {
    created: rows.some((r) => r.createdClient),
    open: rows.some((r) => (CONSENTED_OPEN as readonly string[]).includes(r.status)),
  };
}

export type LookupOutcome = 'FULL' | 'MASKED' | 'NOT_FOUND' | 'LIMITED';
export type PromoterLookupRow = typeof promoterLookups.$inferSelect;

/** One line of the audit trail of the promoters' client look-ups. */
export async function insertPromoterLookup(
  db: Db,
  row: Omit<PromoterLookupRow, 'id' | 'outcome'> & { outcome: LookupOutcome },
): Promise<void> {
  await db.insert(promoterLookups).values(row);
}

/** The latest look-ups, newest first (the sandbox page and its JSON call). */
export async function recentPromoterLookups(db: Db, limit: number): Promise<PromoterLookupRow[]> {
  return db.select().from(promoterLookups).orderBy(desc(promoterLookups.id)).limit(limit);
}

/** The ids of every application of a client (the subjects of their consent NIPs). */
export async function applicationIdsOfClient(db: Db, clientId: string): Promise<string[]> {
  const rows = await db
    .select({ id: applicationsTable.id })
    .from(applicationsTable)
    .where(eq(applicationsTable.clientId, clientId));
  return rows.map((r) => r.id);
}

/** The ids of the applications one promoter (null: any promoter) filed for a client. */
export async function applicationIdsFiledFor(
  db: Db,
  promoterId: string | null,
  clientId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: applicationsTable.id })
    .from(applicationsTable)
    .where(
      and(
        eq(applicationsTable.clientId, clientId),
        promoterId === null ? undefined : eq(applicationsTable.promoterId, promoterId),
        eq(applicationsTable.filedByPromoter, true),
      ),
    );
  return rows.map((r) => r.id);
}

/** When a promoter filed each application since `since` (oldest first), for one client or for all. */
export async function promoterFilingsSince(
  db: Db,
  promoterId: string,
  since: Date,
  clientId: string | null,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: applicationsTable.createdAt })
    .from(applicationsTable)
    .where(
      and(
        eq(applicationsTable.promoterId, promoterId),
        eq(applicationsTable.filedByPromoter, true),
        gte(applicationsTable.createdAt, since),
        clientId === null ? undefined : eq(applicationsTable.clientId, clientId),
      ),
    )
    .orderBy(applicationsTable.createdAt);
  return rows.map((r) => r.createdAt);
}

/** The last time the client cancelled an application this promoter filed for them since `since`, or null. */
export async function lastCancelledByClient(
  db: Db,
  promoterId: string,
  clientId: string,
  since: Date,
  cancelledReason: string,
): Promise<Date | null> {
  const rows = await db
    .select({ at: applicationsTable.processedAt })
    .from(applicationsTable)
    .where(
      and(
        eq(applicationsTable.clientId, clientId),
        eq(applicationsTable.promoterId, promoterId),
        eq(applicationsTable.filedByPromoter, true),
        eq(applicationsTable.rejectionReason, cancelledReason),
        gte(applicationsTable.processedAt, since),
      ),
    )
    .orderBy(desc(applicationsTable.processedAt))
    .limit(1);
  return rows[0]?.at ?? null;
}

/** One promoter's filings are counted one at a time (until the transaction ends; nothing outside one). */
export async function lockPromoterFilings(db: Db, promoterId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`promoter-filings:${promoterId}`}, 0))`,
  );
}
