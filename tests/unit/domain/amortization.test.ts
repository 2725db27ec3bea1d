import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AmortizationSchedule,
  amortizationSchedule,
  daysBetween,
  interestForDays,
  ivaOn,
  monthlyInstalment,
  monthlyInterest,
} from '../../../src/domain/amortization.ts';
import { asCentavos, pesos } from '../../../src/domain/money.ts';

describe('hand-computed example: 20,000 at 60% a year over 12 months', () => {
  // Monthly rate 60% / 12 = 5%; with IVA on interest the instalment uses 5% × 1.16 = 5.8%:
  // A = 20,000 × 0.058 / (1 − 1.058^−12) = 2,359.45 (rounded to the centavo).
  const loan = { principal: pesos(20_000), annualRateBps: 6000, termMonths: 12 };
  const schedule = amortizationSchedule({ ...loan, firstPaymentDate: '2026-12-01' });

  it('has an instalment of 2,359.45', () => {
    expect(schedule.instalment).toBe(pesos(2_359.45));
    expect(monthlyInstalment(pesos(20_000), 6000, 12)).toBe(pesos(2_359.45));
  });

  it('first row: interest 1,000.00, IVA 160.00, capital 1,199.45', () => {
    expect(schedule.rows[0]).toMatchObject({
      ...{ openingBalance: pesos(20_000), interest: pesos(1_000), iva: pesos(160) },
      ...{ capital: pesos(1_199.45), payment: pesos(2_359.45), balance: pesos(18_800.55) },
    });
  });

  it('second row is computed on the new balance', () => {
    // 18,800.55 × 5% = 940.0275 → 940.03; IVA 150.4048 → 150.40; capital 2,359.45 − 1,090.43 = 1,269.02.
    const second = { interest: pesos(940.03), iva: pesos(150.4), capital: pesos(1_269.02) };
    expect(schedule.rows[1]).toMatchObject({ ...second, balance: pesos(17_531.53) });
  });

  it('ends at 0.00 with the last row absorbing the rounding', () => {
    const last = schedule.rows[11]!;
    expect(schedule.rows).toHaveLength(12);
    expect(last.balance).toBe(0);
    expect(last.capital).toBe(last.openingBalance);
    expect(Math.abs(last.payment - schedule.instalment)).toBeLessThanOrEqual(12); // at most a centavo per period
    for (const row of schedule.rows.slice(0, 11)) expect(row.payment).toBe(pesos(2_359.45));
  });

  it('pays on the 1st of consecutive months', () => {
    expect(schedule.rows.map((r) => r.dueDate)).toEqual(
      [
        '2026-12-01 2027-01-01 2027-02-01 2027-03-01 2027-04-01 2027-05-01 2027-06-01 2027-07-01 2027-08-01',
        '2027-09-01 2027-10-01 2027-11-01',
      ].flatMap((line) => line.split(' ')),
    );
  });

  it('totals add up', () => {
    const sum = (pick: (r: (typeof schedule.rows)[number]) => number) =>
      schedule.rows.reduce((total, row) => total + pick(row), 0);
    const sums = { interest: sum((r) => r.interest), iva: sum((r) => r.iva), payment: sum((r) => r.payment) };
    expect(schedule.totals).toMatchObject({ capital: pesos(20_000), ...sums });
  });
});

describe('instalment against an independent floating-point formula', () => {
  it('is the French instalment at r × 1.16, rounded to the centavo', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200_000, max: 5_000_000 }),
        fc.integer({ min: 1, max: 15_000 }),
        fc.constantFrom(3, 6, 9, 12, 15, 18, 24),
        (principal, bps, n) => {
          const i = (bps / 10_000 / 12) * 1.16;
          const expected = (principal * i) / (1 - (1 + i) ** -n);
          const actual = monthlyInstalment(asCentavos(principal), bps, n);
          expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });
});

describe('interest-free (MSI)', () => {
  it('divides the principal evenly and charges no interest nor IVA', () => {
    const msi = { principal: pesos(10_000), annualRateBps: 0, termMonths: 3, firstPaymentDate: '2027-01-01' };
    const s = amortizationSchedule(msi);
    expect(s.instalment).toBe(pesos(3_333.33));
    expect(s.rows.map((r) => r.payment)).toEqual([pesos(3_333.33), pesos(3_333.33), pesos(3_333.34)]);
    expect(s.totals).toMatchObject({ interest: 0, iva: 0, payment: pesos(10_000) });
  });
});

describe('helpers', () => {
  it('monthly interest and IVA round half-up', () => {
    // 94,002.75 and 0.5 → 1; IVA 15,040.48, 4.0, 12.0 and 0.48
    expect([1_880_055, 10].map((c) => monthlyInterest(asCentavos(c), 6000))).toEqual([94_003, 1]);
    expect([94_003, 25, 75, 3].map((c) => ivaOn(asCentavos(c)))).toEqual([15_040, 4, 12, 0]);
  });
});

describe('invalid input', () => {
  const base = {
    principal: pesos(5_000),
    annualRateBps: 6000,
    termMonths: 6,
    firstPaymentDate: '2026-12-01',
  };
  it('throws a RangeError', () => {
    const wrong: Partial<typeof base>[] = [{ principal: asCentavos(0) }, { annualRateBps: -1 }];
    wrong.push({ annualRateBps: 60.5 }, { termMonths: 0 }, { termMonths: 2.5 });
    wrong.push({ firstPaymentDate: '2026-12-15' }, { firstPaymentDate: '01/12/2026' });
    for (const part of wrong) expect(() => amortizationSchedule({ ...base, ...part })).toThrow(RangeError);
  });
});

