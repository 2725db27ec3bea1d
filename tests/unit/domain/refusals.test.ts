/**
 * The domain's refusals of invalid input, each with its own message, and the CLABE bank table: what the
 * mutation run showed untested (results for valid input are checked to the centavo elsewhere; these are the
 * guards around them). Bank names are Banxico's SPEI participants, written here from its catalogue.
 */
import { describe, expect, it } from 'vitest';
import { daysBetween, MAX_TERM_MONTHS, monthlyInstalment } from '../../../src/domain/amortization';
import { BANKS, bankNameOf } from '../../../src/domain/banks';
import { parseBirthDate } from '../../../src/domain/calendar';
import { type CashFlow, solveCat } from '../../../src/domain/cat';
import { asCentavos } from '../../../src/domain/money';

const flow = (pesos: number, years: number): CashFlow => ({ amount: asCentavos(pesos * 100), years });

describe('CLABE bank names (Banxico SPEI participant codes)', () => {
  it.each([
    ['002', 'BANAMEX'],
    ['012', 'BBVA MÉXICO'],
    ['014', 'SANTANDER'],
    ['021', 'HSBC'],
    ['030', 'BAJÍO'],
    ['044', 'SCOTIABANK'],
    ['072', 'BANORTE'],
    ['127', 'AZTECA'],
    ['137', 'BANCOPPEL'],
    ['638', 'NU MÉXICO'],
    ['646', 'STP'],
  ])('%s is %s', (code, name) => {
    expect(bankNameOf(`${code}180000000000000`)).toBe(name);
  });

  it('every entry is a 3-digit code with a name in capitals; unknown codes and short CLABEs give null', () => {
    const entries = Object.entries(BANKS);
    expect(entries.length).toBeGreaterThanOrEqual(30);
    for (const [code, name] of entries) {
      expect(code).toMatch(/^\d{3}$/);
      expect(name).toMatch(/^[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ .&-]+$/);
    }
    expect(new Set(Object.values(BANKS)).size).toBe(entries.length);
    expect(bankNameOf('999180000000000000')).toBeNull();
    expect(bankNameOf('00218000000000000')).toBeNull();
  });
});

describe('CAT refusals', () => {
  it('needs at least one disbursement and one payment', () => {
    const message = 'The CAT needs at least one disbursement and one payment';
    expect(() => solveCat([], [flow(100, 1)])).toThrow(new RangeError(message));
    expect(() => solveCat([flow(100, 0)], [])).toThrow(new RangeError(message));
  });

  it('payments that cover the disbursements at no rate have no CAT (paid at once, less than lent)', () => {
    expect(() => solveCat([flow(1000, 0)], [flow(1, 0)])).toThrow(
      new RangeError('The payments do not cover the disbursements'),
    );
  });

  it('a rate beyond 1,000,000% a year is out of range', () => {
    expect(() => solveCat([flow(1, 0)], [flow(1_000_000_000, 1)])).toThrow(
      new RangeError('The CAT is out of range'),
    );
  });

  it('just inside the bounds it is solved: payments equal to the disbursement give 0, one year at 100% gives 1', () => {
    expect(solveCat([flow(1000, 0)], [flow(1000, 1)])).toBe(0);
    expect(solveCat([flow(1000, 0)], [flow(2000, 1)])).toBeCloseTo(1, 9);
    expect(solveCat([flow(1000, 0)], [flow(4000, 1)])).toBeCloseTo(3, 9);
  });
});

describe('birth dates: what is refused', () => {
  const typed = 'x2001-02-28 2001-02-28x 12001-02-28 2001-2-28 0999-01-01 2001-00-10 2001-13-10 2001-04-00';
  it.each([null, undefined, '', ...typed.split(' '), '2001-04-31', '2001/02/29'])(
    '%j is not a date',
    (value) => {
      expect(parseBirthDate(value)).toBeNull();
    },
  );

  it('a typed date with spaces, an ISO date-time (its date part), the first year and a leap day are read', () => {
    const read = [' 2001/02/28 ', '2001-02-28T23:30:00.000Z', '1000-01-01', '2000-02-29', '2001-12-31'];
    expect(read.map((text) => parseBirthDate(text))).toEqual([
      { year: 2001, month: 2, day: 28 },
      { year: 2001, month: 2, day: 28 },
      { year: 1000, month: 1, day: 1 },
      { year: 2000, month: 2, day: 29 },
      { year: 2001, month: 12, day: 31 },
    ]);
  });

  it('a calendar day object must be whole numbers in range', () => {
    expect(parseBirthDate({ year: 2001.5, month: 2, day: 1 })).toBeNull();
    expect(parseBirthDate({ year: 2001, month: 2.5, day: 1 })).toBeNull();
    expect(parseBirthDate({ year: 2001, month: 2, day: 1.5 })).toBeNull();
    expect(parseBirthDate({ year: 2001, month: 2, day: 1 })).toEqual({ year: 2001, month: 2, day: 1 });
  });
});

describe('amortization refusals', () => {
  it('days between invalid dates is refused, naming them', () => {
    expect(() => daysBetween('2027-02-30' as never, '2027-03-01' as never)).toThrow(
      new RangeError('Invalid dates 2027-02-30 2027-03-01'),
    );
    expect(() => daysBetween('2027-03-01' as never, 'mañana' as never)).toThrow(
      new RangeError('Invalid dates 2027-03-01 mañana'),
    );
  });

  it.each([
    [0, 6000, 12, 'The principal must be a positive integer of centavos, got 0'],
    [-100, 6000, 12, 'The principal must be a positive integer of centavos, got -100'],
    [100.5, 6000, 12, 'The principal must be a positive integer of centavos, got 100.5'],
    [100_000, -1, 12, 'The rate must be a non-negative integer of basis points, got -1'],
    [100_000, 60.5, 12, 'The rate must be a non-negative integer of basis points, got 60.5'],
    [100_000, 6000, 0, `The term must be 1 to ${MAX_TERM_MONTHS} months, got 0`],
    [100_000, 6000, MAX_TERM_MONTHS + 1, `The term must be 1 to ${MAX_TERM_MONTHS} months, got 361`],
    [100_000, 6000, 1.5, `The term must be 1 to ${MAX_TERM_MONTHS} months, got 1.5`],
  ])('principal %d, rate %d bps, term %d: %s', (principal, bps, term, message) => {
    expect(() => monthlyInstalment(principal as never, bps, term)).toThrow(new RangeError(message));
  });

  it('the bounds themselves are accepted: 1 and 360 months, a 0 rate, one centavo', () => {
    expect(monthlyInstalment(asCentavos(120_000), 0, 1)).toBe(120_000);
    expect(monthlyInstalment(asCentavos(360_000), 0, MAX_TERM_MONTHS)).toBe(1000);
    expect(monthlyInstalment(asCentavos(1), 0, 1)).toBe(1);
  });
});
