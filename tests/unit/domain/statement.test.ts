import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from '../../../src/domain/amortization.ts';
import { addMonths, formatDate } from '../../../src/domain/dates.ts';
import { asCentavos, type Centavos, formatMXN, pesos } from '../../../src/domain/money.ts';
import {
  DAYS_PER_MONTH,
  estimateNote,
  estimateStatement,
  firstPeriodNote,
  type PaymentStatement,
  paymentStatement,
  statedEstimate,
  statementOfRows,
} from '../../../src/domain/statement.ts';

const c = (...pesosList: number[]): Centavos[] => pesosList.map((p) => pesos(p));

/** The amounts a customer reads in a statement's text, in order. */
const amountsIn = (text: string) => [...text.matchAll(/\$[\d,]+\.\d{2}/g)].map((m) => m[0]);
/** Reads the statement's text back into the payments it describes. */
function paymentsFromText(s: PaymentStatement): Centavos[] {
  const n = (word: string) => Number(word);
  const money = (text: string) => asCentavos(Math.round(Number(text.replace(/[$,]/g, '')) * 100));
  const shaped =
    /^(?:Primer pago de (\$[\d,.]+) y (\d+) pagos? de (\$[\d,.]+)|(\d+) pagos? mensual(?:es)? de (\$[\d,.]+))(?: \(el último de (\$[\d,.]+)\))?$/.exec(
      s.text,
    );
  if (shaped) {
    const [, first, restCount, rest, allCount, all, last] = shaped;
    const payments = first
      ? [money(first), ...Array.from({ length: n(restCount as string) }, () => money(rest as string))]
      : Array.from({ length: n(allCount as string) }, () => money(all as string));
    if (last) payments[payments.length - 1] = money(last);
    return payments;
  }
  return [...s.text.matchAll(/(\d+) pagos? de (\$[\d,.]+)/g)].flatMap(([, count, amount]) =>
    Array.from({ length: n(count as string) }, () => money(amount as string)),
  );
}

describe('paymentStatement: the text of each shape', () => {
  it('all payments equal: the "N pagos mensuales de $X" template', () => {
    const s = paymentStatement(c(100, 100, 100));
    expect(s.text).toBe('3 pagos mensuales de $100.00');
    expect(s.phrase).toBe('3 pagos mensuales de $100.00');
    expect(s).toMatchObject({ count: 3, first: pesos(100), regular: pesos(100), last: pesos(100) });
    expect(s).toMatchObject({ firstDiffers: false, lastDiffers: false, total: pesos(300) });
    expect(s.runs).toEqual([{ amount: pesos(100), count: 3 }]);
  });

  it('one payment: singular', () => {
    const s = paymentStatement(c(2_050.5));
    expect(s.text).toBe('1 pago mensual de $2,050.50');
    expect(s).toMatchObject({ firstDiffers: false, lastDiffers: false, regular: pesos(2_050.5) });
  });

  it('the issue example: a longer first period and the rounding in the last payment', () => {
    const s = paymentStatement(c(2_267.31, ...Array(10).fill(1_884.51), 1_884.45));
    expect(s.text).toBe('Primer pago de $2,267.31 y 11 pagos de $1,884.51 (el último de $1,884.45)');
    expect(s.phrase).toBe('primer pago de $2,267.31 y 11 pagos de $1,884.51 (el último de $1,884.45)');
    expect(s).toMatchObject({ count: 12, first: pesos(2_267.31), regular: pesos(1_884.51) });
    expect(s).toMatchObject({ last: pesos(1_884.45), total: pesos(22_996.86) });
    expect(s).toMatchObject({ firstDiffers: true, lastDiffers: true });
  });

  it('only the first differs', () => {
    const s = paymentStatement(c(2_093.31, ...Array(11).fill(1_884.51)));
    expect(s.text).toBe('Primer pago de $2,093.31 y 11 pagos de $1,884.51');
    expect(s.lastDiffers).toBe(false);
  });

  it('only the last differs (the estimate: every period a month)', () => {
    const s = paymentStatement(c(...Array(11).fill(2_359.45), 2_359.51));
    expect(s.text).toBe('12 pagos mensuales de $2,359.45 (el último de $2,359.51)');
    expect(s).toMatchObject({ firstDiffers: false, regular: pesos(2_359.45), total: pesos(28_313.46) });
  });

  it('two different payments: a first one and one more (singular)', () => {
    const s = paymentStatement(c(10, 20));
    expect(s.text).toBe('Primer pago de $10.00 y 1 pago de $20.00');
    expect(s).toMatchObject({ regular: pesos(20), lastDiffers: false });
  });

  it('three different payments: first, regular and last', () => {
    const s = paymentStatement(c(10, 20, 30));
    expect(s.text).toBe('Primer pago de $10.00 y 2 pagos de $20.00 (el último de $30.00)');
    expect(s.regular).toBe(pesos(20));
  });

  it('any other table lists each run in order', () => {
    const s = paymentStatement(c(1, 1, 2, 1, 1, 1));
    expect(s.text).toBe('2 pagos de $1.00, 1 pago de $2.00 y 3 pagos de $1.00');
    expect(s.regular).toBe(pesos(1));
    expect(paymentStatement(c(5, 1, 2, 2, 3)).text).toBe(
      '1 pago de $5.00, 1 pago de $1.00, 2 pagos de $2.00 y 1 pago de $3.00',
    );
  });

  it('the regular payment is the longest run after a lone first payment (the first run on a tie)', () => {
    const tables = [c(9, 1, 1, 2, 2, 2), c(9, 1, 1, 2, 2), c(1, 1, 9)];
    expect(tables.map((t) => paymentStatement(t).regular)).toEqual([pesos(2), pesos(1), pesos(1)]);
    expect(paymentStatement(c(1, 1, 9)).firstDiffers).toBe(false);
  });

  it('refuses an empty table', () => {
    expect(() => paymentStatement([])).toThrow(RangeError);
    expect(() => paymentStatement([])).toThrow('A payment statement needs at least one payment');
  });
});

