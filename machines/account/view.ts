/**
 * What the Mi cuenta screens show, derived from what was loaded (pure: no React, no fetch). Money is centavos:
 * balances arrive in pesos (converted exactly with `pesosToCentavos`), payments, schedules and payoffs in
 * centavos (spec §9).
 */
import { formatDate } from '../../src/domain/dates';
import { creditAvailable, progressPaid } from '../../src/domain/limits';
import { asCentavos, type Centavos, pesosToCentavos, ZERO } from '../../src/domain/money';
import { paymentStatement } from '../../src/domain/statement';
import { paymentMethodLabel } from './messages';
import type {
  AccountData,
  Application,
  ApplicationBalance,
  LoanDetailData,
  Payment,
  Payoff,
  ScheduledInstalment,
} from './types';

const DISBURSED = new Set(['PAID', 'CONFIRMED']);

/** How a loan is named on the cards: the store, or the personal loan. */
export function loanTitle(application: Pick<Application, 'store' | 'type'>): string {
  if (application.store) return application.store.name;
  return application.type === 'PERSONAL_LOAN' ? 'Préstamo personal' : 'Compra';
}

export interface LoanCard {
  readonly id: string;
  readonly title: string;
  readonly serialNumber: string;
  /** Vencida (overdueBalance > 0) or Al corriente; null when the balance is unknown. */
  readonly standing: 'overdue' | 'current' | null;
  readonly overdueBalance: Centavos;
  /** What pays the loan off today (overdue + current). */
  readonly totalBalance: Centavos;
  readonly ministrations: Centavos;
  readonly paymentsTotal: Centavos;
  /** What falls due by the next due date if nothing is paid. */
  readonly nextMonthsOverdue: Centavos;
  /** How that figure is named, with its real due date: 'Por pagar el 01/01/2027'; null when no date is known. */
  readonly nextDueLabel: string | null;
  /** Whole percent paid: (1 − balance / ministrations) × 100, floored (never below 0). */
  readonly progress: number;
  readonly creditAmount: Centavos;
  readonly monthlyPayment: Centavos | null;
  readonly term: number | null;
  readonly liquidatedAt: string | null;
}

/** The loan's badge (spec §2 "Loan badges", §4: Vencida if overdueBalance > 0, else Al corriente); none unknown. */
export function standingLabel(standing: LoanCard['standing']): string | null {
  if (standing === null) return null;
  return standing === 'overdue' ? 'Vencida' : 'Al corriente';
}

/** Percent paid as shown: (1 − balance / ministrations) × 100, floored to a whole percent, never below 0. */
export function progressPercent(balance: Centavos, ministrations: Centavos): number {
  return Math.floor(progressPaid(balance, ministrations));
}

/**
 * The next payment's figure named by its real date ('Por pagar el 01/01/2027'): a loan's first payment may be more
 * than a month away, so "el día 1 del próximo mes" (spec §9's general rule) is not always true of it.
 */
export function nextDueLabel(dueDate: string | null | undefined): string | null {
  return dueDate ? `Por pagar el ${formatDate(dueDate)}` : null;
}

export function loanCard(application: Application, balance: ApplicationBalance | undefined): LoanCard {
  const m = balance?.creditBalance.currentMonthsBalance;
  const c = (v: number | undefined) => (v === undefined ? ZERO : pesosToCentavos(v));
  const overdueBalance = c(m?.overdueBalance);
  const totalBalance = c(m?.totalBalance);
  const ministrations = m ? c(m.ministrations) : pesosToCentavos(application.creditAmount);
  return {
    id: application.id,
    title: loanTitle(application),
    serialNumber: application.serialNumber,
    standing: m ? (overdueBalance > 0 ? 'overdue' : 'current') : null,
    overdueBalance,
    totalBalance,
    ministrations,
    paymentsTotal: c(m?.paymentsTotal),
    nextMonthsOverdue: c(balance?.creditBalance.nextMonthsBalance.overdueBalance),
    nextDueLabel: nextDueLabel(balance?.creditBalance.nextMonthsBalance.nextDueDate),
    progress: application.liquidatedAt ? 100 : m ? progressPercent(totalBalance, ministrations) : 0,
    creditAmount: pesosToCentavos(application.creditAmount),
    monthlyPayment: application.monthlyPayment === null ? null : pesosToCentavos(application.monthlyPayment),
    term: application.approvedPeriod,
    liquidatedAt: application.liquidatedAt,
  };
}

export interface PaymentRow {
  readonly id: string;
  readonly method: string;
  readonly date: string;
  readonly appliedAmount: Centavos;
  readonly originalAmount: Centavos;
  /** Received but not applied (nothing was left to pay). */
  readonly unappliedAmount: Centavos;
  readonly applications: readonly { id: string; title: string; amount: Centavos }[];
}

export function paymentRow(payment: Payment, applications: readonly Application[]): PaymentRow {
  const appliedAmount = asCentavos(payment.appliedAmount);
  const originalAmount = asCentavos(payment.originalAmount);
  return {
    id: payment.id,
    method: paymentMethodLabel(payment.method),
    date: formatDate(payment.paidAt),
    appliedAmount,
    originalAmount,
    unappliedAmount: asCentavos(Math.max(0, originalAmount - appliedAmount)),
    applications: payment.applicationPayments.map((p) => {
      const application = applications.find((a) => a.id === p.applicationId);
      return {
        id: p.applicationId,
        title: application ? `${loanTitle(application)} · ${application.serialNumber}` : 'Compra',
        amount: asCentavos(p.amount),
      };
    }),
  };
}

