/**
 * Catalog routes of the sandbox API: the CURP registry, stores and postal codes. Mounted under `/api` by
 * `server/app.ts`. (The promoter area lives in server/lending/promoter/.)
 */
import { contract } from '../../src/api/contract/index.ts';
import type { Deps } from '../context.ts';
import type { Router } from '../http/env.ts';
import { createRouteBinder } from '../http/route.ts';
import { curpLookup, getStore, lookupPostalCode, searchStores, storeNoInterestPayments } from './service.ts';

export { MESSAGES } from './messages.ts';

export function registerCatalogRoutes(router: Router, deps: Deps): void {
  const route = createRouteBinder(router, deps);
  const { catalog } = contract;
  route(contract.clients.curpLookup, (_ctx, { params }) => curpLookup(deps, params.curp));
  route(catalog.searchStores, (_ctx, { query }) => searchStores(deps, query.name, query.limit));
  route(catalog.getStore, (_ctx, { params }) => getStore(deps, params.storeId));
  route(catalog.storeNoInterestPayments, (_ctx, { params }) => storeNoInterestPayments(deps, params.storeId));
  route(catalog.lookupPostalCode, (_ctx, { params }) => lookupPostalCode(deps, params.code));
}
