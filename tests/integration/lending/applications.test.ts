/**
 * Applications: creation rules (§5, §6, §9), can-create limits, submit, NIP, decisions with every forced outcome
 * and rejection reason, the interest offer, retries, and the status audit trail.
 */
import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS } from '../../../src/api/contract/common.ts';
import { monthlyInstalment } from '../../../src/domain/amortization.ts';
import { pesos } from '../../../src/domain/money.ts';
import { fileApi, lastMessage } from '../helpers.ts';
import {
  type ApplicationList,
  advance,
  applyAndProcess,
  by,
  call,
  createApplication,
  force,
  instant,
  lendingClient,
  type ProcessResult,
  REFERENCES,
  STORE_ID,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);
const freshClient = (identity: Parameters<typeof lendingClient>[1] = {}) => lendingClient(api, identity);

const STORE_9000 = { type: 'STORE', price: 10_000, amount: 9_000, term: 6 } as const;

describe('creation rules', () => {
  it('validates amounts, the 90% rule, term bands, the personal-loan cap and the store', async () => {
    const c = await freshClient();
    const cases: [Parameters<typeof createApplication>[2], number, string][] = [
      [{ type: 'STORE', price: 1_500, amount: 1_500, term: 3 }, 422, 'AMOUNT_OUT_OF_BOUNDS'],
      [{ type: 'STORE', price: 60_000, amount: 50_000, term: 24 }, 422, 'AMOUNT_OUT_OF_BOUNDS'],
      [{ type: 'STORE', price: 10_000, amount: 9_500, term: 6 }, 422, 'FINANCING_RULE'],
      [{ type: 'STORE', price: 10_000, amount: 9_000, term: 15 }, 422, 'TERM_NOT_OFFERED'],
      [{ ...STORE_9000, storeId: '5e000000-0000-4000-8000-000000009999' }, 404, 'STORE_NOT_FOUND'],
      [{ type: 'PERSONAL_LOAN', amount: 25_000, term: 6 }, 422, 'PERSONAL_LOAN_CAP'],
      [{ type: 'PERSONAL_LOAN', price: 12_000, amount: 10_000, term: 6 }, 422, 'PERSONAL_LOAN_PRICE'],
      [{ type: 'PERSONAL_LOAN', amount: 2_500, term: 6 }, 422, 'TERM_NOT_OFFERED'],
    ];
    for (const [input, status, code] of cases) {
      const res = await createApplication(api, c, input);
      expect([res.status, res.body.code], JSON.stringify(input)).toEqual([status, code]);
    }
    const noStore = await createApplication(api, c, { ...STORE_9000, storeId: null });
    expect(noStore.status).toBe(400);
    expect(noStore.body.message).toContain('storeId');
  });

  it('answers each refusal of the product with the text the forms show (src/domain/product.ts)', async () => {
    const c = await freshClient();
    const cases: [Parameters<typeof createApplication>[2], string][] = [
      [{ type: 'STORE', price: 1_500, amount: 1_500, term: 3 }, 'El monto mínimo es de $2,000'],
      [{ type: 'STORE', price: 10_000, amount: 1_999.99, term: 3 }, 'El monto mínimo es de $2,000'],
      [{ type: 'STORE', price: 50_000.01, amount: 45_000, term: 24 }, 'El monto máximo es de $50,000'],
      [
        { type: 'STORE', price: 10_000, amount: 9_000.01, term: 6 },
        'Puedes financiar hasta el 90% del precio: $9,000.00',
      ],
      [{ type: 'STORE', price: 10_000, amount: 9_000, term: 15 }, 'Selecciona una opción para el plazo'],
      [{ type: 'PERSONAL_LOAN', amount: 20_000.01, term: 18 }, 'El préstamo personal es de hasta $20,000'],
      [
        { type: 'PERSONAL_LOAN', price: 12_000, amount: 10_000, term: 6 },
        'En el préstamo personal el precio es el monto solicitado.',
      ],
    ];
    for (const [input, message] of cases) {
      const res = await createApplication(api, c, input);
      expect([res.status, res.body.message], JSON.stringify(input)).toEqual([422, message]);
    }
  });

  it('caps the amount at the available limit (§6) with a Spanish message', async () => {
    const c = await freshClient({ creditLimitCentavos: 500_000 });
    const res = await createApplication(api, c, { type: 'STORE', price: 10_000, amount: 6_000, term: 6 });
    expect([res.status, res.body.code]).toEqual([422, 'LIMIT_EXCEEDED']);
    expect(res.body.message).toBe('Tu límite disponible es de $5,000.00');
  });

  it('STORE with MSI at the store: the application is interest-free and its estimate is price / term', async () => {
    const c = await freshClient();
    // Store 17 offers MSI; the estimate endpoint tells the same.
    const estimate = (query: string) =>
      by(api, c).get<{ estimatedMonthlyPayment: number }>(`/applications/estimated-monthly-payment?${query}`);
    const est = await estimate('creditAmount=20000&requestedPeriod=12&type=PERSONAL_LOAN');
    const instalment = monthlyInstalment(pesos(20_000), 7200, 12) / 100;
    expect([est.status, est.body.estimatedMonthlyPayment]).toEqual([200, instalment]);
    const msi = await estimate(`creditAmount=9000&requestedPeriod=6&type=STORE&storeId=${STORE_ID}`);
    expect(msi.body.estimatedMonthlyPayment).toBe(1_500);
    expect((await estimate('creditAmount=1000&requestedPeriod=3&type=STORE')).status).toBe(422);
  });

  it('an MSI-eligible client gets an interest-free personal loan up to 12 months (offers at 0%)', async () => {
    const c = await freshClient();
    const res = await call(api, 'POST', '/__sandbox/clients/msi-eligibility', {
      body: { email: c.email, eligible: true },
    });
    expect(res.body).toEqual({ personalLoanNoInterestPaymentsEligible: true });
    await force(api, c, 'APPROVED');
    const r = await applyAndProcess(api, c, { type: 'PERSONAL_LOAN', amount: 12_000, term: 12 });
    const offers = await by(api, c).get<{ approvedProducts: { general: object }[] }>(
      `/applications/${r.id}/approved-products-conditions`,
    );
    const interestFree = { interestRate: 0, cat: 0, monthlyPayment: 1_000 };
    expect(offers.body.approvedProducts[0]!.general).toMatchObject(interestFree);
    const list = await by(api, c).get<ApplicationList>('/applications');
    expect(list.body.items[0]!.isNoInterestPayments).toBe(true);
  });

  it('one application in progress at a time (409)', async () => {
    const c = await freshClient();
    const first = await applyAndProcess(api, c);
    expect(first.status).toBe('PREAPPROVED');
    const again = await createApplication(api, c);
    expect([again.status, again.body.code]).toEqual([409, 'APPLICATION_IN_PROGRESS']);
  });
});

