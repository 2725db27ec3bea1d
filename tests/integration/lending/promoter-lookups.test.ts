/**
 * What a promoter sees of a client (issue 22 point 4): `is-registered` gives the CURP, RFC, birth date, address and
 * the e-mail on file of a client who has not activated the account only to the promoter who registered them or has
 * an application open with them; anyone else gets the badge and the data step's needs (name, masked contact).
 * Look-ups are limited per promoter (per hour and per day, counters in the database) and written to an audit
 * trail that `/__sandbox` shows.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitInWords } from '../../../server/auth/attempts.ts';
import { authAttempts, clients, promoterLookups } from '../../../server/db/schema.ts';
import { fileApi, lastMessage, uniqueContact } from '../helpers.ts';
import {
  by,
  call,
  instant,
  PROMOTER_PURCHASE,
  promoterApplicationForNewClient,
  startLendingApi,
} from './harness.ts';

const OTHER_PROMOTER = 'e0000000-0000-4000-8000-000000000004';
const OTHER_STORE = '5e000000-0000-4000-8000-000000000041';

const api = fileApi(startLendingApi, instant);
let business: string;
let promoterId: string;
let other: string;
beforeAll(async () => {
  business = await api.tokenFor('business');
  promoterId = await api.promoterId();
  other = await api.deps.tokens.issue('business', OTHER_PROMOTER);
});

type Check = { isRegistered: boolean; client: Record<string, unknown> | null } & Partial<ErrorBody>;
type ErrorBody = { code: string; message: string };
const lookUp = (token: string, query: string) => by(api, token).get<Check>(`/clients/is-registered?${query}`);

/** A client this (first) promoter registered with a quick application: not activated. */
async function registeredByPromoter() {
  const phoneNumber = uniqueContact().phoneNumber;
  const { id, clientId } = await promoterApplicationForNewClient(api, business, phoneNumber);
  const row = (await api.db.select().from(clients).where(eq(clients.id, clientId)))[0]!;
  return { applicationId: id, clientId, phoneNumber, curp: row.curp! };
}

const MASKED = { dateOfBirth: null, curp: null, taxpayerId: null, address: null, detailsEditable: false };