describe('firstPeriodNote', () => {
  const longer = paymentStatement(c(2_267.31, ...Array(10).fill(1_884.51), 1_884.45));
  it('a longer first period: the first payment is higher, with its days and dates', () => {
    expect(firstPeriodNote(longer, { from: '2026-11-21', to: '2027-01-01', days: 41 })).toBe(
      'Tu primer pago es mayor que los demás porque cubre 41 días de intereses, del 21/11/2026 al 01/01/2027; los demás cubren un mes.',
    );
  });
  it('a shorter first period: lower', () => {
    const shorter = paymentStatement(c(1_500, 1_884.51, 1_884.51));
    expect(firstPeriodNote(shorter, { from: '2026-11-19', to: '2026-12-01', days: 12 })).toBe(
      'Tu primer pago es menor que los demás porque cubre 12 días de intereses, del 19/11/2026 al 01/12/2026; los demás cubren un mes.',
    );
  });
  it('none when the first payment does not differ, or the first period is a month', () => {
    const equal = paymentStatement(c(100, 100, 100));
    expect(firstPeriodNote(equal, { from: '2026-11-21', to: '2027-01-01', days: 41 })).toBeNull();
    expect(
      firstPeriodNote(longer, { from: '2026-11-01', to: '2026-12-01', days: DAYS_PER_MONTH }),
    ).toBeNull();
    expect(DAYS_PER_MONTH).toBe(30);
  });
});

describe('estimateNote', () => {
  const estimate = paymentStatement(c(...Array(11).fill(1_884.51), 1_884.45));
  it('a higher total says so, with the estimate and why (the first payment date)', () => {
    const offer = paymentStatement(c(2_267.31, ...Array(10).fill(1_884.51), 1_884.45));
    expect(estimateNote(offer, estimate)).toBe(
      'Por la fecha de tu primer pago, el total es mayor que el estimado al solicitar ($22,614.06, con el primer pago a un mes).',
    );
  });
  it('a lower total', () => {
    const offer = paymentStatement(c(1_700, ...Array(10).fill(1_884.51), 1_884.45));
    expect(estimateNote(offer, estimate)).toContain(
      'el total es menor que el estimado al solicitar ($22,614.06',
    );
  });
  it('none when the totals are equal', () => {
    expect(estimateNote(estimate, estimate)).toBeNull();
  });
  it('none when the regular payments differ too: the date is not the reason', () => {
    const other = paymentStatement(c(2_267.31, ...Array(10).fill(1_884.52), 1_884.45));
    expect(estimateNote(other, estimate)).toBeNull();
  });
  it('the estimate: every period a month, only the last payment absorbs the rounding', () => {
    const s = estimateStatement(pesos(15_000), 7200, 12);
    const text = '12 pagos mensuales de $1,884.51 (el último de $1,884.45)';
    expect(s).toMatchObject({ text, total: pesos(22_614.06) });
    expect(estimateStatement(pesos(3_000), 0, 3).text).toBe('3 pagos mensuales de $1,000.00');
  });
});

