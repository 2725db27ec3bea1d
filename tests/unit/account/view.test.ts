/**
 * Mi cuenta figures, every one hand-computed: centavos from pesos and from the payments API, progress paid floored
 * (and at 0 when the balance exceeds what was disbursed), Activas / Pagadas / Pagos, badges, the schedule block,
 * the receipt and the payoff.
 */
import { describe, expect, it } from 'vitest';
import {
  type AccountData,
  type LoanDetailData,
  loanCard,
  loanDetailView,
  loanTitle,
  MARK_LABELS,
  paymentMethodLabel,
  paymentRow,
  payoffView,
  progressPercent,
  purchasesView,
  type ScheduledInstalment,
  scheduleBlock,
  standingLabel,
} from '../../../machines/account';
import { asCentavos as c, formatMXN } from '../../../src/domain/money';
import {
  accountData,
  balanceOf,
  loanApplication,
  samplePayment,
  samplePayoff,
  sampleSchedule,
} from '../../fixtures/account';

describe('progress paid = (1 − balance / ministrations) × 100, floored, never below 0', () => {
  it.each([
    // balance, ministrations, percent
    [451_740, 600_000, 24], // 1 − 4517.40/6000 = 0.24710 → 24
    [0, 600_000, 100],
    [600_000, 600_000, 0],
    [650_000, 600_000, 0], // balance above what was disbursed (interest): floored at 0, not −8
    [599_999, 600_000, 0], // 0.0001666 % → 0
    [1, 600_000, 99], // 99.99983 % → 99 (floored, not rounded to 100)
    [100, 0, 0], // nothing disbursed
  ])('balance %i of %i → %i %%', (balance, ministrations, percent) => {
    expect(progressPercent(c(balance), c(ministrations))).toBe(percent);
  });
});

describe('a loan card', () => {
  it('converts pesos to exact centavos and reads the standing', () => {
    const card = loanCard(loanApplication(), balanceOf('a-1'));
    expect(card).toMatchObject({
      id: 'a-1',
      serialNumber: 'SOL-0001',
      liquidatedAt: null,
      nextDueLabel: null,
      title: 'Muebles Roble',
      standing: 'current',
      overdueBalance: 0,
      totalBalance: 451_740,
      ministrations: 600_000,
      paymentsTotal: 225_833,
      nextMonthsOverdue: 225_833,
      progress: 24,
      creditAmount: 600_000,
      monthlyPayment: 225_833,
      term: 3,
    });
  });

  it('is Vencida with any overdue centavo, and shows no badge without a balance', () => {
    expect(loanCard(loanApplication(), balanceOf('a-1', { overdueBalance: 0.01 })).standing).toBe('overdue');
    expect(loanCard(loanApplication(), undefined).standing).toBeNull();
    expect(standingLabel(null)).toBeNull();
  });

  it('names a personal loan and a liquidated loan is 100 % paid', () => {
    const card = loanCard(
      loanApplication({ type: 'PERSONAL_LOAN', store: null, liquidatedAt: '2026-03-01T00:00:00.000Z' }),
      balanceOf('a-1', { totalBalance: 0 }),
    );
    expect(card.title).toBe('Préstamo personal');
    expect(card.progress).toBe(100);
  });
});

describe('the tabs', () => {
  // What Activas and Pagadas list, and the flag of unread balances: the purchases rule's model
  // (tests/rules/purchases, every class of loan with and without balances).
  const confirmed = loanApplication({ id: 'a-3', status: 'CONFIRMED' });

  it('credit available = limit − (overdue + current), floored at 0; none without a limit or balances', () => {
    // 30,000.00 − (0 + 4,517.40) − (1,000.00 + 3,517.40) = 20,965.20
    const view = purchasesView(
      accountData({
        applications: [loanApplication(), confirmed],
        balances: [
          balanceOf('a-1'),
          balanceOf('a-3', { overdueBalance: 1000, currentBalance: 3517.4, totalBalance: 4517.4 }),
        ],
      }),
    );
    expect(view.creditAvailable).toBe(2_096_520);
    expect(purchasesView(accountData({ creditLimit: 4000 })).creditAvailable).toBe(0);
    expect(purchasesView(accountData({ creditLimit: 0 })).creditAvailable).toBeNull();
    expect(purchasesView(accountData({ balances: null })).creditAvailable).toBeNull();
  });

  it('a failed balance read: payments still show', () => {
    expect(purchasesView(accountData({ balances: null })).payments).toHaveLength(1);
  });
});

