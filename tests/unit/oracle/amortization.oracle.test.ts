/**
 * Issue 40.5: the payment tables, totals, statements and CAT the app computes and shows, checked against the
 * amortization oracle written from the spec (tests/model/oracle/amortization.ts, which imports nothing of the app)
 * over generated amounts (at and around every §9 bound), every term of each band, each product type's rate and
 * interest-free, and first-payment dates across month ends, leap years and the old DST changes — a seeded PRNG and
 * a fixed clock, so every run checks the same few hundred cases.
 *
 * Compared: src/domain (the table, the instalment, the estimate, the CAT, the statement) and what the screens show —
 * the signing term card and payment table (machines/signing/view.ts), the cost before consent
 * (machines/application `costSummary`) and Mi cuenta's schedule block (machines/account/view.ts).
 */
import { describe, expect, it } from 'vitest';
import { scheduleBlock } from '../../../machines/account/view.ts';
import { costSummary } from '../../../machines/application/index.ts';
import { scheduleRows, termOption } from '../../../machines/signing/view.ts';
import { amortizationSchedule, monthlyInstalment } from '../../../src/domain/amortization.ts';
import { catOfSchedule, catOfScheduleOn } from '../../../src/domain/cat.ts';
import { type Centavos, pesosToCentavos } from '../../../src/domain/money.ts';
import { estimateMonthlyPayment } from '../../../src/domain/rates.ts';
import { statementOfRows } from '../../../src/domain/statement.ts';
import {
  catLabels,
  daysFrom,
  firstOfMonthAfter,
  instalmentOf,
  isoOf,
  monthLength,
  mxn,
  type OracleTable,
  oracleCat,
  oracleStatement,
  oracleTable,
  shownDate,
} from '../../model/oracle/amortization.ts';

// ---------------------------------------------------------------------------------------------------------------
// The spec's data (§9), written here.

/** §9 "Term options by amount" (pesos); the personal loan uses only the first four bands. */
const BANDS = [
  { from: 2_000, to: 2_999.99, terms: [3] },
  { from: 3_000, to: 4_999.99, terms: [3, 6] },
  { from: 5_000, to: 9_999.99, terms: [3, 6, 9, 12] },
  { from: 10_000, to: 20_000, terms: [3, 6, 9, 12, 15, 18] },
  { from: 20_000.01, to: 50_000, terms: [3, 6, 9, 12, 15, 18, 24] },
] as const;
/** The product's ordinary rates without IVA (docs/domain.md "Rates"), in basis points; MSI is 0. */
const RATE = { STORE: 6000, PERSONAL_LOAN: 7200 } as const;
type Type = keyof typeof RATE;

/** §9 amounts at, one centavo below and one above every band edge (the ones inside 2,000–50,000). */
const EDGE_AMOUNTS: readonly number[] = [
  200_000, 200_001, 299_999, 300_000, 300_001, 499_999, 500_000, 500_001, 999_999, 1_000_000, 1_000_001,
  1_999_999, 2_000_000, 2_000_001, 4_999_999, 5_000_000,
];

const termsOf = (amount: number, type: Type): readonly number[] => {
  const bands = type === 'PERSONAL_LOAN' ? BANDS.slice(0, 4) : BANDS;
  return (
    bands.find((b) => amount >= Math.round(b.from * 100) && amount <= Math.round(b.to * 100))?.terms ?? []
  );
};

// ---------------------------------------------------------------------------------------------------------------
// Generated cases.

/** mulberry32: a small seeded PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Case {
  type: Type;
  amount: number;
  months: number;
  bps: number;
  first: string;
  /** The disbursement (offers and contracts); none for the estimate's whole months. */
  from: string | undefined;
}

/**
 * Disbursement days the first period may start on: month ends (31 Jan, 28/29 Feb, 30 Apr, 31 Dec), the days of the
 * old DST changes in Mexico City (first Sunday of April, last Sunday of October, until 2022), and random days.
 */
const SPECIAL_DAYS = [
  '2024-01-31 2024-02-29 2025-02-28 2027-12-31 2028-02-29 2028-04-30 2021-04-04 2021-10-31 2022-04-03',
  '2022-10-30 2023-12-31 2035-11-30',
].flatMap((line) => line.split(' '));

