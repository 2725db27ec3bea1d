/** Catalog lookups: a person of the CURP registry, stores and their months without interest, postal codes. */
import * as catalog from '../../src/api/contract/catalog.ts';
import type { StoreSector } from '../../src/api/contract/common.ts';
import { isValidCurp } from '../../src/domain/curp.ts';
import type { Deps } from '../context.ts';
import { fail } from '../http/errors.ts';
import { MESSAGES } from './messages.ts';
import { searchKey } from './normalize.ts';
import {
  isPersonRegistered,
  postalCodeRows,
  registryPerson,
  storeById,
  storeNoInterestPeriods,
  storesMatching,
} from './queries.ts';

/** Ids of the sandbox are UUIDs; anything else (control characters, spaces…) never reaches the database. */
export const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const toIsoDateTime = (date: string) => `${date}T00:00:00.000Z`;

export function storeOut(row: { id: string; name: string; sector: string }) {
  return { id: row.id, name: row.name, sector: row.sector as StoreSector };
}

export async function curpLookup(deps: Deps, curp: string) {
  if (!isValidCurp(curp)) throw fail(400, 'MALFORMED_CURP', MESSAGES.malformedCurp);
  const person = await registryPerson(deps.db, curp);
  if (!person) throw fail(404, 'CURP_NOT_FOUND', MESSAGES.curpNotFound);
  if (await isPersonRegistered(deps.db, person))
    throw fail(409, 'PERSONAL_DATA_ALREADY_REGISTERED', MESSAGES.curpAlreadyRegistered);
  return {
    curp: person.curp,
    name: person.name,
    firstSurname: person.firstSurname,
    secondSurname: person.secondSurname,
    sex: person.sex as 'H' | 'M',
    nationality: person.nationality,
    countryOfBirth: person.countryOfBirth,
    stateOfBirth: person.stateOfBirth,
    dateOfBirth: toIsoDateTime(person.dateOfBirth),
  };
}

export async function searchStores(deps: Deps, name: string, limit: number | undefined) {
  const key = searchKey(name);
  if (key === '' || CONTROL_CHARACTERS.test(name)) throw fail(400, 'EMPTY_QUERY', MESSAGES.emptyStoreQuery);
  const rows = await storesMatching(deps.db, key, limit ?? catalog.STORE_SEARCH_LIMIT);
  return { stores: rows.map(storeOut) };
}

export async function getStore(deps: Deps, storeId: string) {
  if (!SAFE_ID.test(storeId)) throw fail(400, 'MALFORMED_STORE_ID', MESSAGES.malformedStoreId);
  const store = await storeById(deps.db, storeId);
  return { storeExists: Boolean(store), store: store ? storeOut(store) : null };
}

export async function storeNoInterestPayments(deps: Deps, storeId: string) {
  const periods = SAFE_ID.test(storeId) ? await storeNoInterestPeriods(deps.db, storeId) : undefined;
  if (!periods) throw fail(404, 'STORE_NOT_FOUND', MESSAGES.storeNotFound);
  return {
    noInterestPayments: [...periods]
      .sort((a, b) => a - b)
      .map((productPeriod) => ({ productPeriod, active: true })),
  };
}

export async function lookupPostalCode(deps: Deps, code: string) {
  const rows = await postalCodeRows(deps.db, code);
  if (rows.length === 0) throw fail(404, 'POSTAL_CODE_NOT_FOUND', MESSAGES.postalCodeNotFound);
  return {
    postalCodes: rows.map((r) => ({
      postalCode: r.code,
      neighborhood: r.neighborhood,
      municipality: r.municipality,
      city: r.city,
      state: r.state,
    })),
  };
}
