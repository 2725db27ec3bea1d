import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountBalance,
  availableLimit,
  availableToAsk,
  balancesFromPesos,
  creditAmountBounds,
  creditAvailable,
  creditUsesFromPesos,
  financeableAmount,
  isValidPrice,
  isWithinBounds,
  noLimitCap,
  progressPaid,
} from '../../../src/domain/limits.ts';
import { asCentavos, pesos } from '../../../src/domain/money.ts';

const balance = (overdue: number, current: number): AccountBalance => ({
  overdueBalance: pesos(overdue),
  currentBalance: pesos(current),
});

describe('financeableAmount', () => {
  it('is 90% of the price, capped at 50,000', () => {
    // 3,333.33: 2,999.997 → 3,000.00
    const prices = [10_000, 50_000, 55_555.56, 60_000, 3_333.33].map((p) => financeableAmount(pesos(p)));
    expect(prices).toEqual([9_000, 45_000, 50_000, 50_000, 3_000].map(pesos));
  });

  it('is the price itself when 90% is under 2,000', () => {
    // 2,222.22: 1,999.998 rounds to 2,000.00
    const prices = [2_000, 2_200, 2_222.22, 2_222.23].map((p) => financeableAmount(pesos(p)));
    expect(prices).toEqual([2_000, 2_200, 2_000, 2_000.01].map(pesos));
  });

  it('never exceeds the price nor 50,000 (for prices from 2,000)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200_000, max: 100_000_000 }), (n) => {
        const f = financeableAmount(asCentavos(n));
        expect(f).toBeLessThanOrEqual(n);
        expect(f).toBeLessThanOrEqual(pesos(50_000));
        expect(f).toBeGreaterThanOrEqual(pesos(2_000));
        expect(Number.isInteger(f)).toBe(true);
      }),
    );
  });
});

describe('creditAvailable', () => {
  it('is the limit minus overdue and current balances, floored at 0', () => {
    expect(creditAvailable(pesos(30_000), [])).toBe(pesos(30_000));
    expect(creditAvailable(pesos(30_000), [balance(1_000, 4_000), balance(0, 5_000.5)])).toBe(
      pesos(19_999.5),
    );
    expect(creditAvailable(pesos(10_000), [balance(6_000, 6_000)])).toBe(0);
  });
});

describe('balancesFromPesos', () => {
  it("the API's balances in pesos, as centavos, account by account", () => {
    const api = [
      { overdueBalance: 1000, currentBalance: 4000.5 },
      { overdueBalance: 0.01, currentBalance: 0 },
    ];
    const centavos = [
      { overdueBalance: 100_000, currentBalance: 400_050 },
      { overdueBalance: 1, currentBalance: 0 },
    ];
    expect(balancesFromPesos(api)).toEqual(centavos);
    expect(balancesFromPesos([])).toEqual([]);
  });
});

describe('availableLimit (§6: one rule for the product step, /confirmacion, home and the server)', () => {
  it('with no limit (0): 20,000 for a personal loan, 50,000 for a store purchase', () => {
    expect(noLimitCap('PERSONAL_LOAN')).toBe(pesos(20_000));
    expect(noLimitCap('STORE')).toBe(pesos(50_000));
    expect(availableLimit('PERSONAL_LOAN', asCentavos(0), [])).toBe(pesos(20_000));
    expect(availableLimit('STORE', asCentavos(0), [])).toBe(pesos(50_000));
    // A limit of one centavo is a limit.
    expect(availableLimit('STORE', asCentavos(1), [])).toBe(1);
  });

  it('with no limit, what is in use still counts against the cap (the server counts pending applications)', () => {
    expect(availableLimit('PERSONAL_LOAN', asCentavos(0), [balance(100, 100)])).toBe(pesos(19_800));
    expect(availableLimit('STORE', asCentavos(0), [balance(0, 49_999.99)])).toBe(1);
    expect(availableLimit('STORE', asCentavos(0), [balance(0, 50_000.01)])).toBe(0);
  });

  it('otherwise the available credit, personal loans capped at 20,000', () => {
    expect(availableLimit('STORE', pesos(40_000), [balance(0, 10_000)])).toBe(pesos(30_000));
    expect(availableLimit('PERSONAL_LOAN', pesos(40_000), [balance(0, 10_000)])).toBe(pesos(20_000));
    expect(availableLimit('PERSONAL_LOAN', pesos(15_000), [balance(2_000, 1_000)])).toBe(pesos(12_000));
    expect(availableLimit('STORE', pesos(15_000), [balance(10_000, 10_000)])).toBe(0);
  });

  it('a personal loan: 20,000 minus the personal loans in use, floored at 0; a store purchase ignores them', () => {
    const limit = pesos(50_000);
    expect(availableLimit('PERSONAL_LOAN', limit, [balance(0, 5_000)], pesos(5_000))).toBe(pesos(15_000));
    expect(availableLimit('PERSONAL_LOAN', limit, [balance(0, 19_999.99)], pesos(19_999.99))).toBe(1);
    expect(availableLimit('PERSONAL_LOAN', limit, [balance(0, 20_000)], pesos(20_000))).toBe(0);
    expect(availableLimit('PERSONAL_LOAN', limit, [balance(0, 25_000)], pesos(25_000))).toBe(0);
    expect(availableLimit('STORE', limit, [balance(0, 5_000)], pesos(5_000))).toBe(pesos(45_000));
    // The smaller of the two: the limit left, or what is left of the personal-loan cap.
    expect(availableLimit('PERSONAL_LOAN', pesos(12_000), [balance(0, 1_000)], pesos(1_000))).toBe(
      pesos(11_000),
    );
  });
});

