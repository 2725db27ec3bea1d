/**
 * GET /applications/{id}/contract: the client's own credit contract as an HTML file (attachment), before signing
 * (the chosen option, for review), while the e-signature is validated, once e-signed and after the PIN
 * (the signed document); only the owning client's token; hostile ids and dates answered without 5xx.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../server/db/schema.ts';
import { fileApi, lastMessage, type TestClient } from '../helpers.ts';
import {
  type ApplicationList,
  applicationStatus,
  applyAndProcess,
  by,
  call,
  force,
  lendingClient,
  type Offers,
  SIGNATURE_PNG,
  setDelays,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi);
let owner: TestClient;
let other: TestClient;
let id: string;
let serial: string;
let dates: string[];

const download = (token: string | undefined, appId = id, query = '') =>
  by(api, token).get(`/applications/${appId}/contract${query}`);
/** A client's application forced to `outcome`: the client and the application id. */
async function decided(outcome: string) {
  const client = await lendingClient(api);
  await force(api, client, outcome);
  return { client, appId: (await applyAndProcess(api, client)).id };
}

beforeAll(async () => {
  await setDelays(api, 0, 3000, 0);
  owner = await lendingClient(api, { name: 'JOSÉ ÁNGEL', firstSurname: 'NÚÑEZ', secondSurname: 'PEÑA' });
  other = await api.createClient();
  await force(api, owner, 'APPROVED');
  id = (await applyAndProcess(api, owner, { amount: 10_000, term: 6 })).id;
  const { get } = by(api, owner);
  const list = await get<ApplicationList>('/applications');
  serial = list.body.items.find((i) => i.id === id)!.serialNumber;
  const conditions = await get<Offers>(`/applications/${id}/approved-products-conditions`);
  dates = conditions.body.approvedProducts.map((p) => p.firstPaymentDate);
});

const shown = (iso: string) => iso.split('-').reverse().join('/');

