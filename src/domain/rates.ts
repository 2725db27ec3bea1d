/**
 * Interest rates of the sandbox product, per application type and term (spec §9).
 *
 * Rates are ordinary annual rates WITHOUT IVA, in basis points (1 bp = 0.01%; 6000 = 60.00%). The API
 * carries them as fractions (`interestRate: 0.6`), shown as `rate × 100` with 2 decimals (`60.00%`).
 *
 * | type           | terms (months)               | ordinary rate | late rate (1.5×) |
 * |----------------|------------------------------|---------------|------------------|
 * | STORE          | 3, 6, 9, 12, 15, 18, 24      | 60.00%        | 90.00%           |
 * | PERSONAL_LOAN  | 3, 6, 9, 12, 15, 18          | 72.00%        | 108.00%          |
 * | interest-free (MSI), either type | any offered | 0.00%        | —                |
 *
 * These are sandbox values, chosen to be plausible for Mexican consumer credit; the table is per term so
 * a term can be priced differently later without changing any caller.
 */
import { monthlyInstalment } from './amortization.ts';
import { asCentavos, type Centavos, roundHalfUp } from './money.ts';
import { type ApplicationType, termsForAmount } from './terms.ts';

export const RATE_TABLE: Readonly<Record<ApplicationType, Readonly<Record<number, number>>>> = {
  STORE: { 3: 6000, 6: 6000, 9: 6000, 12: 6000, 15: 6000, 18: 6000, 24: 6000 },
  PERSONAL_LOAN: { 3: 7200, 6: 7200, 9: 7200, 12: 7200, 15: 7200, 18: 7200 },
};

/** The late (moratorio) rate is 1.5 times the ordinary rate. */
export const LATE_RATE_FACTOR = { numerator: 3, denominator: 2 } as const;

/** The personal loan may be interest-free (MSI) up to this term, if the client is eligible. */
export const PERSONAL_LOAN_MSI_MAX_TERM = 12;

export interface RateOptions {
  /** Meses sin intereses: the rate is 0. */
  interestFree?: boolean;
}

/** Ordinary annual rate in basis points for the type and term, or null when the term is not offered. */
export function ordinaryRateBps(
  type: ApplicationType,
  termMonths: number,
  options: RateOptions = {},
): number | null {
  const rate = RATE_TABLE[type][termMonths];
  if (rate === undefined) return null;
  return options.interestFree ? 0 : rate;
}

/** Late annual rate: 1.5 × the ordinary rate, in basis points (rounded half-up to the basis point). */
export function lateRateBps(ordinaryBps: number): number {
  return Number(
    roundHalfUp(
      BigInt(ordinaryBps) * BigInt(LATE_RATE_FACTOR.numerator),
      BigInt(LATE_RATE_FACTOR.denominator),
    ),
  );
}

/** A rate fraction as the API sends it (0.6) to basis points (6000). */
export function rateFractionToBps(fraction: number): number {
  if (!Number.isFinite(fraction) || fraction < 0) throw new RangeError(`Invalid rate: ${fraction}`);
  return Math.round(fraction * 10_000);
}

/** Basis points (6000) to the API's fraction (0.6). */
export function bpsToRateFraction(bps: number): number {
  return bps / 10_000;
}

/** A rate in basis points as a percentage with 2 decimals: 6000 → `60.00%`, 725 → `7.25%`. */
export function formatRate(bps: number): string {
  if (!Number.isSafeInteger(bps) || bps < 0) throw new RangeError(`Invalid rate: ${bps}`);
  return `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}%`;
}

/** True when a personal-loan term may be offered interest-free to an eligible client. */
export function isPersonalLoanMsiTerm(termMonths: number, eligible: boolean): boolean {
  return (
    eligible && termMonths <= PERSONAL_LOAN_MSI_MAX_TERM && RATE_TABLE.PERSONAL_LOAN[termMonths] !== undefined
  );
}

/**
 * Estimated monthly payment (with IVA on interest) for the product form, or null when the amount and
 * term are not an offered combination.
 */
export function estimateMonthlyPayment(
  type: ApplicationType,
  amount: Centavos,
  termMonths: number,
  options: RateOptions = {},
): Centavos | null {
  if (!termsForAmount(amount, type).includes(termMonths)) return null;
  const rate = ordinaryRateBps(type, termMonths, options);
  return rate === null ? null : monthlyInstalment(amount, rate, termMonths);
}

/**
 * Total to pay as the signing screens show it: monthly payment × term, unless the loan is interest-free,
 * in which case it is the credit amount.
 */
export function totalToPay(
  monthlyPayment: Centavos,
  termMonths: number,
  creditAmount: Centavos,
  interestFree = false,
): Centavos {
  return interestFree ? creditAmount : asCentavos(monthlyPayment * termMonths);
}

/** Interest plus IVA shown on a term card: total of payments minus the credit amount. */
export function interestAndIva(totalPayments: Centavos, creditAmount: Centavos): Centavos {
  return asCentavos(totalPayments - creditAmount);
}
