/**
 * Shared lending queries (the only SQL of the lending area outside the resources' own `queries.ts`): clients,
 * applications and their audit trail, stores, bureau files and loans. Callers pass `db` or a
 * transaction (`inTransaction`).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clients, stores } from '../db/schema.ts';
import {
  applicationStatusEvents,
  applications as applicationsTable,
  creditBureauFiles,
  forcedDecisions,
  loanInstalments,
  offers as offersTable,
} from './schema.ts';

export type ApplicationRow = typeof applicationsTable.$inferSelect;
export type ApplicationPatch = Partial<typeof applicationsTable.$inferInsert>;
export type NewApplication = typeof applicationsTable.$inferInsert;
export type ClientRow = typeof clients.$inferSelect;
export type ClientPatch = Partial<typeof clients.$inferInsert>;
export type StoreRow = typeof stores.$inferSelect;
export type InstalmentRow = typeof loanInstalments.$inferSelect;

/** Runs `work` in one transaction (the transaction is handed over as a `Db`). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

// ─── Clients ─────────────────────────────────────────────────────────────────────────────────────────────────

export async function findClient(db: Db, clientId: string): Promise<ClientRow | null> {
  return (await db.select().from(clients).where(eq(clients.id, clientId)).limit(1))[0] ?? null;
}

/**
 * The client row locked until the end of the transaction (`SELECT … FOR UPDATE`): every change to what a
 * client owes (create, decide, sign) holds it, so limit checks of concurrent requests run one after another.
 */
export async function lockClient(tx: Db, clientId: string): Promise<ClientRow | null> {
  return (await tx.select().from(clients).where(eq(clients.id, clientId)).limit(1).for('update'))[0] ?? null;
}

export async function findClientByContact(
  db: Db,
  contact: { email?: string | undefined; phone?: string | undefined },
): Promise<ClientRow | null> {
  if (contact.email) {
    const email = contact.email.trim().toLowerCase();
    return (await db.select().from(clients).where(eq(clients.email, email)).limit(1))[0] ?? null;
  }
  if (contact.phone) {
    const phone = contact.phone.replace(/\D/g, '').slice(-10);
    return (await db.select().from(clients).where(eq(clients.phoneNumber, phone)).limit(1))[0] ?? null;
  }
  return null;
}

export async function updateClient(db: Db, clientId: string, patch: ClientPatch): Promise<void> {
  await db.update(clients).set(patch).where(eq(clients.id, clientId));
}

// ─── Applications ────────────────────────────────────────────────────────────────────────────────────────────

export async function applicationById(db: Db, id: string): Promise<ApplicationRow | null> {
  return (await db.select().from(applicationsTable).where(eq(applicationsTable.id, id)).limit(1))[0] ?? null;
}

/** The application if it belongs to this client (or was created by this promoter). */
export async function applicationOwnedBy(
  db: Db,
  id: string,
  owner: { clientId: string } | { promoterId: string },
): Promise<ApplicationRow | null> {
  const ownerIs =
    'clientId' in owner
      ? eq(applicationsTable.clientId, owner.clientId)
      : eq(applicationsTable.promoterId, owner.promoterId);
  return (
    (
      await db
        .select()
        .from(applicationsTable)
        .where(and(eq(applicationsTable.id, id), ownerIs))
        .limit(1)
    )[0] ?? null
  );
}

export async function updateApplication(
  db: Db,
  id: string,
  patch: ApplicationPatch,
): Promise<ApplicationRow | null> {
  return (
    (await db.update(applicationsTable).set(patch).where(eq(applicationsTable.id, id)).returning())[0] ?? null
  );
}

/** Sets the status only if it still is `from` (compare-and-set); null when someone moved it first. */
export async function moveApplicationStatus(
  db: Db,
  id: string,
  from: string,
  patch: ApplicationPatch,
): Promise<ApplicationRow | null> {
  const updated = await db
    .update(applicationsTable)
    .set(patch)
    .where(and(eq(applicationsTable.id, id), eq(applicationsTable.status, from)))
    .returning();
  return updated[0] ?? null;
}

/**
 * Changes a promoter's application that still waits for the client's consent (CREATED, no consent recorded), in
 * one statement: null when it was consented to, cancelled or expired meanwhile. Consent, cancellation and expiry
 * go through here, so only one of them ever happens.
 */
