/**
 * Offers on any "today" (issue: `npm test` passes on any date). The first period runs from the day of the offer
 * (the disbursement) to the first payment date and is charged on its actual days (rate × days / 360); the offer,
 * its amortization table and its CAT agree whatever the date. Property tests over many days of many years, then
 * the API itself on a few random days of the sandbox clock.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOffers, catOf, MIN_DAYS_TO_FIRST_PAYMENT } from '../../../server/lending/offers.ts';
import {
  amortizationSchedule,
  daysBetween,
  interestForDays,
  ivaOn,
  monthlyInstalment,
} from '../../../src/domain/amortization.ts';
import { catOfSchedule } from '../../../src/domain/cat.ts';
import { asCentavos, pesos } from '../../../src/domain/money.ts';
import { type ApplicationType, termsForAmount } from '../../../src/domain/terms.ts';
import { type Api, applyAndProcess, by, force, instant, lendingClient, startLendingApi } from './harness.ts';

const DAY_MS = 86_400_000;
/** A seeded store with no months without interest at 12 (the offer has interest). */
const STORE_WITHOUT_MSI = '5e000000-0000-4000-8000-000000000002';
const FROM = Date.UTC(2024, 0, 1);
const TO = Date.UTC(2036, 11, 31);

/** Any day from 2024 to 2036, as YYYY-MM-DD. */
const anyDay = fc
  .integer({ min: 0, max: (TO - FROM) / DAY_MS })
  .map((n) => new Date(FROM + n * DAY_MS).toISOString().slice(0, 10));

/** A product the form allows: type, amount in whole pesos and one of its terms. */
const anyProduct = fc.constantFrom<ApplicationType>('STORE', 'PERSONAL_LOAN').chain((type) =>
  fc.integer({ min: 2_000, max: type === 'STORE' ? 50_000 : 20_000 }).chain((amount) =>
    fc.constantFrom(...termsForAmount(pesos(amount), type)).chain((term) =>
      fc.record({
        type: fc.constant(type),
        amount: fc.constant(amount),
        term: fc.constant(term),
        interestFree: fc.boolean(),
      }),
    ),
  ),
);

type Product = { type: ApplicationType; amount: number; term: number; interestFree: boolean };
const offerInput = (p: Product, today: string) => ({
  type: p.type,
  principal: pesos(p.amount),
  termMonths: p.term,
  interestFree: p.interestFree,
  today,
});

describe('offers on any day (property)', () => {
  it('first payment dates are 1sts, 10 to 41 days away for the first, then a month apart', () => {
    fc.assert(
      fc.property(anyDay, anyProduct, (today, p) => {
        const offers = buildOffers(offerInput(p, today));
        expect(offers).toHaveLength(2);
        const days = daysBetween(today, offers[0]!.firstPaymentDate);
        expect(days).toBeGreaterThanOrEqual(MIN_DAYS_TO_FIRST_PAYMENT);
        expect(days).toBeLessThanOrEqual(MIN_DAYS_TO_FIRST_PAYMENT + 31);
        for (const o of offers) expect(o.firstPaymentDate.endsWith('-01')).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('the table charges the first period’s actual days and agrees with the offer and the CAT', () => {
    fc.assert(
      fc.property(anyDay, anyProduct, (today, p) => {
        const principal = pesos(p.amount);
        for (const offer of buildOffers(offerInput(p, today))) {
          const { rows, instalment, totals } = offer.schedule;
          const days = daysBetween(today, offer.firstPaymentDate);
          // Offer = table: the monthly payment is the French instalment; every payment but the first and last is it.
          expect(instalment).toBe(monthlyInstalment(principal, offer.annualRateBps, p.term));
          for (const row of rows.slice(1, -1)) expect(row.payment).toBe(instalment);
          // The first period: interest of its actual days (rate × days / 360) and its IVA.
          expect(rows[0]!.interest).toBe(interestForDays(principal, offer.annualRateBps, days));
          expect(rows[0]!.iva).toBe(ivaOn(rows[0]!.interest));
          // The table amortizes exactly the principal, and its totals are its rows.
          expect(rows.at(-1)!.balance).toBe(0);
          expect(rows.reduce((s, r) => s + r.capital, 0)).toBe(principal);
          expect(totals.payment).toBe(rows.reduce((s, r) => s + r.payment, 0));
          // Table = CAT: the offer's CAT is the CAT of its own rows on their real dates, and it stays close to
          // the CAT of the same loan with whole-month periods (the first period's length barely moves it).
          expect(offer.catPercent).toBe(catOf(offer.schedule, today));
          const monthly = amortizationSchedule({
            principal,
            annualRateBps: offer.annualRateBps,
            termMonths: p.term,
            firstPaymentDate: offer.firstPaymentDate,
          });
          const wholeMonths = catOfSchedule(monthly).percent;
          if (offer.annualRateBps === 0) expect(offer.catPercent).toBe(0);
          // (within 10%: in a 3-month loan a first period of 10 or 41 days weighs more than in a 24-month one)
          else expect(Math.abs(offer.catPercent - wholeMonths)).toBeLessThanOrEqual(wholeMonths * 0.1);
        }
      }),
      { numRuns: 300 },
    );
  });
});

type Offer = { firstPaymentDate: string; amortizations: { interest: number }[]; general: { cat: number } };

describe('the API on random days of the sandbox clock', () => {
  const days = fc.sample(anyDay, { numRuns: 3, seed: 20261123 });
  let api: Api | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it.each(days)(
    'on %s it offers the 1sts the domain computes, with the actual-days first period',
    async (day) => {
      api = await startLendingApi(`${day}T18:00:00.000Z`);
      await instant(api);
      const client = await lendingClient(api);
      await force(api, client, 'APPROVED');
      const product = { type: 'STORE', price: 22_500, amount: 20_000, term: 12 } as const;
      const decided = await applyAndProcess(api, client, { ...product, storeId: STORE_WITHOUT_MSI });
      expect(decided.status).toBe('APPROVED');
      const res = await by(api, client).get<{ approvedProducts: Offer[] }>(
        `/applications/${decided.id}/approved-products-conditions`,
      );
      const principal = asCentavos(2_000_000);
      const today = day;
      const offers = buildOffers({ type: 'STORE', principal, termMonths: 12, interestFree: false, today });
      const got = res.body.approvedProducts.map((p) => [
        p.firstPaymentDate,
        p.amortizations[0]!.interest,
        p.general.cat,
      ]);
      const want = offers.map((o) => [o.firstPaymentDate, o.schedule.rows[0]!.interest / 100, o.catPercent]);
      expect(got).toEqual(want);
    },
    90_000, // a fresh API (migrations, seed) per day: slow on a loaded machine
  );
});
