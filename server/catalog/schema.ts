/**
 * Catalog tables of the sandbox API: affiliated stores, promoters (business users), the CURP registry that
 * stands in for RENAPO, and postal codes (SEPOMEX format). Re-exported by `server/db/schema.ts`.
 */

import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-cased name without accents, for accent- and case-insensitive search. */
    searchName: text('search_name').notNull(),
    /** One of the 12 sectors of the spec (ACCESORIES … OTHERS). */
    sector: text('sector').notNull(),
    /** MSI (no-interest) terms in months the store offers. */
    noInterestPeriods: integer('no_interest_periods').array().notNull(),
  },
  (t) => [index('stores_search_name_idx').on(t.searchName)],
);

export const promoters = pgTable(
  'promoters',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    firstSurname: text('first_surname').notNull(),
    secondSurname: text('second_surname').notNull(),
    email: text('email').notNull(),
    /** 10 digits, no separators. */
    phoneNumber: text('phone_number').notNull(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promoters_phone_key').on(t.phoneNumber)],
);

/** The population registry the CURP lookup answers from (made-up people). */
export const curpRegistry = pgTable('curp_registry', {
  curp: text('curp').primaryKey(),
  name: text('name').notNull(),
  firstSurname: text('first_surname').notNull(),
  secondSurname: text('second_surname').notNull(),
  /** H or M. */
  sex: text('sex').notNull(),
  nationality: text('nationality').notNull(),
  countryOfBirth: text('country_of_birth').notNull(),
  stateOfBirth: text('state_of_birth').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
});

/** One row per settlement (asentamiento) of a postal code, as in the SEPOMEX catalogue. */
export const postalCodes = pgTable(
  'postal_codes',
  {
    code: text('code').notNull(),
    neighborhood: text('neighborhood').notNull(),
    /** Colonia, Fraccionamiento, Barrio, … (d_tipo_asenta). */
    settlementType: text('settlement_type').notNull(),
    municipality: text('municipality').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** SEPOMEX state key 01–32 (c_estado). */
    stateCode: text('state_code').notNull(),
  },
  (t) => [primaryKey({ name: 'postal_codes_pkey', columns: [t.code, t.settlementType, t.neighborhood] })],
);
