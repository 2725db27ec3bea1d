/**
 * Every route of spec §2 for every session state, at the pure level: the session machine decides the state from
 * the token (an expired token included) and `decideAccess` is followed through its redirects; the landing must be
 * the spec's (§6 rules only). The same table is walked through the real router in
 * tests/ui/app/access-walk.test.tsx (oracle: tests/ui/app/access.oracle.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type SessionStatus, sessionMachine, sessionStatusOf } from '../../../machines/session.machine';
import { decideAccess } from '../../../src/app/guards';
import { matchRoute } from '../../../src/app/routes';
import { clientProfile, makeToken, NOW, promoterProfile } from '../../fixtures/samples';
import { accessLanding, SESSION_STATES, type SessionState, SPEC_ROUTES } from '../../ui/app/access.oracle';

/** The token (and profile) each state starts from, as a page load would find it. */
const SESSIONS: Record<SessionState, { token: string | null; suspended?: boolean }> = {
  visitor: { token: null },
  expired: { token: makeToken('client', { expInSeconds: -60 }) },
  ephemeral: { token: makeToken('client-ephemeral') },
  client: { token: makeToken('client') },
  suspended: { token: makeToken('client'), suspended: true },
  business: { token: makeToken('business', { sub: 'p-7' }) },
};

async function statusOf(state: SessionState): Promise<{ status: SessionStatus; forgotten: boolean }> {
  const { token, suspended } = SESSIONS[state];
  let forgotten = false;
  const machine = sessionMachine.provide({
    actions: {
      persistToken: () => {},
      forgetToken: () => (forgotten = true),
      clearAllStorage: () => {},
    },
    actors: {
      'clients.me': fromPromise(async () => ({ ...clientProfile, isSuspended: !!suspended })),
      'promoters.me': fromPromise(async () => promoterProfile),
    },
  });
  const actor = createActor(machine, { input: { token, now: NOW } }).start();
  const settled = await waitFor(actor, (s) => sessionStatusOf(s) !== 'loading');
  actor.stop();
  return { status: sessionStatusOf(settled), forgotten };
}

/** Follows the guard's redirects from `url`; the first one's kept origin is returned too. */
function guardLanding(status: SessionStatus, url: string): { path: string; firstFrom: string | null } {
  let { pathname, search } = new URL(url, 'http://x');
  let firstFrom: string | null | undefined;
  for (let hops = 0; hops < 8; hops++) {
    const decision = decideAccess(status, matchRoute(pathname)?.access ?? null, { pathname, search });
    if (decision.kind === 'allow') return { path: pathname, firstFrom: firstFrom ?? null };
    if (decision.kind !== 'redirect') throw new Error(`${status} on ${pathname}: ${decision.kind}`);
    if (firstFrom === undefined) firstFrom = decision.state?.from ?? null;
    ({ pathname, search } = new URL(decision.to, 'http://x'));
  }
  throw new Error(`redirect loop for ${status} on ${url}`);
}

describe('every §2 route × every session state (pure: session machine + decideAccess)', () => {
  it('the table is every route of §2 for the six states', () => {
    expect(SPEC_ROUTES.length).toBe(52);
    expect(new Set(SPEC_ROUTES.map((r) => r.route)).size).toBe(SPEC_ROUTES.length);
    for (const { route } of SPEC_ROUTES) expect(matchRoute(route), route).not.toBeNull();
  });

  it.each(SESSION_STATES)('%s lands where §6 says on every route', async (state) => {
    const { status, forgotten } = await statusOf(state);
    // §4: an expired token is discarded at load: a visitor, and the token is forgotten.
    expect(forgotten).toBe(state === 'expired');
    const wrong: string[] = [];
    for (const { url } of SPEC_ROUTES) {
      const expected = accessLanding(state, url);
      const { path, firstFrom } = guardLanding(status, url);
      if (path !== expected) wrong.push(`${url}: ${path}, spec ${expected}`);
      // §6: a visitor sent to /login keeps the origin (path and query).
      const { pathname, search } = new URL(url, 'http://x');
      if (expected === '/login' && pathname !== '/login' && firstFrom !== `${pathname}${search}`)
        wrong.push(`${url}: origin kept ${firstFrom}`);
    }
    expect(wrong).toEqual([]);
  });
});
