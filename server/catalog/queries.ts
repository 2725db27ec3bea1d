/** Queries of the catalogs: the CURP registry, stores and postal codes. */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clients } from '../db/core-schema.ts';
import { curpRegistry, postalCodes, stores } from './schema.ts';

export type RegistryPerson = typeof curpRegistry.$inferSelect;

export async function registryPerson(db: Db, curp: string): Promise<RegistryPerson | undefined> {
  return (await db.select().from(curpRegistry).where(eq(curpRegistry.curp, curp)).limit(1))[0];
}

/** True when a client has this CURP, or the same name, surnames and birth date. */
export async function isPersonRegistered(db: Db, person: RegistryPerson): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      or(
        eq(clients.curp, person.curp),
        and(
          eq(clients.name, person.name),
          eq(clients.firstSurname, person.firstSurname),
          eq(clients.secondSurname, person.secondSurname),
          eq(clients.dateOfBirth, person.dateOfBirth),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Stores whose search name contains `key`, earliest match first. */
export async function storesMatching(db: Db, key: string, limit: number) {
  const position = sql<number>`strpos(${stores.searchName}, ${key})`;
  return db
    .select({ id: stores.id, name: stores.name, sector: stores.sector })
    .from(stores)
    .where(sql`${position} > 0`)
    .orderBy(asc(position), asc(stores.searchName))
    .limit(limit);
}

export async function storeById(db: Db, storeId: string) {
  return (
    await db
      .select({ id: stores.id, name: stores.name, sector: stores.sector })
      .from(stores)
      .where(eq(stores.id, storeId))
      .limit(1)
  )[0];
}

export async function storeNoInterestPeriods(db: Db, storeId: string): Promise<number[] | undefined> {
  const rows = await db
    .select({ periods: stores.noInterestPeriods })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return rows[0]?.periods;
}

export async function postalCodeRows(db: Db, code: string) {
  return db
    .select()
    .from(postalCodes)
    .where(eq(postalCodes.code, code))
    .orderBy(asc(postalCodes.neighborhood));
}
