/**
 * Seeds the catalog: stores, promoters, the CURP registry, the postal-code sample and the existing client
 * (ROBERTO HERNANDEZ DIAZ) that makes his CURP lookup answer 409. Idempotent: rows that already exist are
 * left as they are, so it runs on every start and never overwrites an imported SEPOMEX catalogue.
 */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { clientSettings, clients, credentials } from '../db/core-schema.ts';
import { CURP_PERSONAS, EXISTING_CLIENT, PROMOTERS } from './data/people.ts';
import { POSTAL_CODE_SAMPLE } from './data/postal-codes.ts';
import { STORES, storeIdOf } from './data/stores.ts';
import { searchKey } from './normalize.ts';
import { curpRegistry, postalCodes, promoters, stores } from './schema.ts';

/** Rows of the postal-code sample, as stored. */
export function postalCodeSampleRows(): (typeof postalCodes.$inferInsert)[] {
  return POSTAL_CODE_SAMPLE.flatMap((s) =>
    s.codes.flatMap(([code, municipality, city, neighbourhoods]) =>
      neighbourhoods.map((entry) => {
        const colon = entry.indexOf(':');
        return {
          code,
          settlementType: colon > 0 ? entry.slice(0, colon) : 'Colonia',
          neighborhood: colon > 0 ? entry.slice(colon + 1) : entry,
          municipality,
          city,
          state: s.state,
          stateCode: s.stateCode,
        };
      }),
    ),
  );
}

export async function seedCatalog(db: Db): Promise<void> {
  await db
    .insert(stores)
    .values(
      STORES.map((s) => ({
        id: storeIdOf(s.number),
        name: s.name,
        searchName: searchKey(s.name),
        sector: s.sector,
        noInterestPeriods: [...s.noInterestPeriods],
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(promoters)
    .values(PROMOTERS.map(({ storeNumber, ...p }) => ({ ...p, storeId: storeIdOf(storeNumber) })))
    .onConflictDoNothing();

  await db
    .insert(curpRegistry)
    .values(CURP_PERSONAS.map((p) => ({ ...p })))
    .onConflictDoNothing();

  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(postalCodes);
  if (count === 0) {
    const rows = postalCodeSampleRows();
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insert(postalCodes)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    }
  }

  await seedExistingClient(db);
}

async function seedExistingClient(db: Db): Promise<void> {
  const c = EXISTING_CLIENT;
  const found = await db.select({ id: clients.id }).from(clients).where(eq(clients.curp, c.curp)).limit(1);
  if (found.length > 0) return;
  const person = CURP_PERSONAS.find((p) => p.curp === c.curp);
  if (!person) throw new Error('The existing client must be one of the CURP personas');
  const passwordHash = await hashPassword(c.password);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(clients)
      .values({
        id: c.id,
        email: c.email,
        phoneNumber: c.phoneNumber,
        name: person.name,
        firstSurname: person.firstSurname,
        secondSurname: person.secondSurname,
        sex: person.sex,
        nationality: person.nationality,
        countryOfBirth: person.countryOfBirth,
        stateOfBirth: person.stateOfBirth,
        dateOfBirth: person.dateOfBirth,
        curp: person.curp,
        taxpayerId: c.taxpayerId,
        referralCode: c.referralCode,
        identificationNumber: c.identificationNumber,
        termsAcceptedAt: new Date('2024-01-15T17:00:00.000Z'),
        activatedAt: new Date('2024-01-15T17:05:00.000Z'),
        createdAt: new Date('2024-01-15T17:00:00.000Z'),
      })
      .onConflictDoNothing()
      .returning({ id: clients.id });
    if (inserted.length === 0) return;
    await tx.insert(credentials).values({ clientId: c.id, passwordHash }).onConflictDoNothing();
    await tx.insert(clientSettings).values({ id: c.settingsId, clientId: c.id }).onConflictDoNothing();
  });
}
