/**
 * What the Mi cuenta screens show (machines/account/view.ts), field by field (spec §2 "Mi cuenta", §3 balance and
 * payment, §4 "Mi cuenta", §9): Activas are PAID or CONFIRMED loans with a balance and no liquidatedAt, Pagadas
 * those with liquidatedAt; a loan is Vencida when overdueBalance > 0; balances arrive in pesos and payments,
 * schedules and payoffs in centavos; progress paid = (1 − balance / ministrations) × 100, floored at 0; credit
 * available = limit − (overdue + current), floored at 0; dates dd/MM/yyyy in Mexico City.
 */
import { describe, expect, it } from 'vitest';
import {
  type AccountData,
  type Application,
  type ApplicationBalance,
  type LoanCard,
  type LoanDetailData,
  loanCard,
  loanDetailView,
  loanTitle,
  MARK_LABELS,
  type Payment,
  type Payoff,
  paymentRow,
  payoffView,
  progressPercent,
  purchasesView,
  type ScheduledInstalment,
  scheduleBlock,
} from '../../../machines/account';
import { asCentavos } from '../../../src/domain/money';
import { balanceOf, loanApplication } from '../../fixtures/account';

const MUEBLES = { id: 's-1', name: 'Muebles Roble', sector: 'HOME_AND_FURNITURE' } as const;

/** Active store purchase, overdue: $1,250.50 overdue of $4,517.40 to pay off, $6,000 disbursed. */
const storeLoan = loanApplication({
  id: 'a-1',
  serialNumber: 'SOL-0001',
  status: 'PAID',
  store: MUEBLES,
  creditAmount: 6000,
  monthlyPayment: '2258.33',
  approvedPeriod: 3,
  liquidatedAt: null,
});
/** Active personal loan, up to date: $8,000 of $10,000 left (20 % paid), no monthly payment chosen yet. */
const personalLoan = loanApplication({
  id: 'a-2',
  serialNumber: 'SOL-0002',
  status: 'CONFIRMED',
  type: 'PERSONAL_LOAN',
  store: null,
  storeId: null,
  creditAmount: 10000,
  monthlyPayment: null,
  approvedPeriod: 6,
  liquidatedAt: null,
});
/** Liquidated purchase without a store (named 'Compra'); its balance still says 10 % is owed. */
const liquidated = loanApplication({
  id: 'a-3',
  serialNumber: 'SOL-0003',
  status: 'PAID',
  type: 'STORE',
  store: null,
  storeId: null,
  creditAmount: 3000,
  monthlyPayment: '1129.17',
  approvedPeriod: 3,
  liquidatedAt: '2026-01-20T18:00:00.000Z',
});
/** Disbursed and not liquidated, but the server sent no balance for it: in neither tab. */
const withoutBalance = loanApplication({ id: 'a-4', serialNumber: 'SOL-0004', status: 'PAID' });
/** Signed but not disbursed, with a balance: not a loan of Mi cuenta. */
const signed = loanApplication({ id: 'a-5', serialNumber: 'SOL-0005', status: 'SIGNED' });
/** Rejected with a liquidatedAt (never disbursed): not in Pagadas. */
const rejected = loanApplication({
  id: 'a-6',
  serialNumber: 'SOL-0006',
  status: 'REJECTED',
  liquidatedAt: '2026-01-20T18:00:00.000Z',
});

const balances: ApplicationBalance[] = [
  balanceOf(
    'a-1',
    { overdueBalance: 1250.5, totalBalance: 4517.4, paymentsTotal: 2258.33, ministrations: 6000 },
    2258.33,
  ),
  balanceOf(
    'a-2',
    { overdueBalance: 0, totalBalance: 8000, paymentsTotal: 2000, ministrations: 10000 },
    1900,
  ),
  balanceOf('a-3', { overdueBalance: 0, totalBalance: 300, paymentsTotal: 2700, ministrations: 3000 }, 0),
  balanceOf('a-5', { overdueBalance: 0, totalBalance: 500, paymentsTotal: 0, ministrations: 500 }, 0),
];

