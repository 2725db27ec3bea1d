import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocatePayment,
  type Instalment,
  loanBalance,
  outstandingOf,
  rowMark,
} from '../../../server/lending/ledger.ts';
import { addMonths } from '../../../src/domain/dates.ts';
import { asCentavos, pesos, ZERO } from '../../../src/domain/money.ts';
import { loan } from './loan.ts';

const scheduled = (rows: readonly Instalment[]) =>
  rows.reduce((s, i) => s + i.capital + i.interest + i.iva, 0);
const paid = (rows: readonly Instalment[]) =>
  rows.reduce((s, i) => s + i.paidCapital + i.paidInterest + i.paidIva, 0);
const waived = (rows: readonly Instalment[]) => rows.reduce((s, i) => s + i.waivedInterest + i.waivedIva, 0);

describe('payment application order (spec §9)', () => {
  // 20,000 at 60% over 12 months: instalment 2,359.45, first row interest 1,000.00, IVA 160.00, capital 1,199.45.
  const rows = loan('A', pesos(20_000), 6000, 12, '2026-12-01');

  it('pays the next instalment: IVA, then interest, then capital', () => {
    const r = allocatePayment(rows, pesos(1_100), '2026-11-20');
    expect(r.allocations).toEqual([
      { applicationId: 'A', period: 1, iva: pesos(160), interest: pesos(940), capital: ZERO },
    ]);
    expect(r.applied).toBe(pesos(1_100));
  });

  it('overdue instalments first, oldest first, then the next due, then capital oldest first', () => {
    // On 15 January the December and January... December is overdue, January 1 also overdue; February is next.
    const r = allocatePayment(rows, pesos(2_359.45 * 3 + 500), '2027-01-15');
    expect(r.allocations.map((a) => [a.period, a.capital + a.interest + a.iva])).toEqual([
      [1, pesos(2_359.45)],
      [2, pesos(2_359.45)],
      [3, pesos(2_359.45)],
      [4, pesos(500)],
    ]);
    expect(r.allocations[3]).toMatchObject({ capital: pesos(500), interest: ZERO, iva: ZERO });
  });

  it('across loans: overdue of every loan before the next due of any', () => {
    const b = loan('B', pesos(6_000), 6000, 6, '2026-12-01');
    const r = allocatePayment([...rows, ...b], pesos(3_000), '2026-12-10', ['A', 'B']);
    // Both December instalments are overdue: A's (2,359.45) first, then B's gets the rest.
    expect(r.allocations.map((a) => a.applicationId)).toEqual(['A', 'B']);
    const [first] = r.allocations;
    expect(first!.capital + first!.interest + first!.iva).toBe(pesos(2_359.45));
  });

  it('prepaying the capital of a future instalment waives its interest', () => {
    const r = allocatePayment(rows, pesos(2_359.45 + 1_300), '2026-11-20');
    const second = r.instalments.find((i) => i.period === 2)!;
    expect([second.paidCapital, second.waivedInterest]).toEqual([second.capital, second.interest]);
    expect(outstandingOf(second)).toBe(0);
  });

  it('liquidation: paying the balance to pay off leaves exactly 0, the excess is not applied', () => {
    const today = '2026-11-20';
    const before = loanBalance(rows, pesos(20_000), today);
    // Pay off today: all capital plus the interest to date of the running instalment (19 days of its period,
    // 01/11 – 20/11: 20,000 × 60% × 19 / 360 = 633.33) and its IVA (101.33).
    expect(before.totalBalance).toBe(pesos(20_000 + 633.33 + 101.33));
    const r = allocatePayment(rows, asCentavos(before.totalBalance + 12_345), today);
    expect([r.liquidated, r.unapplied]).toEqual([['A'], 12_345]);
    const after = loanBalance(r.instalments, pesos(20_000), today);
    const settled = { totalBalance: 0, scheduledOutstanding: 0, paymentsTotal: before.totalBalance };
    expect(after).toMatchObject(settled);
  });

  it('balances: overdue, current, next month and row marks', () => {
    const today = '2027-01-10';
    const b = loanBalance(rows, pesos(20_000), today);
    // December and January are overdue.
    const owed = { overdueBalance: pesos(2_359.45 * 2), nextMonthsOverdueBalance: pesos(2_359.45 * 3) };
    expect(b).toMatchObject(owed);
    expect(b.totalBalance).toBe(b.overdueBalance + b.currentBalance);
    expect(b.totalBalance).toBe(b.economicCapital + b.interests + b.VAT);
    expect([0, 2, 5].map((k) => rowMark(rows[k]!, today, 3))).toEqual(['notMade', 'next', 'pending']);
  });
});

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`Broken invariant: ${what}`);
}

