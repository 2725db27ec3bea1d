/**
 * Issue 27 point 4: `Idempotency-Key` on the calls that move money or state. The same key and body get the first
 * answer (status and body) without applying twice; another body is a 422; two requests at once apply once; keys are
 * per principal and expire on the real clock (24 h); hostile keys are a 400. Issue 38 point 5: the request hash is
 * canonical JSON (another key order is the same request), and the sandbox payment's keys are per paying client.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applications, idempotencyKeys, payments } from '../../server/db/schema.ts';
import {
  canonicalJson,
  KEY_REUSED_MESSAGE,
  KEY_TTL_MS,
  purgeExpiredKeys,
  requestHash,
} from '../../server/idempotency/service.ts';
import { fileApi, type TestClient, type TestResponse } from './helpers.ts';
import {
  advance,
  applicationBody,
  by,
  call,
  disbursedLoan,
  instant,
  startLendingApi,
} from './lending/harness.ts';

const api = fileApi(startLendingApi, instant);
let owner: TestClient;
beforeAll(async () => {
  owner = await api.createClient();
});

const ADDRESS_FREE_BODY = (amount: number) => applicationBody({ amount }, false);
const keyed = (key: string, headers: Record<string, string> = {}) => ({ 'idempotency-key': key, ...headers });

const createWithKey = (client: TestClient, key: string, amount = 10_000) =>
  by(api, client).post<{ id: string; code?: string }>('/applications', ADDRESS_FREE_BODY(amount), keyed(key));

/** `again` is the stored answer of `first` replayed: its status and body, marked as a replay. */
const expectReplayOf = (again: TestResponse, first: Pick<TestResponse, 'status' | 'body'>) =>
  expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([
    first.status,
    first.body,
    'true',
  ]);

const applicationsOf = async (client: TestClient) =>
  (await api.db.select().from(applications).where(eq(applications.clientId, client.id))).length;

