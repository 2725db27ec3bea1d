import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asCentavos, pesos } from '../../../src/domain/money.ts';
import {
  ALL_TERMS,
  DEFAULT_TERM,
  isAllowedTerm,
  TERM_BANDS,
  termChoices,
  termsForAmount,
} from '../../../src/domain/terms.ts';

describe('termsForAmount (store)', () => {
  it('follows the bands of the product', () => {
    const store = (amount: number) => termsForAmount(pesos(amount), 'STORE');
    for (const amount of [2_000, 2_999.99]) expect(store(amount)).toEqual([3]);
    for (const amount of [3_000, 4_999.99]) expect(store(amount)).toEqual([3, 6]);
    for (const amount of [5_000, 9_999]) expect(store(amount)).toEqual([3, 6, 9, 12]);
    for (const amount of [10_000, 20_000]) expect(store(amount)).toEqual([3, 6, 9, 12, 15, 18]);
    for (const amount of [20_000.01, 20_001, 50_000])
      expect(store(amount)).toEqual([3, 6, 9, 12, 15, 18, 24]);
  });

  it('offers nothing outside 2,000 – 50,000', () => {
    for (const amount of [pesos(1_999.99), pesos(50_000.01), asCentavos(0)])
      expect(termsForAmount(amount, 'STORE')).toEqual([]);
  });
});

describe('termsForAmount (personal loan)', () => {
  it('uses only the first four bands', () => {
    expect(termsForAmount(pesos(2_500), 'PERSONAL_LOAN')).toEqual([3]);
    expect(termsForAmount(pesos(7_000), 'PERSONAL_LOAN')).toEqual([3, 6, 9, 12]);
    expect(termsForAmount(pesos(20_000), 'PERSONAL_LOAN')).toEqual([3, 6, 9, 12, 15, 18]);
    expect(termsForAmount(pesos(20_000.01), 'PERSONAL_LOAN')).toEqual([]);
    expect(isAllowedTerm(pesos(20_000), 24, 'PERSONAL_LOAN')).toBe(false);
    expect(isAllowedTerm(pesos(30_000), 24, 'STORE')).toBe(true);
  });
});

describe('bands', () => {
  it('cover 2,000 – 50,000 without gaps or overlaps, each term list growing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200_000, max: 5_000_000 }), (n) => {
        const amount = asCentavos(n);
        const matching = TERM_BANDS.filter((b) => amount >= b.min && amount <= b.max);
        expect(matching).toHaveLength(1);
        const terms = termsForAmount(amount, 'STORE');
        expect(terms[0]).toBe(DEFAULT_TERM);
        for (const t of terms) expect(ALL_TERMS).toContain(t);
        // A larger amount never offers fewer terms.
        expect(
          termsForAmount(asCentavos(Math.min(n + 100_000, 5_000_000)), 'STORE').length,
        ).toBeGreaterThanOrEqual(terms.length);
      }),
    );
  });
});

describe('termChoices (product form buttons)', () => {
  it('disables the buttons under 1,999', () => {
    expect(termChoices(asCentavos(0), 'STORE')).toEqual({ terms: [3], disabled: true });
    expect(termChoices(pesos(1_998.99), 'STORE')).toEqual({ terms: [3], disabled: true });
    expect(termChoices(pesos(1_999), 'STORE')).toEqual({ terms: [3], disabled: false });
    expect(termChoices(pesos(12_000), 'PERSONAL_LOAN')).toEqual({
      terms: [3, 6, 9, 12, 15, 18],
      disabled: false,
    });
  });

  it('shows the last band above the maximum', () => {
    expect(termChoices(pesos(80_000), 'STORE').terms).toEqual([3, 6, 9, 12, 15, 18, 24]);
    expect(termChoices(pesos(30_000), 'PERSONAL_LOAN').terms).toEqual([3, 6, 9, 12, 15, 18]);
  });

  it('default term is 3 months', () => {
    expect(DEFAULT_TERM).toBe(3);
  });
});
