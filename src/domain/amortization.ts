/**
 * French (constant-instalment) amortization with IVA on interest, in integer centavos.
 *
 * - Rates are in basis points of an annual rate (6000 = 60% a year); the monthly rate is annual / 12.
 * - IVA (16%) is charged on each period's interest, so the instalment is the French instalment at the
 *   monthly rate r × 1.16:  A = P · i / (1 − (1 + i)^−n),  i = r · 1.16.
 *   It is computed exactly with BigInt rationals and rounded half-up to the centavo.
 * - Each row: interest = balance · r, IVA = interest · 16%, capital = A − interest − IVA (each rounded
 *   half-up to the centavo); the last row takes the whole remaining balance as capital, so it absorbs the
 *   rounding difference and the schedule ends at exactly 0.
 * - Payments fall on the 1st of consecutive months, starting at `firstPaymentDate` (`YYYY-MM-01`).
 * - First period of actual days (when `disbursementDate` is given, as offers and contracts do): the first
 *   period's interest is charged on the days really elapsed, balance · annual rate · days / 360 (a 30-day
 *   period is exactly one month), as Mexican lenders disclose it. The capital of every row, and so every
 *   other payment, is the French table's: only the first payment differs from the instalment, by the interest
 *   (and its IVA) of the days the first period has more or fewer than a month. Without it, every period is a
 *   month.
 *
 * Worked example (see docs/domain.md): 20,000 at 60% a year over 12 months → A = 2,359.45;
 * row 1: interest 1,000.00, IVA 160.00, capital 1,199.45.
 */
import { addMonths, type IsoDate, parseIsoDate } from './dates.ts';
import { asCentavos, type Centavos, fromBigInt, mulDiv, roundHalfUp } from './money.ts';

/** IVA on interest: 16%. */
export const IVA_RATE = { numerator: 16, denominator: 100 } as const;
/** 1 basis point = 0.01%; a rate in basis points divided by this is a fraction. */
export const BASIS_POINTS = 10_000;
export const MONTHS_PER_YEAR = 12;
/** Longest term accepted by the calculator (the product offers up to 24). */
export const MAX_TERM_MONTHS = 360;
/** Interest of a period of actual days: annual rate × days / 360 (commercial year: 30 days = one month). */
export const DAYS_PER_YEAR = 360;
const DAY_MS = 86_400_000;

/** Days from one date to another (both `YYYY-MM-DD`). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError(`Invalid dates ${from} ${to}`);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

export interface AmortizationInput {
  /** Amount financed. */
  principal: Centavos;
  /** Ordinary annual rate without IVA, in basis points (6000 = 60%). 0 for interest-free (MSI). */
  annualRateBps: number;
  /** Number of monthly payments. */
  termMonths: number;
  /** Due date of the first payment: the 1st of a month, `YYYY-MM-01`. */
  firstPaymentDate: IsoDate;
  /**
   * Day the money is disbursed (interest starts). When given, the first period's interest is charged on the
   * actual days from it to the first payment date; when omitted, the first period is one month.
   */
  disbursementDate?: IsoDate | undefined;
}

export interface AmortizationRow {
  /** 1-based payment number. */
  period: number;
  dueDate: IsoDate;
  /** Balance before this payment. */
  openingBalance: Centavos;
  interest: Centavos;
  iva: Centavos;
  capital: Centavos;
  /** interest + iva + capital. */
  payment: Centavos;
  /** Balance after this payment. */
  balance: Centavos;
}

export interface AmortizationSchedule {
  principal: Centavos;
  annualRateBps: number;
  termMonths: number;
  /** The constant monthly instalment (the last row may differ by the rounding difference). */
  instalment: Centavos;
  rows: AmortizationRow[];
  totals: {
    interest: Centavos;
    iva: Centavos;
    capital: Centavos;
    payment: Centavos;
  };
}

function assertInputs(principal: Centavos, annualRateBps: number, termMonths: number): void {
  if (!Number.isSafeInteger(principal) || principal <= 0) {
    throw new RangeError(`The principal must be a positive integer of centavos, got ${principal}`);
  }
  if (!Number.isSafeInteger(annualRateBps) || annualRateBps < 0) {
    throw new RangeError(`The rate must be a non-negative integer of basis points, got ${annualRateBps}`);
  }
  if (!Number.isInteger(termMonths) || termMonths < 1 || termMonths > MAX_TERM_MONTHS) {
    throw new RangeError(`The term must be 1 to ${MAX_TERM_MONTHS} months, got ${termMonths}`);
  }
}

