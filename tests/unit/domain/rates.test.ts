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
    expect(Object.keys(RATE_TABLE.PERSONAL_LOAN).map(Number)).toEqual([
      ...termsForAmount(pesos(20_000), 'PERSONAL_LOAN'),
    ]);
  });

  it('gives the sandbox rates, 0 when interest-free, null for a term not offered', () => {
    expect(ordinaryRateBps('STORE', 12)).toBe(6000);
    expect(ordinaryRateBps('PERSONAL_LOAN', 6)).toBe(7200);
    expect(ordinaryRateBps('STORE', 12, { interestFree: true })).toBe(0);
    expect(ordinaryRateBps('PERSONAL_LOAN', 24)).toBeNull();
    expect(ordinaryRateBps('STORE', 7)).toBeNull();
  });

  it('late rate is 1.5 × the ordinary rate', () => {
    expect(lateRateBps(6000)).toBe(9000);
    expect(lateRateBps(7200)).toBe(10800);
    expect(lateRateBps(725)).toBe(1088); // 1,087.5 → 1,088
  });
});

describe('rate conversions and display', () => {
  it('converts API fractions and shows 2 decimals', () => {
    expect(rateFractionToBps(0.6)).toBe(6000);
    expect(rateFractionToBps(0.0725)).toBe(725);
    expect(bpsToRateFraction(7200)).toBe(0.72);
    expect(formatRate(6000)).toBe('60.00%');
    expect(formatRate(725)).toBe('7.25%');
    expect(formatRate(10800)).toBe('108.00%');
    expect(formatRate(0)).toBe('0.00%');
    expect(() => rateFractionToBps(-0.1)).toThrow(RangeError);
    expect(() => formatRate(1.5)).toThrow(RangeError);
  });
});

describe('estimates and totals', () => {
  it('estimates the monthly payment of an offered amount and term', () => {
    expect(estimateMonthlyPayment('STORE', pesos(20_000), 12)).toBe(pesos(2_359.45));
    expect(estimateMonthlyPayment('STORE', pesos(9_000), 3, { interestFree: true })).toBe(pesos(3_000));
    expect(estimateMonthlyPayment('STORE', pesos(2_500), 6)).toBeNull(); // 6 months needs 3,000
    expect(estimateMonthlyPayment('PERSONAL_LOAN', pesos(25_000), 12)).toBeNull();
    expect(estimateMonthlyPayment('STORE', pesos(1_000), 3)).toBeNull();
  });

  it('total to pay is monthly × term unless interest-free', () => {
    expect(totalToPay(pesos(2_359.45), 12, pesos(20_000))).toBe(pesos(28_313.4));
    expect(totalToPay(pesos(3_333.33), 3, pesos(10_000), true)).toBe(pesos(10_000));
    expect(interestAndIva(pesos(28_313.4), pesos(20_000))).toBe(pesos(8_313.4));
    expect(interestAndIva(asCentavos(1_000_000), asCentavos(1_000_000))).toBe(0);
  });

  it('the personal loan may be interest-free up to 12 months when eligible', () => {
    expect(isPersonalLoanMsiTerm(12, true)).toBe(true);
    expect(isPersonalLoanMsiTerm(15, true)).toBe(false);
    expect(isPersonalLoanMsiTerm(6, false)).toBe(false);
  });
});
