import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type SessionClientProfile,
  type SessionPromoterProfile,
  sessionMachine,
  sessionStatusOf,
} from '../../../machines/session.machine';
import { clientProfile, makeToken, NOW, promoterProfile } from '../../fixtures/samples';

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function start(
  token: string | null,
  opts: {
    profile?: () => Promise<SessionClientProfile>;
    promoter?: () => Promise<SessionPromoterProfile>;
  } = {},
) {
  const persistToken = vi.fn();
  const forgetToken = vi.fn();
  const clearAllStorage = vi.fn();
  const loadProfile = vi.fn<(input: { token: string }) => Promise<SessionClientProfile>>(
    opts.profile ?? (async () => clientProfile),
  );
  const loadPromoterProfile = vi.fn<(input: { token: string }) => Promise<SessionPromoterProfile>>(
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
  return { actor, persistToken, forgetToken, clearAllStorage, loadProfile, loadPromoterProfile };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('loading') && !s.matches('checking'));

/**
 * What the session model (session.model.ts) does not hold: what the machine asks the app to store or forget, the
 * promoter profile's 404, a retry, the profile loaders' input, the status of every state.
 */
describe('session machine', () => {
  it('a token already expired at load is discarded without a profile call', () => {
    const { actor, forgetToken, loadProfile } = start(makeToken('client', { expInSeconds: -5 }));
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(forgetToken).toHaveBeenCalledTimes(1);
    expect(loadProfile).not.toHaveBeenCalled();
  });

  it('an unreadable token is discarded', () => {
    const { actor, forgetToken } = start('not-a-jwt');
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });

  // A 404 on the client profile logs out: the session model (its oracle, §4), and the storage it clears,
  // tests/ui/app/session.test.tsx.
  it('a 404 on the promoter profile logs out too', async () => {
    const { actor, clearAllStorage } = start(makeToken('business'), {
      promoter: async () => {
        throw new HttpError(404);
      },
    });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(clearAllStorage).toHaveBeenCalledTimes(1);
  });

  it('other profile failures keep the token and allow a retry', async () => {
    let fail = true;
    const { actor, clearAllStorage } = start(makeToken('client'), {
      profile: async () => {
        if (fail) throw new HttpError(503);
        return clientProfile;
      },
    });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('profileFailed');
    expect(sessionStatusOf(actor.getSnapshot())).toBe('failed');
    expect(clearAllStorage).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('client');
  });

  it('LOGIN stores the token, resets the profile and loads it again', async () => {
    const { actor, persistToken, loadProfile } = start(makeToken('client'));
    await settled(actor);
    const fresh = makeToken('client', { sub: '2' });
    actor.send({ type: 'LOGIN', token: fresh });
    expect(persistToken).toHaveBeenCalledWith(fresh);
    expect(actor.getSnapshot().context.token).toBe(fresh);
    expect(actor.getSnapshot().context.profile).toBeNull();
    expect(actor.getSnapshot().value).toEqual({ loadingProfile: 'blank' });
    await settled(actor);
    expect(loadProfile).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('client');
  });

  it('LOGOUT clears all storage and the auth state', async () => {
    const { actor, clearAllStorage } = start(makeToken('client'));
    await settled(actor);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, claims: null, profile: null });
    expect(clearAllStorage).toHaveBeenCalledTimes(1);
  });

  it('PROFILE.UPDATED with a suspended profile suspends the client; PROFILE.RELOAD reloads', async () => {
    const { actor, loadProfile } = start(makeToken('client'));
    await settled(actor);
    actor.send({ type: 'PROFILE.UPDATED', profile: { ...clientProfile, name: 'Ana' } });
    expect(actor.getSnapshot().value).toBe('client');
    expect(actor.getSnapshot().context.profile?.name).toBe('Ana');
    actor.send({ type: 'PROFILE.UPDATED', profile: { ...clientProfile, isSuspended: true } });
    expect(actor.getSnapshot().value).toBe('suspended');
    actor.send({ type: 'PROFILE.RELOAD' });
    await settled(actor);
    expect(loadProfile).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('client');
  });
});

describe('session machine: what the mutation run found untested', () => {
  it('a readable token for another audience is discarded like an unreadable one', () => {
    const { actor, forgetToken, loadProfile, loadPromoterProfile } = start(makeToken(['admin']));
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(forgetToken).toHaveBeenCalledTimes(1);
    expect(loadProfile).not.toHaveBeenCalled();
    expect(loadPromoterProfile).not.toHaveBeenCalled();
  });

  it('the profile loaders get the session token', async () => {
    const client = makeToken('client');
    const first = start(client);
    await settled(first.actor);
    expect(first.loadProfile).toHaveBeenCalledWith({ token: client });
    const business = makeToken('business', { sub: 'p-7' });
    const second = start(business);
    await settled(second.actor);
    expect(second.loadPromoterProfile).toHaveBeenCalledWith({ token: business });
  });

  it('tells the app the status of every state', () => {
    const snapshot = (value: string, loading = false) => ({ value, hasTag: () => loading });
    expect(sessionStatusOf(snapshot('checking', true))).toBe('loading');
    expect(sessionStatusOf(snapshot('client', true))).toBe('loading');
    expect(sessionStatusOf(snapshot('anonymous'))).toBe('anonymous');
    expect(sessionStatusOf(snapshot('client'))).toBe('client');
    expect(sessionStatusOf(snapshot('suspended'))).toBe('suspended');
    expect(sessionStatusOf(snapshot('ephemeral'))).toBe('ephemeral');
    expect(sessionStatusOf(snapshot('business'))).toBe('business');
    expect(sessionStatusOf(snapshot('profileFailed'))).toBe('failed');
    expect(sessionStatusOf(snapshot('checking'))).toBe('loading');
  });
});