describe('availableToAsk (§6, per product type, from everything in use with its type)', () => {
  // Spec §6: with a limit, the cap is the limit minus the overdue and current balances across the accounts; a
  // personal loan is capped at 20,000 (our reading: the personal loans together, docs/flows.md).
  const uses = creditUsesFromPesos([
    { type: 'STORE', overdueBalance: 0, currentBalance: 10_800 },
    { type: 'PERSONAL_LOAN', overdueBalance: 0, currentBalance: 15_000 },
  ]);
  it('the issue: limit 50,000 with a 10,800 purchase and a 15,000 loan — store 24,200, personal loan 5,000', () => {
    expect(availableToAsk('STORE', pesos(50_000), uses)).toBe(pesos(24_200));
    expect(availableToAsk('PERSONAL_LOAN', pesos(50_000), uses)).toBe(pesos(5_000));
  });
  it('the personal cap counts only personal loans (overdue too); a smaller remaining limit still wins', () => {
    const overdue = creditUsesFromPesos([
      { type: 'PERSONAL_LOAN', overdueBalance: 1_000, currentBalance: 4_000 },
    ]);
    expect(availableToAsk('PERSONAL_LOAN', pesos(100_000), overdue)).toBe(pesos(15_000));
    expect(availableToAsk('PERSONAL_LOAN', pesos(27_000), uses)).toBe(pesos(1_200));
    // Personal loans of 20,000 or more in use: nothing more, never negative.
    const full = creditUsesFromPesos([
      { type: 'PERSONAL_LOAN', overdueBalance: 0, currentBalance: 20_000.01 },
    ]);
    expect(availableToAsk('PERSONAL_LOAN', pesos(100_000), full)).toBe(0);
    expect(availableToAsk('STORE', pesos(100_000), full)).toBe(pesos(79_999.99));
  });
  it('a use of unknown type counts against the limit, not against the personal cap; no limit: 20,000 / 50,000 less what is in use', () => {
    const unknown = creditUsesFromPesos([{ overdueBalance: 0, currentBalance: 15_000 }]);
    expect(availableToAsk('PERSONAL_LOAN', pesos(100_000), unknown)).toBe(pesos(20_000));
    expect(availableToAsk('PERSONAL_LOAN', pesos(0), [])).toBe(pesos(20_000));
    expect(availableToAsk('STORE', pesos(0), [])).toBe(pesos(50_000));
    expect(availableToAsk('PERSONAL_LOAN', pesos(0), uses)).toBe(pesos(0));
  });
});

describe('creditAmountBounds', () => {
  it('store: min 2,000, max the smaller of the limit and the financeable amount', () => {
    const upTo = (max: number) => ({ min: pesos(2_000), max: pesos(max) });
    expect(creditAmountBounds('STORE', pesos(50_000), pesos(10_000))).toEqual(upTo(9_000));
    expect(creditAmountBounds('STORE', pesos(5_000), pesos(10_000))).toEqual(upTo(5_000));
    expect(creditAmountBounds('STORE', pesos(50_000))).toEqual(upTo(50_000));
  });

  it('personal loan: max is the available limit', () => {
    const upTo = (max: number) => ({ min: pesos(2_000), max: pesos(max) });
    expect(creditAmountBounds('PERSONAL_LOAN', pesos(20_000))).toEqual(upTo(20_000));
    expect(creditAmountBounds('PERSONAL_LOAN', pesos(12_000), pesos(99_999))).toEqual(upTo(12_000));
  });

  it('checks amounts and prices', () => {
    const bounds = creditAmountBounds('STORE', pesos(50_000), pesos(10_000));
    const within = [9_000, 9_000.01, 1_999.99].map((amount) => isWithinBounds(pesos(amount), bounds));
    expect(within).toEqual([true, false, false]);
    const prices = [2_000, 50_000, 50_000.01, 1_999.99].map((price) => isValidPrice(pesos(price)));
    expect(prices).toEqual([true, true, false, false]);
  });
});

describe('progressPaid', () => {
  it('is (1 − balance / ministrations) × 100 within 0 – 100', () => {
    // 25,000: a balance with interest above what was lent
    const paid = [5_000, 20_000, 0, 25_000].map((owed) => progressPaid(pesos(owed), pesos(20_000)));
    expect(paid).toEqual([75, 0, 100, 0]);
    expect(progressPaid(pesos(1), asCentavos(0))).toBe(0);
    expect(progressPaid(pesos(1), pesos(3))).toBeCloseTo(66.6667, 3);
  });
});
