/**
 * Catalog calls: store search and lookup, per-store no-interest (MSI) periods, postal codes. All public: the store
 * link and the address forms are used before and after sign-in, and none of this is personal data.
 */
import * as z from 'zod/mini';
import { STORE_SEARCH_LIMIT, STORE_SECTOR_LABELS } from '../../domain/stores.ts';
import { id, months, postalCode, store } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export { STORE_SEARCH_LIMIT, STORE_SECTOR_LABELS };

/** Store search by name (accent- and case-insensitive on the server). An empty name is rejected (400). */
export const searchStores = defineEndpoint({
  id: 'catalog.searchStores',
  method: 'GET',
  path: '/stores',
  query: z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
    limit: z.optional(z.pipe(z.coerce.number<number>(), z.int().check(z.gte(1), z.lte(STORE_SEARCH_LIMIT)))),
  }),
  response: z.object({ stores: z.array(store).check(z.maxLength(STORE_SEARCH_LIMIT)) }),
  auth: 'public',
  errors: { 400: 'Empty or malformed query' },
});

const storeParams = z.object({ storeId: id });

/**
 * Store lookup for the store link. An unknown id answers 200 with `storeExists: false` and `store: null`; a link
 * without a store id never reaches the server (the app rejects it as STORE_ID_MUST_BE_DEFINED).
 */
export const getStore = defineEndpoint({
  id: 'catalog.getStore',
  method: 'GET',
  path: '/business/stores/:storeId',
  params: storeParams,
  response: z.object({ storeExists: z.boolean(), store: z.nullable(store) }),
  auth: 'public',
  errors: { 400: 'Malformed store id' },
});

/** Per-store no-interest periods (MSI): `productPeriod` in months, `active` when offered now. */
export const noInterestPaymentOption = z.object({ productPeriod: months, active: z.boolean() });
export type NoInterestPaymentOption = z.output<typeof noInterestPaymentOption>;

export const storeNoInterestPayments = defineEndpoint({
  id: 'catalog.storeNoInterestPayments',
  method: 'GET',
  path: '/business/stores/:storeId/no-interest-payments',
  params: storeParams,
  response: z.object({ noInterestPayments: z.array(noInterestPaymentOption) }),
  auth: 'public',
  errors: { 404: 'Store not found' },
});

/** One settlement (colonia) of a postal code. */
export const postalCodeEntry = z.object({
  postalCode,
  neighborhood: z.string(),
  municipality: z.string(),
  city: z.string(),
  state: z.string(),
});
export type PostalCodeEntry = z.output<typeof postalCodeEntry>;

/** Postal-code lookup: every neighborhood of the code (never an empty list: unknown code → 404). */
export const lookupPostalCode = defineEndpoint({
  id: 'catalog.lookupPostalCode',
  method: 'GET',
  path: '/postal-codes/:code',
  params: z.object({ code: postalCode }),
  response: z.object({ postalCodes: z.array(postalCodeEntry).check(z.minLength(1)) }),
  auth: 'public',
  errors: { 400: 'Malformed postal code', 404: 'Unknown postal code' },
});

/** The `catalog` group of the contract (src/api/contract/index.ts): every endpoint by its name. */
export const catalogApi = {
  searchStores,
  getStore,
  storeNoInterestPayments,
  lookupPostalCode,
} as const;
