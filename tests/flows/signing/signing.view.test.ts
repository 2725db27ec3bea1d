/**
 * What each signing screen shows (machines/signing/view.ts), field by field, from the real machine (spec §4
 * "Choose terms", §5 "Signing", §9 rates): amounts in centavos, dd-MM-yyyy badges, the rate with two decimals, the
 * late rate 1.5 times the ordinary, the CAT with one decimal, the schedule of the chosen option, the CLABE form,
 * the success screen.
 */
import { describe, expect, it, vi } from 'vitest';
import { sameView } from '../../../machines/signing/index.ts';
import { pesos } from '../../../src/domain/money.ts';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import {
  application,
  DATE_1,
  DATE_2,
  PRODUCTS,
  personalLoan,
  profileWith,
  SIGNING_ROUTES,
} from '../../fixtures/signing.ts';
import { oracleTable } from '../../model/oracle/amortization.ts';
import { opened, start } from './signing.harness.ts';

fakeTimersFrom(Date.UTC(2026, 0, 15, 18));

/** One option of the fixtures: 3 × $1,240.00 on $3,000.00 at 60 %, CAT 112.4 %. */
const option = (firstPaymentDate: string, dateBadge: string, noInterest = false) => ({
  firstPaymentDate,
  dateBadge,
  firstPaymentOn: dateBadge.replaceAll('-', '/'),
  monthlyPayment: 124_000,
  firstPayment: 124_000,
  lastPayment: 124_000,
  firstDiffers: false,
  payments: '3 pagos mensuales de $1,240.00',
  paymentsPhrase: '3 pagos mensuales de $1,240.00',
  firstPeriodNote: null,
  // The fixtures' payments are not the estimate's (3,000 at 60 %): the date is not the reason of a difference.
  estimateNote: null,
  months: 3,
  rate: '60.00%',
  interestAndIva: 72_000,
  total: 372_000,
  cat: '112.4%',
  noInterest,
});

/** The terms with the PIN, the contract signed, the first date chosen. */
const TERMS = {
  route: SIGNING_ROUTES.acceptTerms,
  input: { selectedDate: DATE_1 },
  profile: profileWith({ contractSignatureStatus: 'SIGNED' }),
};