/** Centavos (spec §9: the payments API sends cents). Paid at 21:15 on 28 Feb in Mexico City (03:15 UTC on 1 Mar). */
const cashPayment: Payment = {
  id: 'p-1',
  method: 'cash_payment',
  paidAt: '2026-03-01T03:15:00.000Z',
  appliedAmount: 225_833,
  originalAmount: 230_000,
  applicationPayments: [
    { applicationId: 'a-1', amount: 125_833 },
    { applicationId: 'a-2', amount: 100_000 },
  ],
};
const transferToUnknown: Payment = {
  id: 'p-2',
  method: 'bank_transfer_payment',
  paidAt: '2026-02-01T17:30:00.000Z',
  appliedAmount: 50_000,
  originalAmount: 50_000,
  applicationPayments: [{ applicationId: 'a-9', amount: 50_000 }],
};
const referral: Payment = {
  id: 'p-3',
  method: 'referral_bonification',
  paidAt: '2026-01-15T12:00:00.000Z',
  appliedAmount: 20_000,
  originalAmount: 20_000,
  applicationPayments: [{ applicationId: 'a-2', amount: 20_000 }],
};

const applications: Application[] = [storeLoan, personalLoan, liquidated, withoutBalance, signed, rejected];

function data(overrides: Partial<AccountData> = {}): AccountData {
  return {
    applications,
    balances,
    payments: [cashPayment, transferToUnknown, referral],
    creditLimit: 30_000,
    ...overrides,
  };
}

const storeCard: LoanCard = {
  id: 'a-1',
  title: 'Muebles Roble',
  serialNumber: 'SOL-0001',
  standing: 'overdue',
  overdueBalance: asCentavos(125_050),
  totalBalance: asCentavos(451_740),
  ministrations: asCentavos(600_000),
  paymentsTotal: asCentavos(225_833),
  nextMonthsOverdue: asCentavos(225_833),
  // (1 − 4,517.40 / 6,000) × 100 = 24.71 → 24
  progress: 24,
  creditAmount: asCentavos(600_000),
  monthlyPayment: asCentavos(225_833),
  term: 3,
  liquidatedAt: null,
  nextDueLabel: null,
};
const personalCard: LoanCard = {
  id: 'a-2',
  // design copy (the spec names the personal loan, not its card title)
  title: 'Préstamo personal',
  serialNumber: 'SOL-0002',
  standing: 'current',
  overdueBalance: asCentavos(0),
  totalBalance: asCentavos(800_000),
  ministrations: asCentavos(1_000_000),
  paymentsTotal: asCentavos(200_000),
  nextMonthsOverdue: asCentavos(190_000),
  progress: 20,
  creditAmount: asCentavos(1_000_000),
  monthlyPayment: null,
  term: 6,
  liquidatedAt: null,
  nextDueLabel: null,
};
const liquidatedCard: LoanCard = {
  id: 'a-3',
  title: 'Compra',
  serialNumber: 'SOL-0003',
  standing: 'current',
  overdueBalance: asCentavos(0),
  totalBalance: asCentavos(30_000),
  ministrations: asCentavos(300_000),
  paymentsTotal: asCentavos(270_000),
  nextMonthsOverdue: asCentavos(0),
  // liquidated: 100 whatever the balance says (it would give 90)
  progress: 100,
  creditAmount: asCentavos(300_000),
  monthlyPayment: asCentavos(112_917),
  term: 3,
  liquidatedAt: '2026-01-20T18:00:00.000Z',
  nextDueLabel: null,
};

describe('loan title', () => {
  it('the store, else the personal loan, else a purchase', () => {
    expect(loanTitle({ store: MUEBLES, type: 'STORE' })).toBe('Muebles Roble');
    expect(loanTitle({ store: MUEBLES, type: 'PERSONAL_LOAN' })).toBe('Muebles Roble');
    expect(loanTitle({ store: null, type: 'PERSONAL_LOAN' })).toBe('Préstamo personal');
    expect(loanTitle({ store: null, type: 'STORE' })).toBe('Compra');
  });
});

describe('progress paid (§9: (1 − balance / ministrations) × 100, floored at 0)', () => {
  it('a whole percent, rounded down, never below 0', () => {
    expect(progressPercent(asCentavos(451_740), asCentavos(600_000))).toBe(24);
    expect(progressPercent(asCentavos(599_999), asCentavos(600_000))).toBe(0);
    expect(progressPercent(asCentavos(1), asCentavos(600_000))).toBe(99);
    expect(progressPercent(asCentavos(0), asCentavos(600_000))).toBe(100);
    expect(progressPercent(asCentavos(700_000), asCentavos(600_000))).toBe(0);
  });
});