function generate(count: number, seed: number): Case[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const cases: Case[] = [];
  for (let i = 0; i < count; i++) {
    // First every edge amount under both types (the personal loan's up to its 20,000), then random ones.
    const edge = i < EDGE_AMOUNTS.length * 2 ? (EDGE_AMOUNTS[i % EDGE_AMOUNTS.length] as number) : null;
    const type: Type =
      edge !== null
        ? i < EDGE_AMOUNTS.length || edge > 2_000_000
          ? 'STORE'
          : 'PERSONAL_LOAN'
        : random() < 0.5
          ? 'STORE'
          : 'PERSONAL_LOAN';
    const max = type === 'PERSONAL_LOAN' ? 2_000_000 : 5_000_000;
    const amount = edge ?? 200_000 + Math.floor(random() * (max - 200_000 + 1));
    const terms = termsOf(amount, type);
    const months = terms[i % terms.length] as number;
    // The type's rate, interest-free (MSI), or any rate (the arithmetic over the whole range).
    const roll = random();
    const bps = roll < 0.6 ? RATE[type] : roll < 0.75 ? 0 : 1 + Math.floor(random() * 15_000);
    // The disbursement: a special day or any day of 2021–2035; the first payment the 1st of the month after next
    // (15 to 61 days later), or the next month's when that is at least 15 days away.
    const from =
      random() < 0.4
        ? pick(SPECIAL_DAYS)
        : (() => {
            const y = 2021 + Math.floor(random() * 15);
            const m = 1 + Math.floor(random() * 12);
            return isoOf({ y, m, d: 1 + Math.floor(random() * monthLength(y, m)) });
          })();
    const next = firstOfMonthAfter(from, 1);
    const first = daysFrom(from, next) >= 15 && random() < 0.5 ? next : firstOfMonthAfter(from, 2);
    cases.push({ type, amount, months, bps, first, from: random() < 0.8 ? from : undefined });
  }
  return cases;
}

const CASES = generate(320, 40_5);
const label = (c: Case) =>
  `${c.type} ${mxn(BigInt(c.amount))} × ${c.months} at ${c.bps} bps, first ${c.first}${c.from ? ` from ${c.from}` : ''}`;
const tableOf = (c: Case): OracleTable =>
  oracleTable({
    principal: BigInt(c.amount),
    bps: c.bps,
    months: c.months,
    firstPaymentDate: c.first,
    disbursementDate: c.from,
  });
const n = (value: bigint) => Number(value);
type Figures = Record<
  'openingBalance' | 'interest' | 'iva' | 'capital' | 'payment' | 'balance',
  number | bigint
>;
/** A table row's money figures, as numbers of centavos. */
const figures = (r: Figures) =>
  [r.openingBalance, r.interest, r.iva, r.capital, r.payment, r.balance].map(Number);
const pesos = (value: bigint) => n(value) / 100;

// ---------------------------------------------------------------------------------------------------------------

describe('the oracle reads the documented worked examples (docs/domain.md)', () => {
  it('20,000 at 60 % over 12 months: A = 2,359.45, the last 2,359.51, total 28,313.46, CAT 79.6 %', () => {
    const t = oracleTable({ principal: 2_000_000n, bps: 6000, months: 12, firstPaymentDate: '2026-12-01' });
    expect(t.instalment).toBe(235_945n);
    expect(t.rows[0]).toMatchObject({
      interest: 100_000n,
      iva: 16_000n,
      capital: 119_945n,
      balance: 1_880_055n,
    });
    expect(t.rows[11]).toMatchObject({ dueDate: '2027-11-01', payment: 235_951n, balance: 0n });
    expect(t.totals).toEqual({ interest: 716_679n, iva: 114_667n, capital: 2_000_000n, payment: 2_831_346n });
    expect(oracleCat(t, 2_000_000n).label).toBe('79.6%');
    expect(oracleStatement(t.rows.map((r) => r.payment))).toBe(
      '12 pagos mensuales de $2,359.45 (el último de $2,359.51)',
    );
  });

  it('15,000 at 72 % over 12 months, 41 days to the first payment: 2,267.31 first, total 22,996.86', () => {
    const t = oracleTable({
      principal: 1_500_000n,
      bps: 7200,
      months: 12,
      firstPaymentDate: '2027-01-01',
      disbursementDate: '2026-11-21',
    });
    expect(t.rows[0]).toMatchObject({
      interest: 123_000n,
      iva: 19_680n,
      capital: 84_051n,
      payment: 226_731n,
    });
    expect(t.totals.payment).toBe(2_299_686n);
    expect(oracleStatement(t.rows.map((r) => r.payment))).toBe(
      'Primer pago de $2,267.31 y 11 pagos de $1,884.51 (el último de $1,884.45)',
    );
  });

  it('payment dates: the 1st of consecutive months across a year end; days across a leap February', () => {
    expect(firstOfMonthAfter('2027-11-01', 2)).toBe('2028-01-01');
    expect(daysFrom('2028-01-31', '2028-03-01')).toBe(30);
    expect(daysFrom('2027-01-31', '2027-03-01')).toBe(29);
    expect(instalmentOf(1_000_000n, 0, 6)).toBe(166_667n);
  });

  it('the generated cases reach every bound, term, rate kind and date kind', () => {
    const has = (p: (c: Case) => boolean) => CASES.some(p);
    const kinds: [string, (c: Case) => boolean][] = EDGE_AMOUNTS.map((a) => [
      `amount ${a}`,
      (c) => c.amount === a,
    ]);
    for (const type of ['STORE', 'PERSONAL_LOAN'] as const)
      for (const months of type === 'STORE' ? [3, 6, 9, 12, 15, 18, 24] : [3, 6, 9, 12, 15, 18])
        kinds.push([`${type} ${months}`, (c) => c.type === type && c.months === months]);
    for (const bps of [0, 6000, 7200]) kinds.push([`${bps} bps`, (c) => c.bps === bps]);
    kinds.push(['29 Feb', (c) => c.from?.endsWith('-02-29') === true]);
    kinds.push(
      ['31 Dec', (c) => c.from?.endsWith('-12-31') === true],
      ['no disbursement', (c) => c.from === undefined],
    );
    for (const [kind, p] of kinds) expect(has(p), kind).toBe(true);
  });
});

