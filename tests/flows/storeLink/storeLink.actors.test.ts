/** The store link's one call: 'catalog.getStore' for the link's store. */
import { describe, expect, it } from 'vitest';
import { storeLinkActors } from '../../../machines/storeLink.machine.ts';
import { fakeCall, run, signal } from '../../fixtures/fake-call';

describe('store link actors', () => {
  it("'catalog.getStore' asks for the store of the link", async () => {
    const answer = { storeExists: false, store: null };
    const { call, calls } = fakeCall({ 'catalog.getStore': () => answer });
    await expect(run(storeLinkActors(call)['catalog.getStore'], { storeId: 's-9' })).resolves.toEqual(answer);
    expect(calls).toEqual([{ key: 'catalog.getStore', args: { params: { storeId: 's-9' }, signal } }]);
  });
});
