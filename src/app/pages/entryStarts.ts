/**
 * What the entry pages of spec §2 "Store purchase entry" read from their URL, as pure functions (the pages in
 * StoreEntryRoutes.tsx call them; the models start the flows with them): the store link's start
 * (/solicitud?storeId&promoterId&storeName) and the personal-loan landing's marketing parameters (utm_*).
 */
import type { Store } from '../../api/contract/common';
import type { ApplicationStart } from '../drafts/applicationStart';

/** The application a store link starts: the store found (or the link's name while it loads) and its promoter. */
export function linkStart(params: URLSearchParams, store: Store | null): ApplicationStart {
  return {
    applicationType: 'STORE',
    storeId: store?.id ?? null,
    storeName: store?.name ?? params.get('storeName'),
    promoterId: params.get('promoterId'),
  };
}

/** Marketing parameters of the landing URL (utm_*), with the spec's defaults: one reader, in drafts/utm.ts. */
export { utmOf } from '../drafts/utm';