describe('loan card', () => {
  it('an overdue loan: Vencida, its balances in centavos, what falls due next month and the progress', () => {
    expect(loanCard(storeLoan, balances[0])).toEqual(storeCard);
  });

  it('a loan with nothing overdue is Al corriente; a single centavo overdue makes it Vencida (§4: > 0)', () => {
    expect(loanCard(personalLoan, balances[1])).toEqual(personalCard);
    const oneCentavo = balanceOf('a-2', { overdueBalance: 0.01, totalBalance: 8000, ministrations: 10000 });
    expect(loanCard(personalLoan, oneCentavo)).toMatchObject({
      standing: 'overdue',
      overdueBalance: 1,
    });
  });

  it('what falls due next is named by its real due date, not "el día 1 del próximo mes"', () => {
    // Read on 28/11/2026, a loan whose first payment is due 01/01/2027 (issue: the card said "el día 1 del
    // próximo mes", i.e. 01/12/2026). Dates dd/MM/yyyy (spec §9).
    const b = balanceOf('a-2', { totalBalance: 8000, ministrations: 10000 }, 1357.62);
    b.creditBalance.nextMonthsBalance.nextDueDate = '2027-01-01';
    const card = loanCard(personalLoan, b);
    expect(card.nextDueLabel).toBe('Por pagar el 01/01/2027');
    expect(card.nextMonthsOverdue).toBe(135_762);
  });

  it('a liquidated loan shows 100 % paid', () => {
    expect(loanCard(liquidated, balances[2])).toEqual(liquidatedCard);
    expect(loanCard(liquidated, undefined).progress).toBe(100);
  });

  it('without a balance: no standing, zero balances, the disbursed amount is the credit amount, 0 % paid', () => {
    expect(loanCard(storeLoan, undefined)).toEqual({
      ...storeCard,
      standing: null,
      overdueBalance: 0,
      totalBalance: 0,
      ministrations: 600_000,
      paymentsTotal: 0,
      nextMonthsOverdue: 0,
      progress: 0,
    });
  });

  it('the disbursed amount comes from the balance when there is one', () => {
    const card = loanCard(
      storeLoan,
      balanceOf('a-1', { overdueBalance: 0, totalBalance: 2500, ministrations: 5000 }),
    );
    expect(card.ministrations).toBe(500_000);
    expect(card.creditAmount).toBe(600_000);
    expect(card.progress).toBe(50);
  });
});

describe('payment row', () => {
  it('method label, Mexico City date, amounts in centavos, what was not applied, the loans it paid', () => {
    expect(paymentRow(cashPayment, applications)).toEqual({
      id: 'p-1',
      // design copy (the spec names the method cash_payment, not its label)
      method: 'Pago en efectivo (OXXO)',
      date: '28/02/2026',
      appliedAmount: 225_833,
      originalAmount: 230_000,
      unappliedAmount: 4_167,
      applications: [
        { id: 'a-1', title: 'Muebles Roble · SOL-0001', amount: 125_833 },
        { id: 'a-2', title: 'Préstamo personal · SOL-0002', amount: 100_000 },
      ],
    });
  });

  it('a loan that is not in the list is a purchase; everything applied leaves nothing unapplied', () => {
    expect(paymentRow(transferToUnknown, applications)).toEqual({
      id: 'p-2',
      method: 'Transferencia electrónica',
      date: '01/02/2026',
      appliedAmount: 50_000,
      originalAmount: 50_000,
      unappliedAmount: 0,
      applications: [{ id: 'a-9', title: 'Compra', amount: 50_000 }],
    });
  });

  it('never shows a negative unapplied amount', () => {
    const row = paymentRow({ ...referral, appliedAmount: 20_000, originalAmount: 15_000 }, applications);
    expect(row.unappliedAmount).toBe(0);
    expect(row.method).toBe('Bonificación por referido');
  });
});

