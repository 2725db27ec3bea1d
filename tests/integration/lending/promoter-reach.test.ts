/**
 * A promoter cannot freeze a client's credit out of sight (issue: promoter reach). The audit's path: a promoter at
 * store 9 looked an activated client up, filed a $45,000 STORE application in their name at store 17, and the
 * client's available limit became $0.00 for a month: the application counted against the limit, never expired, was
 * hidden from the client's list, `can-create` said yes while creating said LIMIT_EXCEEDED, and the promoter's
 * employment became the client's. Closed here:
 * - a promoter files only at her own store (403 NOT_PROMOTERS_STORE);
 * - until the client's consent NIP is verified, a promoter's application holds none of the client's limit, changes
 *   nothing of their profile and does not count for their per-minute limit; then it counts, and what the promoter
 *   sent becomes the client's;
 * - the client sees it (PENDING_CLIENT_CONSENT) and may cancel it; unconsented, it expires after 24 hours;
 * - `can-create` answers what creating answers.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clients, employments } from '../../../server/db/schema.ts';
import type { Application } from '../../../src/api/contract/applications.ts';
import { fileApi, lastMessage, type TestClient } from '../helpers.ts';
import {
  advance,
  by,
  call,
  createApplication,
  EMPLOYMENT,
  force,
  history,
  insertApplication,
  instant,
  STORE_ID,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);
let business: string;
let atStore9: string;
// Fresh promoter tokens for every test: some tests move the sandbox clock a day on.
beforeEach(async () => {
  business = await api.tokenFor('business');
  // Guadalupe Treviño works at store 9 (server/catalog/data/people.ts).
  atStore9 = await api.deps.tokens.issue('business', 'e0000000-0000-4000-8000-000000000003');
});

const STORE_9 = '5e000000-0000-4000-8000-000000000009';
const BIG_PURCHASE = { productPrice: 50_000, creditAmount: 45_000, requestedPeriod: 24 };
const BIG_STORE_PURCHASE = { type: 'STORE', price: 50_000, amount: 45_000, term: 24 } as const;

type Listed = Application;

async function fileFor(
  client: TestClient,
  opts: { token?: string; storeId?: string; product?: typeof BIG_PURCHASE } = {},
) {
  return call<{ id: string; code?: string; message?: string }>(api, 'POST', '/applications', {
    token: opts.token ?? business,
    body: {
      type: 'STORE',
      storeId: opts.storeId ?? STORE_ID,
      productInformation: opts.product ?? BIG_PURCHASE,
      clientId: client.id,
      clientEmployment: { ...EMPLOYMENT, companyName: 'Empresa del Promotor SA' },
    },
  });
}

async function listOf(client: TestClient): Promise<Listed[]> {
  const res = await by(api, client).get<{ items: Listed[] }>('/applications');
  expect(res.status).toBe(200);
  return res.body.items;
}

async function currentEmploymentOf(clientId: string) {
  return (
    await api.db.select({ id: clients.currentEmploymentId }).from(clients).where(eq(clients.id, clientId))
  )[0]?.id;
}

async function canCreate(client: TestClient, type: 'STORE' | 'PERSONAL_LOAN' = 'STORE') {
  return (await by(api, client).get(`/applications/can-create?type=${type}`)).body;
}

const advanceMinutes = (minutes: number) => advance(api, minutes);
const preProcess = (id: string, complianceCode: string) =>
  by(api, business).post(`/applications/${id}/pre-process`, { complianceCode });

describe('store scope', () => {
  it('a promoter files only at her own store: another store is 403 NOT_PROMOTERS_STORE, nothing is created', async () => {
    const client = await api.createClient();
    const elsewhere = await fileFor(client, { token: atStore9, storeId: STORE_ID });
    expect([elsewhere.status, elsewhere.body.code, elsewhere.body.message]).toEqual([
      403,
      'NOT_PROMOTERS_STORE',
      'Solo puedes registrar solicitudes en tu tienda.',
    ]);
    await expect(lastMessage(api, client.phoneNumber)).rejects.toThrow('No message');
    expect(await listOf(client)).toEqual([]);
    // Her own store, given or left out (the promoter's store is the default), is accepted.
    expect((await fileFor(client, { token: atStore9, storeId: STORE_9 })).status).toBe(200);
  });
});

describe('before the client consents', () => {
  it('holds none of the limit, keeps the profile, is listed for the client and does not block them', async () => {
    const client = await api.createClient();
    const before = await currentEmploymentOf(client.id);
    const filed = await fileFor(client);
    expect(filed.status).toBe(200);

    // The consent NIP says who filed it and how to refuse it.
    const sms = await lastMessage(api, client.phoneNumber);
    expect(sms.kind).toBe('compliance-code');
    expect(sms.body).toContain('Se registró una solicitud de crédito a tu nombre en ');
    expect(sms.body).toContain('puedes cancelar la solicitud en tu cuenta');

    expect(await currentEmploymentOf(client.id)).toBe(before);
    const promoterRows = await api.db
      .select({ company: employments.companyName })
      .from(employments)
      .where(eq(employments.clientId, client.id));
    expect(promoterRows.map((r) => r.company)).not.toContain('Empresa del Promotor SA');

    expect(await listOf(client)).toMatchObject([
      { id: filed.body.id, status: 'PENDING_CLIENT_CONSENT', promoterId: await api.promoterId() },
    ]);
    expect(await canCreate(client)).toEqual({ canCreateApplication: true, reason: null });
    const own = await createApplication(api, client, BIG_STORE_PURCHASE);
    expect(own.status).toBe(200);
  });

  it("three filings in a minute do not use up the client's own applications per minute", async () => {
    const client = await api.createClient();
    for (let i = 0; i < 3; i++) expect((await fileFor(client)).status).toBe(200);
    // The promoter, though, is held to the client's 3 a minute (at most 3 consent NIPs).
    const fourth = await fileFor(client);
    expect([fourth.status, fourth.body.code]).toEqual([429, 'EXCEEDED_APPLICATIONS_PER_MINUTE']);
    expect(await canCreate(client)).toEqual({ canCreateApplication: true, reason: null });
    expect((await createApplication(api, client, { amount: 5_000 })).status).toBe(200);
  });
});

describe('the client consents', () => {
  it('with the NIP: the application counts from then on and the employment sent becomes the client’s', async () => {
    const client = await api.createClient();
    // Within the $30,000 a first approval grants.
    const filed = await fileFor(client, {
      product: { productPrice: 10_000, creditAmount: 9_000, requestedPeriod: 12 },
    });
    await force(api, client, 'PREAPPROVED');
    const nip = (await lastMessage(api, client.phoneNumber)).code!;
    const pre = await preProcess(filed.body.id, nip);
    expect(pre.body.status).toBe('PREAPPROVED');
    const employmentId = await currentEmploymentOf(client.id);
    const row = (
      await api.db
        .select()
        .from(employments)
        .where(eq(employments.id, employmentId ?? ''))
    )[0];
    expect(row?.companyName).toBe('Empresa del Promotor SA');
    expect((await listOf(client)).map((a) => a.status)).toEqual(['PREAPPROVED']);
    // Consented and in progress: the client cannot cancel it, and can-create says what creating says.
    const cancel = await by(api, client).post(`/applications/${filed.body.id}/cancel`);
    expect([cancel.status, cancel.body.code]).toEqual([422, 'NOT_CANCELLABLE']);
    expect(await canCreate(client)).toEqual({
      canCreateApplication: false,
      reason: 'APPLICATION_IN_PROGRESS',
      message: 'Ya tienes una solicitud en proceso.',
    });
  });
});

describe('cancel', () => {
  it('the client cancels an application filed in their name; the promoter can no longer process it', async () => {
    const client = await api.createClient();
    const filed = await fileFor(client);
    const nip = (await lastMessage(api, client.phoneNumber)).code!;
    const cancel = (id: string) => by(api, client).post(`/applications/${id}/cancel`);
    const res = await cancel(filed.body.id);
    expect(res.status).toBe(200);
    const cancelled = { status: 'REJECTED', rejectionReason: 'CANCELLED_BY_CLIENT' };
    expect(res.body).toMatchObject({ id: filed.body.id, ...cancelled });
    expect(await listOf(client)).toMatchObject([cancelled]);
    const pre = await preProcess(filed.body.id, nip);
    expect([pre.status, pre.body.code]).toEqual([422, 'CANCELLED_BY_CLIENT']);
    const again = await cancel(filed.body.id);
    expect([again.status, again.body.code]).toEqual([422, 'CANCELLED_BY_CLIENT']);
    // Not a credit rejection: three cancellations never lock the client out.
    for (let i = 0; i < 3; i++) {
      await advanceMinutes(1);
      await cancel((await fileFor(client)).body.id);
    }
    expect(await canCreate(client)).toEqual({ canCreateApplication: true, reason: null });
  });

  it('only that client cancels, only a promoter’s unconsented application', async () => {
    const client = await api.createClient();
    const other = await api.createClient();
    const filed = await fileFor(client);
    const path = `/applications/${filed.body.id}/cancel`;
    // (Any promoter's token, hers too, 403 and none 401: authorization.test.ts.)
    expect((await call(api, 'POST', path, { token: other.token })).status).toBe(404);
    for (const hostile of ['..%2F..', 'x'.repeat(65), '%00', "1'or'1'='1"]) {
      const res = await call(api, 'POST', `/applications/${hostile}/cancel`, { token: client.token });
      expect([400, 404]).toContain(res.status);
    }
    expect((await listOf(client)).map((a) => a.status)).toEqual(['PENDING_CLIENT_CONSENT']);
    // The client's own application is not a promoter's: nothing to cancel here.
    const own = await createApplication(api, other, { amount: 5_000 });
    const refused = await by(api, other).post(`/applications/${own.body.id}/cancel`);
    expect([refused.status, refused.body.code]).toEqual([422, 'NOT_CANCELLABLE']);
  });
});

describe('expiry', () => {
  it('an unconsented application expires 24 hours after it was filed, on the sandbox clock', async () => {
    const client = await api.createClient();
    const filed = await fileFor(client);
    await advanceMinutes(24 * 60 - 1);
    expect((await listOf(client)).map((a) => a.status)).toEqual(['PENDING_CLIENT_CONSENT']);
    await advanceMinutes(1);
    expect(await listOf(client)).toMatchObject([{ status: 'REJECTED', rejectionReason: 'CONSENT_EXPIRED' }]);
    expect((await history(api, filed.body.id)).at(-1)).toMatchObject({
      to: 'REJECTED',
      actor: 'system',
      reason: 'no consent from the client within 24 hours',
    });
  });

  it('is expired on the spot by any step after the 24 hours, before any sweep', async () => {
    const client = await api.createClient();
    const filed = await fileFor(client);
    api.deps.clock.advance(24 * 3_600_000);
    const promoter = by(api, await api.tokenFor('business'));
    const resend = await promoter.post(`/applications/${filed.body.id}/resend-compliance-code`);
    expect([resend.status, resend.body.code, resend.body.message]).toEqual([
      422,
      'CONSENT_EXPIRED',
      'Esta solicitud venció porque no se autorizó con el NIP en 24 horas. Si aún la necesitas, crea una nueva.',
    ]);
  });
});

describe('can-create answers what creating answers', () => {
  it('LIMIT_EXCEEDED when less than the minimum amount is left, with the same message', async () => {
    const client = await api.createClient();
    // $49,000 of the $50,000 held (consented at a store: the client's own undecided application holds none).
    await insertApplication(api, client.id, 'CREATED', 4_500_000);
    await insertApplication(api, client.id, 'CREATED', 400_000);
    const can = await canCreate(client);
    const minimum = { type: 'STORE', price: 2_000, amount: 2_000, term: 3 } as const;
    const created = await createApplication(api, client, minimum);
    expect(can).toEqual({
      canCreateApplication: false,
      reason: 'LIMIT_EXCEEDED',
      message: 'Tu límite disponible es de $1,000.00',
    });
    expect([created.status, created.body.code, created.body.message]).toEqual([422, can.reason, can.message]);
  });

  it('a promoter asking about an unknown client id is refused as creating refuses it', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await by(api, business).get(`/applications/can-create?clientId=${unknown}`);
    expect([res.status, res.body.code]).toEqual([404, 'CLIENT_NOT_FOUND']);
  });
});
