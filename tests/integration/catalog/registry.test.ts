import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CURP_PERSONAS } from '../../../server/catalog/data/people.ts';
import { STORES, storeIdOf } from '../../../server/catalog/data/stores.ts';
import { MESSAGES } from '../../../server/catalog/messages.ts';
import { postalCodes, stores } from '../../../server/catalog/schema.ts';
import { STORE_SECTORS } from '../../../src/api/contract/common.ts';
import { curpCheckDigit, isValidCurp } from '../../../src/domain/curp.ts';
import { MARIA_CURP } from '../../fixtures/samples.ts';
import { foundInMexico } from '../../fixtures/signup.ts';
import { fileApi } from '../helpers.ts';

const h = fileApi();

type Json = Record<string, unknown>;
const NOBODY = '00000000-0000-4000-8000-000000000000';

/** A well-formed CURP with a valid check digit that is not in the registry. */
function unknownCurp(): string {
  const first17 = 'GOMA800101HDFRRN0';
  return `${first17}${curpCheckDigit(first17)}`;
}

describe('CURP check digits', () => {
  it('every seeded persona has the RENAPO check digit', () => {
    for (const p of CURP_PERSONAS) {
      expect(curpCheckDigit(p.curp.slice(0, 17)), p.curp).toBe(p.curp.slice(17));
      expect(isValidCurp(p.curp)).toBe(true);
    }
  });
  // Wrong check digits, impossible dates and unknown states: tests/unit/domain/curp.test.ts.
});

