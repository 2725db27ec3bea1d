/**
 * Loan ledger: how a payment is applied to a client's loans and what each loan's balance is on a given day.
 * Pure functions over integer centavos; the database layer (service.ts) stores the results.
 *
 * Application order (spec §9, "Aplicación de pagos"), across all the client's active loans:
 *   1. overdue instalments (due before today), oldest due date first — within an instalment: IVA, interest,
 *      capital;
 *   2. the next instalment to fall due (the first unpaid one due today or later), oldest loan first;
 *   3. capital of the remaining instalments, oldest first (prepayment). An instalment whose capital is prepaid in
 *      full before its due date does not accrue its interest: its interest and IVA are waived.
 * Whatever is left after every loan is paid off is not applied (`unapplied`: the payment's originalAmount minus
 * its appliedAmount).
 *
 * The sandbox does not charge late interest (moratorios); the contract states the late rate (1.5× ordinary).
 */
import type { IsoDate } from '../../src/domain/dates.ts';
import { asCentavos, type Centavos, ZERO } from '../../src/domain/money.ts';

/** One instalment of a loan and what has been paid or waived of each component. */
export interface Instalment {
  readonly applicationId: string;
  readonly period: number;
  readonly dueDate: IsoDate;
  readonly capital: Centavos;
  readonly interest: Centavos;
  readonly iva: Centavos;
  paidCapital: Centavos;
  paidInterest: Centavos;
  paidIva: Centavos;
  /** Interest and IVA not charged because the capital was prepaid before the due date. */
  waivedInterest: Centavos;
  waivedIva: Centavos;
}

/** Part of a payment applied to one instalment. */
export interface Allocation {
  readonly applicationId: string;
  readonly period: number;
  capital: Centavos;
  interest: Centavos;
  iva: Centavos;
}

export interface AllocationResult {
  /** The instalments after the payment (new objects; the input is not changed). */
  readonly instalments: Instalment[];
  readonly allocations: Allocation[];
  readonly applied: Centavos;
  readonly unapplied: Centavos;
  /** Loans (application ids) whose outstanding balance reached exactly 0 with this payment. */
  readonly liquidated: string[];
}

const c = (n: number) => asCentavos(n);

export function outstandingCapital(i: Instalment): number {
  return i.capital - i.paidCapital;
}
export function outstandingInterest(i: Instalment): number {
  return i.interest - i.paidInterest - i.waivedInterest;
}
export function outstandingIva(i: Instalment): number {
  return i.iva - i.paidIva - i.waivedIva;
}
export function outstandingOf(i: Instalment): number {
  return outstandingCapital(i) + outstandingInterest(i) + outstandingIva(i);
}

function byDueDateThenLoan(a: Instalment, b: Instalment, loanOrder: Map<string, number>): number {
  return (
    a.dueDate.localeCompare(b.dueDate) ||
    (loanOrder.get(a.applicationId) ?? 0) - (loanOrder.get(b.applicationId) ?? 0) ||
    a.period - b.period
  );
}

/**
 * Applies `amount` to the instalments of a client's loans on `today`.
 * `loanOrder` lists the loans oldest first (ties between equal due dates go to the oldest loan).
 */
export function allocatePayment(
  input: readonly Instalment[],
  amount: Centavos,
  today: IsoDate,
  loanOrder: readonly string[] = [],
): AllocationResult {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`Invalid payment amount: ${amount}`);
  const order = new Map(loanOrder.map((id, index) => [id, index]));
  const instalments = input.map((i) => ({ ...i }));
  const sorted = [...instalments].sort((a, b) => byDueDateThenLoan(a, b, order));
  const before = new Map<string, number>();
  for (const i of instalments)
    before.set(i.applicationId, (before.get(i.applicationId) ?? 0) + outstandingOf(i));

  let left: number = amount;
  const allocations = new Map<string, Allocation>();
  const allocationOf = (i: Instalment): Allocation => {
    const key = `${i.applicationId}#${i.period}`;
    let a = allocations.get(key);
    if (!a) {
      a = { applicationId: i.applicationId, period: i.period, capital: ZERO, interest: ZERO, iva: ZERO };
      allocations.set(key, a);
    }
    return a;
  };
  const payIva = (i: Instalment) => {
    const take = Math.min(left, outstandingIva(i));
    if (take <= 0) return;
    i.paidIva = c(i.paidIva + take);
    allocationOf(i).iva = c(allocationOf(i).iva + take);
    left -= take;
  };
  const payInterest = (i: Instalment) => {
    const take = Math.min(left, outstandingInterest(i));
    if (take <= 0) return;
    i.paidInterest = c(i.paidInterest + take);
    allocationOf(i).interest = c(allocationOf(i).interest + take);
    left -= take;
  };
  const payCapital = (i: Instalment) => {
    const take = Math.min(left, outstandingCapital(i));
    if (take <= 0) return;
    i.paidCapital = c(i.paidCapital + take);
    allocationOf(i).capital = c(allocationOf(i).capital + take);
    left -= take;
  };
  const payWhole = (i: Instalment) => {
    payIva(i);
    payInterest(i);
    payCapital(i);
  };

  // 1. Overdue, oldest first.
  for (const i of sorted) {
    if (left === 0) break;
    if (i.dueDate < today) payWhole(i);
  }
  // 2. The next instalment to fall due of each loan, the soonest (then oldest loan) first.
  const nextDue = new Map<string, Instalment>();
  for (const i of sorted) {
    if (i.dueDate >= today && outstandingOf(i) > 0 && !nextDue.has(i.applicationId))
      nextDue.set(i.applicationId, i);
  }
  const nextDueList = [...nextDue.values()].sort((a, b) => byDueDateThenLoan(a, b, order));
  for (const i of nextDueList) {
    if (left === 0) break;
    payWhole(i);
  }
  // 3. Capital, oldest first; an instalment not yet due whose capital is covered in full has its interest waived.
  for (const i of sorted) {
    if (left === 0) break;
    if (outstandingCapital(i) === 0) continue;
    payCapital(i);
    if (outstandingCapital(i) === 0 && i.dueDate >= today && nextDue.get(i.applicationId) !== i) {
      i.waivedInterest = c(i.waivedInterest + outstandingInterest(i));
      i.waivedIva = c(i.waivedIva + outstandingIva(i));
    }
  }
  // Capital fully repaid: nothing else accrues, so the pending interest of future instalments is waived too.
  for (const [applicationId] of before) {
    const rows = instalments.filter((i) => i.applicationId === applicationId);
    if (rows.every((i) => outstandingCapital(i) === 0)) {
      for (const i of rows) {
        if (i.dueDate >= today && outstandingOf(i) > 0 && nextDue.get(applicationId) !== i) {
          i.waivedInterest = c(i.waivedInterest + outstandingInterest(i));
          i.waivedIva = c(i.waivedIva + outstandingIva(i));
        }
      }
    }
  }

  const liquidated: string[] = [];
  for (const [applicationId, owed] of before) {
    const after = instalments
      .filter((i) => i.applicationId === applicationId)
      .reduce((sum, i) => sum + outstandingOf(i), 0);
    if (owed > 0 && after === 0) liquidated.push(applicationId);
  }
  const applied = amount - left;
  return {
    instalments,
    allocations: [...allocations.values()].filter((a) => a.capital + a.interest + a.iva > 0),
    applied: c(applied),
    unapplied: c(left),
    liquidated,
  };
}

