/**
 * A prerendered page's loader decides before the first paint whether the stored session or sign-up draft sees the
 * visitor's page (hydrated) or progress (rendered over): src/app/prerenderedStart.ts. Its decision, run from its
 * own source as the page runs it, must be the app's: the session machine settles the token, the guards decide,
 * and the app renders the page for that session; a sign-up draft resumes on the step the machine routes to.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type SessionStatus, sessionMachine, sessionStatusOf } from '../../../machines/session.machine';
import { routeOf } from '../../../machines/shared/route';
import { signupMachine } from '../../../machines/signup';
import { initialContext } from '../../../machines/signup/setup';
import type { ApiCall } from '../../../src/api/call';
import { decideAccess } from '../../../src/app/guards';
import { prerenderedStartOf, showsProgress } from '../../../src/app/prerenderedStart';
import { matchRoute } from '../../../src/app/routes';
import { PRERENDERED_PAGES } from '../../../src/entry-prerender';
import { PATHS } from '../../../src/paths';
import {
  clientProfile,
  fakeServices,
  makeToken,
  NOW,
  openApp,
  promoterProfile,
  type Rendered,
} from './harness';

/** The loader's function as the page runs it: its own source, nothing from its module. */
const loaderShowsProgress = new Function(`return (${String(showsProgress)})`)() as typeof showsProgress;

const TOKENS: Readonly<Record<string, string | null>> = {
  'no session': null,
  'a client': makeToken('client'),
  'an unverified client': makeToken('client-ephemeral'),
  'a promoter': makeToken('business'),
  'a token of both audiences': makeToken(['client', 'business']),
  'an expired token': makeToken('client', { expInSeconds: -60 }),
  'an unreadable token': 'no-es-un-jwt',
};

/** How the pages are opened: a store's link names the store (without one, /solicitud goes on to /login). */
const QUERY: Readonly<Record<string, string>> = { '/solicitud': '?storeId=7' };

const STORE = { id: '7', name: 'Muebles Ejemplo', sector: 'FURNITURE' };

/** The status the session machine settles the token in, its profile answered. */
async function settled(token: string | null): Promise<SessionStatus> {
  const machine = sessionMachine.provide({
    actors: {
      'clients.me': fromPromise(async () => clientProfile),
      'promoters.me': fromPromise(async () => promoterProfile),
    },
  });
  const actor = createActor(machine, { input: { token, now: NOW } }).start();
  await waitFor(() => expect(['loading', 'refreshing']).not.toContain(sessionStatusOf(actor.getSnapshot())));
  const status = sessionStatusOf(actor.getSnapshot());
  actor.stop();
  return status;
}

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  localStorage.clear();
});

/** The page the app shows at `pathname` once the session of `token` has settled (the API answers nothing else). */
async function pageFor(pathname: string, token: string | null): Promise<string> {
  localStorage.clear();
  if (token) localStorage.setItem('authToken', token);
  // The store of /solicitud's link is found; nothing else is called.
  const store = (async () => ({ storeExists: true, store: STORE })) as unknown as ApiCall;
  app = openApp(`${pathname}${QUERY[pathname] ?? ''}`, fakeServices({}, store));
  const session = app.runtime.session;
  await waitFor(() =>
    expect(['loading', 'refreshing']).not.toContain(sessionStatusOf(session.getSnapshot())),
  );
  await waitFor(() => expect(document.querySelector('main :is(h1, h2)')).not.toBeNull());
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  // React's ids (`useId`) count the renders of the test file.
  const main = (document.querySelector('main')?.innerHTML ?? '').replace(/_r_\w+_/g, '_r_');
  app.unmount();
  app = null;
  return main;
}

describe("the prerendered page's start", () => {
  for (const pathname of Object.keys(PRERENDERED_PAGES)) {
    it(`${pathname}: progress exactly for the sessions the app does not show this visitor's page`, async () => {
      const visitorPage = await pageFor(pathname, null);

      for (const [name, token] of Object.entries(TOKENS)) {
        const status = await settled(token);
        const decision = decideAccess(status, matchRoute(pathname)?.access ?? null, { pathname });
        const sees = decision.kind === 'allow' && (await pageFor(pathname, token)) === visitorPage;
        localStorage.clear();
        if (token) localStorage.setItem('authToken', token);
        expect([name, loaderShowsProgress(prerenderedStartOf(pathname), '', NOW)]).toEqual([name, !sees]);
        // The same token in the URL (`?token=`, which the app takes first) decides alike.
        localStorage.clear();
        localStorage.setItem('authToken', makeToken('business'));
        const search = token ? `?token=${token}` : '';
        const fromUrl = loaderShowsProgress(prerenderedStartOf(pathname), search, NOW);
        if (token) expect([name, fromUrl]).toEqual([name, !sees]);
      }
    });
  }

  const steps: Record<string, unknown> = {
    account: { account: 'editing' },
    personalData: 'personalData',
    verification: 'verification',
    completed: 'completed',
  };
  for (const [step, value] of Object.entries(steps)) {
    it(`/crear-cuenta with a sign-up draft on the ${step} step: progress unless the machine resumes on the form`, () => {
      const context = initialContext({ session: 'anonymous' });
      const resumesOn = routeOf(signupMachine.resolveState({ value: value as never, context }));
      localStorage.setItem(
        'pendingClientSignup',
        JSON.stringify({ savedAt: NOW, value: { value, context } }),
      );
      expect(loaderShowsProgress(prerenderedStartOf(PATHS.signup), '', NOW)).toBe(resumesOn !== PATHS.signup);
      // Other pages do not resume it.
      expect(loaderShowsProgress(prerenderedStartOf(PATHS.login), '', NOW)).toBe(false);
    });
  }
});
