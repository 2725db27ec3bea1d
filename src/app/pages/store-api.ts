/** The store entry pages' API calls (loaded with their pages). */
import { createApiClient } from '../../api/client';
import { getStore, searchStores } from '../../api/contract/catalog';
import { config } from '../../config';

export function createStoreApi() {
  const api = createApiClient({ baseUrl: config.apiBaseUrl, getToken: () => null });
  return {
    searchStores: (query: { name: string; limit?: number }, signal: AbortSignal) =>
      api.call(searchStores, { query, signal }),
    getStore: (storeId: string, signal: AbortSignal) => api.call(getStore, { params: { storeId }, signal }),
  };
}
