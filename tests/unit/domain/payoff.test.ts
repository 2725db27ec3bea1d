/**
 * Interest to date (src/domain/payoff.ts, docs/domain.md "Interest to date"): the store purchase of
 * $10,800.00 at 60% a year (the store rate, docs/domain.md "Rates"), disbursed on 28/11/2026 with its first
 * payment on 01/01/2027 (34 days). Figures worked by hand from the stated rule: balance × annual rate × days / 360,
 * IVA 16% (spec §9), half-up to the centavo.
 */
import { describe, expect, it } from 'vitest';
import { asCentavos } from '../../../src/domain/money.ts';
import { type AccruingPeriod, interestToDate } from '../../../src/domain/payoff.ts';

type Figures = { start: string; dueDate: string; balance: number; annualRateBps: number; interest: number };
const accruing = (p: Figures) =>
  ({ ...p, balance: asCentavos(p.balance), interest: asCentavos(p.interest) }) satisfies AccruingPeriod;

// The table's first row: 10,800 × 60% × 34 / 360 = 612.00.
const firstRow = { start: '2026-11-28', dueDate: '2027-01-01', balance: 1_080_000, annualRateBps: 6000 };
const period = accruing({ ...firstRow, interest: 61_200 });

describe('interest to date of a period', () => {
  it('on the day of disbursement nothing has accrued (the issue read $612.00 + $97.92 "a la fecha")', () => {
    expect(interestToDate(period, '2026-11-28')).toEqual({ days: 0, interest: 0, iva: 0 });
  });

  it('by the days elapsed: 1 day $18.00 + $2.88; 10 days $180.00 + $28.80; 33 days $594.00 + $95.04', () => {
    expect(interestToDate(period, '2026-11-29')).toEqual({ days: 1, interest: 1_800, iva: 288 });
    expect(interestToDate(period, '2026-12-08')).toEqual({ days: 10, interest: 18_000, iva: 2_880 });
    expect(interestToDate(period, '2026-12-31')).toEqual({ days: 33, interest: 59_400, iva: 9_504 });
  });

  it("on and after the due date the period's whole interest: $612.00 + $97.92", () => {
    expect(interestToDate(period, '2027-01-01')).toEqual({ days: 34, interest: 61_200, iva: 9_792 });
    expect(interestToDate(period, '2027-02-15')).toEqual({ days: 34, interest: 61_200, iva: 9_792 });
  });

  it("a month period never charges more than the table's month: 31 days of December stop at 30 days' worth", () => {
    // 10,000 at 60%: a month is 10,000 × 5% = 500.00; 30 days / 360 is the same 500.00.
    const month = { start: '2026-12-01', dueDate: '2027-01-01', balance: 1_000_000, annualRateBps: 6000 };
    const december = accruing({ ...month, interest: 50_000 });
    expect(interestToDate(december, '2026-12-31')).toEqual({ days: 30, interest: 50_000, iva: 8_000 });
    expect(interestToDate(december, '2026-12-16')).toEqual({ days: 15, interest: 25_000, iva: 4_000 });
  });

  it('an interest-free period accrues nothing; a day before the start counts as none', () => {
    const free = { ...period, annualRateBps: 0, interest: asCentavos(0) };
    expect(interestToDate(free, '2026-12-20')).toEqual({ days: 22, interest: 0, iva: 0 });
    expect(interestToDate(period, '2026-11-01')).toEqual({ days: 0, interest: 0, iva: 0 });
  });
});
