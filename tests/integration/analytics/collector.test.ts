/**
 * The analytics collector (`POST /api/analytics/events`): stores anonymous flow events in the database, refuses
 * anything that is not a listed field of a flow event (a payload, an id in a route, a name in a state), caps a batch
 * at 100 events and 32 KB, and limits each address to 120 batches in 10 minutes with a counter in the database that
 * every server instance shares. The sandbox page downloads the stored events as JSON.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_PER_ADDRESS } from '../../../server/analytics/service.ts';
import { createApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { startTestApi } from '../helpers.ts';
import { collectorApi, postFrom, SESSION } from './collector-api.ts';

const api = collectorApi();

const event = (overrides: Record<string, unknown> = {}) => ({
  session: SESSION,
  app: '0.1.0',
  flow: 'signing',
  run: 0,
  seq: 1,
  from: 'paymentTable',
  to: 'contract.idle',
  busy: false,
  type: 'xstate.done.actor.signing.approvedProductsConditions',
  route: '/firmar-aplicacion-credito/:applicationId/tabla-de-pagos',
  ms: 5230,
  outcome: 'ok',
  ...overrides,
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  api.request<{ accepted?: number; code?: string }>('POST', '/api/analytics/events', { body, headers });
const stored = async () =>
  (await api.db.execute(sql`select * from analytics_events order by seq`)) as unknown as {
    rows: Record<string, unknown>[];
  };

describe('analytics collector', () => {
  it('stores a batch (202) with no token, exactly the fields of each event', async () => {
    const res = await post({ events: [event({ seq: 0, from: null, outcome: undefined }), event()] });
    expect([res.status, res.body]).toEqual([202, { accepted: 2, refused: 0 }]);
    const { rows } = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      session: SESSION,
      app_version: '0.1.0',
      flow: 'signing',
      from_state: 'paymentTable',
      to_state: 'contract.idle',
      event_type: 'xstate.done.actor.signing.approvedProductsConditions',
      route: '/firmar-aplicacion-credito/:applicationId/tabla-de-pagos',
      ms: 5230,
      outcome: 'ok',
    });
    expect(rows[0]).toMatchObject({ from_state: null, outcome: null });
  });

  it.each([
    ['an event payload', { payload: { email: 'ana@example.com' } }],
    ['an e-mail as a state', { to: 'ana@example.com' }],
    ['an id in the route', { route: '/firmar-aplicacion-credito/3b1f8e4a-5c2d-4e6f/contrato' }],
    ['a number in the route', { route: '/aplicacion-credito/12345' }],
    ['a name with spaces as an event type', { type: 'Ana López' }],
    ['an amount as the outcome', { outcome: '12500.00' }],
    ['a session that is not a random id', { session: 'ana@example.com' }],
    ['a negative time', { ms: -1 }],
    ['a time over a day', { ms: 86_400_001 }],
  ])('refuses %s (400) and stores nothing', async (_what, overrides) => {
    const res = await post({ events: [event(overrides)] });
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await stored()).rows).toEqual([]);
  });

  it('takes 100 events in a batch and refuses 101 and an empty batch', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => event({ seq: i }));
    expect((await post({ events: many(100) })).status).toBe(202);
    expect((await post({ events: many(101) })).status).toBe(400);
    expect((await post({ events: [] })).status).toBe(400);
    expect((await stored()).rows).toHaveLength(100);
  });

  it('takes a sendBeacon body (text/plain) like a JSON one', async () => {
    const res = await api.request('POST', '/api/analytics/events', {
      rawBody: JSON.stringify({ events: [event()] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(202);
  });

  it('limits an address to 120 batches in 10 minutes, counted in the database across instances', async () => {
    const other = createApp(api.deps);
    const send = (app: typeof other) => postFrom(app, '203.0.113.7', [event()]);
    for (let i = 0; i < ANALYTICS_PER_ADDRESS.limit; i++) {
      const res = await send(i % 2 === 0 ? api.app : other);
      expect(res.status).toBe(202);
    }
    const refused = await send(other);
    expect(refused).toMatchObject({ status: 429, body: { httpCode: 429, code: 'TOO_MANY_EVENTS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected; the counter's key is a hash, never the address itself.
    expect((await postFrom(other, '198.51.100.1', [event()])).status).toBe(202);
    const keys = (await api.db.execute(
      sql`select key from auth_attempts where scope = 'analytics-address'`,
    )) as unknown as { rows: { key: string }[] };
    expect(keys.rows.map((r) => r.key).join()).not.toContain('203.0.113.7');
    // The window passes: the address may send again.
    api.deps.clock.advance(ANALYTICS_PER_ADDRESS.windowMs);
    expect((await send(api.app)).status).toBe(202);
  });

  it('the sandbox page offers the download, and the download returns the stored events', async () => {
    await post({ events: [event({ seq: 0, from: null, outcome: undefined }), event()] });
    const page = await api.request('GET', '/__sandbox');
    expect(page.text).toContain('Descargar eventos (JSON)');
    expect(page.text).toContain('2 eventos de flujo guardados');
    const download = await api.request<{ events: unknown[] }>('GET', '/api/__sandbox/analytics/events');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('flow-events.json');
    expect(download.body.events).toEqual(
      [event({ seq: 0, from: null, outcome: undefined }), event()].map((e) => JSON.parse(JSON.stringify(e))),
    );
  });

  it('without the sandbox there is no download', async () => {
    const production = await startTestApi({ SANDBOX: 'false' });
    try {
      const res = await production.request('GET', '/api/__sandbox/analytics/events');
      expect(res.status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('with a PostHog key the pages may send to its host (CSP connect-src), and only then', async () => {
    const base = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).analyticsOrigins).toEqual([]);
    expect(loadConfig({ ...base, VITE_ANALYTICS_HOST: 'https://eu.i.posthog.com' }).analyticsOrigins).toEqual(
      [],
    );
    expect(loadConfig({ ...base, VITE_ANALYTICS_KEY: 'phc_x' }).analyticsOrigins).toEqual([
      'https://us.i.posthog.com',
    ]);
    const config = loadConfig({
      ...base,
      VITE_ANALYTICS_KEY: 'phc_x',
      VITE_ANALYTICS_HOST: 'https://ph.example.mx/ingest/',
    });
    expect(config.analyticsOrigins).toEqual(['https://ph.example.mx']);
    expect(() =>
      loadConfig({ ...base, VITE_ANALYTICS_KEY: 'phc_x', VITE_ANALYTICS_HOST: 'javascript:alert(1)' }),
    ).toThrow(/VITE_ANALYTICS_HOST/);
    const csp = async (app: ReturnType<typeof createApp>) =>
      (await app.request('/api/openapi.json')).headers.get('content-security-policy') ?? '';
    expect(await csp(api.app)).toContain("connect-src 'self';");
    const posthog = createApp({
      ...api.deps,
      config: { ...api.deps.config, analyticsOrigins: config.analyticsOrigins },
    });
    expect(await csp(posthog)).toContain("connect-src 'self' https://ph.example.mx;");
  });
});
