import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from '../../../src/domain/amortization.ts';
import {
  cat,
  catOfSchedule,
  catOfScheduleOn,
  catPercent,
  formatCat,
  solveCat,
} from '../../../src/domain/cat.ts';
import { asCentavos, pesos } from '../../../src/domain/money.ts';

/**
 * Independent CAT: Newton's method in floating point pesos on
 *   g(i) = Σ B_k (1 + i)^(−k/12) − P
 * with B_k the payment of month k without IVA.
 */
function newtonCat(principalPesos: number, paymentsWithoutIva: number[]): number {
  let i = 0.5;
  for (let iteration = 0; iteration < 100; iteration++) {
    let g = -principalPesos;
    let dg = 0;
    paymentsWithoutIva.forEach((b, index) => {
      const t = (index + 1) / 12;
      g += b * (1 + i) ** -t;
      dg += -t * b * (1 + i) ** (-t - 1);
    });
    const next = i - g / dg;
    if (Math.abs(next - i) < 1e-14) return next;
    i = next;
  }
  return i;
}

describe('CAT of 20,000 at 60% a year over 12 months', () => {
  const loan = {
    principal: pesos(20_000),
    annualRateBps: 6000,
    termMonths: 12,
    firstPaymentDate: '2026-12-01',
  };
  const schedule = amortizationSchedule(loan);
  const result = catOfSchedule(schedule);

  it('matches an independent Newton iteration at one decimal', () => {
    const payments = schedule.rows.map((row) => (row.payment - row.iva) / 100);
    const expected = newtonCat(20_000, payments);
    expect(result.percent).toBe(Math.round(expected * 1000) / 10);
    expect(Math.abs(result.rate - expected)).toBeLessThan(1e-9);
  });

  it('is the effective annual rate of 5% a month, since IVA is left out: 1.05^12 − 1 = 79.6%', () => {
    // Without IVA each payment is interest + capital at exactly 5% a month (up to centavo rounding).
    expect(result.percent).toBe(catPercent(1.05 ** 12 - 1));
    expect(result.label).toBe('79.6%');
  });
});

describe('solveCat', () => {
  it('is 0 for an interest-free loan', () => {
    const msi = { principal: pesos(9_000), annualRateBps: 0, termMonths: 6, firstPaymentDate: '2027-01-01' };
    expect(catOfSchedule(amortizationSchedule(msi))).toMatchObject({ rate: 0, label: '0.0%' });
  });

  it('solves a single payment a year later exactly', () => {
    // 1,000 now, 1,500 in one year → 50%.
    const lent = [{ amount: pesos(1_000), years: 0 }];
    expect(solveCat(lent, [{ amount: pesos(1_500), years: 1 }])).toBeCloseTo(0.5, 10);
    // 1,000 now, 1,210 in two years → 10%.
    expect(cat(lent, [{ amount: pesos(1_210), years: 2 }]).label).toBe('10.0%');
  });

  it('handles very high rates and refuses impossible flows', () => {
    // 100 now, 10,000 in a month → (100)^12 − 1, beyond the search range.
    const lent = [{ amount: pesos(100), years: 0 }];
    expect(() => solveCat(lent, [{ amount: pesos(10_000), years: 1 / 12 }])).toThrow(RangeError);
    expect(solveCat(lent, [{ amount: pesos(300), years: 1 }])).toBeCloseTo(2, 9);
    expect(() => solveCat([], [{ amount: pesos(1), years: 1 }])).toThrow(RangeError);
    expect(() => solveCat([{ amount: pesos(1), years: 0 }], [])).toThrow(RangeError);
  });

  it('formats with one decimal, half-up', () => {
    const labels = [0.79585, 1.01220293, 0.12345, 0].map((rate) => formatCat(rate));
    expect(labels).toEqual(['79.6%', '101.2%', '12.3%', '0.0%']);
    expect(catPercent(-1e-13)).toBe(0);
  });

  it('agrees with Newton for any product loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200_000, max: 5_000_000 }),
        fc.integer({ min: 100, max: 15_000 }),
        fc.constantFrom(3, 6, 9, 12, 15, 18, 24),
        (principal, bps, n) => {
          const terms = { annualRateBps: bps, termMonths: n, firstPaymentDate: '2027-03-01' };
          const s = amortizationSchedule({ principal: asCentavos(principal), ...terms });
          const expected = newtonCat(
            principal / 100,
            s.rows.map((row) => (row.payment - row.iva) / 100),
          );
          const actual = catOfSchedule(s);
          expect(Math.abs(actual.rate - expected)).toBeLessThan(1e-8);
          // And it is close to the effective annual rate of the monthly ordinary rate.
          expect(Math.abs(actual.rate - ((1 + bps / 120_000) ** 12 - 1))).toBeLessThan(0.01);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('CAT on the real dates (offers and contracts)', () => {
  const base = {
    principal: pesos(20_000),
    annualRateBps: 6000,
    termMonths: 12,
    firstPaymentDate: '2027-01-01',
  };

  it('agrees with the table whose first period is charged on its actual days, whatever its length', () => {
    const wholeMonths = catOfSchedule(amortizationSchedule(base)).percent;
    for (const disbursementDate of ['2026-11-20', '2026-11-23', '2026-12-02', '2026-12-22']) {
      const schedule = amortizationSchedule({ ...base, disbursementDate });
      const onDates = catOfScheduleOn(schedule, disbursementDate).percent;
      expect(Math.abs(onDates - wholeMonths), disbursementDate).toBeLessThanOrEqual(1.5);
    }
  });

  it('a month-long first period on the real dates is the whole-month CAT up to day counts', () => {
    const schedule = amortizationSchedule({ ...base, disbursementDate: '2026-12-01' });
    expect(catOfScheduleOn(schedule, '2026-12-01').percent).toBeCloseTo(catOfSchedule(schedule).percent, 0);
  });
});
