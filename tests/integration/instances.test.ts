/**
 * Issue 27 point 1: nothing that matters lives in one process. Two app instances on one database (as behind a load
 * balancer): the sandbox clock moved on one is seen by the next request on the other, a token secret generated
 * without JWT_SECRET is one for all, and a delayed lending step armed by one instance is applied once by another
 * after the first is gone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { withSharedSecret } from '../../server/auth/shared-secret.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import { type Clock, systemClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import type { Deps } from '../../server/context.ts';
import { createDeps } from '../../server/deps.ts';
import { sweepOnce } from '../../server/lending/scheduler/sweeper.ts';
import { createLogger } from '../../server/log.ts';
import { encodeRequest, fileApi, readResponse, type TestClient } from './helpers.ts';
import {
  applyAndProcess,
  clockStartingAt,
  force,
  instant,
  LENDING_TEST_START,
  setIdentity,
  signAndDisburse,
  startLendingApi,
} from './lending/harness.ts';

const a = fileApi(startLendingApi);

/** Another instance of the server on A's database: its own process state (clock, settings, metrics). */
function instance(clock: Clock = clockStartingAt(LENDING_TEST_START)) {
  const deps = createDeps(a.db, a.deps.config, { clock, log: createLogger('silent') });
  const app = createApp(deps);
  const request = async <T>(method: string, path: string, body?: unknown) =>
    readResponse<T>(await app.request(path, { method, ...encodeRequest({ body }) }));
  return { deps, app, request };
}

const clockOf = async (i: { request: ReturnType<typeof instance>['request'] }) =>
  (await i.request<{ now: string; offsetMs: number }>('GET', '/api/__sandbox/clock')).body;

describe('one sandbox clock for every instance', () => {
  it('a move on one instance is seen by the next request on another, and moves on both add up', async () => {
    const one = instance();
    const two = instance();
    const before = (await clockOf(two)).offsetMs;

    const moved = await one.request<{ offsetMs: number }>('POST', '/api/__sandbox/clock/advance', {
      minutes: 90,
    });
    expect(moved.status).toBe(200);
    const seen = await clockOf(two);
    expect(seen.offsetMs).toBe(before + 90 * 60_000);
    // The moved time itself, not only the offset: two's "now" is 90 minutes past the real one.
    expect(Date.parse(seen.now) - Date.parse(LENDING_TEST_START)).toBeGreaterThanOrEqual(90 * 60_000);

    // Two moves at once, one per instance: both count.
    await Promise.all([
      one.request('POST', '/api/__sandbox/clock/advance', { minutes: 1 }),
      two.request('POST', '/api/__sandbox/clock/advance', { minutes: 2 }),
    ]);
    expect((await clockOf(one)).offsetMs).toBe(before + 93 * 60_000);
    expect((await clockOf(two)).offsetMs).toBe(before + 93 * 60_000);

    // Days moved on one instance (the lending control) too.
    await two.request('POST', '/api/__sandbox/clock/advance-days', { days: 1 });
    expect((await clockOf(one)).offsetMs).toBe(before + 93 * 60_000 + 86_400_000);
  });

  it('an API call (not only the sandbox page) runs on the moved clock of another instance', async () => {
    const one = instance();
    const two = instance();
    // Two has read the shared state already (on PGlite it then reads again only after a write: server/sandbox/shared.ts).
    await two.app.request('/api/nothing-here');
    await one.request('POST', '/api/__sandbox/clock/advance', { minutes: 30 });
    const stored = (await clockOf(one)).offsetMs;
    expect(two.deps.clock.offsetMs()).toBeLessThan(stored);
    // Any /api request refreshes the clock before it runs (here a 404 of an unknown path).
    await two.app.request('/api/nothing-here');
    expect(two.deps.clock.offsetMs()).toBe(stored);
  });
});

