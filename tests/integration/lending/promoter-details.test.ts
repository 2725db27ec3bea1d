/**
 * `update-details` (§6 "update the client's details", issue 23 point 6): only the promoter who registered the client,
 * on her open application with them, before the client activates the account; a corrected CURP must be genuine and
 * of an adult, and another account's CURP or e-mail is refused.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, applications, clients } from '../../../server/db/schema.ts';
import { curpCheckDigit, generateCurp } from '../../../src/domain/curp.ts';
import { fileApi, uniqueContact } from '../helpers.ts';
import {
  ANA_PRUEBA,
  by,
  instant,
  PROMOTER_PURCHASE,
  promoterApplicationForNewClient,
  startLendingApi,
} from './harness.ts';

const OTHER_PROMOTER = 'e0000000-0000-4000-8000-000000000004';
const OTHER_STORE = '5e000000-0000-4000-8000-000000000041';
const STORE_17 = '5e000000-0000-4000-8000-000000000017';
const ADDRESS = {
  streetName: 'Av. Chapultepec',
  exteriorNumber: '480',
  interiorNumber: '3B',
  postalCode: '44100',
  neighborhood: 'Centro',
  municipality: 'Guadalajara',
  city: 'Guadalajara',
  state: 'Jalisco',
};

const api = fileApi(startLendingApi, instant);
let business: string;
let other: string;
/** The CURP of a client already on file (another account's). */
let onFile: string;
beforeAll(async () => {
  business = await api.tokenFor('business');
  other = await api.deps.tokens.issue('business', OTHER_PROMOTER);
  const { clientId } = await promoterApplicationForNewClient(api, business, uniqueContact().phoneNumber);
  onFile = (await clientRow(clientId)).curp!;
});

const newClient = () => promoterApplicationForNewClient(api, business, uniqueContact().phoneNumber);
const clientRow = async (id: string) => (await api.db.select().from(clients).where(eq(clients.id, id)))[0]!;
const update = (token: string, applicationId: string, client: Record<string, unknown>) =>
  by(api, token).post(`/applications/${applicationId}/update-details`, { client });

/** A genuine CURP of someone born on `dateOfBirth` (a made-up person). */
function curpBornOn(dateOfBirth: string): string {
  const base = generateCurp({ ...ANA_PRUEBA, sex: 'M', dateOfBirth, stateOfBirth: 'JALISCO' })!;
  const first17 = base.slice(0, 16) + (dateOfBirth < '2000' ? '7' : 'B');
  return first17 + curpCheckDigit(first17);
}

describe('update-details by the promoter who registered the client', () => {
  it('corrects the CURP (birth date and sex follow it), the address and the e-mail', async () => {
    const { id, clientId } = await newClient();
    const curp = curpBornOn('1985-03-09');
    const res = await update(business, id, {
      id: clientId,
      curp: curp.toLowerCase(),
      email: 'Ana.Corregida@Example.com',
      address: ADDRESS,
    });
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
    const row = await clientRow(clientId);
    const email = 'ana.corregida@example.com';
    expect(row).toMatchObject({ curp, dateOfBirth: '1985-03-09', sex: 'M', taxpayerId: null, email });
    const address = (await api.db.select().from(addresses).where(eq(addresses.id, row.currentAddressId!)))[0];
    expect(address).toMatchObject(ADDRESS);
    // What she sees on her next look-up is the corrected data.
    const seen = await by(api, business).get(`/clients/is-registered?phoneNumber=${row.phoneNumber}`);
    expect(seen.body.client).toMatchObject({ curp, email, detailsEditable: true });
  });

  it('also on her later application with the client she registered (a returning incomplete client)', async () => {
    const { clientId } = await newClient();
    const again = await by(api, business).post<{ id: string }>('/applications', {
      ...PROMOTER_PURCHASE,
      storeId: STORE_17,
      clientId,
    });
    expect(again.status).toBe(200);
    const res = await update(business, again.body.id, { id: clientId, address: ADDRESS });
    expect(res.status).toBe(200);
  });

  it('refuses a CURP that is not genuine (400), of a minor (422 UNDERAGE) or of another account (409)', async () => {
    const { id, clientId } = await newClient();
    const before = await clientRow(clientId);
    const genuine = curpBornOn('1990-07-17');
    const wrongDigit = genuine.slice(0, 17) + String((Number(genuine[17]) + 1) % 10);
    for (const curp of [wrongDigit, 'ABC', `${genuine}X`, "' OR 1=1 --      "]) {
      expect((await update(business, id, { id: clientId, curp })).status, curp).toBe(400);
    }
    const minor = await update(business, id, { id: clientId, curp: curpBornOn('2015-02-02') });
    expect([minor.status, minor.body.code]).toEqual([422, 'UNDERAGE']);
    const taken = await update(business, id, { id: clientId, curp: onFile });
    expect([taken.status, taken.body.code]).toEqual([409, 'CURP_TAKEN']);
    expect(taken.body.message).toBe('Una cuenta con los mismos datos personales ya se encuentra registrada');
    expect((await clientRow(clientId)).curp).toBe(before.curp);
  });

  it('refuses a body with a NUL character, or another client than the application’s', async () => {
    const { id, clientId } = await newClient();
    expect((await update(business, id, { id: clientId, email: 'a\u0000@example.com' })).status).toBe(400);
    const stranger = await newClient();
    expect((await update(business, id, { id: stranger.clientId, address: ADDRESS })).status).toBe(404);
  });
});

describe('update-details refused', () => {
  it('to another promoter, even with her own open application with the client', async () => {
    const { clientId } = await newClient();
    const hers = await by(api, other).post<{ id: string }>('/applications', {
      ...PROMOTER_PURCHASE,
      storeId: OTHER_STORE,
      clientId,
    });
    expect(hers.status).toBe(200);
    const changes = [{ address: ADDRESS }, { curp: curpBornOn('1980-01-01') }, { email: 'x@example.com' }];
    for (const change of changes) {
      const res = await update(other, hers.body.id, { id: clientId, ...change });
      expect([res.status, res.body.code], JSON.stringify(change)).toEqual([403, 'NOT_PROMOTERS_CLIENT']);
    }
  });

  it('once the client activated the account, to the promoter who registered them too (the address as well)', async () => {
    const { id, clientId } = await newClient();
    await api.db.update(clients).set({ activatedAt: new Date() }).where(eq(clients.id, clientId));
    for (const change of [{ address: ADDRESS }, { curp: curpBornOn('1980-01-01') }]) {
      const res = await update(business, id, { id: clientId, ...change });
      expect([res.status, res.body.code], JSON.stringify(change)).toEqual([403, 'CLIENT_ACTIVATED']);
    }
    expect((await clientRow(clientId)).currentAddressId).toBeNull();
  });

  it('on an application no longer open', async () => {
    const { id, clientId } = await newClient();
    await api.db.update(applications).set({ status: 'REJECTED' }).where(eq(applications.id, id));
    const res = await update(business, id, { id: clientId, address: ADDRESS });
    expect([res.status, res.body.code]).toEqual([403, 'NOT_PROMOTERS_CLIENT']);
  });
  // To a client token (the call is the promoter's): authorization.test.ts (the matrix).
});