describe('can-create', () => {
  it('EXCEEDED_APPLICATIONS_PER_MINUTE after 3 applications in a minute, and again allowed 2 minutes later', async () => {
    const c = await freshClient();
    // 3 × $5,000 fit the $20,000 of a client without a limit (applications not yet decided use it up too).
    for (let i = 0; i < 3; i++) expect((await createApplication(api, c, { amount: 5_000 })).status).toBe(200);
    const message = 'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.';
    const reason = 'EXCEEDED_APPLICATIONS_PER_MINUTE';
    const can = await by(api, c).get('/applications/can-create');
    expect(can.body).toEqual({ canCreateApplication: false, reason, message });
    const refused = await createApplication(api, c);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([429, reason, message]);
    await advance(api, 2);
    const later = await by(api, c).get('/applications/can-create');
    expect(later.body).toEqual({ canCreateApplication: true, reason: null });
  });

  it('REJECTED_APPLICATIONS_LIMIT_EXCEEDED after 3 rejections in 30 days', async () => {
    const c = await freshClient();
    for (let i = 0; i < 3; i++) {
      await force(api, c, 'REJECTED', { rejectionReason: 'FAILED_RISK_MODEL' });
      expect((await applyAndProcess(api, c)).status).toBe('REJECTED');
    }
    const message = 'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.';
    const reason = 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED';
    const can = await by(api, c).get('/applications/can-create');
    expect(can.body).toEqual({ canCreateApplication: false, reason, message });
    await advance(api, 2);
    const refused = await createApplication(api, c);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([422, reason, message]);
  });

  it('a promoter asks about a client id', async () => {
    const business = await api.tokenFor('business');
    const res = await by(api, business).get('/applications/can-create');
    expect(res.body).toEqual({ canCreateApplication: true, reason: null });
  });
});

