/**
 * The bounds of the application and promoter forms and their one Spanish text each (src/domain/limits.ts,
 * terms.ts): spec §5 "Product form", "Address", "Employment", "Quick application" and §9. Every form, the contract
 * and the server say these texts; they are derived from the constants with the domain's money formatter.
 */
import { describe, expect, it } from 'vitest';
import {
  FINANCING_MESSAGE,
  FINANCING_PERCENT,
  incomeRefusal,
  LIMIT_MESSAGE,
  MAX_AMOUNT,
  MAX_AMOUNT_MESSAGE,
  MIN_AMOUNT,
  MIN_AMOUNT_MESSAGE,
  MIN_INCOME_MESSAGE,
  MIN_MONTHLY_INCOME,
  MIN_MONTHLY_RENT,
  MIN_RENT_MESSAGE,
  PERSONAL_LOAN_CAP,
  PERSONAL_LOAN_CAP_MESSAGE,
  PERSONAL_LOAN_HEADLINE,
  PRICE_HINT,
  rentRefusal,
  wholePesos,
} from '../../../src/domain/limits.ts';
import { asCentavos, pesos } from '../../../src/domain/money.ts';
import { TERM_BANDS, termBandsText } from '../../../src/domain/terms.ts';
import { aroundPesos, BOUND_TEXTS, BOUNDS } from '../../model/oracle/spec.ts';

describe('the bounds (§5, §9)', () => {
  it("rent and income minimums, the amount range and the personal-loan cap are the spec oracle's", () => {
    const bounds = [MIN_MONTHLY_RENT, MIN_MONTHLY_INCOME, MIN_AMOUNT, MAX_AMOUNT, PERSONAL_LOAN_CAP];
    const { minRent, minIncome, minAmount, maxAmount, personalLoanCap } = BOUNDS;
    expect(bounds).toEqual([minRent, minIncome, minAmount, maxAmount, personalLoanCap].map(pesos));
  });
});

describe('their one text each', () => {
  it('names the bound in whole pesos', () => {
    expect(wholePesos(pesos(2_000))).toBe('$2,000');
    expect(wholePesos(asCentavos(199_949))).toBe('$1,999');
    const texts = [
      MIN_AMOUNT_MESSAGE,
      MAX_AMOUNT_MESSAGE,
      MIN_RENT_MESSAGE,
      MIN_INCOME_MESSAGE,
      PERSONAL_LOAN_CAP_MESSAGE,
    ];
    const { minAmount, maxAmount, minRent, minIncome, personalLoanCap } = BOUND_TEXTS;
    expect(texts).toEqual([minAmount, maxAmount, minRent, minIncome, personalLoanCap]);
  });

  it('keeps the spec words where it has them', () => {
    expect([LIMIT_MESSAGE, PERSONAL_LOAN_HEADLINE]).toEqual([
      'Tu límite disponible es de',
      'Obtén hoy hasta $20,000 en tu cuenta',
    ]);
  });

  it('the financing rule and the price hint come from the constants', () => {
    expect([FINANCING_PERCENT, FINANCING_MESSAGE, PRICE_HINT]).toEqual([
      '90%',
      'Puedes financiar hasta el 90% del precio:',
      'De $2,000 a $50,000.',
    ]);
  });
});

describe('the rent and income rules', () => {
  it('refuse one centavo under the minimum, accept the minimum and above', () => {
    const rents = aroundPesos(BOUNDS.minRent).map((rent) => rentRefusal(pesos(rent)));
    expect(rents).toEqual([BOUND_TEXTS.minRent, null, null]);
    const incomes = aroundPesos(BOUNDS.minIncome).map((income) => incomeRefusal(pesos(income)));
    expect(incomes).toEqual([BOUND_TEXTS.minIncome, null, null]);
  });
});

describe('the term bands in words (the help page)', () => {
  it('says every band of §9 as a person reads it', () => {
    expect(termBandsText()).toBe(
      'Los plazos dependen del monto: de $2,000 a $2,999 a 3 meses; de $3,000 a $4,999 a 3 o 6 meses; de $5,000 a $9,999 hasta 12 meses; de $10,000 a $20,000 hasta 18 meses y de $20,001 a $50,000 hasta 24 meses.',
    );
  });

  it('rounds a band start up and its end down to whole pesos; one band needs no "y"', () => {
    const band = { min: asCentavos(150_001), max: asCentavos(250_099), terms: [3, 6, 9] };
    expect(termBandsText([band])).toBe('Los plazos dependen del monto: de $1,501 a $2,500 hasta 9 meses.');
    expect(termBandsText([TERM_BANDS[1]!, TERM_BANDS[0]!])).toBe(
      'Los plazos dependen del monto: de $3,000 a $4,999 a 3 o 6 meses y de $2,000 a $2,999 a 3 meses.',
    );
  });
});

describe('where the texts are read', () => {
  it('the help page answers with the bands in words', async () => {
    const { FAQ } = await import('../../../src/screens/help/faq.ts');
    const answer = FAQ.flatMap((c) => c.questions).find((q) => q.id === 'plazos')?.answer;
    expect(answer).toEqual([termBandsText()]);
  });
});
