/**
 * Issue 27 point 5: an instance is observable. One JSON log line per API request (method, route template, status,
 * ms, request id) with the id in `X-Request-Id`; `GET /metrics` in the Prometheus text format (requests by route
 * template and status, latency histogram, database pool, delayed-step lag), behind SANDBOX_KEY when one is set.
 */
import { describe, expect, it } from 'vitest';
import { createMetrics, LATENCY_BUCKETS } from '../../server/metrics.ts';
import { fileApi, startTestApi } from './helpers.ts';

const KEY = 'clave-del-sandbox-para-metricas';

const api = fileApi();
const guarded = fileApi(() => startTestApi({ SANDBOX_KEY: KEY }));

const SAMPLE =
  /^[a-z_]+(\{[a-z_]+="(?:[^"\\\n]|\\.)*"(,[a-z_]+="(?:[^"\\\n]|\\.)*")*\})? -?\d+(\.\d+)?(e[-+]?\d+)?$/;

/** The samples of one metric family: label text → value. */
function samples(text: string, name: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)(\{.*\})? (\S+)$/.exec(line);
    if (m && m[1] === name) out.set(m[2] ?? '', Number(m[3]));
  }
  return out;
}

describe('request log and request id', () => {
  it('logs one JSON line per API request with the route template, never the URL, and answers the id', async () => {
    const token = await api.tokenFor('client');
    const res = await api.request('GET', '/api/clients/me', { token });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = api.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'request' && l.requestId === id);
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: 'clients.me', status: 200 });
    expect(typeof line.ms).toBe('number');

    // A path with an id is logged by its pattern.
    const missing = await api.request('GET', '/api/__sandbox/applications/app-secret-id-123/history');
    const logged = api.logs.find((l) => l.includes(missing.headers.get('x-request-id')!))!;
    expect(JSON.parse(logged).route).toBe('/api/__sandbox/applications/:id/history');
    expect(logged).not.toContain('app-secret-id-123');
  });

  it("keeps a load balancer's sane id and replaces an odd one", async () => {
    const sane = await api.request('GET', '/api/openapi.json', {
      headers: { 'x-request-id': 'lb-0123456789abcdef' },
    });
    expect(sane.headers.get('x-request-id')).toBe('lb-0123456789abcdef');
    for (const odd of ['short', 'x'.repeat(65), 'tiene espacios y más', 'a"b<c>d{e}f']) {
      const res = await api.request('GET', '/api/openapi.json', { headers: { 'x-request-id': odd } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('GET /metrics', () => {
  it('is Prometheus text: HELP and TYPE, counters and cumulative histograms by route template and status', async () => {
    const token = await api.tokenFor('client');
    for (let i = 0; i < 3; i++) await api.request('GET', '/api/clients/me', { token });
    await api.request('GET', '/api/clients/me');
    const res = await api.request('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const lines = res.text.trimEnd().split('\n');
    for (const line of lines) {
      if (line.startsWith('# '))
        expect(line).toMatch(/^# (HELP [a-z_]+ .+|TYPE [a-z_]+ (counter|gauge|histogram))$/);
      else expect(line, line).toMatch(SAMPLE);
    }
    for (const family of [
      'http_requests_total counter',
      'http_request_duration_seconds histogram',
      'scheduled_step_lag_seconds histogram',
      'scheduled_steps_due gauge',
      'scheduled_steps_oldest_due_seconds gauge',
    ])
      expect(lines).toContain(`# TYPE ${family}`);

    const ok = 'method="GET",route="clients.me",status="200"';
    expect(samples(res.text, 'http_requests_total').get(`{${ok}}`)).toBeGreaterThanOrEqual(3);
    expect(
      samples(res.text, 'http_requests_total').get('{method="GET",route="clients.me",status="401"}'),
    ).toBe(1);
    const buckets = [...samples(res.text, 'http_request_duration_seconds_bucket')]
      .filter(([labels]) => labels.startsWith(`{${ok},`))
      .map(([, v]) => v);
    expect(buckets).toHaveLength(LATENCY_BUCKETS.length + 1);
    expect([...buckets].sort((x, y) => x - y)).toEqual(buckets);
    expect(buckets.at(-1)).toBe(samples(res.text, 'http_request_duration_seconds_count').get(`{${ok}}`));
    // The embedded database says it has no pool.
    expect(res.text).toContain(
      api.kind === 'pglite' ? 'db_pool_info{driver="pglite"} 1' : 'db_pool_connections{state="total"}',
    );
  });

  it('counts the lag of applied steps in cumulative buckets', async () => {
    const m = createMetrics();
    m.observeStepLag(0.2);
    m.observeStepLag(3);
    m.observeStepLag(-1); // a step applied before it was due counts as 0
    const text = await m.render(api.deps);
    const lag = samples(text, 'scheduled_step_lag_seconds_bucket');
    expect(lag.get('{le="0.5"}')).toBe(2);
    expect(lag.get('{le="2"}')).toBe(2);
    expect(lag.get('{le="5"}')).toBe(3);
    expect(lag.get('{le="+Inf"}')).toBe(3);
    expect(samples(text, 'scheduled_step_lag_seconds_count').get('')).toBe(3);
  });

  it('with SANDBOX_KEY: 401 without the key or with a wrong one; the header, a bearer or the cookie pass', async () => {
    const without = await guarded.request('GET', '/metrics');
    expect(without).toMatchObject({ status: 401, body: { code: 'SANDBOX_KEY_REQUIRED' } });
    expect(without.text).not.toContain('http_requests_total');
    for (const headers of <Record<string, string>[]>[
      { 'x-sandbox-key': 'otra-clave-del-sandbox-0' },
      { authorization: 'Bearer otra-clave-del-sandbox-0' },
      { cookie: 'sandbox_key=otra-clave-del-sandbox-0' },
    ])
      expect((await guarded.request('GET', '/metrics', { headers })).status).toBe(401);
    for (const headers of <Record<string, string>[]>[
      { 'x-sandbox-key': KEY },
      { authorization: `Bearer ${KEY}` },
      { cookie: `sandbox_key=${KEY}` },
    ]) {
      const res = await guarded.request('GET', '/metrics', { headers });
      expect(res.status).toBe(200);
      expect(res.text).toContain('# TYPE http_requests_total counter');
    }
    // Without a key configured it is open (api above).
    expect((await api.request('GET', '/metrics')).status).toBe(200);
  });
});