describe('submit and the credit-check NIP', () => {
  it('submit needs address and employment on the profile; empty body when the profile has them', async () => {
    const c = await freshClient();
    const created = await createApplication(api, c, {}, false);
    expect(created.status).toBe(200);
    const missing = await by(api, c).post(`/applications/${created.body.id}/submit`, {});
    expect([missing.status, missing.body.code]).toEqual([422, 'MISSING_ADDRESS_OR_EMPLOYMENT']);

    const other = await freshClient();
    const first = await createApplication(api, other);
    await by(api, other).post(`/applications/${first.body.id}/submit`, { personalReferences: REFERENCES });
    // Second application of a profile that has address and employment: empty submit.
    await force(api, other, 'REJECTED', { rejectionReason: 'FICO_SCORE_TOO_LOW' });
    const nip = (await lastMessage(api, other.phoneNumber)).code!;
    await by(api, other).post(`/applications/${first.body.id}/process`, { complianceCode: nip });
    const second = await createApplication(api, other, {}, false);
    const submitted = await by(api, other).post<ProcessResult>(`/applications/${second.body.id}/submit`, {});
    expect(submitted.status).toBe(200);
    expect(submitted.body.processedAt).toBeNull();
    expect((await by(api, other).post(`/applications/${second.body.id}/submit`, {})).status).toBe(422);
  });

  it('wrong NIP is 409 with the spec text; resend waits 60 s; the new NIP works', async () => {
    const c = await freshClient();
    const { post } = by(api, c);
    const id = (await createApplication(api, c)).body.id;
    await post(`/applications/${id}/submit`, { personalReferences: REFERENCES });
    const nip = (await lastMessage(api, c.phoneNumber)).code!;
    const processNip = (complianceCode: string) => post(`/applications/${id}/process`, { complianceCode });
    const wrong = await processNip(nip === '000000' ? '111111' : '000000');
    expect([wrong.status, wrong.body.message]).toEqual([409, 'Has ingresado un NIP incorrecto.']);
    expect((await post(`/applications/${id}/resend-compliance-code`)).status).toBe(429);
    await advance(api, 1);
    expect((await post(`/applications/${id}/resend-compliance-code`)).status).toBe(200);
    const fresh = (await lastMessage(api, c.phoneNumber)).code!;
    const ok = await processNip(fresh);
    expect(ok.body.status).toBe('PREAPPROVED');
    expect((await processNip(fresh)).status).toBe(422);
  });
  // A client overdue with us is rejected at submit (INTERNAL_PAST_DUE_BALANCE): payments.test.ts.
});

describe('decisions', () => {
  it('every rejection reason can be forced, and OVERDUE_ACCOUNTS carries the count', async () => {
    for (const reason of REJECTION_REASONS) {
      const c = await freshClient();
      await force(api, c, 'REJECTED', { rejectionReason: reason, overdueAccounts: 3 });
      const r = await applyAndProcess(api, c);
      expect(r.status).toBe('REJECTED');
      // The API sends the reason codes without a trailing space (the contract trims both spellings).
      expect(r.rejectionReason).toBe(reason);
      if (reason === 'OVERDUE_ACCOUNTS') expect(r.overdueAccounts).toBe(3);
      else expect(r.overdueAccounts).toBeUndefined();
    }
  }, 120_000);

  it('an unknown reason code can be forced too (the app shows its default text)', async () => {
    const c = await freshClient();
    await force(api, c, 'REJECTED', { rejectionReason: 'SOME_OTHER_REASON' });
    expect((await applyAndProcess(api, c)).rejectionReason).toBe('SOME_OTHER_REASON');
  });

  it('a forced outcome is used once', async () => {
    const c = await freshClient();
    await force(api, c, 'RETRY_PROCESSING_APPLICATION');
    const pending = await call(api, 'GET', `/__sandbox/decisions?email=${encodeURIComponent(c.email)}`);
    expect(pending.body).toEqual({
      pending: { outcome: 'RETRY_PROCESSING_APPLICATION', rejectionReason: null, overdueAccounts: null },
    });
    const first = await applyAndProcess(api, c);
    expect(first.status).toBe('RETRY_PROCESSING_APPLICATION');
    // RETRY: processing again runs the rules (no bureau file: PREAPPROVED).
    const retried = await by(api, c).post<ProcessResult>(`/applications/${first.id}/process`, {
      complianceCode: '123456',
    });
    expect(retried.body.status).toBe('PREAPPROVED');
  });

  it('refuses unknown outcomes and reasons', async () => {
    const c = await freshClient();
    for (const body of [
      { email: c.email, outcome: 'MAYBE' },
      { email: c.email, outcome: 'REJECTED', rejectionReason: 'not a reason' },
      { outcome: 'APPROVED' },
    ]) {
      expect((await call(api, 'POST', '/__sandbox/decisions', { body })).status).toBe(400);
    }
    const nobody = await call(api, 'POST', '/__sandbox/decisions', {
      body: { email: 'nadie@example.com', outcome: 'APPROVED' },
    });
    expect(nobody.status).toBe(404);
  });
});