export interface PurchasesView {
  /** PAID or CONFIRMED, with a balance and not liquidated (spec §4). */
  readonly active: readonly LoanCard[];
  /** Liquidated. */
  readonly paid: readonly LoanCard[];
  readonly payments: readonly PaymentRow[];
  /** The balances could not be read (spec §4 failedToObtainBalance). */
  readonly failedToObtainBalance: boolean;
  /** Limit − (overdue + current) of the active loans, floored at 0 (spec §9); null without a limit or balances. */
  readonly creditAvailable: Centavos | null;
}

export function purchasesView(data: AccountData): PurchasesView {
  const balances = data.balances ?? [];
  const balanceOf = (id: string) => balances.find((b) => b.applicationId === id);
  const disbursed = data.applications.filter((a) => DISBURSED.has(a.status));
  const active = disbursed
    .filter((a) => a.liquidatedAt === null && balanceOf(a.id) !== undefined)
    .map((a) => loanCard(a, balanceOf(a.id)));
  const limit = pesosToCentavos(data.creditLimit);
  return {
    active,
    paid: disbursed.filter((a) => a.liquidatedAt !== null).map((a) => loanCard(a, balanceOf(a.id))),
    payments: data.payments.map((p) => paymentRow(p, data.applications)),
    failedToObtainBalance: data.balances === null,
    creditAvailable:
      data.balances === null || limit <= 0
        ? null
        : creditAvailable(
            limit,
            active.map((l) => ({
              overdueBalance: l.overdueBalance,
              currentBalance: asCentavos(l.totalBalance - l.overdueBalance),
            })),
          ),
  };
}

export type InstalmentMark = ScheduledInstalment['mark'];

export const MARK_LABELS: Readonly<Record<InstalmentMark, string>> = {
  paid: 'Pagado',
  next: 'Siguiente pago',
  notMade: 'No realizado',
  advance: 'Adelantado',
  pending: 'Pendiente',
};

export interface ScheduleBlock {
  readonly count: number;
  /** The payment statement of the table (src/domain/statement.ts); '' when there is no table. */
  readonly payments: string;
  /** Payment 1 of the table. */
  readonly firstAmount: Centavos;
  /** The regular payment: the instalment most payments have (the first one differs after a longer period). */
  readonly monthlyAmount: Centavos;
  /** The last payment (it absorbs the rounding). */
  readonly lastAmount: Centavos;
  readonly firstDiffers: boolean;
  readonly lastDiffers: boolean;
  /** The sum of the table, to the centavo. */
  readonly total: Centavos;
  readonly rows: readonly {
    number: number;
    label: string;
    date: string;
    amount: Centavos;
    paidAmount: Centavos;
    outstanding: Centavos;
    mark: InstalmentMark;
    markLabel: string;
  }[];
}

const NO_STATEMENT = {
  payments: '',
  firstAmount: ZERO,
  monthlyAmount: ZERO,
  lastAmount: ZERO,
  firstDiffers: false,
  lastDiffers: false,
  total: ZERO,
} as const;

/** The payment schedule block of spec §2: number of payments, monthly amount, total and the instalment labels. */
export function scheduleBlock(schedule: readonly ScheduledInstalment[]): ScheduleBlock {
  const count = schedule.length;
  const statement = count > 0 ? paymentStatement(schedule.map((r) => asCentavos(r.amount))) : null;
  return {
    count,
    ...(statement
      ? {
          payments: statement.text,
          firstAmount: statement.first,
          monthlyAmount: statement.regular,
          lastAmount: statement.last,
          firstDiffers: statement.firstDiffers,
          lastDiffers: statement.lastDiffers,
          total: statement.total,
        }
      : NO_STATEMENT),
    rows: schedule.map((r) => ({
      number: r.number,
      label: `Pago ${r.number} de ${count}`,
      date: formatDate(r.dueDate),
      amount: asCentavos(r.amount),
      paidAmount: asCentavos(r.paidAmount),
      outstanding: asCentavos(r.outstanding),
      mark: r.mark,
      markLabel: MARK_LABELS[r.mark],
    })),
  };
}

export interface PayoffView {
  readonly date: string;
  readonly capital: Centavos;
  readonly interest: Centavos;
  readonly iva: Centavos;
  readonly payoffAmount: Centavos;
  readonly savings: Centavos;
}

export function payoffView(payoff: Payoff): PayoffView {
  return {
    date: formatDate(payoff.date),
    capital: asCentavos(payoff.capital),
    interest: asCentavos(payoff.interest),
    iva: asCentavos(payoff.iva),
    payoffAmount: asCentavos(payoff.payoffAmount),
    savings: asCentavos(payoff.savings),
  };
}

export type LoanDetailView =
  | { readonly found: false }
  | {
      readonly found: true;
      readonly loan: LoanCard;
      readonly schedule: ScheduleBlock;
      readonly payoff: PayoffView | null;
      readonly payments: readonly PaymentRow[];
      readonly failedToObtainBalance: boolean;
    };

/** A loan's detail page; `found: false` when the id is not one of the client's disbursed loans. */
export function loanDetailView(data: LoanDetailData): LoanDetailView {
  const application = data.applications.find((a) => a.id === data.applicationId && DISBURSED.has(a.status));
  if (!application) return { found: false };
  const balance = data.balances?.find((b) => b.applicationId === application.id);
  return {
    found: true,
    loan: loanCard(application, balance),
    schedule: scheduleBlock(data.schedule),
    payoff: data.payoff ? payoffView(data.payoff) : null,
    payments: data.payments
      .filter((p) => p.applicationPayments.some((a) => a.applicationId === application.id))
      .map((p) => paymentRow(p, data.applications)),
    failedToObtainBalance: data.balances === null,
  };
}
