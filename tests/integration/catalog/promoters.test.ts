import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXISTING_CLIENT, PROMOTERS } from '../../../server/catalog/data/people.ts';
import { storeIdOf } from '../../../server/catalog/data/stores.ts';
import { MESSAGES } from '../../../server/catalog/messages.ts';
import { addresses, applications, clients } from '../../../server/db/schema.ts';
import { fileApi } from '../helpers.ts';

const h = fileApi();

type Json = Record<string, unknown>;
const SECOND = 1000;

async function lastSms(phone: string): Promise<Json | undefined> {
  const [entry] = await h.deps.outbox.list(phone, 1);
  return entry as unknown as Json | undefined;
}

/** Signs a promoter in through the two public steps and returns the business token. */
async function signInPromoter(phone: string): Promise<string> {
  const sent = await signin(phone);
  expect(sent.status).toBe(200);
  const nip = (await lastSms(phone))?.code as string;
  const verified = await verify(phone, nip);
  expect(verified.status).toBe(200);
  return (verified.body as { token: string }).token;
}

const signin = (phoneNumber: string) => h.request('POST', '/api/promoters/signin', { body: { phoneNumber } });
const verify = (phoneNumber: string, nip: string) =>
  h.request('POST', '/api/promoters/verify-nip', { body: { phoneNumber, nip } });

function wrongNip(nip: string): string {
  return String((Number(nip) + 1) % 1_000_000).padStart(6, '0');
}

type Promoter = (typeof PROMOTERS)[0];
const [ana, luis, guadalupe, jesus] = PROMOTERS as [Promoter, Promoter, Promoter, Promoter];

describe('POST /promoters/signin', () => {
  it('sends a 6-digit NIP by SMS to a seeded promoter', async () => {
    const res = await signin(ana.phoneNumber);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ nipSent: true });
    const sms = await lastSms(ana.phoneNumber);
    expect(sms).toMatchObject({ channel: 'sms', to: ana.phoneNumber, kind: 'promoter-nip' });
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.body).toContain(sms?.code as string);
  });

  it('answers 404 with the spec message for an unknown phone, and sends nothing', async () => {
    const res = await signin('5599999999');
    expect(res.status).toBe(404);
    const message = MESSAGES.promoterNotFound;
    expect(res.body).toEqual({ httpCode: 404, code: 'PROMOTER_NOT_FOUND', message });
    expect(await lastSms('5599999999')).toBeUndefined();
  });

  it('rejects a malformed phone with 400', async () => {
    for (const phoneNumber of ['555000000', '55500000011', '555-000-0001', '', null]) {
      const res = await h.request('POST', '/api/promoters/signin', { body: { phoneNumber } });
      expect(res.status).toBe(400);
      expect((res.body as Json).httpCode).toBe(400);
    }
    expect((await h.request('POST', '/api/promoters/signin', { body: {} })).status).toBe(400);
  });

  it('refuses a new NIP before the 60 s resend wait (429) and allows it after', async () => {
    const first = await signin(luis.phoneNumber);
    expect(first.status).toBe(200);
    const again = await signin(luis.phoneNumber);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    h.deps.clock.advance(61 * SECOND);
    const later = await signin(luis.phoneNumber);
    expect(later.status).toBe(200);
  });
});

