/**
 * What the credit application screens show (applicationView) in every state of the real machine, field by field:
 * the screen, busy, the menu only on the result routes, the §6 cap, the §9 term bands and MSI badges, the estimate
 * and cost (and `costSummary` itself), the working statuses and the result. What the UI model reads on the page in
 * every state (the titles and progress, the lookup's and the countdown's texts, each busy button:
 * application.screens.ts) is not restated.
 */
import { describe, expect, it, vi } from 'vitest';
import { applicationView, costSummary } from '../../../machines/application';
import { pesos } from '../../../src/domain/money';
import { fakeTimersFrom } from '../../fixtures/clock.ts';
import { catLabels, mxn, oracleCat, oracleTable } from '../../model/oracle/amortization.ts';
import {
  afterDebounce,
  atAddress,
  atConsent,
  atReferences,
  cannotCreate,
  eligible,
  fillAddress,
  fillConsent,
  fillReferences,
  NOW,
  PERSONAL_INPUT,
  product,
  STORE_INPUT,
  settle,
  start,
  started,
} from './application.harness';
import { TOO_MANY } from './application.texts.ts';

fakeTimersFrom(NOW);

describe('applicationView', () => {
  it('loading (preparing): a spinner, no title, no progress, no menu', () => {
    const f = start(STORE_INPUT);
    const view = applicationView(f.snap());
    expect(view).toEqual({
      screen: 'loading',
      busy: true,
      title: null,
      progress: null,
      showMenu: false,
      product: { productPrice: '', creditAmount: '', requestedPeriod: 3 },
      productErrors: {},
      address: f.ctx().address,
      addressErrors: {},
      lookup: null,
      employment: f.ctx().employment,
      employmentErrors: {},
      references: f.ctx().references,
      referenceErrors: {},
      consent: { creditCheck: false, ownBehalf: false, nip: '' },
      consentErrors: {},
      now: NOW,
      isStore: true,
      storeName: 'Muebles Ruiz',
      limitText: '$50,000.00',
      terms: { disabled: true, terms: [{ months: 3, noInterest: false }] },
      estimating: false,
      estimateText: null,
      cost: null,
      noInterestTerm: false,
      lookingUpPostalCode: false,
      working: false,
      countdown: 0,
      canResend: false,
      resending: false,
      result: null,
      limitMessage: TOO_MANY,
    });
    // The forms' values and errors, never the machine's whole context.
    expect(view).not.toHaveProperty('context');
    const c = f.snap().context;
    for (const key of ['product', 'address', 'employment', 'references', 'consent', 'lookup'] as const)
      expect(view[key]).toBe(c[key]);
  });

  it('store product: its title, the store, terms of the band with the store MSI badge, not busy', async () => {
    const f = await started(STORE_INPUT, {
      'catalog.storeNoInterestPayments': async () => ({
        noInterestPayments: [{ productPeriod: 6, active: true }],
      }),
    });
    product(f, '30000', '25000');
    const view = applicationView(f.snap());
    expect(view).toMatchObject({ screen: 'product', busy: false, progress: null });
    expect(view).toMatchObject({ showMenu: false, isStore: true });
    expect(view.title).toBe('Información de tu compra');
    expect(view.terms).toEqual({
      disabled: false,
      terms: [3, 6, 9, 12, 15, 18, 24].map((months) => ({ months, noInterest: months === 6 })),
    });
    expect(view).toMatchObject({ estimating: true, estimateText: null, cost: null, noInterestTerm: false });
    f.send({ type: 'TERM.SELECT', requestedPeriod: 6 });
    expect(applicationView(f.snap()).noInterestTerm).toBe(true);
  });

  it('the estimate: estimating while waiting and asking, then its text and the cost', async () => {
    let answer: ((v: { estimatedMonthlyPayment: number }) => void) | undefined;
    const f = await started(STORE_INPUT, {
      'applications.estimatedMonthlyPayment': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    product(f, '12000', '10000');
    expect(applicationView(f.snap()).estimating).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(f.snap().matches({ product: 'estimating' })).toBe(true);
    expect(applicationView(f.snap()).estimating).toBe(true);
    expect(applicationView(f.snap()).busy).toBe(false);
    answer?.({ estimatedMonthlyPayment: 3843.21 });
    await settle();
    const view = applicationView(f.snap());
    expect(view).toMatchObject({ estimating: false, estimateText: '$3,843.21' });
    // 3 × 3,843.21; CAT of the French table at the store rate (60 %), first payment 1 February 2026.
    // (the amortization oracle's, written from the spec)
    const cat = catLabels(
      oracleCat(
        oracleTable({ principal: 1_000_000n, bps: 6000, months: 3, firstPaymentDate: '2026-02-01' }),
        1_000_000n,
      ).percent,
    );
    // The answer is not the table's payment (3,736.xx): it is stated alone, 3 × 3,843.21.
    expect(view.cost).toMatchObject({
      noInterest: false,
      payments: '3 pagos mensuales de $3,843.21',
      totalText: '$11,529.63',
    });
    expect(cat).toContain(view.cost?.catText);
    expect(view.cost?.cat.label).toBe(view.cost?.catText);
    expect(view.noInterestTerm).toBe(false);
  });

  it('personal loan: its title, no store, the first four bands and the MSI badge up to 12 months; interest-free total', async () => {
    const f = await started(PERSONAL_INPUT, {
      'applications.estimatedMonthlyPayment': async () => ({ estimatedMonthlyPayment: 3333.33 }),
    });
    product(f, '', '10000');
    await afterDebounce();
    const view = applicationView(f.snap());
    expect(view).toMatchObject({ screen: 'product', title: 'Información de tu préstamo', isStore: false });
    expect(view).toMatchObject({ storeName: null, limitText: '$15,000.00' });
    expect(view.terms.terms).toEqual(
      [3, 6, 9, 12, 15, 18].map((months) => ({ months, noInterest: months <= 12 })),
    );
    expect(view.noInterestTerm).toBe(true);
    expect(view.cost?.noInterest).toBe(true);
    // Interest-free: the total is the amount.
    expect(view.cost?.totalText).toBe('$10,000.00');
    f.send({ type: 'TERM.SELECT', requestedPeriod: 15 });
    expect(applicationView(f.snap()).noInterestTerm).toBe(false);
    expect(applicationView(f.snap()).cost).toBeNull();
  });

  // The forms' titles and progress (25, 50, 75) and the postal-code lookup's wait: the UI model's state checks.
  it('the employment: working statuses; submitting from the references: still that screen, busy', async () => {
    const f = await atAddress();
    await fillAddress(f);
    f.send({ type: 'ADDRESS.SUBMIT' });
    expect(applicationView(f.snap())).toMatchObject({ screen: 'employment', working: false });
    const working = (status: string) => {
      f.send({ type: 'EMPLOYMENT.CHANGE', field: 'status', value: status });
      return applicationView(f.snap()).working;
    };
    const statuses = ['EMPLOYED', 'INDEPENDENT', 'RETIRED', 'HOMEMAKER', 'UNEMPLOYED'];
    expect(statuses.map(working)).toEqual([true, true, true, false, false]);
    const r = await atReferences();
    fillReferences(r);
    r.send({ type: 'REFERENCES.SUBMIT' });
    expect(applicationView(r.snap())).toMatchObject({ screen: 'references', busy: true, progress: 75 });
  });

  it('submitting from the product: the product screen, busy', async () => {
    const f = await started(PERSONAL_INPUT);
    product(f, '', '10000');
    f.send({ type: 'PRODUCT.SUBMIT' });
    const busy = { screen: 'product', busy: true, title: 'Información de tu préstamo', progress: null };
    expect(applicationView(f.snap())).toMatchObject(busy);
  });

  it('interest offer and result show the menu, no title, no progress', async () => {
    const f = await atConsent({ 'applications.process': async (i) => eligible(i.id) });
    // Permisos (its title, 100 %, the countdown and the resend link: the UI model's states) hides the menu.
    expect(applicationView(f.snap())).toMatchObject({ screen: 'consent', showMenu: false });
    fillConsent(f);
    await f.sendAndSettle({ type: 'CONSENT.SUBMIT' });
    const decided = { busy: false, title: null, progress: null, showMenu: true };
    expect(applicationView(f.snap())).toMatchObject({ screen: 'interestOffer', ...decided });
    f.send({ type: 'OFFER.ACCEPT' });
    expect(applicationView(f.snap()).busy).toBe(true);
    await settle();
    expect(applicationView(f.snap())).toMatchObject({
      screen: 'result',
      ...decided,
      result: {
        kind: 'APPROVED',
        title: '¡Tu solicitud ha sido autorizada!',
        action: 'Elegir plazo',
        documents: false,
        applicationId: 'a-1',
      },
    });
    f.send({ type: 'FINISH' });
    expect(applicationView(f.snap())).toMatchObject({ screen: 'done', ...decided, showMenu: false });
  });

  // Its §8 text by reason: application.actions/.submission tests and the UI model (checkApplication); a saved
  // PREAPPROVED result's screen: application.result-screens.test.tsx.
  it('the limit screen shows the menu', async () => {
    const f = await cannotCreate({ reason: 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED' });
    expect(applicationView(f.snap())).toMatchObject({ screen: 'limitExceeded', busy: false, showMenu: true });
  });
});

// The cost shown before consent (machines/application/product.ts `costSummary`): the payment statement and the
// total of the estimate's table (src/domain/statement.ts), and its CAT.
describe('cost before consent', () => {
  it('cost: the statement and total of the table (with its last payment); the CAT of the French table', () => {
    // The expected figures are the amortization oracle's (written from the spec), not src/domain's.
    const schedule = (bps: number) =>
      oracleTable({ principal: 1_000_000n, bps, months: 6, firstPaymentDate: '2026-02-01' });
    const catOf = (bps: number) => catLabels(oracleCat(schedule(bps), 1_000_000n).percent);
    // The estimate is the table's instalment: the table's statement, its last payment and its exact total.
    const table = schedule(6000);
    expect(table.instalment).toBe(202_087n);
    const cost = costSummary(pesos(10_000), 6, pesos(2_020.87), 'STORE', false, NOW);
    expect(cost).toMatchObject({
      monthlyPayment: pesos(2_020.87),
      total: Number(table.totals.payment),
      payments: `6 pagos mensuales de $2,020.87 (el último de ${mxn(table.rows[5]!.payment)})`,
      noInterest: false,
    });
    expect(catOf(6000)).toContain(cost?.cat.label);
    expect(table.totals.payment).not.toBe(table.instalment * 6n);
    // An estimate that is not the table's: stated alone, N × the estimate, so its figures still add up.
    const alone = costSummary(pesos(10_000), 6, pesos(1_920.5), 'STORE', false, NOW);
    expect(alone).toMatchObject({
      monthlyPayment: pesos(1_920.5),
      total: pesos(11_523),
      payments: '6 pagos mensuales de $1,920.50',
      noInterest: false,
    });
    expect(catOf(6000)).toContain(alone?.cat.label);
    // Interest-free: the table sums to the amount; its last payment takes the centavos.
    const free = costSummary(pesos(10_000), 6, pesos(1_666.67), 'PERSONAL_LOAN', true, NOW);
    expect(free).toMatchObject({
      monthlyPayment: pesos(1_666.67),
      total: pesos(10_000),
      payments: '6 pagos mensuales de $1,666.67 (el último de $1,666.65)',
      noInterest: true,
    });
    expect(catOf(0)).toContain(free?.cat.label);
    // Interest-free with an estimate that is not the table's: the amount (§9), still.
    expect(costSummary(pesos(10_000), 6, pesos(1_700), 'PERSONAL_LOAN', true, NOW)?.total).toBe(
      pesos(10_000),
    );
    // A term without a rate, or nothing to finance: none.
    expect(costSummary(pesos(10_000), 5, pesos(1_000), 'STORE', false, NOW)).toBeNull();
    expect(costSummary(pesos(10_000), 24, pesos(1_000), 'PERSONAL_LOAN', false, NOW)).toBeNull();
    expect(costSummary(pesos(0), 6, pesos(0), 'STORE', false, NOW)).toBeNull();
    // No readable clock, no first payment date to build the table on: none, without failing the screen.
    expect(costSummary(pesos(10_000), 6, pesos(1_000), 'STORE', false, Number.NaN)).toBeNull();
  });
});