describe('Idempotency-Key', () => {
  it('the same key and body: the first answer again, applied once; another body: 422 in Spanish', async () => {
    const c = await api.createClient();
    const first = await createWithKey(c, 'accion-0001-crear');
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expectReplayOf(await createWithKey(c, 'accion-0001-crear'), first);
    expect(await applicationsOf(c)).toBe(1);

    const other = await createWithKey(c, 'accion-0001-crear', 12_000);
    expect(other.status).toBe(422);
    const reused = { httpCode: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: KEY_REUSED_MESSAGE };
    expect(other.body).toMatchObject(reused);
    expect(await applicationsOf(c)).toBe(1);

    // Without a key, a second call is a second action.
    expect((await by(api, c).post('/applications', ADDRESS_FREE_BODY(10_000))).status).toBe(200);
    expect(await applicationsOf(c)).toBe(2);
  });

  it('two requests at once with one key apply once and both get the one answer', async () => {
    const c = await api.createClient();
    const [x, y, z] = await Promise.all([
      createWithKey(c, 'accion-0002-a-la-vez'),
      createWithKey(c, 'accion-0002-a-la-vez'),
      createWithKey(c, 'accion-0002-a-la-vez'),
    ]);
    expect([x.status, y.status, z.status]).toEqual([200, 200, 200]);
    expect(y.body).toEqual(x.body);
    expect(z.body).toEqual(x.body);
    expect([x, y, z].filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    expect(await applicationsOf(c)).toBe(1);
  });

  it('a refused call is kept too: the repeat gets the same 4xx without running again', async () => {
    const c = await api.createClient();
    const missing = '00000000-0000-4000-8000-000000000000';
    const key = keyed('accion-0003-cancelar');
    const send = () => by(api, c).post(`/applications/${missing}/cancel`, undefined, key);
    const first = await send();
    expect(first.status).toBeGreaterThanOrEqual(400);
    expect(first.status).toBeLessThan(500);
    expectReplayOf(await send(), first);
  });

  it('a key lasts 24 hours of the real clock: moving the sandbox clock does not expire it', async () => {
    const c = await api.createClient();
    const first = await createWithKey(c, 'accion-0004-caduca');
    expect(first.status).toBe(200);
    await by(api, c).post(`/applications/${first.body.id}/cancel`);
    // A day and more of sandbox time (anyone may move it): the key still answers the first answer.
    await advance(api, 24 * 60 + 1);
    const stored = eq(idempotencyKeys.key, 'accion-0004-caduca');
    const keyRows = () => api.db.select().from(idempotencyKeys).where(stored);
    expect(await purgeExpiredKeys(api.deps)).toBe(0);
    expect(await keyRows()).toHaveLength(1);
    expectReplayOf(await createWithKey(c, 'accion-0004-caduca'), first);
    expect(await applicationsOf(c)).toBe(1);

    const realNow = Date.now();
    const at = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(realNow + ms);
    try {
      // One minute before the 24 real hours: still kept, still the first answer.
      at(KEY_TTL_MS - 60_000);
      expect(await purgeExpiredKeys(api.deps)).toBe(0);
      expect((await createWithKey(c, 'accion-0004-caduca')).headers.get('idempotent-replayed')).toBe('true');
      // One minute after: the sweep's purge deletes it, and the same key is a new action.
      at(KEY_TTL_MS + 60_000);
      expect(await purgeExpiredKeys(api.deps)).toBeGreaterThanOrEqual(1);
      expect(await keyRows()).toHaveLength(0);
      const later = await createWithKey(c, 'accion-0004-caduca');
      expect(later.status).toBe(200);
      expect(later.headers.get('idempotent-replayed')).toBeNull();
      expect(later.body.id).not.toBe(first.body.id);
      expect(await applicationsOf(c)).toBe(2);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('an expired key left in the table (not purged yet) is claimed again by its next request', async () => {
    const c = await api.createClient();
    const first = await createWithKey(c, 'accion-0006-vencida');
    await by(api, c).post(`/applications/${first.body.id}/cancel`);
    const realNow = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(realNow + KEY_TTL_MS + 1_000);
    try {
      const later = await createWithKey(c, 'accion-0006-vencida');
      expect(later.headers.get('idempotent-replayed')).toBeNull();
      expect(later.body.id).not.toBe(first.body.id);
    } finally {
      vi.restoreAllMocks();
    }
    expect(await applicationsOf(c)).toBe(2);
  });

  it('the same body in another key order is the same request: replayed, not 422', async () => {
    const c = await api.createClient();
    const body = ADDRESS_FREE_BODY(10_000);
    const sendRaw = (rawBody: string) =>
      call(api, 'POST', '/applications', {
        token: c.token,
        rawBody,
        headers: keyed('accion-0007-orden', { 'content-type': 'application/json' }),
      });
    const first = await sendRaw(JSON.stringify(body));
    expect(first.status).toBe(200);
    const reordered = `{"utm":{"medium":"organic","source":"clients-webapp"},"storeId":null,"productInformation":{"requestedPeriod":6,"creditAmount":10000,"productPrice":10000},"type":"PERSONAL_LOAN"}`;
    expect(JSON.parse(reordered)).toEqual(body);
    expectReplayOf(await sendRaw(reordered), first);
    expect(await applicationsOf(c)).toBe(1);
  });

  it('canonical JSON: key order never counts, values and array order do', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(requestHash('x', { id: '1' }, { a: 1, b: 2 })).toBe(requestHash('x', { id: '1' }, { b: 2, a: 1 }));
    expect(requestHash('x', null, { a: 1, b: 2 })).not.toBe(requestHash('x', null, { a: 1, b: 3 }));
    expect(requestHash('x', null, [1, 2])).not.toBe(requestHash('x', null, [2, 1]));
    expect(requestHash('x', null, { a: 1 })).not.toBe(requestHash('y', null, { a: 1 }));
  });

  it("a key stored under a call's former id (applications.sign, now signing.sign) is the same request: replayed", async () => {
    // Issue 42: the ids became the keys. A key stored the day before carries the hash of the former id; its retry
    // gets the first answer, never a 422 nor a second signature. Another body under that key is still a 422.
    const c = await api.createClient();
    const id = '4b1a3c55-0d4e-4f6a-9b7c-2e8d9f0a1b2c';
    const body = { firstPaymentDate: '2026-12-15', signatureCode: '123456' };
    const firstAnswer = { id, status: 'APPROVED', signed: true };
    const now = new Date();
    await api.db.insert(idempotencyKeys).values({
      principal: `client:${c.id}`,
      key: 'firma-0008-renombrada',
      requestHash: requestHash('applications.sign', { id }, body),
      status: 200,
      response: firstAnswer,
      createdAt: now,
      expiresAt: new Date(now.getTime() + KEY_TTL_MS),
    });
    const key = keyed('firma-0008-renombrada');
    const sign = (b: typeof body) => by(api, c).post(`/applications/${id}/sign`, b, key);
    expectReplayOf(await sign(body), { status: 200, body: firstAnswer });
    const other = await sign({ ...body, signatureCode: '654321' });
    expect(other).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('a sandbox payment with a key is registered once, also when sent twice at once', async () => {
    const { c } = await disbursedLoan(api);
    const pay = (amountCents: number, email = c.email) =>
      by(api, undefined).post<{ id: string }>(
        '/__sandbox/payments',
        { email, method: 'bank_transfer_payment', amountCents },
        keyed('pago-0005-ventanilla'),
      );
    const [x, y] = await Promise.all([pay(50_000), pay(50_000)]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect(y.body).toEqual(x.body);
    expect((await pay(50_000)).body).toEqual(x.body);
    expect((await pay(60_000)).status).toBe(422);
    const stored = await api.db.select().from(payments).where(eq(payments.clientId, c.id));
    expect(stored).toHaveLength(1);
    expect(owner.id).not.toBe(c.id);

    // Another client's payment with the same key is another payment (each payer has their own keys).
    const other = await api.createClient();
    const theirs = await pay(50_000, other.email);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.id).not.toBe(x.body.id);
    expect(await api.db.select().from(payments).where(eq(payments.clientId, other.id))).toHaveLength(1);
    expect(await api.db.select().from(payments).where(eq(payments.clientId, c.id))).toHaveLength(1);
  });
});