describe('POST /promoters/verify-nip', () => {
  it('issues a business token for the right NIP, once', async () => {
    h.deps.clock.advance(61 * SECOND);
    await signin(guadalupe.phoneNumber);
    const nip = (await lastSms(guadalupe.phoneNumber))?.code as string;
    const res = await verify(guadalupe.phoneNumber, nip);
    expect(res.status).toBe(200);
    const verified = await h.deps.tokens.verify((res.body as { token: string }).token);
    expect(verified.ok && verified.claims.aud).toEqual(['business']);
    expect(verified.ok && verified.claims.sub).toBe(guadalupe.id);
    // Single use.
    const reuse = await verify(guadalupe.phoneNumber, nip);
    expect(reuse.status).toBe(422);
  });

  it('answers 422 with the spec message for a wrong NIP', async () => {
    h.deps.clock.advance(61 * SECOND);
    await signin(jesus.phoneNumber);
    const nip = (await lastSms(jesus.phoneNumber))?.code as string;
    const res = await verify(jesus.phoneNumber, wrongNip(nip));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ httpCode: 422, code: 'WRONG_NIP', message: MESSAGES.wrongPromoterNip });
    // The right one still works after one mistake.
    const ok = await verify(jesus.phoneNumber, nip);
    expect(ok.status).toBe(200);
  });

  it('locks the NIP after 5 wrong tries: even the right NIP is then refused', async () => {
    h.deps.clock.advance(61 * SECOND);
    await signin(ana.phoneNumber);
    const nip = (await lastSms(ana.phoneNumber))?.code as string;
    for (let i = 0; i < 5; i++) {
      const res = await verify(ana.phoneNumber, wrongNip(nip));
      expect(res.status).toBe(422);
    }
    const locked = await verify(ana.phoneNumber, nip);
    expect(locked.status).toBe(429);
    expect((locked.body as Json).code).toBe('NIP_LOCKED');
    // A new NIP (after the wait) works again.
    h.deps.clock.advance(61 * SECOND);
    const token = await signInPromoter(ana.phoneNumber);
    expect(token).toBeTruthy();
  });

  it('refuses an expired NIP (10 minutes) with 422', async () => {
    h.deps.clock.advance(61 * SECOND);
    await signin(luis.phoneNumber);
    const nip = (await lastSms(luis.phoneNumber))?.code as string;
    h.deps.clock.advance(10 * 60 * SECOND + SECOND);
    const res = await verify(luis.phoneNumber, nip);
    expect(res.status).toBe(422);
  });

  it('answers 422 for an unknown phone and 400 for malformed bodies', async () => {
    const unknown = await verify('5599999999', '123456');
    expect(unknown.status).toBe(422);
    const { phoneNumber } = ana;
    for (const body of [{ phoneNumber }, { phoneNumber, nip: '12345' }, 'nope']) {
      expect((await h.request('POST', '/api/promoters/verify-nip', { body })).status).toBe(400);
    }
  });
});

describe('GET /promoters/me', () => {
  it('returns the promoter and their store', async () => {
    h.deps.clock.advance(61 * SECOND);
    const token = await signInPromoter(jesus.phoneNumber);
    const res = await h.request('GET', '/api/promoters/me', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: jesus.id,
      name: jesus.name,
      firstSurname: jesus.firstSurname,
      phoneNumber: jesus.phoneNumber,
      stores: [{ id: storeIdOf(jesus.storeNumber), name: 'Vestidos de Novia Azahar', sector: 'WEDDING' }],
    });
  });

  it('needs a business token', async () => {
    expect((await h.request('GET', '/api/promoters/me')).status).toBe(401);
    const client = await h.deps.tokens.issue('client', EXISTING_CLIENT.id);
    expect((await h.request('GET', '/api/promoters/me', { token: client })).status).toBe(403);
  });

  it('answers 401 when the promoter of a valid business token does not exist (the token is revoked)', async () => {
    const ghost = await h.deps.tokens.issue('business', '00000000-0000-4000-8000-000000000000');
    const res = await h.request('GET', '/api/promoters/me', { token: ghost });
    expect(res.status).toBe(401);
  });
});