/** Balance of one loan on a day, in centavos (the API sends pesos). See docs/lending-api.md. */
export interface LoanBalance {
  /** Outstanding of the instalments due before today. */
  overdueBalance: Centavos;
  /** Outstanding capital not yet due plus the interest and IVA of the next instalment to fall due. */
  currentBalance: Centavos;
  /** Outstanding IVA of the overdue instalments and of the next one. */
  VAT: Centavos;
  /** Outstanding capital of the whole loan. */
  economicCapital: Centavos;
  /** Outstanding interest of the overdue instalments and of the next one. */
  interests: Centavos;
  /** What pays the loan off today: overdueBalance + currentBalance = economicCapital + interests + VAT. */
  totalBalance: Centavos;
  /** Sum paid to the loan. */
  paymentsTotal: Centavos;
  /** Amount disbursed. */
  ministrations: Centavos;
  /** What will be overdue after the next due date if nothing is paid. */
  nextMonthsOverdueBalance: Centavos;
  /** That next due date (the first unpaid instalment due today or later); null when none is left to fall due. */
  nextDueDate: IsoDate | null;
  /** Everything still scheduled (including the interest of future instalments). */
  scheduledOutstanding: Centavos;
}

export function loanBalance(rows: readonly Instalment[], principal: Centavos, today: IsoDate): LoanBalance {
  const sorted = [...rows].sort((a, b) => a.period - b.period);
  const overdue = sorted.filter((i) => i.dueDate < today);
  const next = sorted.find((i) => i.dueDate >= today && outstandingOf(i) > 0);
  const overdueBalance = overdue.reduce((s, i) => s + outstandingOf(i), 0);
  const accrued = next ? [...overdue, next] : overdue;
  const interests = accrued.reduce((s, i) => s + outstandingInterest(i), 0);
  const vat = accrued.reduce((s, i) => s + outstandingIva(i), 0);
  const economicCapital = sorted.reduce((s, i) => s + outstandingCapital(i), 0);
  const notDueCapital = sorted
    .filter((i) => i.dueDate >= today)
    .reduce((s, i) => s + outstandingCapital(i), 0);
  const currentBalance = notDueCapital + (next ? outstandingInterest(next) + outstandingIva(next) : 0);
  const paymentsTotal = sorted.reduce((s, i) => s + i.paidCapital + i.paidInterest + i.paidIva, 0);
  return {
    overdueBalance: c(overdueBalance),
    currentBalance: c(currentBalance),
    VAT: c(vat),
    economicCapital: c(economicCapital),
    interests: c(interests),
    totalBalance: c(overdueBalance + currentBalance),
    paymentsTotal: c(paymentsTotal),
    ministrations: principal,
    nextMonthsOverdueBalance: c(overdueBalance + (next ? outstandingOf(next) : 0)),
    nextDueDate: next?.dueDate ?? null,
    scheduledOutstanding: c(sorted.reduce((s, i) => s + outstandingOf(i), 0)),
  };
}

/** Row marks of the payment table (spec §2 Mi cuenta): paid, next, not made (overdue), advance, pending. */
export type RowMark = 'paid' | 'next' | 'notMade' | 'advance' | 'pending';

export function rowMark(i: Instalment, today: IsoDate, nextPeriod: number | null): RowMark {
  const open = outstandingOf(i);
  if (open === 0) return i.dueDate >= today && i.period !== nextPeriod ? 'advance' : 'paid';
  if (i.dueDate < today) return 'notMade';
  return i.period === nextPeriod ? 'next' : 'pending';
}