describe('GET /clients/curp/:curp', () => {
  it('answers the personal data of a Mexican persona', async () => {
    const res = await h.request('GET', `/api/clients/curp/${MARIA_CURP}`);
    expect([res.status, res.body]).toEqual([200, foundInMexico]);
    const juan = await h.request('GET', '/api/clients/curp/PESJ851102HDFRTN01');
    expect(juan.status).toBe(200);
    expect(juan.body).toMatchObject({ name: 'JUAN CARLOS', sex: 'H', stateOfBirth: 'CIUDAD DE MEXICO' });
  });

  it('accepts lower case and surrounding spaces', async () => {
    const res = await h.request('GET', `/api/clients/curp/${encodeURIComponent(' pesj851102hdfrtn01 ')}`);
    expect(res.status).toBe(200);
    expect((res.body as Json).curp).toBe('PESJ851102HDFRTN01');
  });

  it('answers a foreign-born persona whose country of birth is not MEXICO', async () => {
    const res = await h.request('GET', '/api/clients/curp/JORE920321MNEHZM05');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'EMMA', firstSurname: 'JOHNSON', stateOfBirth: 'NE' });
    expect((res.body as Json).countryOfBirth).not.toBe('MEXICO');
    expect((res.body as Json).nationality).not.toBe('MEXICO');
  });

  it('answers 409 when a client with these personal data already exists', async () => {
    const res = await h.request('GET', '/api/clients/curp/HEDR780830HNLRZB08');
    const message = MESSAGES.curpAlreadyRegistered;
    expect(res).toMatchObject({
      status: 409,
      body: { httpCode: 409, code: 'PERSONAL_DATA_ALREADY_REGISTERED', message },
    });
  });

  it('answers 404 for a well-formed CURP that is not registered', async () => {
    const res = await h.request('GET', `/api/clients/curp/${unknownCurp()}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ httpCode: 404, code: 'CURP_NOT_FOUND', message: MESSAGES.curpNotFound });
  });

  it('answers 400 (not 404) for a malformed CURP', async () => {
    for (const curp of [
      'ABC',
      'LOGF900514MJCPRR0',
      `${MARIA_CURP}1`,
      'LOGF900514MJCPRR03',
      '123456789012345678',
    ]) {
      const res = await h.request('GET', `/api/clients/curp/${curp}`);
      expect(res.status, curp).toBe(400);
      expect((res.body as Json).httpCode).toBe(400);
    }
  });
});

describe('GET /stores', () => {
  const search = (q: string) => h.request('GET', `/api/stores?${q}`);
  const names = (body: unknown) => (body as { stores: { name: string }[] }).stores.map((s) => s.name);

  it('seeds at least 40 stores covering all 12 sectors', async () => {
    const rows = await h.deps.db.select({ sector: stores.sector }).from(stores);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.sector))).toEqual(new Set(STORE_SECTORS));
    expect(STORES.some((s) => /[áéíóúñÁÉÍÓÚÑ]/.test(s.name))).toBe(true);
  });

  it('finds stores ignoring accents and case', async () => {
    for (const q of ['electronica', 'ELECTRÓNICA', 'eLeCtRoNiCa relampago']) {
      const res = await search(`name=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(names(res.body), q).toContain('Electrónica Relámpago');
    }
    const res = await search('name=mananitas');
    expect(res.body).toEqual({
      stores: [{ id: storeIdOf(25), name: 'Muebles Mañanitas', sector: 'HOME_AND_FURNITURE' }],
    });
  });

  it('answers at most 5 stores, or fewer with limit', async () => {
    const all = await search('name=a');
    expect(all.status).toBe(200);
    expect(names(all.body)).toHaveLength(5);
    const two = await search('name=a&limit=2');
    expect(names(two.body)).toHaveLength(2);
  });

  it('answers an empty list when nothing matches, and treats LIKE wildcards literally', async () => {
    for (const q of ['zzzzqq', '%', '_', '%25']) {
      const res = await search(`name=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body).toEqual({ stores: [] });
    }
  });

  it('rejects an empty or missing name and a limit over 5 (400)', async () => {
    for (const q of ['', 'name=', 'name=%20%20', 'name=a&limit=6', 'name=a&limit=0', 'name=a&limit=x']) {
      const res = await search(q);
      expect(res.status, q).toBe(400);
      expect((res.body as Json).httpCode).toBe(400);
    }
  });
});

describe('GET /business/stores/:storeId', () => {
  it('says whether the store exists', async () => {
    const known = await h.request('GET', `/api/business/stores/${storeIdOf(17)}`);
    const store = { id: storeIdOf(17), name: 'Electrónica Relámpago', sector: 'ELECTRONICS' };
    expect([known.status, known.body]).toEqual([200, { storeExists: true, store }]);
    const unknown = await h.request('GET', `/api/business/stores/${NOBODY}`);
    expect([unknown.status, unknown.body]).toEqual([200, { storeExists: false, store: null }]);
  });

  it('rejects a malformed store id (400)', async () => {
    const res = await h.request('GET', `/api/business/stores/${encodeURIComponent('a b;drop')}`);
    expect(res.status).toBe(400);
  });
});

describe('GET /business/stores/:storeId/no-interest-payments', () => {
  it('lists the store MSI periods', async () => {
    const res = await h.request('GET', `/api/business/stores/${storeIdOf(17)}/no-interest-payments`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      noInterestPayments: [3, 6, 9, 12].map((productPeriod) => ({ productPeriod, active: true })),
    });
    const none = await h.request('GET', `/api/business/stores/${storeIdOf(2)}/no-interest-payments`);
    expect(none.body).toEqual({ noInterestPayments: [] });
  });

  it('answers 404 for an unknown store', async () => {
    const res = await h.request('GET', `/api/business/stores/${NOBODY}/no-interest-payments`);
    const notFound = { httpCode: 404, code: 'STORE_NOT_FOUND', message: MESSAGES.storeNotFound };
    expect([res.status, res.body]).toEqual([404, notFound]);
  });
});

describe('GET /postal-codes/:code', () => {
  it('ships a sample of at least 100 codes covering the 32 states', async () => {
    const [row] = await h.deps.db
      .select({
        codes: sql<number>`count(distinct ${postalCodes.code})::int`,
        states: sql<number>`count(distinct ${postalCodes.stateCode})::int`,
      })
      .from(postalCodes);
    expect(row?.codes).toBeGreaterThanOrEqual(100);
    expect(row?.states).toBe(32);
  });

  it('answers every neighbourhood of a code with municipality, city and state', async () => {
    const res = await h.request('GET', '/api/postal-codes/44160');
    const place = { postalCode: '44160', municipality: 'Guadalajara', city: 'Guadalajara', state: 'Jalisco' };
    const neighborhoods = ['Americana Poniente', 'Lafayette Norte'];
    const postalCodes = neighborhoods.map((neighborhood) => ({ ...place, neighborhood }));
    expect([res.status, res.body]).toEqual([200, { postalCodes }]);
    const cdmx = await h.request('GET', '/api/postal-codes/03104');
    expect((cdmx.body as { postalCodes: Json[] }).postalCodes[0]).toMatchObject({
      municipality: 'Benito Juárez',
      state: 'Ciudad de México',
    });
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await h.request('GET', '/api/postal-codes/00001');
    const notFound = { httpCode: 404, code: 'POSTAL_CODE_NOT_FOUND', message: MESSAGES.postalCodeNotFound };
    expect([unknown.status, unknown.body]).toEqual([404, notFound]);
    for (const code of ['1234', '123456', 'abcde', '12 34']) {
      const res = await h.request('GET', `/api/postal-codes/${encodeURIComponent(code)}`);
      expect(res.status, code).toBe(400);
    }
  });
});