describe('promoter view of clients', () => {
  let business: string;
  beforeAll(async () => {
    business = await h.deps.tokens.issue('business', guadalupe.id);
  });

  it('GET /clients/is-registered finds the seeded (activated) client by phone, CURP or e-mail: name and masked contact only', async () => {
    for (const q of [
      `phoneNumber=${EXISTING_CLIENT.phoneNumber}`,
      `curp=${EXISTING_CLIENT.curp.toLowerCase()}`,
      `email=${encodeURIComponent(EXISTING_CLIENT.email.toUpperCase())}`,
    ]) {
      const res = await h.request('GET', `/api/clients/is-registered?${q}`, { token: business });
      expect(res.status, q).toBe(200);
      expect(res.body).toMatchObject({
        isRegistered: true,
        client: {
          id: EXISTING_CLIENT.id,
          name: 'ROBERTO',
          firstSurname: 'HERNANDEZ',
          secondSurname: 'DIAZ',
          dateOfBirth: null,
          curp: null,
          taxpayerId: null,
          email: 'ro•••@example.com',
          phoneNumber: '••••••5678',
          address: null,
        },
      });
      expect((res.body as { client: Json }).client.activatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('GET /clients/is-registered answers an incomplete client with its current address to the promoter who registered them', async () => {
    const created = await h.createClient({ activated: false });
    const addressId = randomUUID();
    await h.db.insert(addresses).values({
      id: addressId,
      clientId: created.id,
      streetName: 'Av. Vallarta',
      exteriorNumber: '1200',
      postalCode: '44160',
      neighborhood: 'Americana Poniente',
      municipality: 'Guadalajara',
      city: 'Guadalajara',
      state: 'Jalisco',
      addressType: 'RENTED',
      monthlyRentCentavos: 650_050,
      movedInSince: '2021-03-01',
      maritalStatus: 'SINGLE',
    });
    await h.db.update(clients).set({ currentAddressId: addressId }).where(eq(clients.id, created.id));
    const url = `/api/clients/is-registered?phoneNumber=${created.phoneNumber}`;
    // Any other promoter: the badge and the data step's needs only (issue 22 point 4).
    const stranger = await h.request('GET', url, { token: business });
    expect(stranger.status).toBe(200);
    expect((stranger.body as { client: Json }).client).toMatchObject({
      id: created.id,
      curp: null,
      address: null,
      email: `${created.email.slice(0, 2)}•••${created.email.slice(created.email.indexOf('@'))}`,
      detailsEditable: false,
    });
    // Guadalupe registers the client with a quick application of a new client.
    const now = h.deps.clock.now();
    await h.db.insert(applications).values({
      id: randomUUID(),
      serialNumber: 'SOL-99990002',
      clientId: created.id,
      type: 'STORE',
      storeId: storeIdOf(guadalupe.storeNumber),
      promoterId: guadalupe.id,
      createdClient: true,
      status: 'CREATED',
      productPriceCentavos: 500_000,
      creditAmountCentavos: 400_000,
      requestedPeriod: 3,
      createdAt: now,
      updatedAt: now,
    });
    const res = await h.request('GET', url, { token: business });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isRegistered: true,
      client: {
        id: created.id,
        name: 'ANA',
        firstSurname: 'PRUEBA',
        secondSurname: 'TEST',
        dateOfBirth: null,
        curp: null,
        taxpayerId: null,
        activatedAt: null,
        email: created.email,
        phoneNumber: `••••••${created.phoneNumber.slice(-4)}`,
        detailsEditable: true,
        address: {
          id: addressId,
          streetName: 'Av. Vallarta',
          exteriorNumber: '1200',
          interiorNumber: null,
          postalCode: '44160',
          neighborhood: 'Americana Poniente',
          municipality: 'Guadalajara',
          city: 'Guadalajara',
          state: 'Jalisco',
          addressType: 'RENTED',
          monthlyRent: 6500.5,
          movedInSince: '2021-03-01',
          maritalStatus: 'SINGLE',
        },
      },
    });
  });

  it('GET /clients/is-registered answers false for an unknown client', async () => {
    const res = await h.request('GET', '/api/clients/is-registered?phoneNumber=5512121212', {
      token: business,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isRegistered: false, client: null });
  });

  it('GET /clients/is-registered rejects a query without identifiers or with malformed ones (400)', async () => {
    for (const q of ['', '?phoneNumber=123', '?email=nope', '?curp=ABC', '?curp=HEDR780830HNLRZB09']) {
      const res = await h.request('GET', `/api/clients/is-registered${q}`, { token: business });
      expect(res.status, q).toBe(400);
    }
  });

  it('GET /clients/is-registered is for business tokens only', async () => {
    const url = `/api/clients/is-registered?phoneNumber=${EXISTING_CLIENT.phoneNumber}`;
    expect((await h.request('GET', url)).status).toBe(401);
    const client = await h.deps.tokens.issue('client', EXISTING_CLIENT.id);
    expect((await h.request('GET', url, { token: client })).status).toBe(403);
    const ghost = await h.deps.tokens.issue('business', '00000000-0000-4000-8000-000000000000');
    expect((await h.request('GET', url, { token: ghost })).status).toBe(401);
  });

  it('GET /clients/:id/activation-code: 403 unless the client is in the promoter’s open quick application', async () => {
    const path = `/api/clients/${EXISTING_CLIENT.id}/activation-code`;
    await h.deps.codes.issue('activation', EXISTING_CLIENT.id, { waitSeconds: 0 });
    for (const [method, url] of [
      ['GET', path],
      ['POST', `/api/clients/${EXISTING_CLIENT.id}/resend-activation-code`],
    ] as const) {
      const res = await h.request(method, url, { token: business });
      expect([res.status, (res.body as Json).code]).toEqual([403, 'NO_OPEN_QUICK_APPLICATION']);
    }
    // From here on the client is in one of this promoter's quick applications, waiting for the code.
    const now = h.deps.clock.now();
    await h.db.insert(applications).values({
      id: randomUUID(),
      serialNumber: 'SOL-99990001',
      clientId: EXISTING_CLIENT.id,
      type: 'STORE',
      storeId: storeIdOf(guadalupe.storeNumber),
      promoterId: guadalupe.id,
      status: 'PRELIMINARY_PASSED',
      productPriceCentavos: 500_000,
      creditAmountCentavos: 400_000,
      requestedPeriod: 3,
      createdAt: now,
      updatedAt: now,
    });
    // The live code is used up (the next test starts without one).
    const live = await h.deps.codes.current('activation', EXISTING_CLIENT.id);
    expect(await h.deps.codes.verify('activation', EXISTING_CLIENT.id, live?.code ?? '')).toBe('ok');
    h.deps.clock.advance(91 * SECOND);
  });

  it('GET /clients/:id/activation-code reads the live code; 404 without one or for an unknown client', async () => {
    const path = `/api/clients/${EXISTING_CLIENT.id}/activation-code`;
    const none = await h.request('GET', path, { token: business });
    expect(none.status).toBe(404);
    expect((none.body as Json).code).toBe('NO_ACTIVATION_CODE');

    const resendPath = `/api/clients/${EXISTING_CLIENT.id}/resend-activation-code`;
    const resent = await h.request('POST', resendPath, { token: business });
    expect(resent.status).toBe(200);
    const email = (await h.deps.outbox.list(EXISTING_CLIENT.email, 1))[0];
    expect(email).toMatchObject({ channel: 'email', kind: 'activation-code' });
    expect(email?.code).toMatch(/^\d{4}$/);

    const res = await h.request('GET', path, { token: business });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ activationCode: email?.code });

    const nobody = '/api/clients/00000000-0000-4000-8000-000000000000';
    const unknown = await h.request('GET', `${nobody}/activation-code`, { token: business });
    expect(unknown.status).toBe(404);
    expect((unknown.body as Json).code).toBe('CLIENT_NOT_FOUND');

    const client = await h.deps.tokens.issue('client', EXISTING_CLIENT.id);
    expect((await h.request('GET', path, { token: client })).status).toBe(403);
    expect((await h.request('GET', path)).status).toBe(401);
  });

  it('POST /clients/:id/resend-activation-code waits 90 s between codes for business tokens', async () => {
    h.deps.clock.advance(91 * SECOND);
    const path = `/api/clients/${EXISTING_CLIENT.id}/resend-activation-code`;
    const first = await h.request('POST', path, { token: business });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ sent: true, retryAfterSeconds: 90 });
    h.deps.clock.advance(61 * SECOND);
    const early = await h.request('POST', path, { token: business });
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    h.deps.clock.advance(30 * SECOND);
    const later = await h.request('POST', path, { token: business });
    expect(later.status).toBe(200);

    const nobody = '/api/clients/00000000-0000-4000-8000-000000000000';
    const unknown = await h.request('POST', `${nobody}/resend-activation-code`, { token: business });
    expect(unknown.status).toBe(404);
    const client = await h.deps.tokens.issue('client', EXISTING_CLIENT.id);
    expect((await h.request('POST', path, { token: client })).status).toBe(403);
    expect((await h.request('POST', path)).status).toBe(401);
  });
});
