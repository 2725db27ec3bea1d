/**
 * The session painted from the profile kept at the last visit (src/app/profileCache.ts, the machine's
 * `loadingProfile.painted`): the app's session actor (createSession) with a storage of its own and a fake `call`.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { sessionStatusOf } from '../../../machines/session.machine';
import { rememberHome } from '../../../src/app/keepHomePaint';
import { readCachedProfile, rememberProfile } from '../../../src/app/profileCache';
import { createSession } from '../../../src/app/session/session';
import type { KeyValueStorage } from '../../../src/app/storage';
import {
  clientProfile,
  httpError,
  makeToken,
  NOW,
  suspendedClientProfile,
  tokens,
  updatedClientProfile,
} from '../../fixtures/samples';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

/** A profile call held until released (or failed). */
function heldProfile() {
  let release: (answer: unknown) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  let calls = 0;
  const call = (async (key: string) => {
    if (key !== 'clients.me') throw new Error(`unexpected ${key}`);
    calls += 1;
    return new Promise((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  }) as never;
  return {
    services: { call },
    release: (answer: unknown) => release(answer),
    fail: (error: unknown) => fail(error),
    calls: () => calls,
  };
}

/** A session of the client token over `storage`, with the profile kept at the last visit when `kept`. */
function start(storage: KeyValueStorage = memoryStorage(), kept = false, token = tokens.client) {
  if (kept) rememberProfile(tokens.client, clientProfile, storage);
  const api = heldProfile();
  const session = createSession({ services: api.services, token, now: NOW, storage });
  const value = () => session.getSnapshot().value;
  return { session, value, storage, ...api };
}

const homeData = { applications: { items: [], profile: clientProfile }, balances: [] } as never;

describe('the session painted from the kept profile', () => {
  it('paints the kept profile of the same token at once, marked stale, and replaces it with the answer', async () => {
    const { session, value, storage, release, calls } = start(memoryStorage(), true);
    expect(value()).toEqual({ loadingProfile: 'painted' });
    expect(sessionStatusOf(session.getSnapshot())).toBe('refreshing');
    expect(session.getSnapshot().hasTag('stale')).toBe(true);
    expect(session.getSnapshot().context.profile).toEqual(clientProfile);
    expect(calls()).toBe(1);
    release(updatedClientProfile);
    await waitFor(session, (s) => s.matches('client'));
    expect(session.getSnapshot().context.profile).toEqual(updatedClientProfile);
    expect(session.getSnapshot().hasTag('stale')).toBe(false);
    // The fresh answer is kept for the next visit.
    expect(readCachedProfile(tokens.client, storage)?.profile).toEqual(updatedClientProfile);
  });

  it('ignores a profile kept for another token (another client, or an earlier sign-in)', () => {
    const storage = memoryStorage();
    rememberProfile(makeToken('client', { sub: '99' }), clientProfile, storage);
    const { session, value } = start(storage);
    expect(value()).toEqual({ loadingProfile: 'blank' });
    expect(session.getSnapshot().context.profile).toBeNull();
  });

  it('never paints a suspended client from the cache, and never keeps a suspended profile', async () => {
    const storage = memoryStorage();
    // An entry saying suspended (written by hand: the app never writes one).
    storage.setItem(
      'lastProfile',
      JSON.stringify({ v: 1, token: tokens.client, profile: suspendedClientProfile, home: null }),
    );
    const { session, value, release } = start(storage);
    expect(value()).toEqual({ loadingProfile: 'blank' });
    expect(session.getSnapshot().context.profile).toBeNull();
    release(suspendedClientProfile);
    await waitFor(session, (s) => s.matches('suspended'));
    expect(storage.getItem('lastProfile')).toBeNull();
  });

  it('drops the kept profile when the refreshed one says suspended', async () => {
    const storage = memoryStorage();
    rememberHome(tokens.client, homeData, storage);
    const { session, value, release } = start(storage, true);
    expect(value()).toEqual({ loadingProfile: 'painted' });
    release(suspendedClientProfile);
    await waitFor(session, (s) => s.matches('suspended'));
    expect(storage.getItem('lastProfile')).toBeNull();
  });

  it('a refused token (401) ends the session and clears the kept profile, as without a cache', async () => {
    const storage = memoryStorage();
    storage.setItem('authToken', tokens.client);
    const { session, fail } = start(storage, true);
    fail(httpError(401));
    await waitFor(session, (s) => s.matches('anonymous'));
    expect(storage.map.size).toBe(0);
  });

  // A failed refresh of a painted profile: the failure state, as without a cache: the session model (its input with
  // the kept profile, then clients.me failing; profileFailed's check) and session.test.ts (its status 'failed').
  it('logout clears the kept profile; a new sign-in never paints it', async () => {
    const { session, value, storage, release } = start(memoryStorage(), true);
    release(clientProfile);
    await waitFor(session, (s) => s.matches('client'));
    session.send({ type: 'LOGOUT' });
    expect(storage.getItem('lastProfile')).toBeNull();
    expect(readCachedProfile(tokens.client, storage)).toBeNull();
    session.send({ type: 'LOGIN', token: tokens.client });
    expect(value()).toEqual({ loadingProfile: 'blank' });
  });

  it('a sign-in on top of a painted session does not reuse the kept profile', () => {
    const { session, value } = start(memoryStorage(), true);
    expect(value()).toEqual({ loadingProfile: 'painted' });
    session.send({ type: 'LOGIN', token: tokens.client });
    expect(value()).toEqual({ loadingProfile: 'blank' });
    expect(session.getSnapshot().context.profile).toBeNull();
  });

  it('reads an unreadable or older entry as none', () => {
    const storage = memoryStorage();
    storage.setItem('lastProfile', '{no es json');
    expect(readCachedProfile(tokens.client, storage)).toBeNull();
    storage.setItem('lastProfile', JSON.stringify({ v: 0, token: tokens.client, profile: clientProfile }));
    expect(readCachedProfile(tokens.client, storage)).toBeNull();
    expect(readCachedProfile(null, storage)).toBeNull();
  });
});