export async function patchUnconsented(
  db: Db,
  id: string,
  patch: ApplicationPatch,
): Promise<ApplicationRow | null> {
  const updated = await db
    .update(applicationsTable)
    .set(patch)
    .where(
      and(
        eq(applicationsTable.id, id),
        eq(applicationsTable.status, 'CREATED'),
        eq(applicationsTable.filedByPromoter, true),
        isNull(applicationsTable.consentedAt),
      ),
    )
    .returning();
  return updated[0] ?? null;
}

export async function insertStatusEvent(db: Db, event: typeof applicationStatusEvents.$inferInsert) {
  await db.insert(applicationStatusEvents).values(event);
}

export async function statusHistory(db: Db, applicationId: string) {
  return db
    .select()
    .from(applicationStatusEvents)
    .where(eq(applicationStatusEvents.applicationId, applicationId))
    .orderBy(asc(applicationStatusEvents.id));
}

/**
 * A client's applications that use up credit (spec §6): every one not rejected (expired and declined are
 * rejections) and not liquidated — except those still CREATED: the client's own one (internal, never listed,
 * replaced by their next application: it holds credit from its decision on) and a promoter's application the client
 * has not consented to yet (it holds none of their limit until the consent NIP is verified).
 */
export async function applicationsUsingCredit(db: Db, clientId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applicationsTable)
    .where(
      and(
        eq(applicationsTable.clientId, clientId),
        notInArray(applicationsTable.status, ['REJECTED']),
        isNull(applicationsTable.liquidatedAt),
        or(
          and(eq(applicationsTable.filedByPromoter, false), ne(applicationsTable.status, 'CREATED')),
          and(eq(applicationsTable.filedByPromoter, true), isNotNull(applicationsTable.consentedAt)),
        ),
      ),
    )
    .orderBy(asc(applicationsTable.createdAt));
}

/** Loans of a client that were disbursed (PAID or CONFIRMED), oldest first. */
export async function disbursedLoans(db: Db, clientId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applicationsTable)
    .where(
      and(eq(applicationsTable.clientId, clientId), inArray(applicationsTable.status, ['PAID', 'CONFIRMED'])),
    )
    .orderBy(asc(applicationsTable.contractSignedAt), asc(applicationsTable.createdAt));
}

export async function instalmentRows(db: Db, applicationIds: readonly string[]): Promise<InstalmentRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(loanInstalments)
    .where(inArray(loanInstalments.applicationId, [...applicationIds]))
    .orderBy(asc(loanInstalments.applicationId), asc(loanInstalments.period));
}

/**
 * The offers of these applications by first payment date: a loan's instalments are the table of the offer whose
 * first payment date is their first due date, whose first period starts on the day it was offered.
 */
export async function offerTermsOf(
  db: Db,
  applicationIds: readonly string[],
): Promise<{ applicationId: string; firstPaymentDate: string; offeredOn: string; annualRateBps: number }[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: offersTable.applicationId,
      firstPaymentDate: offersTable.firstPaymentDate,
      offeredOn: offersTable.offeredOn,
      annualRateBps: offersTable.annualRateBps,
    })
    .from(offersTable)
    .where(inArray(offersTable.applicationId, [...applicationIds]));
}

// ─── Stores, bureau ─────────────────────────────────────────────────────────────────────────────────────────

export async function storesById(db: Db, ids: readonly (string | null)[]): Promise<Map<string, StoreRow>> {
  const wanted = [...new Set(ids.filter((i): i is string => i !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(stores).where(inArray(stores.id, wanted));
  return new Map(rows.map((s) => [s.id, s]));
}

export async function bureauFileRow(db: Db, curp: string) {
  return (await db.select().from(creditBureauFiles).where(eq(creditBureauFiles.curp, curp)).limit(1))[0];
}

// ─── Forced decisions (sandbox) ──────────────────────────────────────────────────────────────────────────────

/** The newest decision forced through the sandbox for this client and not used yet, if any. */
export async function pendingForcedDecision(db: Db, clientId: string) {
  return (
    await db
      .select()
      .from(forcedDecisions)
      .where(and(eq(forcedDecisions.clientId, clientId), isNull(forcedDecisions.consumedAt)))
      .orderBy(desc(forcedDecisions.createdAt))
      .limit(1)
  )[0];
}

export async function consumeForcedDecisions(db: Db, clientId: string, now: Date): Promise<void> {
  await db
    .update(forcedDecisions)
    .set({ consumedAt: now })
    .where(and(eq(forcedDecisions.clientId, clientId), isNull(forcedDecisions.consumedAt)));
}

export async function insertForcedDecision(db: Db, row: typeof forcedDecisions.$inferInsert): Promise<void> {
  await db.insert(forcedDecisions).values(row);
}
