import { describe, expect, it } from 'vitest';
import { buildOffer, buildOffers, catOf, firstPaymentDates } from '../../../server/lending/offers.ts';
import { catOfSchedule } from '../../../src/domain/cat.ts';
import { pesos } from '../../../src/domain/money.ts';

type Input = Parameters<typeof buildOffers>[0];
/** An offer's input: `type`, `amount` pesos over `termMonths`, on `today`, with interest unless said. */
function input(type: Input['type'], amount: number, termMonths: number, today: string, interestFree = false) {
  return { type, principal: pesos(amount), termMonths, interestFree, today };
}

describe('first payment dates', () => {
  it('are the 1st of a month, at least 10 days away, one per option', () => {
    expect(firstPaymentDates('2026-11-21')).toEqual(['2026-12-01', '2027-01-01']);
    // 25 November: 1 December is only 6 days away, so the options start in January.
    expect(firstPaymentDates('2026-11-25')).toEqual(['2027-01-01', '2027-02-01']);
    expect(firstPaymentDates('2026-12-31')).toEqual(['2027-02-01', '2027-03-01']);
  });
});

describe('a store offer of 20,000 over 12 months (60% a year, IVA on interest)', () => {
  const offer = buildOffer(input('STORE', 20_000, 12, '2026-11-01'), '2026-12-01');

  it('uses the rate table and the hand-computed French table', () => {
    expect([offer.annualRateBps, offer.schedule.instalment]).toEqual([6000, pesos(2_359.45)]);
    const first = offer.schedule.rows[0]!;
    expect([first.interest, first.iva, first.capital]).toEqual([pesos(1_000), pesos(160), pesos(1_199.45)]);
    expect(offer.schedule.rows.at(-1)!.balance).toBe(0);
    const dueDates = offer.schedule.rows.map((r) => r.dueDate).slice(0, 3);
    expect(dueDates).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
  });

  it('has a CAT (without IVA, one decimal) close to the monthly-period CAT when the first payment is a month away', () => {
    // 60% a year compounded monthly is (1.05)^12 − 1 = 79.59% effective; the real day count shifts it slightly.
    expect(catOfSchedule(offer.schedule).percent).toBe(79.6);
    expect(Math.abs(offer.catPercent - 79.6)).toBeLessThan(1.5);
    expect(Number.isInteger(offer.catPercent * 10)).toBe(true);
  });

  it('a later first payment date gives a lower CAT', () => {
    const later = buildOffer(input('STORE', 20_000, 12, '2026-11-01'), '2027-01-01');
    expect(later.catPercent).toBeLessThan(offer.catPercent);
    expect(later.schedule.instalment).toBe(offer.schedule.instalment);
  });
});

describe('offers', () => {
  it('personal loan at 72% a year', () => {
    const [a, b] = buildOffers(input('PERSONAL_LOAN', 10_000, 6, '2026-11-21'));
    expect([a!.annualRateBps, a!.firstPaymentDate, b!.firstPaymentDate]).toEqual([
      7200,
      '2026-12-01',
      '2027-01-01',
    ]);
    expect(a!.schedule.rows).toHaveLength(6);
  });

  it('MSI: rate 0, equal instalments summing to the principal, CAT 0.0', () => {
    const [o] = buildOffers(input('STORE', 9_000, 9, '2026-11-21', true));
    expect(o!.annualRateBps).toBe(0);
    expect(o!.schedule.rows.every((r) => r.payment === pesos(1_000) && r.interest === 0)).toBe(true);
    expect(o!.catPercent).toBe(0);
  });

  it('refuses a term the product does not offer', () => {
    expect(() => buildOffers(input('PERSONAL_LOAN', 10_000, 24, '2026-11-21'))).toThrow(RangeError);
  });

  it('catOf solves Banxico with actual days (hand check: 3 payments, first a month away)', () => {
    const offer = buildOffer(input('STORE', 3_000, 3, '2026-11-01'), '2026-12-01');
    // Payments without IVA on 30, 61 and 92 days: at the CAT (rounded to 0.1%) their present value is the
    // 3,000 disbursed, within the rounding of the shown decimal.
    const flows = offer.schedule.rows.map((r) => r.payment - r.iva);
    const pv = (i: number) => [30, 61, 92].reduce((s, d, k) => s + flows[k]! / (1 + i) ** (d / 365), 0);
    expect(pv(offer.catPercent / 100)).toBeCloseTo(300_000, -2);
    expect(catOf(offer.schedule, '2026-11-01')).toBe(offer.catPercent);
  });
});