describe('one set of lending delays for every instance', () => {
  it('delays changed on one instance are used by the next request on another', async () => {
    const one = instance();
    const two = instance();
    const changed = await one.request('POST', '/api/__sandbox/lending/settings', { documentsDelayMs: 1234 });
    expect(changed.status).toBe(200);
    await two.request('POST', '/api/__sandbox/lending/settings', { signatureDelayMs: 4321 });
    for (const i of [one, two]) {
      expect((await i.request('GET', '/api/__sandbox/lending/settings')).body).toMatchObject({
        documentsDelayMs: 1234,
        signatureDelayMs: 4321,
      });
    }
  });
});

describe('one token secret without JWT_SECRET (PostgreSQL)', () => {
  it('the first instance stores its generated secret; every instance signs and checks with it', async () => {
    const env = { DATABASE_URL: 'postgres://unused', NODE_ENV: 'test' };
    const first = loadConfig(env);
    const second = loadConfig(env);
    expect(first.jwtSecretSource).toBe('generated');
    expect(first.jwtSecret).not.toBe(second.jwtSecret);
    const [x, y] = await Promise.all([withSharedSecret(a.db, first), withSharedSecret(a.db, second)]);
    expect(x.jwtSecretSource).toBe('database');
    expect(x.jwtSecret).toBe(y.jwtSecret);
    expect(x.jwtSecret.length).toBeGreaterThanOrEqual(32);
    // A token issued by one instance is accepted by the other.
    const clock = systemClock();
    const token = await createTokens(x.jwtSecret, clock).issue('client', 'someone');
    expect((await createTokens(y.jwtSecret, clock).verify(token)).ok).toBe(true);
    // A restart reads the same secret.
    expect((await withSharedSecret(a.db, loadConfig(env))).jwtSecret).toBe(x.jwtSecret);
    // JWT_SECRET, when set, wins and is never replaced by the stored one.
    const explicit = loadConfig({ ...env, JWT_SECRET: 'e'.repeat(40) });
    expect(await withSharedSecret(a.db, explicit)).toBe(explicit);
  });
});

describe('delayed lending steps are rows, not timers of one process', () => {
  let owner: TestClient;
  let loanId: string;

  beforeAll(async () => {
    await instant(a);
    owner = await a.createClient();
    await setIdentity(a, owner, { name: 'ANA', firstSurname: 'PRUEBA', secondSurname: 'TEST' });
    await force(a, owner, 'APPROVED');
    loanId = (await applyAndProcess(a, owner, { type: 'PERSONAL_LOAN', amount: 6_000, term: 3 })).id;
    // Disbursed by instance A, which arms the confirmation (due after the 60 s default delay).
    await signAndDisburse(a, owner, loanId, 'Ana Prueba Test');
  });

  const history = async (i: ReturnType<typeof instance>) =>
    (
      await i.request<{ status: string; events: { to: string }[] }>(
        'GET',
        `/api/__sandbox/applications/${loanId}/history`,
      )
    ).body;

  it('a step armed on instance A is applied once by instances B and C when A is gone', async () => {
    // A is gone: nothing of it runs from here on. B and C start (as after a rolling restart).
    const b = instance();
    const c = instance();
    const sweep = (deps: Deps) => sweepOnce(deps);
    await Promise.all([sweep(b.deps), sweep(c.deps)]);
    expect((await history(b)).status).toBe('PAID'); // not due yet

    // Time passes (the shared clock, moved on B); B and C sweep at the same moment.
    await b.request('POST', '/api/__sandbox/clock/advance', { minutes: 2 });
    await Promise.all([sweep(b.deps), sweep(c.deps), sweep(b.deps)]);
    const h = await history(c);
    expect(h.status).toBe('CONFIRMED');
    expect(h.events.filter((e) => e.to === 'CONFIRMED')).toHaveLength(1);

    // Later sweeps find nothing left to apply for it.
    await Promise.all([sweep(b.deps), sweep(c.deps)]);
    expect((await history(b)).events.filter((e) => e.to === 'CONFIRMED')).toHaveLength(1);
  });
});
