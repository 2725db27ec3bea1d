/** The home's calls, each named by its endpoint: the applications, the balances and a cancellation. */
import { describe, expect, it } from 'vitest';
import { homeActors } from '../../../machines/home.machine.ts';
import { fakeCall, run, signal } from '../../fixtures/fake-call';
import { profileWith } from '../../fixtures/signing';

describe('home actors', () => {
  it('list the applications, read the balances and cancel one application', async () => {
    const list = { items: [], profile: profileWith() };
    const { call, calls } = fakeCall({
      'applications.list': () => list,
      'payments.balance': () => ({ balances: [] }),
      'applications.cancel': () => ({ id: 'a-7', status: 'CANCELLED' }),
    });
    const actors = homeActors(call);
    await expect(run(actors['applications.list'], undefined)).resolves.toEqual(list);
    await expect(run(actors['payments.balance'], undefined)).resolves.toEqual({ balances: [] });
    await expect(run(actors['applications.cancel'], { applicationId: 'a-7' })).resolves.toMatchObject({
      id: 'a-7',
    });
    expect(calls).toEqual([
      { key: 'applications.list', args: { query: {}, signal } },
      { key: 'payments.balance', args: { signal } },
      { key: 'applications.cancel', args: { params: { id: 'a-7' }, signal } },
    ]);
  });
});
