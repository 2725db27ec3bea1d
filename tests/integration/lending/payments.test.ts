/**
 * Payments and balances: the §9 application order through the API, instalments falling due with the sandbox
 * clock (Vencida), the available limit, the internal past-due rejection, liquidation and the referral bonus.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { referrals } from '../../../server/db/schema.ts';
import type { ApplicationBalance } from '../../../src/api/contract/payments.ts';
import { fileApi, type TestClient } from '../helpers.ts';
import {
  type ApplicationList,
  advance,
  by,
  call,
  createApplication,
  disbursedLoan,
  instant,
  signInAgain,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);

type Balance = ApplicationBalance;

async function balances(c: TestClient): Promise<Balance[]> {
  const res = await by(api, c).get<{ balances: Balance[] }>('/applications/balance');
  expect(res.status).toBe(200);
  return res.body.balances;
}

type Paid = { appliedAmount: number; unappliedAmount: number; liquidatedApplicationIds: string[] };
const pay = (c: TestClient, amountCents: number, method = 'bank_transfer_payment') =>
  by(api, undefined).post<Paid>('/__sandbox/payments', { email: c.email, method, amountCents });

const loanFor = (amount = 10_000, term = 6) => disbursedLoan(api, { type: 'PERSONAL_LOAN', amount, term });

describe('balances and the sandbox clock', () => {
  it('a disbursed loan is Al corriente; after the first due date passes unpaid it is Vencida; paying brings it back', async () => {
    const { c, id, date } = await loanFor();
    const [b0] = await balances(c);
    expect(b0!.applicationId).toBe(id);
    // What falls due next is the first instalment, on the first payment date chosen at signing.
    expect(b0!.creditBalance.nextMonthsBalance.nextDueDate).toBe(date);
    const m0 = b0!.creditBalance.currentMonthsBalance;
    const disbursed = { overdueBalance: 0, ministrations: 10_000, paymentsTotal: 0, economicCapital: 10_000 };
    expect(m0).toMatchObject(disbursed);
    expect(m0.totalBalance).toBeCloseTo(m0.overdueBalance + m0.currentBalance, 2);
    const instalment = b0!.creditBalance.nextMonthsBalance.overdueBalance;
    expect(instalment).toBeGreaterThan(0);

    // Move past the first payment date (≤ 2 months away).
    await call(api, 'POST', '/__sandbox/clock/advance-days', { body: { days: 62 } });
    await signInAgain(api, c); // sessions expire meanwhile
    const [b1] = await balances(c);
    expect(b1!.creditBalance.currentMonthsBalance.overdueBalance).toBeGreaterThan(0);

    // A client overdue with us is rejected at submit (INTERNAL_PAST_DUE_BALANCE), before any credit check.
    const second = await createApplication(api, c, { type: 'PERSONAL_LOAN', amount: 2_000, term: 3 }, false);
    expect(second.status).toBe(200);
    const submitted = await by(api, c).post(`/applications/${second.body.id}/submit`, {});
    const rejectionReason = 'INTERNAL_PAST_DUE_BALANCE';
    expect(submitted.body).toMatchObject({ status: 'REJECTED', rejectionReason });

    const overdue = b1!.creditBalance.currentMonthsBalance.overdueBalance;
    const res = await pay(c, Math.round(overdue * 100));
    expect([res.status, res.body.appliedAmount]).toEqual([201, Math.round(overdue * 100)]);
    const [b2] = await balances(c);
    expect(b2!.creditBalance.currentMonthsBalance.overdueBalance).toBe(0);
    expect(b2!.creditBalance.currentMonthsBalance.paymentsTotal).toBeCloseTo(overdue, 2);
  });

  it('paid + outstanding stays consistent over a sequence of payments, and liquidation happens exactly at 0', async () => {
    const { c, id } = await loanFor(6_000, 6);
    for (const cents of [50_000, 123_456, 1, 99_999]) {
      const before = (await balances(c))[0]!.creditBalance.currentMonthsBalance;
      const res = await pay(c, cents, 'cash_payment');
      const after = (await balances(c))[0]!.creditBalance.currentMonthsBalance;
      const centavos = (pesos: number) => Math.round(pesos * 100);
      expect(centavos(after.paymentsTotal)).toBe(centavos(before.paymentsTotal) + res.body.appliedAmount);
      expect(after.totalBalance).toBeGreaterThanOrEqual(0);
      expect(after.totalBalance).toBeLessThanOrEqual(before.totalBalance);
    }
    const payoff = (await balances(c))[0]!.creditBalance.currentMonthsBalance.totalBalance;
    const last = await pay(c, Math.round(payoff * 100));
    expect(last.body).toMatchObject({ unappliedAmount: 0, liquidatedApplicationIds: [id] });
    const done = (await balances(c))[0]!.creditBalance.currentMonthsBalance;
    expect(done.totalBalance).toBe(0);
    const list = await by(api, c).get<ApplicationList>('/applications');
    expect(list.body.items.find((i) => i.id === id)!.liquidatedAt).not.toBeNull();
    // Money after liquidation is not applied.
    const extra = await pay(c, 10_000);
    expect(extra.body).toMatchObject({ appliedAmount: 0, unappliedAmount: 10_000 });
    const payments = await by(api, c).get<{ payments: object[] }>('/payments');
    expect(payments.body.payments[0]).toMatchObject({ appliedAmount: 0, originalAmount: 10_000 });
  });

  it('the referrer gets $200 (referral_bonification) after the referred client’s first payment, once', async () => {
    const { c: referrer } = await loanFor(5_000, 3);
    const { c: referred } = await loanFor(5_000, 3);
    const referral = { id: randomUUID(), referrerId: referrer.id, referredId: referred.id };
    await api.db.insert(referrals).values(referral);
    await pay(referred, 10_000);
    await pay(referred, 10_000);
    const list = await by(api, referrer).get<{ payments: { method: string }[] }>('/payments');
    const bonuses = list.body.payments.filter((p) => p.method === 'referral_bonification');
    expect(bonuses).toEqual([expect.objectContaining({ originalAmount: 20_000, appliedAmount: 20_000 })]);
    expect((await balances(referrer))[0]!.creditBalance.currentMonthsBalance.paymentsTotal).toBe(200);
  });

  it('a loan uses up the credit limit (§6): available = limit − (overdue + current)', async () => {
    const { c } = await loanFor(10_000, 6);
    await advance(api, 2);
    // Forced APPROVED grants the default 30,000 limit; 10,000 (+ this month's interest) is in use.
    const payoff = (await balances(c))[0]!.creditBalance.currentMonthsBalance.totalBalance;
    await pay(c, Math.round(payoff * 100));
    const purchase = { type: 'STORE', price: 40_000, amount: 31_000, term: 12 } as const;
    const next = await createApplication(api, c, purchase, false);
    expect([next.status, next.body.code]).toEqual([422, 'LIMIT_EXCEEDED']);
    expect(next.body.message).toBe('Tu límite disponible es de $30,000.00');
  });

  it('a payment in pesos with more than two decimals is refused with its reason, never rounded', async () => {
    const c = await api.createClient();
    const refused = {
      httpCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'El dato ingresado no es válido: amount. Debe ser un monto en pesos con hasta 2 decimales.',
    };
    for (const amount of ['100.999', '100.001', '100.995', '0.005', 100.999, '100.9900001']) {
      const res = await call(api, 'POST', '/__sandbox/payments', { body: { email: c.email, amount } });
      expect(res.body, String(amount)).toEqual(refused);
    }
    // The sandbox page's form posts the same field.
    const form = await api.app.request('/api/__sandbox/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: c.email, amount: '100.999' }).toString(),
    });
    expect(await form.json()).toEqual(refused);
    expect((await by(api, c).get('/payments')).body).toEqual({ payments: [] });
    // Up to two decimals (zeros after them change nothing), as text or as a number: exactly that amount.
    const received: number[] = [];
    for (const amount of ['100.99', '100.990', '100.9', '100', 100.99]) {
      const res = await call<{ unappliedAmount: number }>(api, 'POST', '/__sandbox/payments', {
        body: { email: c.email, amount },
      });
      expect(res.status, String(amount)).toBe(201);
      received.push(res.body.unappliedAmount);
    }
    expect(received).toEqual([10_099, 10_099, 10_090, 10_000, 10_099]);
  });

  it('payments sandbox validates its input', async () => {
    const c = await api.createClient();
    for (const body of [
      { email: c.email, method: 'gold', amountCents: 100 },
      { email: c.email, amountCents: 0 },
      { email: c.email, amountCents: -5 },
      { email: c.email, amount: 'diez' },
      { amountCents: 100 },
    ]) {
      expect((await call(api, 'POST', '/__sandbox/payments', { body })).status).toBe(400);
    }
    const noDays = await call(api, 'POST', '/__sandbox/clock/advance-days', { body: { days: 0 } });
    expect(noDays.status).toBe(400);
  });
});
