/**
 * Mi cuenta figures, every one hand-computed: centavos from pesos and from the payments API, progress paid floored
 * (and at 0 when the balance exceeds what was disbursed), Activas / Pagadas / Pagos, badges, the schedule block,
 * the receipt and the payoff.
 */
import { describe, expect, it } from 'vitest';
import {
  loanCard,
  loanDetailView,
  paymentMethodLabel,
  paymentRow,
  payoffView,
  progressPercent,
  purchasesView,
  scheduleBlock,
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
  const paid = loanApplication({
    id: 'a-2',
    serialNumber: 'SOL-0002',
    liquidatedAt: '2026-02-20T00:00:00.000Z',
  });
  const confirmed = loanApplication({ id: 'a-3', status: 'CONFIRMED' });
  const approved = loanApplication({ id: 'a-4', status: 'APPROVED' });

  it('Activas: PAID or CONFIRMED with a balance and not liquidated; Pagadas: liquidated', () => {
    const view = purchasesView(
      accountData({
        applications: [loanApplication(), paid, confirmed, approved],
        balances: [balanceOf('a-1'), balanceOf('a-2', { totalBalance: 0 }), balanceOf('a-3')],
      }),
    );
    expect(view.active.map((l) => l.id)).toEqual(['a-1', 'a-3']);
    expect(view.paid.map((l) => l.id)).toEqual(['a-2']);
    expect(view.failedToObtainBalance).toBe(false);
  });

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

  it('a failed balance read leaves Activas empty and flags it; payments still show', () => {
    const view = purchasesView(accountData({ balances: null }));
    expect(view.active).toEqual([]);
    expect(view.failedToObtainBalance).toBe(true);
    expect(view.payments).toHaveLength(1);
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
  });

  it('the detail of an unknown or undisbursed loan is not found', () => {
    const data = { ...accountData(), schedule: sampleSchedule, payoff: samplePayoff };
    expect(loanDetailView({ ...data, applicationId: 'nope' })).toEqual({ found: false });
    const detail = loanDetailView({ ...data, applicationId: 'a-1' });
    expect(detail.found && detail.payments.map((p) => p.id)).toEqual(['p-1']);
  });
});
