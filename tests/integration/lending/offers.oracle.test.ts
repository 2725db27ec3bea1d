/**
 * Issue 40.5 at the server: the options `GET /applications/:id/approved-products-conditions` answers — dates, every
 * row of each table, the instalment, the total and the CAT — against the amortization oracle written from the spec
 * (tests/model/oracle/amortization.ts), never against src/domain or server/lending/offers.ts. On PGlite, with the
 * sandbox clock on a leap day and on a year's last day, for store purchases and personal loans at band edges.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  catLabels,
  daysFrom,
  firstOfMonthAfter,
  instalmentOf,
  type OracleTable,
  oracleCat,
  oracleTable,
} from '../../model/oracle/amortization.ts';
import { type Api, applyAndProcess, by, force, instant, lendingClient, startLendingApi } from './harness.ts';

/** A seeded store with no months without interest (the offer has interest). */
const STORE_WITHOUT_MSI = '5e000000-0000-4000-8000-000000000002';
/** The product's rates without IVA (docs/domain.md "Rates"), in basis points. */
const RATE = { STORE: 6000, PERSONAL_LOAN: 7200 } as const;

interface Product {
  type: 'STORE' | 'PERSONAL_LOAN';
  price: number;
  amount: number;
  term: number;
}

/** §9 band edges: 2,000 (3 months), 19,999.99 / 20,000 (up to 18), 45,000 (90 % of the 50,000 maximum, 24). */
const PRODUCTS: readonly Product[] = [
  { type: 'STORE', price: 50_000, amount: 45_000, term: 24 },
  { type: 'STORE', price: 22_300, amount: 20_000.01, term: 15 },
  { type: 'PERSONAL_LOAN', price: 19_999.99, amount: 19_999.99, term: 18 },
  { type: 'PERSONAL_LOAN', price: 2_000, amount: 2_000, term: 3 },
];

interface Option {
  firstPaymentDate: string;
  amortizations: unknown[];
  general: { cat: number; monthlyPayment?: number; totalPayment?: number; startDate?: string };
}

/** docs/lending-api.md "Offers and CAT": the first two 1sts of a month at least 10 days after the offer's day. */
function offeredDates(today: string): string[] {
  let first = firstOfMonthAfter(today, 1);
  while (daysFrom(today, first) < 10) first = firstOfMonthAfter(first, 1);
  return [first, firstOfMonthAfter(first, 1)];
}

const pesos = (value: bigint) => Number(value) / 100;
const rowsOf = (t: OracleTable) =>
  t.rows.map((r) => ({
    number: r.period,
    paymentDate: r.dueDate,
    capital: pesos(r.capital),
    interest: pesos(r.interest),
    vat: pesos(r.iva),
    totalPayment: pesos(r.payment),
    balance: pesos(r.balance),
  }));

describe('the server’s offers against the amortization oracle', () => {
  let api: Api | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('the estimate endpoint answers the instalment at every band edge and term, for both types', async () => {
    api = await startLendingApi('2027-06-15T18:00:00.000Z');
    const client = await api.createClient();
    // §9 bands: each edge (pesos) and its terms; the personal loan uses the first four.
    const upTo = (last: number) => [3, 6, 9, 12, 15, 18, 24].filter((t) => t <= last);
    const edges: [number, number[]][] = [
      [2_000, upTo(3)],
      [2_999.99, upTo(3)],
      [3_000, upTo(6)],
      [5_000, upTo(12)],
      [10_000, upTo(18)],
      [20_000, upTo(18)],
      [20_000.01, upTo(24)],
      [50_000, upTo(24)],
    ];
    for (const [amount, terms] of edges)
      for (const type of ['STORE', 'PERSONAL_LOAN'] as const) {
        if (type === 'PERSONAL_LOAN' && amount > 20_000) continue;
        for (const term of terms) {
          const res = await by(api, client).get<{ estimatedMonthlyPayment: number }>(
            `/applications/estimated-monthly-payment?creditAmount=${amount}&requestedPeriod=${term}&type=${type}`,
          );
          expect(res.status, `${type} ${amount} × ${term}`).toBe(200);
          expect(res.body.estimatedMonthlyPayment, `${type} ${amount} × ${term}`).toBe(
            pesos(instalmentOf(BigInt(Math.round(amount * 100)), RATE[type], term)),
          );
        }
      }
  }, 120_000);

  // A leap day and a year's last day (noon in Mexico City: 18:00 UTC).
  it.each(['2028-02-29', '2027-12-31'])(
    'offers made on %s: dates, every row, instalment, total and CAT',
    async (today) => {
      api = await startLendingApi(`${today}T18:00:00.000Z`);
      await instant(api);
      for (const p of PRODUCTS) {
        const client = await lendingClient(api, { creditLimitCentavos: 5_000_000 });
        await force(api, client, 'APPROVED');
        const decided = await applyAndProcess(api, client, { ...p, storeId: STORE_WITHOUT_MSI });
        expect(decided.status, `${p.type} ${p.amount}`).toBe('APPROVED');
        const res = await by(api, client).get<{ approvedProducts: Option[] }>(
          `/applications/${decided.id}/approved-products-conditions`,
        );
        expect(res.status).toBe(200);
        const options = res.body.approvedProducts;
        expect(options.map((o) => o.firstPaymentDate)).toEqual(offeredDates(today));
        for (const option of options) {
          const principal = BigInt(Math.round(p.amount * 100));
          const t = oracleTable({
            principal,
            bps: RATE[p.type],
            months: p.term,
            firstPaymentDate: option.firstPaymentDate,
            disbursementDate: today,
          });
          const where = `${p.type} ${p.amount} × ${p.term}, first ${option.firstPaymentDate}`;
          expect(option.amortizations, where).toEqual(rowsOf(t));
          expect(option.general.monthlyPayment, where).toBe(pesos(t.instalment));
          expect(option.general.totalPayment, where).toBe(pesos(t.totals.payment));
          expect(option.general.startDate, where).toBe(today);
          expect(catLabels(oracleCat(t, principal, today).percent), where).toContain(
            `${option.general.cat.toFixed(1)}%`,
          );
        }
      }
    },
    120_000, // a fresh API (migrations, seed) per day: slow on a loaded machine
  );
});
