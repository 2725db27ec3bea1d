/**
 * Paying off early (issue: the payoff quote charged the whole first period on the day of disbursement). A
 * property over dates, loans and payments made: paying off on day d charges interest only for the days up to d,
 * and the payoff quote, the current balance and the available credit agree; paying the quote settles the loan.
 *
 * The oracle is written from the rules, not from the code: spec §9 (IVA 16%, the current balance counts against
 * the limit: available = limit − (overdue + current)) and the stated daily rule (docs/domain.md "Interest to
 * date": outstanding capital × annual rate × days elapsed / 360, at most the period's interest in the table),
 * computed here with BigInt and calendar arithmetic of its own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayment, type Instalment, loanBalance } from '../../../server/lending/ledger.ts';
import { amortizationSchedule } from '../../../src/domain/amortization.ts';
import { creditAvailable } from '../../../src/domain/limits.ts';
import { asCentavos } from '../../../src/domain/money.ts';
import { loan } from './loan.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const daysFrom = (a: string, b: string) => Math.round((ms(b) - ms(a)) / DAY);
/** Half-up division of non-negative integers. */
const halfUp = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d));
/** The 1st of the month `k` months after the month of `date`. */
const firstOfMonthAfter = (date: string, k: number) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return iso(Date.UTC(y, m - 1 + k, 1));
};

const cases = fc
  .record({
    principal: fc.integer({ min: 200_000, max: 5_000_000 }),
    rate: fc.constantFrom(6000, 7200, 0),
    term: fc.constantFrom(3, 6, 12),
    // Disbursed any day of 2026–2030; the first payment on the 1st of the next month or the one after.
    disbursedDay: fc.integer({ min: 0, max: 5 * 365 }),
    firstAfter: fc.constantFrom(1, 2),
    paidRows: fc.nat(),
    dayInPeriod: fc.nat(),
    limit: fc.integer({ min: 0, max: 10_000_000 }),
  })
  .map((c) => {
    const disbursed = iso(Date.UTC(2026, 0, 1) + c.disbursedDay * DAY);
    return { ...c, disbursed, first: firstOfMonthAfter(disbursed, c.firstAfter) };
  });

describe('paying off on day d (property over dates)', () => {
  it('charges interest for the days up to d only; quote, current balance and available credit agree; the quote settles the loan', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const dates = { firstPaymentDate: c.first, disbursementDate: c.disbursed };
        const terms = { annualRateBps: c.rate, termMonths: c.term, ...dates };
        const table = amortizationSchedule({ principal: asCentavos(c.principal), ...terms }).rows;
        // The same table as ledger rows (each period from the previous due date, the first from the disbursement).
        let rows: Instalment[] = loan('L', asCentavos(c.principal), c.rate, c.term, c.first, c.disbursed);
        // The first k instalments paid on their due dates.
        const k = c.paidRows % c.term;
        for (const r of table.slice(0, k)) rows = allocatePayment(rows, r.payment, r.dueDate).instalments;
        // Day d of the running period (the (k+1)-th): from its start to the day before its due date.
        const start = k === 0 ? c.disbursed : table[k - 1]!.dueDate;
        const due = table[k]!.dueDate;
        const days = c.dayInPeriod % daysFrom(start, due);
        const d = iso(ms(start) + days * DAY);

        // Oracle: capital still owed, interest of `days` days on it at the annual rate / 360, capped at the
        // period's interest; IVA 16%.
        const capital = table.slice(k).reduce((s, r) => s + r.capital, 0);
        const interest = Math.min(
          table[k]!.interest,
          halfUp(BigInt(capital) * BigInt(c.rate) * BigInt(days), 360n * 10_000n),
        );
        const iva = halfUp(BigInt(interest) * 16n, 100n);
        const quote = capital + interest + iva;

        const b = loanBalance(rows, asCentavos(c.principal), d);
        expect({ capital: b.economicCapital, interest: b.interests, iva: b.VAT }).toEqual({
          capital,
          interest,
          iva,
        });
        // The current balance is the quote (nothing is overdue), and the available credit is the limit less it.
        expect(b).toMatchObject({ overdueBalance: 0, totalBalance: quote, currentBalance: quote });
        expect(creditAvailable(asCentavos(c.limit), [b])).toBe(Math.max(0, c.limit - quote));
        // On the day the period starts (the disbursement, or the due date just paid) no interest at all.
        if (days === 0) expect(interest + iva).toBe(0);

        // Paying the quote on day d settles the loan exactly; a centavo less does not.
        const paid = allocatePayment(rows, asCentavos(quote), d);
        expect([paid.liquidated, paid.unapplied]).toEqual([['L'], 0]);
        expect(loanBalance(paid.instalments, asCentavos(c.principal), d).scheduledOutstanding).toBe(0);
        const short = allocatePayment(rows, asCentavos(quote - 1), d);
        expect(short.liquidated).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a payment that pays off one loan of two', () => {
  it('charges the loan it ends only the interest to date; the rest of what it gave goes to the other loan', () => {
    // Disbursed 2026-11-28, first payment 2027-01-01: a first period longer than a month.
    const instalments = (id: string, principal: number, term: number) =>
      loan(id, asCentavos(principal), 6000, term, '2027-01-01', '2026-11-28');
    const a = instalments('A', 1_080_000, 3);
    const b = instalments('B', 1_500_000, 12);
    const today = '2026-12-08'; // 10 days after the disbursement
    const quoteA = loanBalance(a, asCentavos(1_080_000), today).totalBalance;
    const quoteB = loanBalance(b, asCentavos(1_500_000), today).totalBalance;
    // Everything but B's last 1,000.00: the §9 order pays both running instalments whole, then capital oldest
    // first, so A's capital is repaid in full.
    const r = allocatePayment([...a, ...b], asCentavos(quoteA + quoteB - 100_000), today, ['A', 'B']);
    expect(r.liquidated).toEqual(['A']);
    const runningA = r.instalments.find((i) => i.applicationId === 'A' && i.period === 1)!;
    // 10 days on 10,800 at 60%: 180.00 + IVA 28.80, not the period's 612.00 + 97.92.
    expect([runningA.paidInterest, runningA.paidIva]).toEqual([18_000, 2_880]);
    expect(r.unapplied).toBe(0);
    // B, not paid off, had its running instalment paid whole (§9: the next due balance): 15,000 × 60% × 34 / 360
    // = 850.00 + IVA 136.00 instead of its 10 days' 250.00 + 40.00, so its payoff is the 1,000.00 left short plus
    // those 696.00 it received as interest rather than capital.
    const restB = r.instalments.filter((i) => i.applicationId === 'B');
    expect(loanBalance(restB, asCentavos(1_500_000), today).totalBalance).toBe(100_000 + 69_600);
  });
});