describe('properties of any schedule', () => {
  const anyLoan = fc.record({
    principal: fc.oneof(
      fc.integer({ min: 1, max: 1_000 }),
      fc.integer({ min: 200_000, max: 5_000_000 }),
      fc.integer({ min: 1, max: 1e9 }),
    ),
    annualRateBps: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
    termMonths: fc.oneof(fc.constantFrom(3, 6, 9, 12, 15, 18, 24), fc.integer({ min: 1, max: 120 })),
    firstMonth: fc.integer({ min: 1, max: 12 }),
  });

  type Loan = { principal: number; annualRateBps: number; termMonths: number; firstMonth: number };
  const build = ({ principal, firstMonth, ...terms }: Loan): AmortizationSchedule => {
    const firstPaymentDate = `2027-${String(firstMonth).padStart(2, '0')}-01`;
    return amortizationSchedule({ principal: asCentavos(principal), ...terms, firstPaymentDate });
  };

  it('capital sums exactly to the principal and the balance ends at 0', () => {
    fc.assert(
      fc.property(anyLoan, (loan) => {
        const s = build(loan);
        expect(s.rows).toHaveLength(loan.termMonths);
        expect(s.rows.reduce((t, r) => t + r.capital, 0)).toBe(loan.principal);
        expect(s.rows.at(-1)!.balance).toBe(0);
      }),
    );
  });

  it('balances never go negative and each row follows from the previous one', () => {
    fc.assert(
      fc.property(anyLoan, (loan) => {
        let previous = loan.principal;
        for (const row of build(loan).rows) {
          expect(row.openingBalance).toBe(previous);
          expect(row.balance).toBeGreaterThanOrEqual(0);
          expect(row.capital).toBeGreaterThanOrEqual(0);
          expect(row.balance).toBe(row.openingBalance - row.capital);
          previous = row.balance;
        }
      }),
    );
  });

  it('each row total is interest + IVA + capital, and every amount is an integer', () => {
    fc.assert(
      fc.property(anyLoan, (loan) => {
        const s = build(loan);
        expect(Number.isSafeInteger(s.instalment)).toBe(true);
        for (const row of s.rows) {
          expect(row.payment).toBe(row.interest + row.iva + row.capital);
          const { openingBalance, interest, iva, capital, payment, balance } = row;
          for (const value of [openingBalance, interest, iva, capital, payment, balance])
            expect(Number.isSafeInteger(value)).toBe(true);
          expect(row.dueDate.endsWith('-01')).toBe(true);
        }
      }),
    );
  });

  it('for real product amounts every payment but the last equals the instalment; the last differs only by rounding drift', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 15_000 }),
        fc.constantFrom(3, 6, 9, 12, 15, 18, 24),
        (principal, bps, n) => {
          const s = build({ principal, annualRateBps: bps, termMonths: n, firstMonth: 1 });
          for (const row of s.rows.slice(0, -1)) expect(row.payment).toBe(s.instalment);
          // Each period rounds the instalment, the interest and the IVA (≤ ½ centavo each); those errors
          // accrue at the rate i = r × 1.16 until the last row, which also rounds its own interest and IVA.
          const i = (bps / 120_000) * 1.16;
          const accrued = i === 0 ? n : ((1 + i) ** n - 1) / i;
          expect(Math.abs(s.rows.at(-1)!.payment - s.instalment)).toBeLessThanOrEqual(1.5 * accrued + 1);
        },
      ),
    );
  });
});

describe('first period of actual days (disbursementDate)', () => {
  const base = { principal: pesos(20_000), annualRateBps: 6000, termMonths: 12 } as const;

  it('charges the first period’s interest on its actual days (rate × days / 360); the rest is the French table', () => {
    const from = (disbursementDate?: string) =>
      amortizationSchedule({ ...base, firstPaymentDate: '2027-01-01', disbursementDate });
    const [monthly, long, short] = [from(), from('2026-11-23'), from('2026-12-20')];
    // 39 days: 20,000 × 60% × 39 / 360 = 1,300.00 (+ IVA 208.00); 12 days: 400.00 (+ 64.00).
    expect(long.rows[0]).toMatchObject({ interest: pesos(1_300), iva: pesos(208), capital: 119_945 });
    expect(short.rows[0]).toMatchObject({ interest: pesos(400), iva: pesos(64), capital: 119_945 });
    for (const s of [long, short]) {
      expect(s.instalment).toBe(monthly.instalment);
      expect(s.rows.slice(1)).toEqual(monthly.rows.slice(1));
      expect(s.rows.at(-1)?.balance).toBe(0);
    }
    // A 30-day first period is exactly a month.
    expect(from('2026-12-02').rows).toEqual(monthly.rows);
  });

  it('refuses a first payment on or before the disbursement', () => {
    expect(() =>
      amortizationSchedule({ ...base, firstPaymentDate: '2027-01-01', disbursementDate: '2027-01-01' }),
    ).toThrow(RangeError);
  });

  it('counts days across months and leap years', () => {
    expect(daysBetween('2026-11-23', '2027-01-01')).toBe(39);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(interestForDays(pesos(10_000), 3600, 10)).toBe(pesos(100));
  });
});