/**
 * The monthly instalment (interest + IVA + capital) of a French loan, rounded half-up to the centavo.
 * With a 0 rate it is principal / term.
 */
export function monthlyInstalment(principal: Centavos, annualRateBps: number, termMonths: number): Centavos {
  assertInputs(principal, annualRateBps, termMonths);
  const p = BigInt(principal);
  const n = BigInt(termMonths);
  if (annualRateBps === 0) return fromBigInt(roundHalfUp(p, n));
  // i = bps/10,000/12 × 116/100 = N / D
  const N = BigInt(annualRateBps) * BigInt(IVA_RATE.denominator + IVA_RATE.numerator);
  const D = BigInt(BASIS_POINTS * MONTHS_PER_YEAR * IVA_RATE.denominator);
  const growth = (D + N) ** n; // (1 + i)^n × D^n
  const base = D ** n;
  return fromBigInt(roundHalfUp(p * N * growth, D * (growth - base)));
}

/** Interest of `days` actual days on a balance (annual rate × days / 360), rounded half-up to the centavo. */
export function interestForDays(balance: Centavos, annualRateBps: number, days: number): Centavos {
  return mulDiv(balance, annualRateBps * days, BASIS_POINTS * DAYS_PER_YEAR);
}

/** Interest of one month on a balance, rounded half-up to the centavo. */
export function monthlyInterest(balance: Centavos, annualRateBps: number): Centavos {
  return mulDiv(balance, annualRateBps, BASIS_POINTS * MONTHS_PER_YEAR);
}

/** IVA on an interest amount, rounded half-up to the centavo. */
export function ivaOn(interest: Centavos): Centavos {
  return mulDiv(interest, IVA_RATE.numerator, IVA_RATE.denominator);
}

/** Builds the full payment table. Throws a RangeError on invalid input. */
export function amortizationSchedule(input: AmortizationInput): AmortizationSchedule {
  const { principal, annualRateBps, termMonths, firstPaymentDate, disbursementDate } = input;
  const first = parseIsoDate(firstPaymentDate);
  if (first?.day !== 1) {
    throw new RangeError(
      `The first payment must be on the 1st of a month (YYYY-MM-01), got ${firstPaymentDate}`,
    );
  }
  const firstPeriodDays =
    disbursementDate === undefined ? null : daysBetween(disbursementDate, firstPaymentDate);
  if (firstPeriodDays !== null && firstPeriodDays < 1) {
    throw new RangeError(`The first payment must come after the disbursement, got ${firstPeriodDays} days`);
  }
  const instalment = monthlyInstalment(principal, annualRateBps, termMonths);

  const rows: AmortizationRow[] = [];
  let balance: number = principal;
  let totalInterest = 0;
  let totalIva = 0;
  for (let period = 1; period <= termMonths; period++) {
    const openingBalance = asCentavos(balance);
    const monthInterest = monthlyInterest(openingBalance, annualRateBps);
    // The capital follows the French table; a first period of actual days changes only its interest.
    const interest =
      period === 1 && firstPeriodDays !== null
        ? interestForDays(openingBalance, annualRateBps, firstPeriodDays)
        : monthInterest;
    const iva = ivaOn(interest);
    // Never below 0 nor above the balance (only possible for tiny principals, where rounding dominates).
    const capital =
      period === termMonths
        ? balance
        : Math.min(balance, Math.max(0, instalment - monthInterest - ivaOn(monthInterest)));
    balance -= capital;
    totalInterest += interest;
    totalIva += iva;
    rows.push({
      period,
      dueDate: addMonths(first, period - 1),
      openingBalance,
      interest,
      iva,
      capital: asCentavos(capital),
      payment: asCentavos(interest + iva + capital),
      balance: asCentavos(balance),
    });
  }

  return {
    principal,
    annualRateBps,
    termMonths,
    instalment,
    rows,
    totals: {
      interest: asCentavos(totalInterest),
      iva: asCentavos(totalIva),
      capital: principal,
      payment: asCentavos(principal + totalInterest + totalIva),
    },
  };
}
