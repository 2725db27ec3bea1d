/**
 * CAT (Costo Anual Total) following Banxico's method: the annual rate i that solves
 *
 *     Σ_j A_j / (1 + i)^(t_j)  =  Σ_k B_k / (1 + i)^(s_k)
 *
 * where A_j are the disbursements, B_k the payments WITHOUT IVA (the CAT is stated "sin IVA") and t, s the
 * times in years from the first disbursement (monthly payments at k/12). It is reported as a percentage
 * with one decimal, e.g. `79.6%`.
 *
 * The rate is not money, so it is solved in floating point: bisection to 1e-12 (about ten decimal places
 * more than the one that is shown).
 */
import { type AmortizationSchedule, daysBetween } from './amortization.ts';
import type { IsoDate } from './dates.ts';
import { asCentavos, type Centavos } from './money.ts';

export interface CashFlow {
  amount: Centavos;
  /** Time of the flow in years from the first disbursement. */
  years: number;
}

export interface CatResult {
  /** The annual rate as a fraction (0.796 = 79.6%), unrounded. */
  rate: number;
  /** The percentage rounded half-up to one decimal (79.6). */
  percent: number;
  /** The percentage as shown: `79.6%`. */
  label: string;
}

const TOLERANCE = 1e-12;
const MAX_ITERATIONS = 500;
/** Upper bound of the search: 1,000,000% a year. */
const MAX_RATE = 1e4;

function presentValue(flows: readonly CashFlow[], rate: number): number {
  let total = 0;
  for (const flow of flows) total += flow.amount / (1 + rate) ** flow.years;
  return total;
}

/**
 * Solves the CAT equation for the annual rate (a fraction). Throws a RangeError when the flows have no
 * solution in (−100%, 1,000,000%] — e.g. no payments, or payments that never cover the disbursements at
 * any rate above −100%.
 */
export function solveCat(disbursements: readonly CashFlow[], payments: readonly CashFlow[]): number {
  if (disbursements.length === 0 || payments.length === 0) {
    throw new RangeError('The CAT needs at least one disbursement and one payment');
  }
  // f is decreasing in the rate for a loan (money out first, payments later).
  const f = (rate: number) => presentValue(payments, rate) - presentValue(disbursements, rate);
  if (f(0) === 0) return 0; // payments equal the disbursements: interest-free
  let lo = -0.999_999;
  let hi = 1;
  // Stryker disable next-line EqualityOperator: f(hi) is exactly 0 only at the root itself, found either way
  while (f(hi) > 0) {
    lo = hi;
    hi *= 2;
    // Stryker disable next-line EqualityOperator: hi is a power of two and never equals MAX_RATE (1e4)
    if (hi > MAX_RATE) throw new RangeError('The CAT is out of range');
  }
  // Stryker disable next-line EqualityOperator: f(lo) is exactly 0 only at the root, which the bisection then returns
  if (f(lo) < 0) throw new RangeError('The payments do not cover the disbursements');
  // The stopping rule: the tolerance ends the loop long before the cap (a guard against a non-converging input),
  // and continuing past the tolerance keeps the same root to double precision, so mutants of either half agree.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,ArithmeticOperator,UpdateOperator: equivalent (above)
  for (let i = 0; i < MAX_ITERATIONS && hi - lo > TOLERANCE; i++) {
    const mid = (lo + hi) / 2;
    // Stryker disable next-line EqualityOperator: f(mid) is exactly 0 only at the root; either half keeps it
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Rounds a rate (fraction) to a percentage with one decimal, half-up: 0.79585 → 79.6. */
export function catPercent(rate: number): number {
  const percent = Math.round(rate * 1000) / 10;
  return percent === 0 ? 0 : percent; // no "-0.0%"
}

/** `79.6%` */
export function formatCat(rate: number): string {
  return `${catPercent(rate).toFixed(1)}%`;
}

function result(rate: number): CatResult {
  return { rate, percent: catPercent(rate), label: formatCat(rate) };
}

/** CAT of arbitrary flows (disbursements and payments without IVA). */
export function cat(disbursements: readonly CashFlow[], payments: readonly CashFlow[]): CatResult {
  return result(solveCat(disbursements, payments));
}

/**
 * CAT of a payment table: the principal disbursed at t = 0 and each row's payment minus its IVA at
 * t = period / 12 years.
 */
export function catOfSchedule(schedule: AmortizationSchedule): CatResult {
  const payments = schedule.rows.map((row) => ({
    amount: asCentavos(row.payment - row.iva),
    years: row.period / 12,
  }));
  return cat([{ amount: schedule.principal, years: 0 }], payments);
}

/**
 * CAT of a payment table on its real dates, as offers and contracts state it: the principal disbursed on
 * `disbursementDate` and each row's payment minus its IVA on its due date, t = days / 365. With a table whose
 * first period is charged on its actual days (`disbursementDate` of the table), table and CAT agree.
 */
export function catOfScheduleOn(schedule: AmortizationSchedule, disbursementDate: IsoDate): CatResult {
  const payments = schedule.rows.map((row) => ({
    amount: asCentavos(row.payment - row.iva),
    years: daysBetween(disbursementDate, row.dueDate) / 365,
  }));
  return cat([{ amount: schedule.principal, years: 0 }], payments);
}
