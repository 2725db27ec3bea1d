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
 * Paying off early (docs/domain.md "Interest to date"): the running instalment's interest is charged only for the
 * days elapsed (src/domain/payoff.ts `interestToDate`). What pays a loan off today is its overdue instalments, its
 * capital and that interest to date with its IVA; a payment that covers this of every loan settles them so, the
 * rest of the running interest waived; when a loan's capital is repaid by a payment that does not, the interest
 * that payment gave its running instalment beyond the days elapsed goes back to the other loans' capital.
 * Whatever is left after every loan is paid off is not applied (`unapplied`: the payment's originalAmount minus
 * its appliedAmount).
 *
 * The sandbox does not charge late interest (moratorios); the contract states the late rate (1.5× ordinary).
 */
import type { IsoDate } from '../../src/domain/dates.ts';
import { asCentavos, type Centavos, ZERO } from '../../src/domain/money.ts';
import { interestToDate } from '../../src/domain/payoff.ts';

/** One instalment of a loan and what has been paid or waived of each component. */
export interface Instalment {
  readonly applicationId: string;
  readonly period: number;
  readonly dueDate: IsoDate;
  /** The day its interest starts: the disbursement (first period) or the previous due date. */
  readonly periodStart: IsoDate;
  /** The loan's ordinary annual rate (bps); null when unknown (the interest is then charged as scheduled). */
  readonly annualRateBps: number | null;
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

/** The interest and IVA an instalment has accrued by `today` (its loan's `rows` give its opening balance). */
export function accruedOf(
  i: Instalment,
  rows: readonly Instalment[],
  today: IsoDate,
): { interest: number; iva: number } {
  if (i.annualRateBps === null) return { interest: i.interest, iva: i.iva };
  const balance = rows
    .filter((r) => r.applicationId === i.applicationId && r.period >= i.period)
    .reduce((s, r) => s + r.capital, 0);
  const { interest, iva } = interestToDate(
    {
      start: i.periodStart,
      dueDate: i.dueDate,
      balance: c(balance),
      annualRateBps: i.annualRateBps,
      interest: i.interest,
    },
    today,
  );
  return { interest, iva };
}

/** What is still owed of the interest and IVA accrued by `today` (never below 0). */
export function accruedOutstanding(
  i: Instalment,
  rows: readonly Instalment[],
  today: IsoDate,
): { interest: number; iva: number } {
  const accrued = accruedOf(i, rows, today);
  return {
    interest: Math.max(0, accrued.interest - i.paidInterest - i.waivedInterest),
    iva: Math.max(0, accrued.iva - i.paidIva - i.waivedIva),
  };
}

/** The running instalment of a loan on `today`: the first unpaid one due today or later. */
function runningOf(rows: readonly Instalment[], today: IsoDate): Instalment | undefined {
  return [...rows]
    .sort((a, b) => a.period - b.period)
    .find((i) => i.dueDate >= today && outstandingOf(i) > 0);
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
  const payIva = (i: Instalment, most = outstandingIva(i)) => {
    const take = Math.min(left, most);
    if (take <= 0) return;
    i.paidIva = c(i.paidIva + take);
    allocationOf(i).iva = c(allocationOf(i).iva + take);
    left -= take;
  };
  const payInterest = (i: Instalment, most = outstandingInterest(i)) => {
    const take = Math.min(left, most);
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
  const waiveRest = (i: Instalment) => {
    i.waivedInterest = c(i.waivedInterest + outstandingInterest(i));
    i.waivedIva = c(i.waivedIva + outstandingIva(i));
  };
  const rowsOf = (applicationId: string) => instalments.filter((i) => i.applicationId === applicationId);
  const nextDue = new Map<string, Instalment>();
  for (const i of sorted) {
    if (i.dueDate >= today && outstandingOf(i) > 0 && !nextDue.has(i.applicationId))
      nextDue.set(i.applicationId, i);
  }

  const payoffs = [...before.keys()].reduce(
    (s, id) => s + loanBalance(rowsOf(id), ZERO, today).totalBalance,
    0,
  );
  if (payoffs > 0 && amount >= payoffs) {
    // Everything is paid off today: overdue instalments whole, the running one's interest to date, all capital.
    for (const i of sorted) {
      if (i.dueDate < today) payWhole(i);
      else if (nextDue.get(i.applicationId) === i) {
        const owed = accruedOutstanding(i, rowsOf(i.applicationId), today);
        payIva(i, owed.iva);
        payInterest(i, owed.interest);
        payCapital(i);
        waiveRest(i);
      } else {
        payCapital(i);
        waiveRest(i);
      }
    }
  } else {
    // 1. Overdue, oldest first.
    for (const i of sorted) {
      if (left === 0) break;
      if (i.dueDate < today) payWhole(i);
    }
    // 2. The next instalment to fall due of each loan, the soonest (then oldest loan) first.
    const nextDueList = [...nextDue.values()].sort((a, b) => byDueDateThenLoan(a, b, order));
    for (const i of nextDueList) {
      if (left === 0) break;
      payWhole(i);
    }
    const payCapitalOldestFirst = () => {
      // 3. Capital, oldest first; an instalment not yet due whose capital is covered in full has its interest
      // waived.
      for (const i of sorted) {
        if (left === 0) break;
        if (outstandingCapital(i) === 0) continue;
        payCapital(i);
        if (outstandingCapital(i) === 0 && i.dueDate >= today && nextDue.get(i.applicationId) !== i)
          waiveRest(i);
      }
      // Capital fully repaid: nothing else accrues, so the pending interest of future instalments is waived too.
      for (const [applicationId] of before) {
        const rows = rowsOf(applicationId);
        if (!rows.every((i) => outstandingCapital(i) === 0)) continue;
        for (const i of rows) {
          if (i.dueDate >= today && outstandingOf(i) > 0 && nextDue.get(applicationId) !== i) waiveRest(i);
        }
      }
    };
    payCapitalOldestFirst();
    // A loan whose capital this payment repaid ends today: its running instalment keeps only the interest to date
    // (or what was paid before), and what this payment gave it beyond that goes back to the other loans' capital.
    const ended = new Set<string>();
    for (let again = true; again; ) {
      again = false;
      for (const [applicationId, running] of nextDue) {
        const rows = rowsOf(applicationId);
        if (ended.has(applicationId) || !rows.every((i) => outstandingCapital(i) === 0)) continue;
        ended.add(applicationId);
        const was = input.find((i) => i.applicationId === applicationId && i.period === running.period);
        const accrued = accruedOf(running, rows, today);
        const keepInterest = Math.max(accrued.interest, was?.paidInterest ?? 0);
        const keepIva = Math.max(accrued.iva, was?.paidIva ?? 0);
        const backInterest = Math.max(0, running.paidInterest - keepInterest);
        const backIva = Math.max(0, running.paidIva - keepIva);
        running.paidInterest = c(running.paidInterest - backInterest);
        running.paidIva = c(running.paidIva - backIva);
        running.waivedInterest = c(Math.max(running.waivedInterest, running.interest - keepInterest));
        running.waivedIva = c(Math.max(running.waivedIva, running.iva - keepIva));
        const a = allocationOf(running);
        a.interest = c(a.interest - backInterest);
        a.iva = c(a.iva - backIva);
        left += backInterest + backIva;
        if (backInterest + backIva > 0) again = true;
      }
      if (again) payCapitalOldestFirst();
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
  /** Outstanding capital not yet due plus the interest and IVA to date of the running instalment. */
  currentBalance: Centavos;
  /** Outstanding IVA of the overdue instalments and of the running one's interest to date. */
  VAT: Centavos;
  /** Outstanding capital of the whole loan. */
  economicCapital: Centavos;
  /** Outstanding interest of the overdue instalments and the running one's interest to date. */
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
  const next = runningOf(sorted, today);
  const overdueBalance = overdue.reduce((s, i) => s + outstandingOf(i), 0);
  // The running instalment's interest and IVA to date (src/domain/payoff.ts), not its whole period's.
  const running = next ? accruedOutstanding(next, sorted, today) : { interest: 0, iva: 0 };
  const interests = overdue.reduce((s, i) => s + outstandingInterest(i), 0) + running.interest;
  const vat = overdue.reduce((s, i) => s + outstandingIva(i), 0) + running.iva;
  const economicCapital = sorted.reduce((s, i) => s + outstandingCapital(i), 0);
  const notDueCapital = sorted
    .filter((i) => i.dueDate >= today)
    .reduce((s, i) => s + outstandingCapital(i), 0);
  const currentBalance = notDueCapital + running.interest + running.iva;
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
