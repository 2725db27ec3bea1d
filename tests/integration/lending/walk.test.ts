/**
 * Scripted walks of each outcome through the API alone: sign-up (a client with a CURP), application, decision;
 * for APPROVED: offers → contract → sign → paid → payments → liquidated.
 */
import { describe, expect, it } from 'vitest';
import { fileApi, type TestClient, uniqueContact } from '../helpers.ts';
import {
  type ApplicationList,
  applyAndProcess,
  type Balances,
  by,
  call,
  force,
  freshPersona,
  history,
  instant,
  MARIA,
  registryPersona,
  signAndDisburse,
  signUp,
  startLendingApi,
} from './harness.ts';

const api = fileApi(startLendingApi, instant);

describe('APPROVED persona: the whole life cycle', () => {
  let client: TestClient;
  it('María Fernanda (score 780) is APPROVED, signs, gets paid, pays and liquidates', async () => {
    client = await signUp(api, MARIA, uniqueContact());
    const decision = await applyAndProcess(api, client, { type: 'PERSONAL_LOAN', amount: 10_000, term: 6 });
    expect(decision.status).toBe('APPROVED');
    expect(decision.processedAt).not.toBeNull();

    const date = await signAndDisburse(api, client, decision.id, 'María Fernanda López García');
    const { get } = by(api, client);
    const list = await get<ApplicationList>('/applications');
    expect(list.status).toBe(200);
    const item = list.body.items.find((i) => i.id === decision.id)!;
    expect(item.status).toBe('PAID');
    expect(item.firstPaymentDate).toBe(date);
    // The confirmation delay (default 60 s) passes: PAID → CONFIRMED (funds received); still an active loan.
    await call(api, 'POST', '/__sandbox/lending/settle-now');
    const confirmed = await get<ApplicationList>('/applications');
    expect(confirmed.body.items.find((i) => i.id === decision.id)!.status).toBe('CONFIRMED');
    expect(item.sentPaymentAt).not.toBeNull();
    expect(list.body.profile.contractSignatureStatus).toBe('SIGNED');
    expect(list.body.profile.creditLimit).toBe(50_000);

    const balance = await get<Balances>('/applications/balance');
    const b = balance.body.balances.find((x) => x.applicationId === decision.id)!.creditBalance
      .currentMonthsBalance;
    expect(b.ministrations).toBe(10_000);
    expect(b.overdueBalance).toBe(0);

    // Pay the first instalment, then everything.
    const first = Number(item.monthlyPayment);
    const pay = (method: string, amountCents: number) =>
      call(api, 'POST', '/__sandbox/payments', { body: { email: client.email, method, amountCents } });
    let paid = await pay('bank_transfer_payment', Math.round(first * 100));
    expect(paid.status).toBe(201);
    const after = await get<Balances>('/applications/balance');
    const payoff = after.body.balances[0]!.creditBalance.currentMonthsBalance.totalBalance;
    paid = await pay('cash_payment', Math.round(payoff * 100) + 500);
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ unappliedAmount: 500, liquidatedApplicationIds: [decision.id] });

    const payments = await get<{ payments: { applicationPayments: object[] }[] }>('/payments');
    expect(payments.body.payments).toHaveLength(2);
    const payoffPaid = { method: 'cash_payment', originalAmount: Math.round(payoff * 100) + 500 };
    expect(payments.body.payments[0]).toMatchObject(payoffPaid);
    expect(payments.body.payments[1]!.applicationPayments).toEqual([
      { applicationId: decision.id, amount: Math.round(first * 100) },
    ]);

    const final = await get<ApplicationList>('/applications');
    expect(final.body.items.find((i) => i.id === decision.id)!.liquidatedAt).not.toBeNull();
    const events = await history(api, decision.id);
    // Every change is recorded with a timestamp; the contract signature and the liquidation are events too.
    expect(events.map((e) => [e.from, e.to])).toEqual([
      [null, 'CREATED'],
      ['CREATED', 'APPROVED'],
      ['APPROVED', 'VALIDATING_SIGNATURE'],
      ['VALIDATING_SIGNATURE', 'APPROVED'],
      ['APPROVED', 'SIGNED'],
      ['SIGNED', 'PAID'],
      ['PAID', 'CONFIRMED'],
      ['CONFIRMED', 'CONFIRMED'],
    ]);
    expect([2, 3, 6, 7].map((i) => events[i]!.reason)).toEqual([
      'contract e-signature sent',
      'contract signature SIGNED',
      'bank confirmed the transfer',
      'liquidated',
    ]);
    expect(events.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
  });
});

describe('every other outcome', () => {
  it('a client with no bureau file (signed up by hand) is PREAPPROVED on a first application', async () => {
    const client = await signUp(api, freshPersona(), uniqueContact());
    expect((await applyAndProcess(api, client)).status).toBe('PREAPPROVED');
  });

  it('Juan Carlos is REJECTED for 2 overdue accounts', async () => {
    const client = await signUp(api, registryPersona('PESJ851102HDFRTN01'), uniqueContact());
    const r = await applyAndProcess(api, client);
    expect(r).toMatchObject({ status: 'REJECTED', rejectionReason: 'OVERDUE_ACCOUNTS', overdueAccounts: 2 });
  });

  it.each(['APPROVED', 'PREAPPROVED', 'RETRY_PROCESSING_APPLICATION', 'ELEGIBLE_FOR_INTEREST_PAYMENTS'])(
    'forced %s',
    async (outcome) => {
      const client = await signUp(api, freshPersona(), uniqueContact());
      await force(api, client, outcome);
      expect((await applyAndProcess(api, client)).status).toBe(outcome);
    },
  );
  // A forced REJECTED with each reason: applications.test.ts. A referral code at sign-up links the two
  // clients (accounts.test.ts) and the referrer gets $200 once the referred client pays (payments.test.ts).
});