describe('the interest offer (ELEGIBLE_FOR_INTEREST_PAYMENTS)', () => {
  it('Roberto (seeded client, score 640) buying with MSI is offered to continue with interest; accepting → PREAPPROVED', async () => {
    const signin = await call<{ token: string }>(api, 'POST', '/clients/signin', {
      body: { email: 'roberto.hernandez@example.com', password: 'Sandbox-Roberto-78' },
    });
    expect(signin.status).toBe(200);
    const contact = { email: 'roberto.hernandez@example.com', phoneNumber: '8112345678' };
    const roberto = { ...contact, id: '', password: '', token: signin.body.token, settingsId: '' };
    // Store 17 offers MSI at 6 months: the application is interest-free, and a score under 650 gets the offer.
    const r = await applyAndProcess(api, roberto, STORE_9000);
    expect(r.status).toBe('ELEGIBLE_FOR_INTEREST_PAYMENTS');
    const accept = `/applications/${r.id}/accept-as-interest-payments`;
    const accepted = await by(api, roberto).post<ProcessResult>(accept, { storeId: STORE_ID });
    expect(accepted.body.status).toBe('PREAPPROVED');
    const list = await by(api, roberto).get<ApplicationList>('/applications');
    const item = list.body.items.find((i) => i.id === r.id)!;
    expect(item.isNoInterestPayments).toBe(false);
    expect(item.estimatedMonthlyPayment).toBe(monthlyInstalment(pesos(9_000), 6000, 6) / 100);
  });

  it('forced offer → accept / → reject (REJECTED, not counted as a credit rejection)', async () => {
    const a = await freshClient();
    await force(api, a, 'ELEGIBLE_FOR_INTEREST_PAYMENTS');
    const ra = await applyAndProcess(api, a);
    expect(ra.status).toBe('ELEGIBLE_FOR_INTEREST_PAYMENTS');
    const path = `/applications/${ra.id}/accept-as-interest-payments`;
    const accept = () => by(api, a).post<ProcessResult>(path, { storeId: null });
    expect((await accept()).body.status).toBe('PREAPPROVED');
    expect((await accept()).status).toBe(422);

    const b = await freshClient();
    await force(api, b, 'ELEGIBLE_FOR_INTEREST_PAYMENTS');
    const rb = await applyAndProcess(api, b);
    const declined = await by(api, b).post(`/applications/${rb.id}/reject-no-interest-as-interest-payments`);
    const rejectionReason = 'CLIENT_DECLINED_INTEREST_PAYMENTS';
    expect(declined.body).toMatchObject({ status: 'REJECTED', rejectionReason });
    const list = await by(api, b).get<ApplicationList>('/applications');
    expect(list.body.items.map((i) => i.status)).toEqual(['REJECTED']);
  });
});

describe('list', () => {
  it('lists decided applications with the profile; undecided ones are not listed', async () => {
    const c = await freshClient();
    await createApplication(api, c);
    const { get } = by(api, c);
    let list = await get<{ items: unknown[]; profile: { id: string } }>('/applications');
    expect(list.body.items).toEqual([]);
    expect(list.body.profile.id).toBe(c.id);
    await advance(api, 2);
    const r = await applyAndProcess(api, c, STORE_9000);
    list = await get('/applications?type=STORE');
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      id: r.id,
      status: 'PREAPPROVED',
      type: 'STORE',
      storeId: STORE_ID,
      creditAmount: 9_000,
      productInformation: { productPrice: 10_000, creditAmount: 9_000, requestedPeriod: 6 },
    });
    list = await get('/applications?type=PERSONAL_LOAN');
    expect(list.body.items).toHaveLength(0);
  });
});
