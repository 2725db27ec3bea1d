/**
 * Approved product options of an application: one per first payment date, each with its French amortization
 * table (IVA on interest, `src/domain/amortization.ts`) and its CAT (Banxico, `src/domain/cat.ts`).
 *
 * - First payment dates are the 1st of a month. The options are the first OFFER_COUNT 1sts of a month that fall
 *   at least MIN_DAYS_TO_FIRST_PAYMENT days after the day of the offer (Mexico City), so the first period is never
 *   absurdly short.
 * - The term is the approved period; the rate comes from the rate table (`src/domain/rates.ts`), 0 for MSI.
 * - The first period runs from the day of the offer (the disbursement) to the first payment date, and its
 *   interest is charged on those actual days (annual rate × days / 360, `src/domain/amortization.ts`): a
 *   longer first period costs more interest, a shorter one less, and the constant instalment amortizes it.
 * - The CAT uses the same real dates: the disbursement on the day of the offer and each payment without IVA on
 *   its due date, t = days / 365. Offer, table and CAT therefore agree, and the CAT barely depends on the date.
 */
import {
  type AmortizationSchedule,
  amortizationSchedule,
  daysBetween,
} from '../../src/domain/amortization.ts';
import { catOfScheduleOn } from '../../src/domain/cat.ts';
import { addMonths, type IsoDate, parseIsoDate, toIsoDate } from '../../src/domain/dates.ts';
import type { Centavos } from '../../src/domain/money.ts';
import { ordinaryRateBps } from '../../src/domain/rates.ts';
import type { ApplicationType } from '../../src/domain/terms.ts';

export const OFFER_COUNT = 2;
export const MIN_DAYS_TO_FIRST_PAYMENT = 10;

export interface OfferInput {
  type: ApplicationType;
  principal: Centavos;
  termMonths: number;
  interestFree: boolean;
  /** Day the offer is made (Mexico City), YYYY-MM-DD. */
  today: IsoDate;
}

export interface Offer {
  firstPaymentDate: IsoDate;
  termMonths: number;
  annualRateBps: number;
  schedule: AmortizationSchedule;
  /** CAT in percent with one decimal (79.6). */
  catPercent: number;
}

/** The candidate first payment dates for an offer made on `today`. */
export function firstPaymentDates(today: IsoDate, count = OFFER_COUNT): IsoDate[] {
  const day = parseIsoDate(today);
  if (!day) throw new RangeError(`Invalid date ${today}`);
  let candidate = addMonths(toIsoDate({ ...day, day: 1 }), 1);
  while (daysBetween(today, candidate) < MIN_DAYS_TO_FIRST_PAYMENT) candidate = addMonths(candidate, 1);
  return Array.from({ length: count }, (_, k) => addMonths(candidate, k));
}

/** CAT of a schedule disbursed on `disbursedOn`, with actual dates (t in years of 365 days). */
export function catOf(schedule: AmortizationSchedule, disbursedOn: IsoDate): number {
  return catOfScheduleOn(schedule, disbursedOn).percent;
}

export function buildOffer(input: OfferInput, firstPaymentDate: IsoDate): Offer {
  const rate = ordinaryRateBps(input.type, input.termMonths, { interestFree: input.interestFree });
  if (rate === null) throw new RangeError(`No rate for ${input.type} at ${input.termMonths} months`);
  const schedule = amortizationSchedule({
    principal: input.principal,
    annualRateBps: rate,
    termMonths: input.termMonths,
    firstPaymentDate,
    disbursementDate: input.today,
  });
  return {
    firstPaymentDate,
    termMonths: input.termMonths,
    annualRateBps: rate,
    schedule,
    catPercent: catOf(schedule, input.today),
  };
}

/** The approved options: one per first payment date. */
export function buildOffers(input: OfferInput): Offer[] {
  return firstPaymentDates(input.today).map((date) => buildOffer(input, date));
}