describe('the contract file before signing', () => {
  it('is an HTML attachment named after the folio, naming the client, the folio and the chosen date', async () => {
    expect(serial).toMatch(/^SOL-\d{8}$/);
    const res = await download(owner.token, id, `?firstPaymentDate=${dates[1]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="contrato-${serial}.html"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.text).toMatch(/^<!doctype html>\n<html lang="es-MX">/);
    expect(res.text).toContain(`<title>Contrato de crédito ${serial}</title>`);
    expect(res.text).toContain('Acreditado: JOSÉ ÁNGEL NÚÑEZ PEÑA');
    expect(res.text).toContain('Documento para revisión: aún no está firmado.');
    expect(res.text).toContain(`<dt>Fecha del primer pago</dt><dd>${shown(dates[1]!)}</dd>`);
    expect(res.text).toContain('<dt>CAT (Costo Anual Total) sin IVA</dt>');
    expect(res.text.match(/<tr><td>/g)).toHaveLength(6);
    expect(res.text).not.toMatch(/<script|<style|<link|<img|<iframe|\son\w+=/i);
  });

  it('the first option when no date is given; a date that is not offered is 422, a malformed one 400', async () => {
    const first = await download(owner.token);
    expect(first.text).toContain(`<dt>Fecha del primer pago</dt><dd>${shown(dates[0]!)}</dd>`);
    const notOffered = await download(owner.token, id, '?firstPaymentDate=2020-01-01');
    expect([notOffered.status, notOffered.body.code]).toEqual([422, 'DATE_NOT_OFFERED']);
    for (const bad of ['2027-13-01', 'mañana', '%00', `2027-01-01${'9'.repeat(5000)}`]) {
      const res = await download(owner.token, id, `?firstPaymentDate=${bad}`);
      expect([res.status, res.body.code], bad).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it("escapes the client's data: a name with markup is text, never markup", async () => {
    const { client: hostile, appId } = await decided('APPROVED');
    await api.db
      .update(clients)
      .set({ name: '<script>alert("x")</script>', firstSurname: '<img src=x onerror=alert(1)>' })
      .where(eq(clients.id, hostile.id));
    const res = await download(hostile.token, appId);
    expect(res.status).toBe(200);
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;';
    expect(res.text).toContain(escaped);
    expect(res.text).not.toMatch(/<script|<img/i);
  });
});

describe('who may read it', () => {
  // A promoter or a sign-up token 403, an expired one or none 401: authorization.test.ts (the matrix).
  it("only the owning client's token: another client's is 404", async () => {
    const res = await download(other.token);
    expect(res).toMatchObject({ status: 404, body: { httpCode: 404, code: 'NOT_FOUND' } });
    expect(res.text).not.toContain('NÚÑEZ');
  });

  it('hostile ids: never 5xx, never a document, always the error shape', async () => {
    const ids = [
      'x',
      '00000000-0000-4000-8000-000000000000',
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      `${id}%00`,
      "' OR 1=1 --",
      '%F0%9F%92%A5',
      '%uD800',
      'a'.repeat(5000),
      id.toUpperCase(),
      ` ${id}`,
    ];
    for (const bad of ids) {
      const res = await download(owner.token, bad);
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expect(res.status, bad).toBeLessThan(500);
      expect(res.headers.get('content-disposition'), bad).toBeNull();
      expect(res.body.httpCode, bad).toBe(res.status);
    }
  });

  it('an application without a contract (not approved) is 409 CONTRACT_NOT_AVAILABLE', async () => {
    const { client: preapproved, appId } = await decided('PREAPPROVED');
    const res = await download(preapproved.token, appId);
    expect([res.status, res.body.code]).toEqual([409, 'CONTRACT_NOT_AVAILABLE']);
  });
});

describe('the contract file while and after signing', () => {
  it('validating: still the document to review; e-signed: the signed one; after the PIN: signed and accepted', async () => {
    const { post } = by(api, owner);
    const esign = await post(`/esign-sandbox/applications/${id}/signature`, {
      firstPaymentDate: dates[1],
      fullName: 'José Ángel Núñez Peña',
      signatureImage: SIGNATURE_PNG,
    });
    expect(esign.status).toBe(201);
    const validating = await download(owner.token, id, `?firstPaymentDate=${dates[1]}`);
    expect(validating.status).toBe(200);
    expect(validating.text).toContain('Documento para revisión');

    await call(api, 'POST', '/__sandbox/lending/settle-now');
    const eSigned = await download(owner.token, id, `?firstPaymentDate=${dates[1]}`);
    expect(eSigned.text).toContain('Contrato firmado electrónicamente por José Ángel Núñez Peña el');
    expect(eSigned.text).not.toContain('NIP');
    // Another option than the one e-signed is still a document to review.
    const otherDate = await download(owner.token, id, `?firstPaymentDate=${dates[0]}`);
    expect(otherDate.text).toContain('Documento para revisión');

    await post(`/applications/${id}/send-signature-code`);
    const pin = (await lastMessage(api, owner.phoneNumber)).code!;
    const signed = await post(`/applications/${id}/sign`, { firstPaymentDate: dates[1], signatureCode: pin });
    expect(signed.status).toBe(200);
    await call(api, 'POST', '/__sandbox/lending/settle-now');
    expect(await applicationStatus(api, owner, id)).toMatch(/^(PAID|CONFIRMED)$/);

    // The date in the query no longer matters: the signed document of the loan.
    const after = await download(owner.token, id, `?firstPaymentDate=${dates[0]}`);
    expect(after.status).toBe(200);
    expect(after.headers.get('content-disposition')).toBe(`attachment; filename="contrato-${serial}.html"`);
    expect(after.text).toContain(`Contrato de crédito ${serial}`);
    const signedOn = 'Contrato firmado electrónicamente por José Ángel Núñez Peña el 23/11/2026.';
    expect(after.text).toContain(signedOn);
    expect(after.text).toContain('Términos aceptados con el NIP enviado por SMS el 23/11/2026.');
    expect(after.text).toContain(`<dt>Fecha del primer pago</dt><dd>${shown(dates[1]!)}</dd>`);
    expect((await download(other.token)).status).toBe(404);
  });
});