describe('a payment (amounts arrive in centavos)', () => {
  it('is a receipt: method label, dd/MM/yyyy in Mexico City, applied, received and unapplied', () => {
    const row = paymentRow(samplePayment, [loanApplication()]);
    expect(row).toEqual({
      id: 'p-1',
      method: 'Pago en efectivo (OXXO)',
      date: '01/02/2026', // 17:30 UTC is 11:30 in Mexico City
      appliedAmount: 225_833,
      originalAmount: 230_000,
      unappliedAmount: 4_167,
      applications: [{ id: 'a-1', title: 'Muebles Roble · SOL-0001', amount: 225_833 }],
    });
    expect(formatMXN(row.appliedAmount)).toBe('$2,258.33');
    expect(formatMXN(row.unappliedAmount)).toBe('$41.67');
  });

  it('a payment late in the evening in Mexico City keeps its local date', () => {
    expect(paymentRow({ ...samplePayment, paidAt: '2026-03-01T05:00:00.000Z' }, []).date).toBe('28/02/2026');
  });

  it.each([
    ['bank_transfer_payment', 'Transferencia electrónica'],
    ['cash_payment', 'Pago en efectivo (OXXO)'],
    ['referral_bonification', 'Bonificación por referido'],
    ['BBVA', 'Depósito bancario (BBVA)'],
    ['anything else', 'Depósito bancario (BBVA)'],
  ])('method %s is %s', (method, label) => {
    expect(paymentMethodLabel(method)).toBe(label);
  });
});

describe('the schedule block and the payoff', () => {
  it('counts the payments, takes the monthly amount and sums the total exactly', () => {
    const block = scheduleBlock(sampleSchedule);
    expect(block.count).toBe(3);
    expect(block.monthlyAmount).toBe(225_833);
    expect(block.total).toBe(677_500); // 2 × 2,258.33 + 2,258.34 = 6,775.00
    expect(block.payments).toBe('3 pagos mensuales de $2,258.33 (el último de $2,258.34)');
    expect(block.rows.map((r) => `${r.label} ${r.date} ${r.markLabel}`)).toEqual([
      'Pago 1 de 3 01/02/2026 Pagado',
      'Pago 2 de 3 01/03/2026 Siguiente pago',
      'Pago 3 de 3 01/04/2026 Pendiente',
    ]);
  });

  it('payoff: capital + interest + IVA in centavos', () => {
    const p = payoffView(samplePayoff);
    expect(p.capital + p.interest + p.iva).toBe(451_740);
    expect(p.payoffAmount).toBe(451_740);
    expect(formatMXN(p.payoffAmount)).toBe('$4,517.40');
    expect(p.date).toBe('10/02/2026');
    expect(payoffView({ ...samplePayoff, savings: 10_000 }).savings).toBe(10_000);
  });

  it('the detail of an unknown or undisbursed loan is not found', () => {
    const data = { ...accountData(), schedule: sampleSchedule, payoff: samplePayoff };
    expect(loanDetailView({ ...data, applicationId: 'nope' })).toEqual({ found: false });
    const detail = loanDetailView({ ...data, applicationId: 'a-1' });
    expect(detail.found && detail.payments.map((p) => p.id)).toEqual(['p-1']);
  });
});

/** Sample data of several loans: a store purchase, a personal loan, a liquidated purchase, one without a balance,
 * one only signed and a rejected one with a liquidatedAt (neither disbursed). */
