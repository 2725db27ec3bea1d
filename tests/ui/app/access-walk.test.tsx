/**
 * Every route of spec §2 for every session state, through the real app (providers, guarded layout, route table,
 * the pages themselves): one page load per session state, then every route's sample URL in turn (a browser
 * navigation); the person must land where access.oracle.ts (written from §2, §4, §6) says, with the spec's
 * heading where the spec names the page. The pure level of the same table: tests/unit/app/access-table.test.ts.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../src/api/call';
import { preloadPage } from '../../../src/app/router';
import { pageHeading } from '../../model/harness/queries';
import {
  appLanding,
  SAMPLE_STORE,
  SESSION_STATES,
  type SessionState,
  SPEC_ROUTES,
  specHeading,
} from './access.oracle';
import {
  clientProfile,
  type FakeServices,
  fakeServices,
  makeToken,
  openApp,
  type Rendered,
  signIn,
} from './harness';

/** The store link's look-up (the only call the walk answers beyond the harness's fakes). */
const lookups: ApiCall = (async (key: string) => {
  if (key === 'catalog.getStore') return { storeExists: true, store: SAMPLE_STORE };
  throw new Error(`No fake for ${key}`);
}) as ApiCall;

/** A page load with this token stored, the API answering with these fakes. */
const signedIn =
  (token: string, overrides: Parameters<typeof fakeServices>[0] = {}) =>
  (): FakeServices => {
    signIn(token);
    return fakeServices(overrides, lookups);
  };

/** What a page load finds for each state: the stored token and the profile the API answers. */
const SESSIONS: Record<SessionState, () => FakeServices> = {
  visitor: () => fakeServices({}, lookups),
  expired: signedIn(makeToken('client', { expInSeconds: -60 })),
  ephemeral: signedIn(makeToken('client-ephemeral')),
  client: signedIn(makeToken('client')),
  suspended: signedIn(makeToken('client'), {
    'clients.me': async () => ({ ...clientProfile, isSuspended: true }),
  }),
  business: signedIn(makeToken('business', { sub: 'p-7' })),
};

/** A browser navigation to `url` (what a typed address or a link from outside does, without a reload). */
async function visit(url: string): Promise<void> {
  await act(async () => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

const timings: string[] = [];

// The pages' code first, so a navigation renders the page at once rather than keeping the old one meanwhile.
beforeAll(async () => {
  const started = performance.now();
  await Promise.all(SPEC_ROUTES.map(({ url }) => preloadPage(new URL(url, 'http://x').pathname)));
  timings.push(`pages loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
});

describe('every §2 route × every session state, through the real router', () => {
  it.each(SESSION_STATES)('%s', async (state) => {
    const started = performance.now();
    app = openApp('/terminos-y-condiciones', SESSIONS[state]());
    const seen = new Map<string, Set<string>>();
    for (const { url } of SPEC_ROUTES) {
      const expected = appLanding(state, url);
      const heading = specHeading(state, expected);
      await visit(url);
      await waitFor(() => {
        expect(window.location.pathname, `${state} on ${url}`).toBe(expected);
        const shown = pageHeading();
        expect(shown, `${state} on ${url}: a heading`).not.toBeNull();
        if (heading !== null) expect(shown, `${state} on ${url}`).toBe(heading);
      });
      const shown = pageHeading() as string;
      seen.set(expected, (seen.get(expected) ?? new Set()).add(shown));
      const { pathname, search } = new URL(url, 'http://x');
      // §6: a visitor sent to /login keeps where they were going (path and query).
      if (expected === '/login' && pathname !== '/login')
        expect(window.history.state?.usr, `${state} on ${url}`).toEqual({ from: `${pathname}${search}` });
    }
    // Wherever the person comes from, a landing shows the same page (one heading per landing path).
    for (const [landing, headings] of seen) expect([...headings], `${state} at ${landing}`).toHaveLength(1);
    // §4: an expired token is discarded at load; no profile is asked for it.
    if (state === 'expired') {
      expect(localStorage.getItem('authToken')).toBeNull();
      expect(app.services['clients.me']).not.toHaveBeenCalled();
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    timings.push(`${state}: ${SPEC_ROUTES.length} routes in ${seconds} s`);
  });

  it('prints the walk', () => {
    console.log(
      `[access walk] ${SPEC_ROUTES.length} routes × ${SESSION_STATES.length} session states = ${
        SPEC_ROUTES.length * SESSION_STATES.length
      } landings\n  ${timings.join('\n  ')}`,
    );
    expect(timings).toHaveLength(SESSION_STATES.length + 1);
  });
});
