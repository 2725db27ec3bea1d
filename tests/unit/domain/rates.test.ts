import { describe, expect, it } from 'vitest';
import { asCentavos, pesos } from '../../../src/domain/money.ts';
import {
  bpsToRateFraction,
  estimateMonthlyPayment,
  formatRate,
  interestAndIva,
  isPersonalLoanMsiTerm,
  lateRateBps,
  ordinaryRateBps,
  RATE_TABLE,
  rateFractionToBps,
  totalToPay,
} from '../../../src/domain/rates.ts';
import { termsForAmount } from '../../../src/domain/terms.ts';

describe('rate table', () => {
  it('prices every term the product offers, and only those', () => {
    expect(Object.keys(RATE_TABLE.STORE).map(Number)).toEqual([...termsForAmount(pesos(50_000), 'STORE')]);
    const personal = termsForAmount(pesos(20_000), 'PERSONAL_LOAN');
    expect(Object.keys(RATE_TABLE.PERSONAL_LOAN).map(Number)).toEqual([...personal]);
  });

  it('gives the sandbox rates, 0 when interest-free, null for a term not offered', () => {
    expect(ordinaryRateBps('STORE', 12)).toBe(6000);
    expect(ordinaryRateBps('PERSONAL_LOAN', 6)).toBe(7200);
    expect(ordinaryRateBps('STORE', 12, { interestFree: true })).toBe(0);
    expect([ordinaryRateBps('PERSONAL_LOAN', 24), ordinaryRateBps('STORE', 7)]).toEqual([null, null]);
  });

  it('late rate is 1.5 × the ordinary rate', () => {
    expect([6000, 7200, 725].map(lateRateBps)).toEqual([9000, 10800, 1088]); // 1,087.5 → 1,088
  });
});

describe('rate conversions and display', () => {
  it('converts API fractions and shows 2 decimals', () => {
    expect([rateFractionToBps(0.6), rateFractionToBps(0.0725), bpsToRateFraction(7200)]).toEqual([
      6000, 725, 0.72,
    ]);
    expect([6000, 725, 10800, 0].map((bps) => formatRate(bps))).toEqual([
      '60.00%',
      '7.25%',
      '108.00%',
      '0.00%',
    ]);
    expect(() => rateFractionToBps(-0.1)).toThrow(RangeError);
    expect(() => formatRate(1.5)).toThrow(RangeError);
  });
});

describe('estimates and totals', () => {
  it('estimates the monthly payment of an offered amount and term', () => {
    expect(estimateMonthlyPayment('STORE', pesos(20_000), 12)).toBe(pesos(2_359.45));
    expect(estimateMonthlyPayment('STORE', pesos(9_000), 3, { interestFree: true })).toBe(pesos(3_000));
    // 6 months needs 3,000; a personal loan goes up to 20,000; a store purchase starts at 2,000
    const notOffered = [
      estimateMonthlyPayment('STORE', pesos(2_500), 6),
      estimateMonthlyPayment('PERSONAL_LOAN', pesos(25_000), 12),
    ];
    expect([...notOffered, estimateMonthlyPayment('STORE', pesos(1_000), 3)]).toEqual([null, null, null]);
  });

  it('total to pay is monthly × term unless interest-free', () => {
    expect(totalToPay(pesos(2_359.45), 12, pesos(20_000))).toBe(pesos(28_313.4));
    expect(totalToPay(pesos(3_333.33), 3, pesos(10_000), true)).toBe(pesos(10_000));
    expect(interestAndIva(pesos(28_313.4), pesos(20_000))).toBe(pesos(8_313.4));
    expect(interestAndIva(asCentavos(1_000_000), asCentavos(1_000_000))).toBe(0);
  });

  it('the personal loan may be interest-free up to 12 months when eligible', () => {
    expect([
      isPersonalLoanMsiTerm(12, true),
      isPersonalLoanMsiTerm(15, true),
      isPersonalLoanMsiTerm(6, false),
    ]).toEqual([true, false, false]);
  });
});