describe('properties: any sequence of payments keeps the balances consistent', () => {
  const paymentSeq = fc.array(
    fc.record({ amount: fc.integer({ min: 1, max: 1_500_000 }), days: fc.integer({ min: 0, max: 75 }) }),
    { minLength: 1, maxLength: 25 },
  );
  const loanSpec = fc.record({
    principal: fc.integer({ min: 200_000, max: 5_000_000 }),
    term: fc.constantFrom(3, 6, 9, 12, 18, 24),
    rate: fc.constantFrom(0, 6000, 7200),
  });

  it('no negative balance; paid + outstanding + waived = scheduled; liquidation exactly at zero', () => {
    fc.assert(
      fc.property(fc.array(loanSpec, { minLength: 1, maxLength: 3 }), paymentSeq, (specs, payments) => {
        let rows: Instalment[] = specs.flatMap((s, k) =>
          loan(`L${k}`, asCentavos(s.principal), s.rate, s.term, '2026-12-01'),
        );
        const total = scheduled(rows);
        let day = '2026-11-15';
        let received = 0;
        let applied = 0;
        const liquidated = new Set<string>();
        const ids = specs.map((_, k) => `L${k}`);
        for (const p of payments) {
          for (let d = 0; d < p.days; d += 30) day = addMonths(day, 1);
          const r = allocatePayment(rows, asCentavos(p.amount), day, ids);
          received += p.amount;
          applied += r.applied;
          check(r.applied + r.unapplied === p.amount, 'applied + unapplied = amount');
          check(
            r.allocations.reduce((s, a) => s + a.capital + a.interest + a.iva, 0) === r.applied,
            'allocations add up',
          );
          rows = r.instalments;
          for (const id of r.liquidated) {
            check(!liquidated.has(id), 'liquidated once');
            liquidated.add(id);
          }
          for (const i of rows) {
            const left = [i.capital - i.paidCapital, i.interest - i.paidInterest - i.waivedInterest];
            for (const v of [...left, i.iva - i.paidIva - i.waivedIva])
              check(v >= 0, 'no negative component');
          }
          const outstanding = rows.reduce((s, i) => s + outstandingOf(i), 0);
          check(paid(rows) + outstanding + waived(rows) === total, 'paid + outstanding + waived = total');
          check(paid(rows) === applied, 'paid = applied');
          specs.forEach((s, k) => {
            const mine = rows.filter((i) => i.applicationId === `L${k}`);
            const b = loanBalance(mine, asCentavos(s.principal), day);
            check(b.totalBalance === b.overdueBalance + b.currentBalance, 'total = overdue + current');
            check(
              b.totalBalance === b.economicCapital + b.interests + b.VAT,
              'total = capital + interest + VAT',
            );
            check(b.totalBalance <= b.scheduledOutstanding, 'payoff <= scheduled');
            check(b.overdueBalance >= 0 && b.currentBalance >= 0, 'no negative balance');
            // Liquidated exactly when nothing is left.
            check(liquidated.has(`L${k}`) === (b.scheduledOutstanding === 0), 'liquidated exactly at zero');
          });
        }
        expect(applied).toBeLessThanOrEqual(received);
        // Money is only left unapplied once every loan is paid off.
        if (applied < received) expect(liquidated.size).toBe(specs.length);
      }),
      { numRuns: 150 },
    );
  });
});
