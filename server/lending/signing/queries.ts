/** Queries of offers, contracts and loan instalments (signing). */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contracts, loanInstalments, offers as offersTable } from '../schema.ts';

export type StoredOffer = typeof offersTable.$inferSelect;
export type NewOffer = typeof offersTable.$inferInsert;
export type ContractRow = typeof contracts.$inferSelect;

export async function offersOf(db: Db, applicationId: string): Promise<StoredOffer[]> {
  return db
    .select()
    .from(offersTable)
    .where(eq(offersTable.applicationId, applicationId))
    .orderBy(asc(offersTable.firstPaymentDate));
}

export async function replaceOffers(db: Db, applicationId: string, rows: NewOffer[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(offersTable).where(eq(offersTable.applicationId, applicationId));
    if (rows.length > 0) await tx.insert(offersTable).values(rows);
  });
}

export async function deleteOffers(db: Db, applicationId: string): Promise<void> {
  await db.delete(offersTable).where(eq(offersTable.applicationId, applicationId));
}

export async function latestSignedContract(db: Db, applicationId: string): Promise<ContractRow | undefined> {
  return (
    await db
      .select()
      .from(contracts)
      .where(and(eq(contracts.applicationId, applicationId), eq(contracts.status, 'SIGNED')))
      .orderBy(desc(contracts.createdAt))
      .limit(1)
  )[0];
}

export async function contractById(db: Db, id: string): Promise<ContractRow | undefined> {
  return (await db.select().from(contracts).where(eq(contracts.id, id)).limit(1))[0];
}

export async function insertContract(db: Db, row: typeof contracts.$inferInsert): Promise<void> {
  await db.insert(contracts).values(row);
}

export async function setContractStatus(
  db: Db,
  id: string,
  status: string,
  validatedAt: Date,
): Promise<void> {
  await db.update(contracts).set({ status, validatedAt }).where(eq(contracts.id, id));
}

export async function replaceInstalments(
  db: Db,
  applicationId: string,
  rows: (typeof loanInstalments.$inferInsert)[],
): Promise<void> {
  await db.delete(loanInstalments).where(eq(loanInstalments.applicationId, applicationId));
  if (rows.length > 0) await db.insert(loanInstalments).values(rows);
}
