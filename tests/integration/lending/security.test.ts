/**
 * The lending endpoints beyond their audiences (authorization.test.ts): ownership (another client's or
 * promoter's application is 404, so ids cannot be probed), and hostile input on a real application (no 5xx,
 * no leak, the error shape, nothing stored on a refusal).
 */

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../src/api/contract/endpoint.ts';
import { contract } from '../../../src/api/contract/index.ts';
import { rowCounts as countRows, fileApi, type TestClient } from '../helpers.ts';
import { applyAndProcess, by, force, instant, lendingClient, startLendingApi } from './harness.ts';

const LENDING: readonly Endpoint[] = [
  ...Object.values(contract.applications),
  ...Object.values(contract.signing),
  ...Object.values(contract.payments),
  contract.clients.kycFlow,
  contract.promoters.quickApplication,
];

const api = fileApi(startLendingApi, instant);
let owner: TestClient;
let other: TestClient;
let ownerApp: string;
let sessions: string[];
beforeAll(async () => {
  owner = await lendingClient(api);
  other = await api.createClient();
  await force(api, owner, 'APPROVED');
  ownerApp = (await applyAndProcess(api, owner)).id;
  // The fuzz's callers: the owner, a promoter, a sign-up token.
  sessions = [owner.token, await api.tokenFor('business'), await api.tokenFor('client-ephemeral')];
});

const pathFor = (e: Endpoint, id: string) => `/api${e.path.replace(/:([A-Za-z0-9_]+)/g, () => id)}`;

describe('ownership (lending)', () => {
  // Every endpoint × token kind (audiences), lending included: tests/integration/authorization.test.ts.
  it("another client's application is 404 on every endpoint that takes an application id", async () => {
    const withId = LENDING.filter(
      (e) => /:(id|applicationId)/.test(e.path) && e.auth !== 'public' && e.auth.includes('client'),
    );
    expect(withId.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const e of withId) {
      const res = await api.request<{ code?: string }>(e.method, pathFor(e, ownerApp), {
        token: other.token,
        body: e.body
          ? e.id === 'applications.process' || e.id === 'applications.preProcess'
            ? { complianceCode: '123456' }
            : {}
          : undefined,
      });
      // Validation may answer first (400) when the body is incomplete; never 200, never the owner's data.
      if (res.status !== 404 && res.status !== 400) failures.push(`${e.id}: ${res.status}`);
    }
    expect(failures).toEqual([]);
    expect((await by(api, other).get(`/esign-sandbox/applications/${ownerApp}/contract`)).status).toBe(404);
  });

  it("another client's lists do not contain the owner's applications or balances", async () => {
    expect((await by(api, other).get('/applications')).body.items).toEqual([]);
    expect((await by(api, other).get('/applications/balance')).body.balances).toEqual([]);
  });
});

const COUNTED = ['applications', 'application_status_events', 'payments', 'contracts', 'clients'];
const rowCounts = () => countRows(api, [...COUNTED, 'addresses', 'employments', 'offers']);

const hostile = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1' --",
    '../../etc/passwd',
    '<script>x</script>',
    '\u0000',
    '1e309',
    'NaN',
    '-1',
    '__proto__',
    'a'.repeat(3000),
    '',
  ),
  fc.string({ maxLength: 30 }),
);
const scalar = [fc.integer(), fc.double(), fc.boolean(), fc.constant(null)];
const value: fc.Arbitrary<unknown> = fc.oneof(hostile, ...scalar, fc.array(hostile, { maxLength: 3 }));

describe('fuzz (lending)', () => {
  it('survives random and hostile input without 5xx, leaks or stored data', async () => {
    const problems: string[] = [];
    for (const e of LENDING) {
      const keys = Object.keys(
        (e.body as unknown as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape ?? {},
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(hostile, fc.constant(ownerApp)),
          fc.oneof(
            fc.anything({ maxDepth: 2 }),
            fc.record(Object.fromEntries(keys.map((k) => [k, value])) as Record<string, typeof value>),
          ),
          fc.dictionary(
            fc.constantFrom('creditAmount', 'requestedPeriod', 'type', 'storeId', 'clientId', 'status'),
            hostile,
            { maxKeys: 3 },
          ),
          fc.integer({ min: 0, max: 2 }),
          async (param, body, query, who) => {
            const path = e.path.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(param) || 'x');
            const qs = new URLSearchParams(query).toString();
            const before = await rowCounts();
            const res = await api.request(e.method, `/api${path}${qs ? `?${qs}` : ''}`, {
              token: sessions[who],
              ...(e.method === 'GET' ? {} : { rawBody: JSON.stringify(body) ?? '' }),
            });
            if (res.status >= 500) problems.push(`${e.id}: ${res.status} ${res.text.slice(0, 100)}`);
            if (/\n\s+at |node_modules|\.ts:\d+|DrizzleQueryError|syntax error at/i.test(res.text))
              problems.push(`${e.id}: leak`);
            if (res.status >= 400) {
              const b = res.body as { httpCode?: unknown; code?: unknown; message?: unknown };
              if (b?.httpCode !== res.status || typeof b.code !== 'string' || typeof b.message !== 'string') {
                problems.push(`${e.id}: bad error body ${res.text.slice(0, 100)}`);
              }
              if ((await rowCounts()) !== before) problems.push(`${e.id}: stored data on ${res.status}`);
            }
          },
        ),
        { numRuns: 25 },
      );
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('sandbox lending controls refuse hostile input with 4xx', async () => {
    for (const path of [
      '/__sandbox/decisions',
      '/__sandbox/payments',
      '/__sandbox/clock/advance-days',
      '/__sandbox/lending/settings',
    ]) {
      for (const raw of [
        '{',
        '[]',
        '"x"',
        '{"email":{"$ne":null},"outcome":"APPROVED"}',
        '{"days":"1e309"}',
        '{"documentsDelayMs":-1}',
      ]) {
        const headers = { 'content-type': 'application/json' };
        const res = await api.request('POST', `/api${path}`, { rawBody: raw, headers });
        expect(res.status, `${path} ${raw}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${raw}`).toBeLessThan(500);
      }
    }
    for (const id of ["'; drop table applications; --", 'a'.repeat(200)]) {
      const res = await api.request('GET', `/api/__sandbox/applications/${encodeURIComponent(id)}/history`);
      expect(res.status).toBe(404);
    }
  });
});