describe('is-registered by scope', () => {
  it('the promoter who registered the client sees the identity and may correct it', async () => {
    const c = await registeredByPromoter();
    const res = await lookUp(business, `phoneNumber=${c.phoneNumber}`);
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({
      id: c.clientId,
      curp: c.curp,
      activatedAt: null,
      // Until the quick application gives the real e-mail there is none to show.
      email: null,
      phoneNumber: `••••••${c.phoneNumber.slice(-4)}`,
      detailsEditable: true,
    });
    expect(res.body.client?.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('another promoter gets only what the badge and the data step need, whichever identifier she uses', async () => {
    const c = await registeredByPromoter();
    for (const q of [`phoneNumber=${c.phoneNumber}`, `curp=${c.curp}`]) {
      const res = await lookUp(other, q);
      expect(res.status, q).toBe(200);
      expect(res.body.client, q).toMatchObject({ id: c.clientId, name: 'ANA', activatedAt: null, ...MASKED });
      expect(res.body.client?.email, q).toMatch(/^.{1,2}•••@/);
      expect(res.text, q).not.toContain(c.curp.slice(4, 10)); // not even the birth date inside the CURP
    }
  });

  it('a promoter whose application the client consented to sees the identity, but may not correct it', async () => {
    const c = await registeredByPromoter();
    const { post } = by(api, other);
    const created = await post<{ id: string }>('/applications', {
      ...PROMOTER_PURCHASE,
      storeId: OTHER_STORE,
      clientId: c.clientId,
    });
    expect(created.status).toBe(200);
    // Merely filed (CREATED): anyone can file one with a client id, it unlocks nothing.
    expect((await lookUp(other, `phoneNumber=${c.phoneNumber}`)).body.client).toMatchObject(MASKED);
    // The client gives the NIP: the application is open with their consent.
    const nip = (await lastMessage(api, c.phoneNumber)).code!;
    const consented = await post(`/applications/${created.body.id}/pre-process`, { complianceCode: nip });
    expect(consented.body.status).toBe('PASSED_PRELIMINARY_MODEL');
    const res = await lookUp(other, `phoneNumber=${c.phoneNumber}`);
    expect(res.body.client).toMatchObject({ curp: c.curp, detailsEditable: false });
  });

  it('once the client activates the account, even the promoter who registered them sees it masked', async () => {
    const c = await registeredByPromoter();
    await api.db.update(clients).set({ activatedAt: new Date() }).where(eq(clients.id, c.clientId));
    const res = await lookUp(business, `phoneNumber=${c.phoneNumber}`);
    expect(res.body.client).toMatchObject(MASKED);
    expect(res.body.client?.activatedAt).toEqual(expect.any(String));
  });

  it('a client who signed up alone is masked to every promoter', async () => {
    const alone = await api.createClient({ activated: false });
    const res = await lookUp(business, `phoneNumber=${alone.phoneNumber}`);
    expect(res.body.client).toMatchObject({ id: alone.id, ...MASKED });
  });
});

describe('the audit trail of look-ups', () => {
  it('records who asked for what, which client it found and what the answer showed', async () => {
    const c = await registeredByPromoter();
    const unknown = uniqueContact().phoneNumber;
    await lookUp(business, `phoneNumber=${c.phoneNumber}`);
    await lookUp(other, `phoneNumber=${c.phoneNumber}`);
    await lookUp(other, `phoneNumber=${unknown}`);
    const byPhone = eq(promoterLookups.phoneNumber, c.phoneNumber);
    const rows = await api.db.select().from(promoterLookups).where(byPhone);
    expect(rows.map((r) => [r.promoterId, r.clientId, r.outcome])).toEqual([
      [promoterId, c.clientId, 'FULL'],
      [OTHER_PROMOTER, c.clientId, 'MASKED'],
    ]);
    const listed = await call<{ outcome: string }[]>(api, 'GET', '/__sandbox/promoter-lookups');
    expect(listed.status).toBe(200);
    const notFound = { promoterId: OTHER_PROMOTER, phoneNumber: unknown, outcome: 'NOT_FOUND' };
    expect(listed.body[0]).toMatchObject(notFound);
    expect(listed.body.map((r) => r.outcome).slice(1, 3)).toEqual(['MASKED', 'FULL']);
    const page = await api.request('GET', '/__sandbox');
    expect(page.text).toContain('Consultas de clientes por promotores');
    expect(page.text).toContain(unknown);
  });

  it('a malformed query is refused before it counts or is recorded', async () => {
    const before = (await api.db.select().from(promoterLookups)).length;
    for (const q of [
      'phoneNumber=123',
      'email=%27%20OR%201%3D1--',
      `curp=${'A'.repeat(18)}`,
      'phoneNumber=55%0012345678',
    ]) {
      expect((await lookUp(business, q)).status, q).toBe(400);
    }
    expect((await api.db.select().from(promoterLookups)).length).toBe(before);
  });
});

describe('the look-up limit per promoter', () => {
  const counter = (key: string) =>
    api.db
      .select({ count: authAttempts.count })
      .from(authAttempts)
      .where(and(eq(authAttempts.scope, 'promoter-lookup'), eq(authAttempts.key, key)));

  it('40 an hour: the 41st is 429 with the wait in Spanish, recorded; another promoter is not affected', async () => {
    const limited = await api.deps.tokens.issue('business', 'e0000000-0000-4000-8000-000000000002');
    const phone = uniqueContact().phoneNumber;
    for (let i = 1; i <= 40; i++) {
      expect((await lookUp(limited, `phoneNumber=${phone}`)).status, `look-up ${i}`).toBe(200);
    }
    const refused = await lookUp(limited, `phoneNumber=${phone}`);
    expect([refused.status, refused.body.code]).toEqual([429, 'LOOKUP_LIMIT']);
    // The wait is what is left of the hour that began with the first look-up (the test clock runs).
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.body.message).toBe(
      `Hiciste demasiadas consultas de clientes. Podrás consultar de nuevo en ${waitInWords(wait)}.`,
    );
    expect((await counter('e0000000-0000-4000-8000-000000000002:hour'))[0]?.count).toBe(41);
    const outcomes = await api.db
      .select({ outcome: promoterLookups.outcome })
      .from(promoterLookups)
      .where(eq(promoterLookups.promoterId, 'e0000000-0000-4000-8000-000000000002'));
    expect(outcomes.filter((o) => o.outcome === 'LIMITED')).toHaveLength(1);
    expect((await lookUp(business, `phoneNumber=${phone}`)).status).toBe(200);
    // The hour over, the promoter looks up again.
    api.deps.clock.advance(3_600_000);
    expect((await lookUp(limited, `phoneNumber=${phone}`)).status).toBe(200);
  });

  it('200 a day: the 200th passes, the 201st is refused until the day is over', async () => {
    const id = 'e0000000-0000-4000-8000-000000000003';
    const token = await api.deps.tokens.issue('business', id);
    await api.db.insert(authAttempts).values({
      scope: 'promoter-lookup',
      key: `${id}:day`,
      count: 199,
      windowStartedAt: api.deps.clock.now(),
    });
    const phone = uniqueContact().phoneNumber;
    expect((await lookUp(token, `phoneNumber=${phone}`)).status).toBe(200);
    const refused = await lookUp(token, `phoneNumber=${phone}`);
    expect([refused.status, refused.body.code]).toEqual([429, 'LOOKUP_LIMIT']);
    const message = 'Hiciste demasiadas consultas de clientes. Podrás consultar de nuevo en 24 horas.';
    expect(refused.body.message).toBe(message);
    api.deps.clock.advance(24 * 3_600_000);
    const later = await api.deps.tokens.issue('business', id); // the first token expired meanwhile
    expect((await lookUp(later, `phoneNumber=${phone}`)).status).toBe(200);
  });
});
