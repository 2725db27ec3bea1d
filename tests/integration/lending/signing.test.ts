/**
 * After the decision: identity verification (PREAPPROVED → DOCUMENTS_UPLOADED → ANALYSIS → APPROVED, with the
 * configurable delay), offers with CAT, the contract and its e-signature, the signing PIN and SIGNED → PAID.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { applications } from '../../../server/db/schema.ts';
import { startSweeper } from '../../../server/lending/scheduler/sweeper.ts';
import { monthlyInstalment } from '../../../src/domain/amortization.ts';
import { pesos } from '../../../src/domain/money.ts';
import { fileApi, lastMessage, type TestClient } from '../helpers.ts';
import {
  type ApplicationList,
  acceptIdentity,
  advance,
  applicationStatus,
  applyAndProcess,
  by,
  call,
  force,
  history,
  lendingClient,
  type Offers,
  type ProcessResult,
  SIGNATURE_PNG,
  setDelays,
  signAndDisburse,
  startLendingApi,
  verifyIdentity,
} from './harness.ts';

const api = fileApi(startLendingApi);

async function profileStatus(client: TestClient): Promise<string> {
  const me = await by(api, client).get<{ contractSignatureStatus: string }>('/clients/me');
  return me.body.contractSignatureStatus;
}

/** A client's PREAPPROVED application with its identity accepted, the documents delay set first. */
async function identityAccepted(documentsDelayMs: number) {
  await setDelays(api, documentsDelayMs, 0, 0);
  const c = await lendingClient(api);
  const r = await applyAndProcess(api, c);
  await acceptIdentity(api, c, r.id);
  const path = `/applications/${r.id}/transition-to-documents-uploaded`;
  const upload = () => by(api, c).post<ProcessResult>(path);
  return { c, r, upload };
}

describe('identity verification (documents)', () => {
  it('PREAPPROVED → kyc flow → identity id → DOCUMENTS_UPLOADED → ANALYSIS → APPROVED after the delay', async () => {
    await setDelays(api, 5000, 0, 0);
    const c = await lendingClient(api);
    const { get, post, patch } = by(api, c);
    const r = await applyAndProcess(api, c);
    expect(r.status).toBe('PREAPPROVED');

    const early = await post(`/applications/${r.id}/transition-to-documents-uploaded`);
    expect([early.status, early.body.code]).toEqual([422, 'NO_IDENTITY']);

    const kyc = await get<{ kycFlowId: string; url: string }>(`/clients/kyc/${r.id}`);
    expect(kyc.status).toBe(200);
    expect(kyc.body.kycFlowId).toMatch(/^kyc_/);
    expect((await get(`/clients/kyc/${r.id}`)).body.kycFlowId).toBe(kyc.body.kycFlowId);
    const flowPath = new URL(kyc.body.url).pathname;
    expect((await call<{ status: string }>(api, 'GET', flowPath)).body.status).toBe('PENDING');

    const identityId = await verifyIdentity(api, c, r.id);
    expect((await call<{ status: string }>(api, 'GET', flowPath)).body).toMatchObject({
      status: 'FINISHED',
      identityId,
      accepted: false,
    });
    const identity = await patch(`/applications/${r.id}/identityId`, { kycIdentityId: identityId });
    expect(identity.body).toEqual({ id: r.id, kycIdentityId: identityId });
    // Idempotent.
    expect((await patch(`/applications/${r.id}/identityId`, { kycIdentityId: identityId })).status).toBe(200);
    expect((await call<{ accepted: boolean }>(api, 'GET', flowPath)).body.accepted).toBe(true);

    const uploaded = await post<ProcessResult>(`/applications/${r.id}/transition-to-documents-uploaded`);
    expect(uploaded.body.status).toBe('DOCUMENTS_UPLOADED');
    expect(await applicationStatus(api, c, r.id)).toBe('DOCUMENTS_UPLOADED');
    // The kyc flow is only for PREAPPROVED applications.
    expect((await get(`/clients/kyc/${r.id}`)).status).toBe(404);

    await advance(api, 0.05); // 3 s: half the delay
    expect(await applicationStatus(api, c, r.id)).toBe('ANALYSIS');
    await advance(api, 0.05);
    expect(await applicationStatus(api, c, r.id)).toBe('APPROVED');

    expect((await history(api, r.id)).map((e) => e.to)).toEqual([
      'CREATED',
      'PREAPPROVED',
      'DOCUMENTS_UPLOADED',
      'ANALYSIS',
      'APPROVED',
    ]);
  });

  it('settle-now completes the pending steps at once', async () => {
    const { c, r, upload } = await identityAccepted(60_000);
    await upload();
    expect(await applicationStatus(api, c, r.id)).toBe('DOCUMENTS_UPLOADED');
    const settled = await call<{ applied: number }>(api, 'POST', '/__sandbox/lending/settle-now');
    expect(settled.body.applied).toBeGreaterThanOrEqual(2);
    expect(await applicationStatus(api, c, r.id)).toBe('APPROVED');
  });

  it('a timer applies the delayed steps even when nobody calls the API', async () => {
    // The instance's sweep (server/lending/scheduler/sweeper.ts), as `npm start` runs it.
    const sweeper = startSweeper(api.deps, 50);
    onTestFinished(() => sweeper.stop());
    const { r, upload } = await identityAccepted(200);
    await upload();
    const stored = async () =>
      (await api.db.select({ s: applications.status }).from(applications).where(eq(applications.id, r.id)))[0]
        ?.s;
    await vi.waitFor(async () => expect(await stored()).toBe('APPROVED'), { timeout: 15_000, interval: 100 });
  });

  it('instant delay (0): the answer is already APPROVED', async () => {
    const { upload } = await identityAccepted(0);
    expect((await upload()).body.status).toBe('APPROVED');
  });
});

