/** The store search's one call: 'catalog.searchStores' with the machine's query. */
import { describe, expect, it } from 'vitest';
import { storeSearchActors } from '../../../machines/storeSearch.machine.ts';
import { fakeCall, run, signal } from '../../fixtures/fake-call';

describe('store search actors', () => {
  it("'catalog.searchStores' sends the query and answers the stores", async () => {
    const { call, calls } = fakeCall({ 'catalog.searchStores': () => ({ stores: [] }) });
    const query = { name: 'Muebles', limit: 5 };
    await expect(run(storeSearchActors(call)['catalog.searchStores'], query)).resolves.toEqual({
      stores: [],
    });
    expect(calls).toEqual([{ key: 'catalog.searchStores', args: { query, signal } }]);
  });
});