describe('src/domain against the oracle', () => {
  it.each(CASES.map((c) => [label(c), c] as const))('%s', (_, c) => {
    const expected = tableOf(c);
    const dates = { firstPaymentDate: c.first, disbursementDate: c.from };
    const schedule = amortizationSchedule({
      principal: c.amount as Centavos,
      annualRateBps: c.bps,
      termMonths: c.months,
      ...dates,
    });
    expect(monthlyInstalment(c.amount as Centavos, c.bps, c.months)).toBe(n(expected.instalment));
    expect(schedule.rows.map((r) => [r.period, r.dueDate, ...figures(r)])).toEqual(
      expected.rows.map((r) => [r.period, r.dueDate, ...figures(r)]),
    );
    const { interest, iva, capital, payment } = expected.totals;
    expect(schedule.totals).toEqual({
      interest: n(interest),
      iva: n(iva),
      capital: n(capital),
      payment: n(payment),
    });
    // The estimate of the type's own rate (and of MSI) is the instalment.
    if (c.bps === RATE[c.type] || c.bps === 0)
      expect(
        estimateMonthlyPayment(c.type, c.amount as Centavos, c.months, { interestFree: c.bps === 0 }),
      ).toBe(n(expected.instalment));
    // The statement reads the table.
    const statement = statementOfRows(schedule.rows);
    expect(statement.total).toBe(n(expected.totals.payment));
    expect(statement.text).toBe(oracleStatement(expected.rows.map((r) => r.payment)));
    // The CAT: by whole months, and on the real dates when the first period has its days.
    const cat = c.from === undefined ? catOfSchedule(schedule) : catOfScheduleOn(schedule, c.from);
    expect(catLabels(oracleCat(expected, BigInt(c.amount), c.from).percent)).toContain(cat.label);
  });
});