describe('statedEstimate', () => {
  it('the estimate is the table’s instalment: the table’s statement', () => {
    expect(statedEstimate(pesos(1_884.51), pesos(15_000), 7200, 12)).toEqual(
      estimateStatement(pesos(15_000), 7200, 12),
    );
  });
  it('any other estimate: stated alone, N times, so it adds up', () => {
    const s = statedEstimate(pesos(1_900), pesos(15_000), 7200, 12);
    expect(s).toMatchObject({ text: '12 pagos mensuales de $1,900.00', total: pesos(22_800) });
  });
});

describe('property: every stated figure equals the table', () => {
  const TERMS = [3, 6, 9, 12, 15, 18, 24];
  const RATES = [0, 6000, 7200];
  const span = { min: new Date('2024-01-01T12:00:00Z'), max: new Date('2035-12-31T12:00:00Z') };
  const dayArb = fc.date({ ...span, noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

  it('first, regular, last, count, total and text agree with the rows, over dates, amounts and terms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200_000, max: 5_000_000 }),
        fc.constantFrom(...TERMS),
        fc.constantFrom(...RATES),
        dayArb,
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        (principal, termMonths, annualRateBps, today, monthsAhead, actualDays) => {
          const firstPaymentDate = addMonths(`${today.slice(0, 8)}01`, monthsAhead);
          const disbursementDate = actualDays ? today : undefined;
          const terms = { annualRateBps, termMonths, firstPaymentDate, disbursementDate };
          const schedule = amortizationSchedule({ principal: asCentavos(principal), ...terms });
          const payments = schedule.rows.map((r) => r.payment);
          const s = statementOfRows(schedule.rows);
          const ends = { count: payments.length, first: payments[0], last: payments[payments.length - 1] };
          expect(s).toMatchObject({ ...ends, total: schedule.totals.payment });
          expect(s.total).toBe(payments.reduce((a, b) => a + b, 0));
          // The table's shape: the regular payment is the instalment, every inner payment is it.
          const { instalment } = schedule;
          expect(s).toMatchObject({ regular: instalment, firstDiffers: payments[0] !== instalment });
          expect(payments.slice(1, -1).every((p) => p === s.regular)).toBe(true);
          // The text read back gives the table, payment by payment; so its figures add up to the total.
          expect(paymentsFromText(s)).toEqual(payments);
          expect(amountsIn(s.text)[0]).toBe(formatMXN(s.firstDiffers ? s.first : s.regular));
          if (!actualDays) expect(s.firstDiffers).toBe(false);
          if (annualRateBps === 0) expect(s.total).toBe(principal);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('any table, however small its amounts: the text reads back to the payments', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 30 }), (raw) => {
        const payments = raw.map(asCentavos);
        const s = paymentStatement(payments);
        expect(paymentsFromText(s)).toEqual(payments);
        expect(s.total).toBe(payments.reduce((a, b) => a + b, 0));
        expect(s.count).toBe(payments.length);
        expect(s.runs.reduce((n, r) => n + r.count, 0)).toBe(payments.length);
      }),
      { numRuns: 400 },
    );
  });

  it('the first period note names the first payment date', () => {
    const dates = { firstPaymentDate: '2027-01-01', disbursementDate: '2026-11-21' };
    const schedule = amortizationSchedule({
      principal: pesos(15_000),
      annualRateBps: 7200,
      termMonths: 12,
      ...dates,
    });
    const s = statementOfRows(schedule.rows);
    expect(s.text).toBe('Primer pago de $2,267.31 y 11 pagos de $1,884.51 (el último de $1,884.45)');
    expect(firstPeriodNote(s, { from: '2026-11-21', to: '2027-01-01', days: 41 })).toContain(
      formatDate('2027-01-01'),
    );
  });
});