describe('several loans', () => {
  const loan = { id: 'a-2', serialNumber: 'SOL-0002', status: 'CONFIRMED' } as const;
  const personal = loanApplication({ ...loan, type: 'PERSONAL_LOAN', store: null, monthlyPayment: null });
  const liquidatedAt = '2026-01-20T18:00:00.000Z';
  const liquidated = loanApplication({ id: 'a-3', store: null, liquidatedAt });
  const signed = loanApplication({ id: 'a-5', status: 'SIGNED' });
  const rejected = loanApplication({ id: 'a-6', status: 'REJECTED', liquidatedAt });
  const applications = [
    loanApplication(),
    personal,
    liquidated,
    loanApplication({ id: 'a-4' }),
    signed,
    rejected,
  ];
  const paidTo = (id: string, applicationPayments: { applicationId: string; amount: number }[]) => ({
    ...samplePayment,
    id,
    applicationPayments,
  });
  const toBoth = paidTo('p-2', [
    { applicationId: 'a-1', amount: 125_833 },
    { applicationId: 'a-2', amount: 100_000 },
  ]);
  const toUnknown = {
    ...paidTo('p-3', [{ applicationId: 'a-9', amount: 225_833 }]),
    ...{ method: 'bank_transfer_payment', originalAmount: 225_833 },
  };
  const data = (overrides: Partial<AccountData> = {}): AccountData =>
    accountData({
      applications,
      // 4,517.40 owed on a-1, 8,000.00 on a-2; the liquidated and the signed loans' balances do not count
      balances: [
        balanceOf('a-1'),
        balanceOf('a-2', { totalBalance: 8000, currentBalance: 8000 }),
        balanceOf('a-3', { totalBalance: 300 }),
        balanceOf('a-5'),
      ],
      payments: [samplePayment, toBoth, toUnknown],
      ...overrides,
    });

  it.each([
    ['STORE', true, 'Muebles Roble'],
    ['PERSONAL_LOAN', true, 'Muebles Roble'],
    ['PERSONAL_LOAN', false, 'Préstamo personal'],
    ['STORE', false, 'Compra'],
  ] as const)('a %s loan with a store: %s is titled %s', (type, withStore, title) => {
    expect(loanTitle({ type, store: withStore ? loanApplication().store : null })).toBe(title);
  });

  it('the card: the disbursed amount from the balance, else the credit amount; the next due date named', () => {
    const fromBalance = loanCard(
      loanApplication(),
      balanceOf('a-1', { totalBalance: 2500, ministrations: 5000 }),
    );
    expect([fromBalance.ministrations, fromBalance.creditAmount, fromBalance.progress]).toEqual([
      500_000, 600_000, 50,
    ]);
    expect(loanCard(loanApplication(), undefined)).toMatchObject({
      ...{ standing: null, overdueBalance: 0, totalBalance: 0, paymentsTotal: 0, nextMonthsOverdue: 0 },
      ...{ ministrations: 600_000, progress: 0, nextDueLabel: null },
    });
    expect(loanCard(liquidated, undefined).progress).toBe(100);
    // Read on 28/11/2026, first payment due 01/01/2027: not "el día 1 del próximo mes" (01/12/2026).
    const b = balanceOf('a-2', {}, 1357.62);
    b.creditBalance.nextMonthsBalance.nextDueDate = '2027-01-01';
    expect(loanCard(personal, b)).toMatchObject({
      nextDueLabel: 'Por pagar el 01/01/2027',
      nextMonthsOverdue: 135_762,
    });
  });

  it('a payment row names every loan it paid (an unknown one is a Compra) and never a negative unapplied amount', () => {
    expect(paymentRow(toBoth, applications).applications).toEqual([
      { id: 'a-1', title: 'Muebles Roble · SOL-0001', amount: 125_833 },
      { id: 'a-2', title: 'Préstamo personal · SOL-0002', amount: 100_000 },
    ]);
    expect(paymentRow(toUnknown, applications)).toMatchObject({
      method: 'Transferencia electrónica',
      unappliedAmount: 0,
      applications: [{ id: 'a-9', title: 'Compra', amount: 225_833 }],
    });
    expect(paymentRow({ ...samplePayment, originalAmount: 200_000 }, []).unappliedAmount).toBe(0);
  });

  it('the tabs: never the signed, the rejected or an unbalanced loan; Pagadas without a balance; every payment', () => {
    const view = purchasesView(data());
    expect(view.active.map((l) => l.id)).toEqual(['a-1', 'a-2']);
    expect(view.paid.map((l) => l.id)).toEqual(['a-3']);
    expect(view.payments.map((p) => p.id)).toEqual(['p-1', 'p-2', 'p-3']);
    expect(purchasesView(data({ balances: [balanceOf('a-1')] })).paid).toMatchObject([
      { id: 'a-3', standing: null, totalBalance: 0 },
    ]);
    const unread = purchasesView(data({ balances: null }));
    expect(unread.paid).toMatchObject([{ id: 'a-3', standing: null }]);
    expect(unread.payments).toHaveLength(3);
    expect(purchasesView(accountData({ applications: [], balances: [], payments: [] }))).toEqual({
      ...{ active: [], paid: [], payments: [], failedToObtainBalance: false, creditAvailable: 3_000_000 },
    });
  });

  it('credit available counts the active loans only (30,000 − 12,517.40), at the centavo', () => {
    expect(purchasesView(data()).creditAvailable).toBe(1_748_260);
    expect(purchasesView(data({ creditLimit: 12_517.4 })).creditAvailable).toBe(0);
    expect(purchasesView(data({ creditLimit: 12_517.41 })).creditAvailable).toBe(1);
  });

  it('the detail: only the payments of that loan; a liquidated one without payoff; unread balances flagged', () => {
    const read = { schedule: sampleSchedule, payoff: samplePayoff };
    const detail = (applicationId: string, overrides: Partial<LoanDetailData> = {}) =>
      loanDetailView({ ...data(), applicationId, ...read, ...overrides });
    expect(detail('a-2')).toEqual({
      found: true,
      loan: loanCard(personal, data().balances![1]),
      schedule: scheduleBlock(sampleSchedule),
      payoff: payoffView(samplePayoff),
      payments: [paymentRow(toBoth, applications)],
      failedToObtainBalance: false,
    });
    const liquidatedDetail = { found: true, payoff: null, payments: [] };
    expect(detail('a-3', { payoff: null, schedule: [] })).toMatchObject(liquidatedDetail);
    expect(detail('a-1', { balances: null })).toMatchObject({
      found: true,
      loan: { standing: null, totalBalance: 0, progress: 0 },
      failedToObtainBalance: true,
    });
    for (const id of ['a-5', 'a-6', 'a-9']) expect(detail(id)).toEqual({ found: false });
  });
});