describe('what the screens show against the oracle', () => {
  const offered = CASES.filter((c) => c.from !== undefined);

  it.each(offered.map((c) => [label(c), c] as const))('signing term card and table: %s', (_, c) => {
    const t = tableOf(c);
    const cat = oracleCat(t, BigInt(c.amount), c.from);
    // The option as the server sends it (pesos), from the oracle's table.
    const product = {
      firstPaymentDate: c.first,
      amortizations: t.rows.map((r) => ({
        number: r.period,
        paymentDate: r.dueDate,
        totalPayment: pesos(r.payment),
        capital: pesos(r.capital),
        interest: pesos(r.interest),
        vat: pesos(r.iva),
        balance: pesos(r.balance),
      })),
      general: {
        ...{ cat: Number(cat.label.slice(0, -1)), interestRate: c.bps / 10_000 },
        ...{ creditAmount: c.amount / 100, startDate: c.from },
      },
    };
    const context = {
      application: null,
      creditAmount: c.amount / 100,
      products: [product],
      selectedDate: c.first,
    };
    const card = termOption(context as never, product as never);
    const payments = t.rows.map((r) => r.payment);
    expect(card).toMatchObject({
      firstPaymentDate: c.first,
      firstPaymentOn: shownDate(c.first),
      months: c.months,
      firstPayment: n(payments[0] as bigint),
      lastPayment: n(payments[payments.length - 1] as bigint),
      total: n(t.totals.payment),
      interestAndIva: n(t.totals.payment) - c.amount,
      payments: oracleStatement(payments),
      rate: `${(c.bps / 100).toFixed(2)}%`,
      cat: cat.label,
    });
    // The table screen of the chosen option: every row's figures and date.
    expect(scheduleRows(context as never)).toEqual(
      t.rows.map((r) => ({
        number: r.period,
        date: shownDate(r.dueDate),
        capital: n(r.capital),
        interest: n(r.interest),
        vat: n(r.iva),
        payment: n(r.payment),
        balance: n(r.balance),
      })),
    );
  });

  it.each(CASES.slice(0, 120).map((c) => [label(c), c] as const))(
    'signing table rebuilt from the application (no option served): %s',
    (_, c) => {
      const t = oracleTable({
        principal: BigInt(c.amount),
        bps: c.bps,
        months: c.months,
        firstPaymentDate: c.first,
      });
      const terms = { approvedPeriod: c.months, creditAmount: c.amount / 100, interestRate: c.bps / 10_000 };
      const application = { firstPaymentDate: c.first, ...terms };
      const rows = scheduleRows({ application, products: [], selectedDate: null } as never);
      expect(rows.map((r) => [r.date, r.interest, r.vat, r.capital, r.payment, r.balance])).toEqual(
        t.rows.map((r) => [
          shownDate(r.dueDate),
          ...[r.interest, r.iva, r.capital, r.payment, r.balance].map(n),
        ]),
      );
    },
  );

  /** A fixed clock: 15 Jan 2026, 12:00 UTC; the estimate's first payment is 1 Feb 2026. */
  const NOW = Date.UTC(2026, 0, 15, 12);
  const estimates = CASES.filter((c) => c.bps === RATE[c.type] || c.bps === 0).slice(0, 150);

  it.each(estimates.map((c) => [label(c), c] as const))('cost before consent: %s', (_, c) => {
    const t = oracleTable({
      principal: BigInt(c.amount),
      bps: c.bps,
      months: c.months,
      firstPaymentDate: '2026-02-01',
    });
    const amount = c.amount as Centavos;
    const summary = costSummary(amount, c.months, n(t.instalment) as Centavos, c.type, c.bps === 0, NOW);
    expect(summary).toMatchObject({
      monthlyPayment: n(t.instalment),
      // §9: the sum of the table; interest-free, the amount itself (and the table sums to it).
      total: c.bps === 0 ? c.amount : n(t.totals.payment),
      payments: oracleStatement(t.rows.map((r) => r.payment)),
      noInterest: c.bps === 0,
    });
    expect(catLabels(oracleCat(t, BigInt(c.amount)).percent)).toContain(summary?.cat.label);
  });

  it.each(offered.slice(0, 120).map((c) => [label(c), c] as const))(
    'Mi cuenta schedule block: %s',
    (_, c) => {
      const t = tableOf(c);
      const block = scheduleBlock(
        t.rows.map((r) => ({
          number: r.period,
          dueDate: r.dueDate,
          amount: n(r.payment),
          paidAmount: 0,
          outstanding: n(r.payment),
          mark: 'pending' as const,
        })) as never,
      );
      const payments = t.rows.map((r) => r.payment);
      expect(block).toMatchObject({
        count: c.months,
        payments: oracleStatement(payments),
        firstAmount: n(payments[0] as bigint),
        lastAmount: n(payments[payments.length - 1] as bigint),
        total: n(t.totals.payment),
      });
      expect(block.rows.map((r) => [r.label, r.date])).toEqual(
        t.rows.map((r) => [`Pago ${r.period} de ${c.months}`, shownDate(r.dueDate)]),
      );
    },
  );
});

/** The API's pesos read back to centavos exactly (the screens' edge), for the figures above. */
it('pesos read back from the oracle are the same centavos', () => {
  for (const c of CASES.slice(0, 50))
    for (const r of tableOf(c).rows) expect(pesosToCentavos(pesos(r.payment))).toBe(n(r.payment));
});
