/**
 * Interest to date: what a loan's running period has cost by a given day, the figure an early payoff, the current
 * balance and so the available credit charge (docs/domain.md "Interest to date"). Integer centavos.
 *
 * The spec gives IVA (16%, §9) but no daily rule; ours, the same as the first period of the payment table
 * (amortization.ts): interest accrues day by day on the period's balance at the annual rate over a 360-day year,
 *
 *   interest to date = balance × annual rate × days elapsed / 360   (half-up to the centavo)
 *
 * counted from the day the period starts (the disbursement for the first period, the previous due date after it)
 * to the day of payment, and never more than the period's interest in the table; on and after its due date the
 * period's whole interest is due. IVA is 16% of that interest (half-up). Paying off on day d charges no interest
 * for any day after d: on the day of disbursement, none.
 */
import { daysBetween, interestForDays, ivaOn } from './amortization.ts';
import type { IsoDate } from './dates.ts';
import { type Centavos, minCentavos } from './money.ts';

/** A period of a loan as the payment table charges it. */
export interface AccruingPeriod {
  /** The day its interest starts: the disbursement (first period) or the previous due date. */
  readonly start: IsoDate;
  readonly dueDate: IsoDate;
  /** The capital its interest is charged on (the table's opening balance of the period). */
  readonly balance: Centavos;
  /** Ordinary annual rate without IVA, basis points (0 for interest-free). */
  readonly annualRateBps: number;
  /** The period's interest in the table. */
  readonly interest: Centavos;
}

export interface InterestToDate {
  /** Days of interest charged (0 on the day the period starts). */
  readonly days: number;
  readonly interest: Centavos;
  /** 16% of `interest`, half-up to the centavo. */
  readonly iva: Centavos;
}

/** The interest (and its IVA) a period has accrued by `today` (see the module's rule). */
export function interestToDate(period: AccruingPeriod, today: IsoDate): InterestToDate {
  const periodDays = Math.max(0, daysBetween(period.start, period.dueDate));
  if (today >= period.dueDate) {
    return { days: periodDays, interest: period.interest, iva: ivaOn(period.interest) };
  }
  const days = Math.min(periodDays, Math.max(0, daysBetween(period.start, today)));
  const interest = minCentavos(period.interest, interestForDays(period.balance, period.annualRateBps, days));
  return { days, interest, iva: ivaOn(interest) };
}