describe('signing view', () => {
  it('loading, then the list cannot be loaded', async () => {
    expect(start().view()).toEqual({ screen: 'loading' });
    const failed = await opened({ loadFails: true });
    expect(failed.view()).toEqual({ screen: 'loadFailed' });
  });

  it('term selection: the credit amount and one card per option', async () => {
    const run = await opened();
    expect(run.view()).toEqual({
      screen: 'chooseTerm',
      creditAmount: 300_000,
      options: [option(DATE_1, '01-02-2026'), option(DATE_2, '01-03-2026')],
      selectedDate: null,
    });
    run.send({ type: 'TERM.SELECT', date: DATE_2 });
    run.sees({ selectedDate: DATE_2 });
  });

  it('a first period longer than a month: the card states the first payment apart, why, and the estimate', async () => {
    // 15,000 at 72 % over 12 months, offered on 21/11/2026 with the first payment on 01/01/2027 (41 days): the
    // table's first payment is 2,267.31, then 1,884.51, the last 1,884.45 (the example).
    // The option as the server sends it, from the amortization oracle (written from the spec, not src/domain).
    const schedule = oracleTable({
      principal: 1_500_000n,
      bps: 7200,
      months: 12,
      firstPaymentDate: '2027-01-01',
      disbursementDate: '2026-11-21',
    });
    const toPesos = (c: bigint) => Number(c) / 100;
    const longer = {
      firstPaymentDate: '2027-01-01',
      amortizations: schedule.rows.map((r) => ({
        number: r.period,
        paymentDate: r.dueDate,
        totalPayment: toPesos(r.payment),
        capital: toPesos(r.capital),
        interest: toPesos(r.interest),
        vat: toPesos(r.iva),
        balance: toPesos(r.balance),
      })),
      general: { cat: 98.1, interestRate: 0.72, creditAmount: 15_000, startDate: '2026-11-21' },
    };
    /** A personal loan of `amount` requested over `months`, offered the longer first period. */
    const requested = (amount: number, months: number, loan = {}) => {
      const productInformation = { productPrice: amount, creditAmount: amount, requestedPeriod: months };
      return opened({ items: [personalLoan({ ...loan, productInformation })], products: [longer] });
    };
    const offer = { creditAmount: 15_000, approvedPeriod: 12, requestedPeriod: 12, interestRate: 0.72 };
    const run = await requested(15_000, 12, offer);
    const view = run.view();
    if (view.screen !== 'chooseTerm') throw new Error(view.screen);
    expect(view.options[0]).toMatchObject({
      monthlyPayment: pesos(1_884.51),
      firstPayment: pesos(2_267.31),
      lastPayment: pesos(1_884.45),
      firstDiffers: true,
      payments: 'Primer pago de $2,267.31 y 11 pagos de $1,884.51 (el último de $1,884.45)',
      paymentsPhrase: 'primer pago de $2,267.31 y 11 pagos de $1,884.51 (el último de $1,884.45)',
      firstPeriodNote:
        'Tu primer pago es mayor que los demás porque cubre 41 días de intereses, del 21/11/2026 al 01/01/2027; los demás cubren un mes.',
      estimateNote:
        'Por la fecha de tu primer pago, el total es mayor que el estimado al solicitar ($22,614.06, con el primer pago a un mes).',
      total: Number(schedule.totals.payment),
      interestAndIva: Number(schedule.totals.payment) - pesos(15_000),
    });
    expect(view.options[0]!.total).toBe(pesos(22_996.86));
    // Another requested amount: the estimate the client saw was not this one, so no comparison.
    (await requested(16_000, 12)).sees({ options: [{ estimateNote: null, firstDiffers: true }] });
    (await requested(15_000, 9)).sees({ options: [{ estimateNote: null }] });
    // Without the start of the first period the card cannot say its days.
    const noStart = await opened({
      items: [personalLoan()],
      products: [{ ...longer, general: { ...longer.general, startDate: undefined } }],
    });
    noStart.sees({ options: [{ firstPeriodNote: null, firstDiffers: true }] });
  });

  it('an interest-free application says so on every option', async () => {
    const run = await opened({ items: [application({ isNoInterestPayments: true })] });
    run.sees({
      options: [option(DATE_1, '01-02-2026', true), option(DATE_2, '01-03-2026', true)],
    });
  });

  it("contract: each stage; 'compra' for a store purchase, 'proceso' for a personal loan", async () => {
    const run = await opened({ route: SIGNING_ROUTES.contract, input: { selectedDate: DATE_1 } });
    const contract = { screen: 'contract', stage: 'idle', wording: 'compra' };
    expect(run.view()).toEqual({ ...contract, applicationId: 'app-1', firstPaymentDate: DATE_1 });
    run.send({ type: 'CONTRACT.OPEN' });
    run.sees({ stage: 'widget' });
    run.send({ type: 'CONTRACT.FINISHED' });
    run.sees({ stage: 'validating' });
    const invalid = await opened({
      items: [personalLoan()],
      route: SIGNING_ROUTES.contract,
      input: { selectedDate: DATE_1 },
      profile: profileWith({ contractSignatureStatus: 'INVALID_SIGNATURE' }),
    });
    invalid.sees({ screen: 'contract', stage: 'invalid', wording: 'proceso' });
  });

  it('terms: the chosen option, ordinary and late rate, the PIN, the SMS and the phone it went to', async () => {
    const run = await opened({
      ...TERMS,
      profile: profileWith({ contractSignatureStatus: 'SIGNED', phoneNumber: '5512345678' }),
    });
    const rates = { ordinaryRate: '60.00%', lateRate: '90.00%' };
    const sms = { smsSent: true, sms: 'waiting', countdown: 60, phoneNumber: '5512345678' };
    const pin = { nip: '', nipError: null, signing: false };
    const option1 = option(DATE_1, '01-02-2026');
    expect(run.view()).toEqual({ screen: 'acceptTerms', option: option1, ...rates, ...pin, ...sms });
    await vi.advanceTimersByTimeAsync(59_000);
    run.sees({ sms: 'waiting', countdown: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    run.sees({ sms: 'ready', countdown: 0 });
    run.send({ type: 'CODE.RESEND' });
    run.sees({ sms: 'resending' });
    run.send({ type: 'NIP.CHANGE', value: '123456' }, { type: 'NIP.SUBMIT' });
    run.sees({ signing: true, nip: '123456' });
  });

  it('terms while the SMS is being sent', async () => {
    const run = await opened({ ...TERMS, sendCode: () => new Promise(() => {}) });
    run.sees({ sms: 'sending', smsSent: false });
  });

  it('payment table: the rows of the chosen option and their total', async () => {
    const run = await opened(TERMS);
    run.send({ type: 'NIP.CHANGE', value: '123456' }, { type: 'NIP.SUBMIT' });
    await run.settle();
    // Each row: 1,000.00 of capital, 206.90 of interest and 33.10 of IVA, 1,240.00 paid.
    const each = { capital: 100_000, interest: 20_690, vat: 3_310, payment: 124_000 };
    const row = (number: number, date: string, balance: number) => ({ number, date, ...each, balance });
    expect(run.view()).toEqual({
      screen: 'paymentTable',
      rows: [row(1, '01/02/2026', 200_000), row(2, '01/03/2026', 100_000), row(3, '01/04/2026', 0)],
      total: 372_000,
    });
  });

  it('payment table after a reload of a signed application: recomputed from it; none without its data', async () => {
    const signed = application({
      status: 'SIGNED',
      firstPaymentDate: '2026-02-01',
      approvedProducts: [],
      creditAmount: 3000,
      approvedPeriod: 3,
    });
    const run = await opened({ items: [signed], route: SIGNING_ROUTES.paymentTable, products: [] });
    const view = run.view();
    if (view.screen !== 'paymentTable') throw new Error(view.screen);
    const dated = ['1 01/02/2026', '2 01/03/2026', '3 01/04/2026'];
    expect(view.rows.map((r) => `${r.number} ${r.date}`)).toEqual(dated);
    expect(view.rows.at(-1)?.balance).toBe(0);
    expect(view.total).toBe(view.rows.reduce((sum, r) => sum + r.payment, 0));
    const bare = await opened({
      items: [application({ status: 'SIGNED', approvedProducts: [], firstPaymentDate: null })],
      route: SIGNING_ROUTES.paymentTable,
      products: [],
    });
    expect(bare.view()).toEqual({ screen: 'paymentTable', rows: [], total: 0 });
  });

  it('payment table after a reload, with the option it was signed with served: that table, not a recomputed one', async () => {
    // The signed option's table (its first payment differs) is the loan's; recomputing would state another.
    const own = {
      ...PRODUCTS[1]!,
      amortizations: PRODUCTS[1]!.amortizations.map((a, i) => (i === 0 ? { ...a, totalPayment: 1_300 } : a)),
    };
    const signed = application({ status: 'SIGNED', firstPaymentDate: DATE_2, approvedProducts: [own] });
    const run = await opened({ items: [signed], route: SIGNING_ROUTES.paymentTable, products: [] });
    const view = run.view();
    if (view.screen !== 'paymentTable') throw new Error(view.screen);
    expect(view.rows.map((r) => r.payment)).toEqual([130_000, 124_000, 124_000]);
    expect(view.total).toBe(378_000);
  });

  // The CLABE grouped, its bank and the mismatch error: signing.details.machine.test.ts; saving: the UI model.
  it('CLABE: what the account is for, by product — a store purchase is paid to the store, a loan is deposited', async () => {
    // Spec §2 "firma-exitosa": a personal loan's money goes to the client ("Tu dinero va en camino"), a store
    // purchase's to the merchant ("the merchant was notified"): the CLABE step must not promise the store's money.
    const atClabe = async (items: ReturnType<typeof application>[]) => {
      const run = await opened({ ...TERMS, items });
      run.send({ type: 'NIP.CHANGE', value: '123456' }, { type: 'NIP.SUBMIT' });
      await run.settle();
      run.send({ type: 'CONTINUE' });
      const view = run.view();
      if (view.screen !== 'clabe') throw new Error(view.screen);
      return view;
    };
    const store = await atClabe([application()]);
    expect(store.purpose).not.toMatch(/recibirás tu dinero/);
    expect(store.purpose).toBe(
      'Es la cuenta a tu nombre que registramos. El monto de tu compra se paga directamente a la tienda.',
    );
    expect((await atClabe([personalLoan()])).purpose).toBe('Es la cuenta donde recibirás tu dinero.');
  });

  it('success: the kind, the first payment date, the first payment of the table and the cash reference', async () => {
    // After a reload: the first payment of the option it was signed with (its date), not the application's
    // monthly payment (the regular one).
    const store = await opened({
      items: [application({ status: 'SIGNED', firstPaymentDate: DATE_2, monthlyPayment: '1250.00' })],
      route: SIGNING_ROUTES.success,
      profile: profileWith({ cashPaymentReference: 'REF-123' }),
    });
    const success = { screen: 'success', firstPayment: 124_000 };
    const storeSuccess = { type: 'STORE', firstPaymentDate: DATE_2, paymentReference: 'REF-123' };
    expect(store.view()).toEqual({ ...success, ...storeSuccess });
    // Without the table (the server serves no option): no amount, rather than the regular one as the first.
    const noOption = { firstPaymentDate: DATE_2, monthlyPayment: '1250.00', approvedProducts: null };
    const items = [application({ status: 'SIGNED', ...noOption })];
    const noTable = await opened({ items, route: SIGNING_ROUTES.success, products: [] });
    noTable.sees({ firstPayment: null, firstPaymentDate: DATE_2 });
    const chosen = await opened({
      items: [personalLoan({ status: 'SIGNED', approvedProducts: PRODUCTS })],
      route: SIGNING_ROUTES.success,
      input: { selectedDate: DATE_1 },
    });
    const loanSuccess = { type: 'PERSONAL_LOAN', firstPaymentDate: DATE_1, paymentReference: null };
    expect(chosen.view()).toEqual({ ...success, ...loanSuccess });
    const unknown = await opened({
      items: [personalLoan({ status: 'SIGNED', approvedProducts: [] })],
      route: SIGNING_ROUTES.success,
      products: [],
    });
    unknown.sees({ firstPayment: null, firstPaymentDate: null });
    unknown.send({ type: 'CONTINUE' });
    expect(unknown.view()).toEqual({ screen: 'leaving' });
  });

  it('two views are the same when every field is (lists compared by content)', async () => {
    const run = await opened();
    const a = run.view();
    expect(sameView(a, a)).toBe(true);
    expect(sameView(a, JSON.parse(JSON.stringify(a)))).toBe(true);
    run.send({ type: 'TERM.SELECT', date: DATE_1 });
    expect(sameView(a, run.view())).toBe(false);
    expect(sameView(a, { ...a, extra: 1 } as never)).toBe(false);
    expect(sameView({ screen: 'loading' }, { screen: 'loadFailed' })).toBe(false);
  });
});
