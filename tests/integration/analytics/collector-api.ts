/**
 * The set-up the collector's suites share: one API for the file, and before each test an empty event table and no
 * spent analytics budgets (per address and the daily cap), so each test meets the collector fresh.
 */
import { sql } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { fileApi, type TestApi } from '../helpers.ts';

/** A flow session id as the app makes them (a random UUID). */
export const SESSION = '3b1f8e4a-5c2d-4e6f-8a9b-0c1d2e3f4a5b';

/** A real step of the login flow (its states, event, route and outcome are on the allow-list). */
export const loginStep = (overrides: Record<string, unknown> = {}) => ({
  session: SESSION,
  app: '0.1.0',
  flow: 'login',
  run: 0,
  seq: 1,
  from: 'submitting',
  to: 'editing',
  busy: false,
  type: 'xstate.error.actor.clients.signin',
  route: '/login',
  ms: 812,
  outcome: 'INVALID_CREDENTIALS',
  ...overrides,
});

/** A batch of events sent to `app` from `remoteAddress` (the socket's peer, as @hono/node-server gives it). */
export async function postFrom(app: TestApi['app'], remoteAddress: string, events: unknown[]) {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  };
  const res = await app.request('/api/analytics/events', init, { incoming: { socket: { remoteAddress } } });
  type Answer = { accepted?: number; refused?: number; code?: string; httpCode?: number };
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer };
}

/** The file's API (helpers.ts `fileApi`), with the collector's tables emptied before each test. */
export function collectorApi(): TestApi {
  const api = fileApi();
  beforeEach(async () => {
    await api.db.execute(sql`delete from analytics_events`);
    await api.db.execute(
      sql`delete from auth_attempts where scope in ('analytics-address', 'analytics-global')`,
    );
  });
  return api;
}
