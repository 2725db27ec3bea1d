/**
 * Catalog routes of the sandbox API: the CURP registry, stores and postal codes. Mounted under `/api` by
 * `server/app.ts`. (The promoter area lives in server/lending/promoter/.)
 */
import * as catalog from '../../src/api/contract/catalog.ts';
import * as clientsContract from '../../src/api/contract/clients.ts';
import type { Deps } from '../context.ts';
import type { Router } from '../http/env.ts';
import { createRouteBinder } from '../http/route.ts';
import { getStore, lookUpCurp, lookUpPostalCode, noInterestPayments, searchStores } from './service.ts';

export { MESSAGES } from './messages.ts';

export function registerCatalogRoutes(router: Router, deps: Deps): void {
  const route = createRouteBinder(router, deps);
  route(clientsContract.curpLookup, (_ctx, { params }) => lookUpCurp(deps, params.curp));
  route(catalog.searchStores, (_ctx, { query }) => searchStores(deps, query.name, query.limit));
  route(catalog.getStore, (_ctx, { params }) => getStore(deps, params.storeId));
  route(catalog.storeNoInterestPayments, (_ctx, { params }) => noInterestPayments(deps, params.storeId));
  route(catalog.lookupPostalCode, (_ctx, { params }) => lookUpPostalCode(deps, params.code));
}