describe('purchases (Activas, Pagadas, Pagos)', () => {
  it('Activas: PAID or CONFIRMED with a balance and not liquidated; Pagadas: liquidated; every payment', () => {
    const view = purchasesView(data());
    expect(view.active).toEqual([storeCard, personalCard]);
    expect(view.paid).toEqual([liquidatedCard]);
    expect(view.payments.map((p) => p.id)).toEqual(['p-1', 'p-2', 'p-3']);
    expect(view.payments[0]).toEqual(paymentRow(cashPayment, applications));
    expect(view.failedToObtainBalance).toBe(false);
  });

  it('credit available: limit − (overdue + current) of the active loans (§9)', () => {
    // 30,000 − (4,517.40 + 8,000) = 17,482.60
    expect(purchasesView(data()).creditAvailable).toBe(1_748_260);
    // Only the active loans count: the liquidated one's balance and the signed one's do not.
    expect(purchasesView(data({ creditLimit: 12_517.4 })).creditAvailable).toBe(0);
    expect(purchasesView(data({ creditLimit: 12_517.41 })).creditAvailable).toBe(1);
  });

  it('credit available is floored at 0', () => {
    expect(purchasesView(data({ creditLimit: 5_000 })).creditAvailable).toBe(0);
  });

  it('no credit available without a limit', () => {
    expect(purchasesView(data({ creditLimit: 0 })).creditAvailable).toBeNull();
  });

  it('a paid loan without a balance is still in Pagadas', () => {
    const view = purchasesView(data({ balances: [balances[0]!] }));
    expect(view.active).toEqual([storeCard]);
    expect(view.paid).toEqual([
      { ...liquidatedCard, standing: null, totalBalance: 0, ministrations: 300_000, paymentsTotal: 0 },
    ]);
  });

  it('balances that could not be read (§4 failedToObtainBalance): no Activas, no credit available', () => {
    const view = purchasesView(data({ balances: null }));
    expect(view.failedToObtainBalance).toBe(true);
    expect(view.active).toEqual([]);
    expect(view.paid.map((l) => l.id)).toEqual(['a-3']);
    expect(view.paid[0]?.standing).toBeNull();
    expect(view.creditAvailable).toBeNull();
    expect(view.payments).toHaveLength(3);
  });

  it('nothing loaded yet', () => {
    expect(purchasesView({ applications: [], balances: [], payments: [], creditLimit: 30_000 })).toEqual({
      active: [],
      paid: [],
      payments: [],
      failedToObtainBalance: false,
      creditAvailable: 3_000_000,
    });
  });
});

const schedule: ScheduledInstalment[] = [
  { number: 1, dueDate: '2026-02-01', amount: 225_833, paidAmount: 225_833, outstanding: 0, mark: 'paid' },
  { number: 2, dueDate: '2026-03-01', amount: 225_833, paidAmount: 0, outstanding: 225_833, mark: 'notMade' },
  {
    number: 3,
    dueDate: '2026-04-01',
    amount: 225_833,
    paidAmount: 100_000,
    outstanding: 125_833,
    mark: 'next',
  },
  { number: 4, dueDate: '2026-05-01', amount: 225_833, paidAmount: 225_833, outstanding: 0, mark: 'advance' },
  { number: 5, dueDate: '2026-06-01', amount: 225_835, paidAmount: 0, outstanding: 225_835, mark: 'pending' },
];

/** One expected row of the schedule block, its fields in order. */
const row = (
  number: number,
  label: string,
  date: string,
  amount: number,
  paidAmount: number,
  outstanding: number,
  mark: string,
  markLabel: string,
) => ({ number, label, date, amount, paidAmount, outstanding, mark, markLabel });

const EMPTY_BLOCK = {
  count: 0,
  payments: '',
  firstAmount: 0,
  monthlyAmount: 0,
  lastAmount: 0,
  firstDiffers: false,
  lastDiffers: false,
  total: 0,
  rows: [],
};