describe('the schedule marks and statements', () => {
  const at = (mark: ScheduledInstalment['mark'], amount = 225_833) => ({
    ...sampleSchedule[1]!,
    amount,
    mark,
  });

  it('every mark has its label (design copy)', () => {
    const labels = { paid: 'Pagado', next: 'Siguiente pago', notMade: 'No realizado', advance: 'Adelantado' };
    expect(MARK_LABELS).toEqual({ ...labels, pending: 'Pendiente' });
    expect(scheduleBlock([at('notMade'), at('advance')]).rows.map((r) => r.markLabel)).toEqual([
      'No realizado',
      'Adelantado',
    ]);
  });

  it('a first period longer than a month: the first payment apart; an empty schedule says nothing', () => {
    expect(scheduleBlock([at('paid', 226_731), at('next'), at('pending')])).toMatchObject({
      payments: 'Primer pago de $2,267.31 y 2 pagos de $2,258.33',
      ...{
        firstAmount: 226_731,
        monthlyAmount: 225_833,
        lastAmount: 225_833,
        firstDiffers: true,
        lastDiffers: false,
      },
      total: 226_731 + 2 * 225_833,
    });
    const lastApart = { lastAmount: 225_834, firstDiffers: false, lastDiffers: true };
    expect(scheduleBlock(sampleSchedule)).toMatchObject(lastApart);
    expect(scheduleBlock([])).toEqual({
      ...{ count: 0, payments: '', firstAmount: 0, monthlyAmount: 0, lastAmount: 0 },
      ...{ firstDiffers: false, lastDiffers: false, total: 0, rows: [] },
    });
  });
});
