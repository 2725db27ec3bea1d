/** The session's profile loaders call their endpoint (the actor's name) and answer what it answers. */
import { describe, expect, it } from 'vitest';
import { sessionActors } from '../../../machines/session.machine.ts';
import { fakeCall, run, signal } from '../../fixtures/fake-call';
import { clientProfile, promoterProfile } from '../../fixtures/samples';

describe('session actors', () => {
  it("'clients.me' and 'promoters.me' load the profile of their endpoint", async () => {
    const { call, calls } = fakeCall({
      'clients.me': () => clientProfile,
      'promoters.me': () => promoterProfile,
    });
    const actors = sessionActors(call);
    await expect(run(actors['clients.me'], { token: 't' })).resolves.toEqual(clientProfile);
    await expect(run(actors['promoters.me'], { token: 't' })).resolves.toEqual(promoterProfile);
    expect(calls).toEqual([
      { key: 'clients.me', args: { signal } },
      { key: 'promoters.me', args: { signal } },
    ]);
  });
});