describe('payment schedule block (§2: number of payments, monthly amount, total, instalment labels)', () => {
  it('the labels of the row marks', () => {
    // design copy (the spec names the marks paid, next, not made and advance, not their labels)
    expect(MARK_LABELS).toEqual({
      paid: 'Pagado',
      next: 'Siguiente pago',
      notMade: 'No realizado',
      advance: 'Adelantado',
      pending: 'Pendiente',
    });
  });

  it('count, the statement of the table (the last payment apart), the exact total and every row', () => {
    expect(scheduleBlock(schedule)).toEqual({
      count: 5,
      payments: '5 pagos mensuales de $2,258.33 (el último de $2,258.35)',
      firstAmount: 225_833,
      monthlyAmount: 225_833,
      lastAmount: 225_835,
      firstDiffers: false,
      lastDiffers: true,
      total: 1_129_167,
      rows: [
        row(1, 'Pago 1 de 5', '01/02/2026', 225_833, 225_833, 0, 'paid', 'Pagado'),
        row(2, 'Pago 2 de 5', '01/03/2026', 225_833, 0, 225_833, 'notMade', 'No realizado'),
        row(3, 'Pago 3 de 5', '01/04/2026', 225_833, 100_000, 125_833, 'next', 'Siguiente pago'),
        row(4, 'Pago 4 de 5', '01/05/2026', 225_833, 225_833, 0, 'advance', 'Adelantado'),
        row(5, 'Pago 5 de 5', '01/06/2026', 225_835, 0, 225_835, 'pending', 'Pendiente'),
      ],
    });
  });

  it('a first period longer than a month: the first payment apart, the regular one as the monthly amount', () => {
    const longer = [
      { ...schedule[0]!, amount: 226_731 },
      ...schedule.slice(1, 4),
      { ...schedule[4]!, amount: 225_833 },
    ];
    expect(scheduleBlock(longer)).toMatchObject({
      payments: 'Primer pago de $2,267.31 y 4 pagos de $2,258.33',
      firstAmount: 226_731,
      monthlyAmount: 225_833,
      lastAmount: 225_833,
      firstDiffers: true,
      lastDiffers: false,
      total: 226_731 + 4 * 225_833,
    });
  });

  it('an empty schedule', () => {
    expect(scheduleBlock([])).toEqual(EMPTY_BLOCK);
  });
});

const payoff: Payoff = {
  applicationId: 'a-1',
  date: '2026-02-10',
  capital: 416_940,
  interest: 30_000,
  iva: 4_800,
  payoffAmount: 451_740,
  scheduledOutstanding: 461_740,
  savings: 10_000,
};

describe('payoff', () => {
  it('today’s date dd/MM/yyyy and the amounts in centavos', () => {
    expect(payoffView(payoff)).toEqual({
      date: '10/02/2026',
      capital: 416_940,
      interest: 30_000,
      iva: 4_800,
      payoffAmount: 451_740,
      savings: 10_000,
    });
  });
});

describe('loan detail', () => {
  function detail(overrides: Partial<LoanDetailData> = {}): LoanDetailData {
    return { ...data(), applicationId: 'a-2', schedule, payoff, ...overrides };
  }

  it('the loan, its schedule, its payoff and only the payments that paid it', () => {
    expect(loanDetailView(detail())).toEqual({
      found: true,
      loan: personalCard,
      schedule: scheduleBlock(schedule),
      payoff: payoffView(payoff),
      payments: [paymentRow(cashPayment, applications), paymentRow(referral, applications)],
      failedToObtainBalance: false,
    });
  });

  it('a liquidated loan has no payoff', () => {
    const view = loanDetailView(detail({ applicationId: 'a-3', payoff: null, schedule: [] }));
    expect(view).toEqual({
      found: true,
      loan: liquidatedCard,
      schedule: EMPTY_BLOCK,
      payoff: null,
      payments: [],
      failedToObtainBalance: false,
    });
  });

  it('without balances: the loan with no standing, flagged as failedToObtainBalance', () => {
    const view = loanDetailView(detail({ applicationId: 'a-1', balances: null }));
    expect(view).toMatchObject({
      found: true,
      loan: {
        ...storeCard,
        standing: null,
        overdueBalance: 0,
        totalBalance: 0,
        paymentsTotal: 0,
        nextMonthsOverdue: 0,
        progress: 0,
      },
      failedToObtainBalance: true,
    });
    if (view.found) expect(view.payments.map((p) => p.id)).toEqual(['p-1']);
  });

  it('not found: an id that is not one of the client’s disbursed loans', () => {
    expect(loanDetailView(detail({ applicationId: 'a-5' }))).toEqual({ found: false });
    expect(loanDetailView(detail({ applicationId: 'a-6' }))).toEqual({ found: false });
    expect(loanDetailView(detail({ applicationId: 'a-9' }))).toEqual({ found: false });
  });
});
