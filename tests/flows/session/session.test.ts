import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type SessionClientProfile,
  type SessionPromoterProfile,
  sessionMachine,
  sessionStatusOf,
} from '../../../machines/session.machine';
import { clientProfile, httpError, makeToken, NOW, promoterProfile } from '../../fixtures/samples';

type Loader<T> = (input: { token: string }) => Promise<T>;

function start(
  token: string | null,
  opts: { profile?: Loader<SessionClientProfile>; promoter?: Loader<SessionPromoterProfile> } = {},
) {
  const persistToken = vi.fn();
  const forgetToken = vi.fn();
  const clearAllStorage = vi.fn();
  const loadProfile = vi.fn<Loader<SessionClientProfile>>(opts.profile ?? (async () => clientProfile));
  const loadPromoterProfile = vi.fn<Loader<SessionPromoterProfile>>(
    opts.promoter ?? (async () => promoterProfile),
  );
  const machine = sessionMachine.provide({
    actions: { persistToken: (_, params) => persistToken(params.token), forgetToken, clearAllStorage },
    actors: {
      'clients.me': fromPromise(({ input }) => loadProfile(input)),
      'promoters.me': fromPromise(({ input }) => loadPromoterProfile(input)),
    },
  });
  const actor = createActor(machine, { input: { token, now: NOW } }).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.matches('checking'));
  const value = () => actor.getSnapshot().value;
  return {
    actor,
    settled,
    value,
    persistToken,
    forgetToken,
    clearAllStorage,
    loadProfile,
    loadPromoterProfile,
  };
}

/**
 * What the session model (session.model.ts) does not hold: what the machine asks the app to store or forget, the
 * promoter profile's 404, a retry, the profile loaders' input, the status of every state.
 */
describe('session machine', () => {
  // A readable token for another audience is discarded like an unreadable one (what the mutation run found untested).
  it.each([
    ['already expired at load', makeToken('client', { expInSeconds: -5 })],
    ['unreadable', 'not-a-jwt'],
    ['for another audience', makeToken(['admin'])],
  ])('a token %s is discarded without a profile call', (_, token) => {
    const { actor, value, forgetToken, loadProfile, loadPromoterProfile } = start(token);
    expect(value()).toBe('anonymous');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(forgetToken).toHaveBeenCalledTimes(1);
    expect(loadProfile).not.toHaveBeenCalled();
    expect(loadPromoterProfile).not.toHaveBeenCalled();
  });

  // A 404 on the client profile logs out: the session model (its oracle, §4), and the storage it clears,
  // tests/ui/app/session.test.tsx.
  it('a 404 on the promoter profile logs out too', async () => {
    const { settled, value, clearAllStorage } = start(makeToken('business'), {
      promoter: async () => Promise.reject(httpError(404)),
    });
    await settled();
    expect(value()).toBe('anonymous');
    expect(clearAllStorage).toHaveBeenCalledTimes(1);
  });

  it('other profile failures keep the token and allow a retry', async () => {
    let fail = true;
    const { actor, settled, value, clearAllStorage } = start(makeToken('client'), {
      profile: async () => (fail ? Promise.reject(httpError(503)) : clientProfile),
    });
    await settled();
    expect(value()).toBe('profileFailed');
    expect(sessionStatusOf(actor.getSnapshot())).toBe('failed');
    expect(clearAllStorage).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'RETRY' });
    await settled();
    expect(value()).toBe('client');
  });

  it('LOGIN stores the token, resets the profile and loads it again', async () => {
    const { actor, settled, value, persistToken, loadProfile } = start(makeToken('client'));
    await settled();
    const fresh = makeToken('client', { sub: '2' });
    actor.send({ type: 'LOGIN', token: fresh });
    expect(persistToken).toHaveBeenCalledWith(fresh);
    expect(actor.getSnapshot().context).toMatchObject({ token: fresh, profile: null });
    expect(value()).toEqual({ loadingProfile: 'blank' });
    await settled();
    expect(loadProfile).toHaveBeenCalledTimes(2);
    expect(value()).toBe('client');
  });

  it('LOGOUT clears all storage and the auth state', async () => {
    const { actor, settled, value, clearAllStorage } = start(makeToken('client'));
    await settled();
    actor.send({ type: 'LOGOUT' });
    expect(value()).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, claims: null, profile: null });
    expect(clearAllStorage).toHaveBeenCalledTimes(1);
  });

  it('PROFILE.UPDATED with a suspended profile suspends the client; PROFILE.RELOAD reloads', async () => {
    const { actor, settled, value, loadProfile } = start(makeToken('client'));
    await settled();
    actor.send({ type: 'PROFILE.UPDATED', profile: { ...clientProfile, name: 'Ana' } });
    expect(value()).toBe('client');
    expect(actor.getSnapshot().context.profile?.name).toBe('Ana');
    actor.send({ type: 'PROFILE.UPDATED', profile: { ...clientProfile, isSuspended: true } });
    expect(value()).toBe('suspended');
    actor.send({ type: 'PROFILE.RELOAD' });
    await settled();
    expect(loadProfile).toHaveBeenCalledTimes(2);
    expect(value()).toBe('client');
  });

  it('the profile loaders get the session token', async () => {
    const client = makeToken('client');
    const first = start(client);
    await first.settled();
    expect(first.loadProfile).toHaveBeenCalledWith({ token: client });
    const business = makeToken('business', { sub: 'p-7' });
    const second = start(business);
    await second.settled();
    expect(second.loadPromoterProfile).toHaveBeenCalledWith({ token: business });
  });

  it('tells the app the status of every state', () => {
    const snapshot = (value: string, loading = false) => ({ value, hasTag: () => loading });
    expect(sessionStatusOf(snapshot('checking', true))).toBe('loading');
    expect(sessionStatusOf(snapshot('client', true))).toBe('loading');
    for (const resting of ['anonymous', 'client', 'suspended', 'ephemeral', 'business'])
      expect(sessionStatusOf(snapshot(resting))).toBe(resting);
    expect(sessionStatusOf(snapshot('profileFailed'))).toBe('failed');
    expect(sessionStatusOf(snapshot('checking'))).toBe('loading');
  });
});