describe('offers, contract and signing', () => {
  let c: TestClient;
  let id: string;
  let date: string;

  beforeAll(async () => {
    await setDelays(api, 0, 3000, 5000);
    c = await lendingClient(api, { name: 'JOSÉ ÁNGEL', firstSurname: 'NÚÑEZ', secondSurname: 'PEÑA' });
    await force(api, c, 'APPROVED');
    const r = await applyAndProcess(api, c, {
      type: 'STORE',
      price: 22_500,
      amount: 20_000,
      term: 12,
      storeId: '5e000000-0000-4000-8000-000000000002',
    });
    expect(r.status).toBe('APPROVED');
    id = r.id;
  });

  it('approved products: one per first payment date (the 1st), French table with IVA, CAT', async () => {
    const res = await by(api, c).get<Offers>(`/applications/${id}/approved-products-conditions`);
    expect([res.status, res.body.creditAmount]).toEqual([200, 20_000]);
    expect(res.body.approvedPeriod).toBe(12);
    expect(res.body.approvedProducts).toHaveLength(2);
    date = res.body.approvedProducts[0]!.firstPaymentDate;
    // On the test clock (2026-11-23): the first 1st at least 10 days ahead, and the next one.
    expect(res.body.approvedProducts.map((p) => p.firstPaymentDate)).toEqual(['2027-01-01', '2027-02-01']);
    for (const p of res.body.approvedProducts) {
      expect(p.amortizations).toHaveLength(12);
      // 20,000 at 60% over 12 months: instalment 2,359.45, capital of row 1 1,199.45 (the French table).
      expect(p.general.monthlyPayment).toBe(monthlyInstalment(pesos(20_000), 6000, 12) / 100);
      expect(p.general.monthlyPayment).toBe(2_359.45);
      expect(p.amortizations[0]).toMatchObject({ number: 1, capital: 1_199.45 });
      expect(p.amortizations.slice(1, -1).every((r) => r.totalPayment === 2_359.45)).toBe(true);
      expect(p.amortizations.at(-1)!.balance).toBe(0);
      expect(p.general.interestRate).toBe(0.6);
      expect(Math.round(p.general.cat * 10)).toBe(p.general.cat * 10);
    }
    // The first period's interest is charged on its actual days (20,000 × 60% × days / 360), plus IVA:
    // 39 days to 2027-01-01, 70 days to 2027-02-01. The CAT (real dates) stays at the rate's ~79.6%.
    const [a, b] = res.body.approvedProducts;
    expect(a!.amortizations[0]).toMatchObject({ interest: 1_300, vat: 208, totalPayment: 2_707.45 });
    expect(b!.amortizations[0]).toMatchObject({ interest: 2_333.33, vat: 373.33, totalPayment: 3_906.11 });
    // The offer says when its first period starts: the day of the offer (the test clock's day).
    expect([a!.general.startDate, b!.general.startDate]).toEqual(['2026-11-23', '2026-11-23']);
    expect([a!.general.cat, b!.general.cat]).toEqual([80.2, 79.6]);
  });

  it('the contract document carries the parties, amounts, rates (late = 1.5×), CAT, total, schedule and clauses', async () => {
    const res = await by(api, c).get<{
      document: {
        sections: { paragraphs: string[] }[];
        schedule: string[][];
        summary: Record<string, string | number>;
      };
    }>(`/esign-sandbox/applications/${id}/contract?firstPaymentDate=${date}`);
    expect(res.status).toBe(200);
    const { summary, sections, schedule } = res.body.document;
    expect(summary).toMatchObject({
      creditAmount: '$20,000.00',
      ordinaryRate: '60.00%',
      lateRate: '90.00%',
      firstPayment: '$2,707.45',
      monthlyPayment: '$2,359.45',
      termMonths: 12,
    });
    // One statement of the payments, the table's: the longer first period and the rounding of the last one.
    const payments = schedule.map((row) => row[5]);
    expect(summary.payments).toBe(
      `Primer pago de $2,707.45 y 11 pagos de $2,359.45 (el último de ${payments.at(-1)})`,
    );
    expect(summary.lastPayment).toBe(payments.at(-1));
    const centavos = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    expect(centavos(String(summary.totalToPay))).toBe(
      payments.reduce((sum, p) => sum + centavos(p as string), 0),
    );
    expect(schedule).toHaveLength(12);
    const text = sections.flatMap((s) => s.paragraphs).join('\n');
    const cat = `CAT (Costo Anual Total): ${summary.cat}`;
    const term = 'Plazo: primer pago de $2,707.45 y 11 pagos de $2,359.45';
    for (const part of ['JOSÉ ÁNGEL NÚÑEZ PEÑA', '180 días', '$1,200.00', cat, term])
      expect(text).toContain(part);
    expect(text).toContain(`Monto total a pagar: ${summary.totalToPay}.`);
  });

  it('signing before the contract is signed is refused; a name that does not match gives INVALID_SIGNATURE', async () => {
    const { get, post } = by(api, c);
    const signaturePath = `/esign-sandbox/applications/${id}/signature`;
    const esign = (fullName: string, signatureImage = SIGNATURE_PNG) =>
      post(signaturePath, { firstPaymentDate: date, fullName, signatureImage });
    await post(`/applications/${id}/send-signature-code`);
    const pin = (await lastMessage(api, c.phoneNumber)).code!;
    const sign = () => post(`/applications/${id}/sign`, { firstPaymentDate: date, signatureCode: pin });
    const early = await sign();
    expect([early.status, early.body.code]).toEqual([422, 'CONTRACT_NOT_SIGNED']);

    const bad = await esign('Otra Persona');
    expect(bad.status).toBe(201);
    expect(bad.body).toMatchObject({ contractSignatureStatus: 'VALIDATING', status: 'VALIDATING_SIGNATURE' });
    expect(await profileStatus(c)).toBe('VALIDATING');
    // While the signature is validated the application is VALIDATING_SIGNATURE: readable, but no other action.
    expect(await applicationStatus(api, c, id)).toBe('VALIDATING_SIGNATURE');
    expect((await get(`/applications/${id}/approved-products-conditions`)).status).toBe(200);
    const twice = await esign('José Ángel Núñez Peña');
    expect([twice.status, twice.body.code]).toEqual([409, 'SIGNATURE_IN_VALIDATION']);
    const signing = await sign();
    expect([signing.status, signing.body.code]).toEqual([409, 'SIGNATURE_IN_VALIDATION']);
    await advance(api, 0.1);
    await get('/applications'); // any lending call applies due steps
    expect(await profileStatus(c)).toBe('INVALID_SIGNATURE');
    // Validated (invalid): back to APPROVED so the client can sign the contract again.
    expect(await applicationStatus(api, c, id)).toBe('APPROVED');
    expect((await history(api, id)).slice(-2).map((e) => [e.from, e.to, e.reason])).toEqual([
      ['APPROVED', 'VALIDATING_SIGNATURE', 'contract e-signature sent'],
      ['VALIDATING_SIGNATURE', 'APPROVED', 'contract signature INVALID_SIGNATURE'],
    ]);

    expect((await esign('José Ángel Núñez Peña', 'not an image')).status).toBe(400);
  });

  it('accent- and case-insensitive name → SIGNED; PIN (wrong → 409, resend waits 60 s) → SIGNED → PAID after the delay', async () => {
    const { get, post } = by(api, c);
    await post(`/esign-sandbox/applications/${id}/signature`, {
      firstPaymentDate: date,
      fullName: '  jose angel   nunez pena ',
      signatureImage: SIGNATURE_PNG,
    });
    await call(api, 'POST', '/__sandbox/lending/settle-now');
    expect(await profileStatus(c)).toBe('SIGNED');

    expect((await post(`/applications/${id}/resend-signature-code`)).status).toBe(429);
    expect((await post(`/applications/${id}/send-signature-code`)).body.smsSent).toBe(false);
    await advance(api, 1);
    expect((await post(`/applications/${id}/resend-signature-code`)).body.smsSent).toBe(true);
    const pin = (await lastMessage(api, c.phoneNumber)).code!;
    const sign = (firstPaymentDate: string, signatureCode = pin) =>
      post(`/applications/${id}/sign`, { firstPaymentDate, signatureCode });

    const wrong = await sign(date, pin === '000000' ? '111111' : '000000');
    expect([wrong.status, wrong.body.message]).toEqual([409, 'Has ingresado un NIP incorrecto.']);
    const notOffered = await sign('2020-01-01');
    expect([notOffered.status, notOffered.body.message]).toEqual([422, 'Debe seleccionar una fecha']);
    // The other offered date is a different schedule: the contract signed for `date` does not cover it.
    const otherDate = await sign('2027-02-01');
    const [year, month, day] = date.split('-');
    expect([otherDate.status, otherDate.body]).toEqual([
      422,
      expect.objectContaining({
        code: 'CONTRACT_DATE_MISMATCH',
        // The date the contract was signed with, as the term cards show it: the customer can pick it again.
        message: `Firmaste tu contrato con la fecha de primer pago ${day}-${month}-${year}. Elige esa fecha para firmar con tu NIP.`,
      }),
    ]);

    const signed = await sign(date);
    expect(signed).toMatchObject({ status: 200, body: { status: 'SIGNED', firstPaymentDate: date } });
    expect(await applicationStatus(api, c, id)).toBe('SIGNED');
    // Approved-products are only for APPROVED applications.
    expect((await get(`/applications/${id}/approved-products-conditions`)).status).toBe(422);

    await advance(api, 0.1);
    const list = await get<ApplicationList>('/applications');
    const item = list.body.items.find((i) => i.id === id)!;
    expect(item.status).toBe('PAID');
    // Once signed, the list serves the option it was signed with (the loan's table, its longer first period
    // included), so the app states the signed payments after a reload.
    expect(item.approvedProducts?.map((p) => p.firstPaymentDate)).toEqual([date]);
    expect(item.approvedProducts?.[0]?.amortizations[0]?.totalPayment).toBe(2_707.45);
    expect(item.sentPaymentAt).not.toBeNull();
    expect(item.monthlyPayment).toBe('2359.45');
    expect(item.interestRate).toBe(0.6);
    const mail = await lastMessage(api, c.email);
    expect(mail.kind).toBe('disbursement');
    expect(mail.body).toContain('tienda');

    // CONFIRMED: the store confirms the delivery after the confirmation delay (default 60 s).
    await advance(api, 0.5);
    expect(await applicationStatus(api, c, id)).toBe('PAID');
    await advance(api, 0.6);
    expect(await applicationStatus(api, c, id)).toBe('CONFIRMED');
    const balance = await get<{ balances: { applicationId: string }[] }>('/applications/balance');
    expect(balance.body.balances.map((b) => b.applicationId)).toContain(id);
    expect((await history(api, id)).slice(-3).map((e) => [e.from, e.to, e.reason])).toEqual([
      ['APPROVED', 'SIGNED', `signed with first payment ${date}`],
      ['SIGNED', 'PAID', 'store notified'],
      ['PAID', 'CONFIRMED', 'store confirmed the delivery'],
    ]);
  });

  it('the confirmation delay is configurable: 0 confirms right after the disbursement', async () => {
    const before = await call<{ confirmationDelayMs: number }>(api, 'GET', '/__sandbox/lending/settings');
    expect(before.body.confirmationDelayMs).toBe(60_000);
    await call(api, 'POST', '/__sandbox/lending/settings', {
      body: { signatureDelayMs: 0, disbursementDelayMs: 0, confirmationDelayMs: 0 },
    });
    try {
      const client = await lendingClient(api, { name: 'ANA', firstSurname: 'PRUEBA', secondSurname: 'TEST' });
      await force(api, client, 'APPROVED');
      const r = await applyAndProcess(api, client);
      await signAndDisburse(api, client, r.id, 'Ana Prueba Test');
      expect(await applicationStatus(api, client, r.id)).toBe('CONFIRMED');
    } finally {
      await call(api, 'POST', '/__sandbox/lending/settings', { body: { confirmationDelayMs: 60_000 } });
    }
  });
});
