/**
 * The cost shown before consent (machines/application/product.ts `costSummary`): the payment statement and the
 * total of the estimate's table (src/domain/statement.ts), and its CAT.
 */
import { describe, expect, it } from 'vitest';
import { costSummary } from '../../../machines/application';
import { pesos } from '../../../src/domain/money';
import { catLabels, mxn, oracleCat, oracleTable } from '../../model/oracle/amortization.ts';
import { NOW } from './application.harness';

describe('cost before consent', () => {
  it('cost: the statement and total of the table (with its last payment); the CAT of the French table', () => {
    // The expected figures are the amortization oracle's (written from the spec), not src/domain's.
    const schedule = (bps: number) =>
      oracleTable({ principal: 1_000_000n, bps, months: 6, firstPaymentDate: '2026-02-01' });
    const catOf = (bps: number) => catLabels(oracleCat(schedule(bps), 1_000_000n).percent);
    // The estimate is the table's instalment: the table's statement, its last payment and its exact total.
    const table = schedule(6000);
    expect(table.instalment).toBe(202_087n);
    const cost = costSummary(pesos(10_000), 6, pesos(2_020.87), 'STORE', false, NOW);
    expect(cost).toMatchObject({
      monthlyPayment: pesos(2_020.87),
      total: Number(table.totals.payment),
      payments: `6 pagos mensuales de $2,020.87 (el último de ${mxn(table.rows[5]!.payment)})`,
      noInterest: false,
    });
    expect(catOf(6000)).toContain(cost?.cat.label);
    expect(table.totals.payment).not.toBe(table.instalment * 6n);
    // An estimate that is not the table's: stated alone, N × the estimate, so its figures still add up.
    const alone = costSummary(pesos(10_000), 6, pesos(1_920.5), 'STORE', false, NOW);
    expect(alone).toMatchObject({
      monthlyPayment: pesos(1_920.5),
      total: pesos(11_523),
      payments: '6 pagos mensuales de $1,920.50',
      noInterest: false,
    });
    expect(catOf(6000)).toContain(alone?.cat.label);
    // Interest-free: the table sums to the amount; its last payment takes the centavos.
    const free = costSummary(pesos(10_000), 6, pesos(1_666.67), 'PERSONAL_LOAN', true, NOW);
    expect(free).toMatchObject({
      monthlyPayment: pesos(1_666.67),
      total: pesos(10_000),
      payments: '6 pagos mensuales de $1,666.67 (el último de $1,666.65)',
      noInterest: true,
    });
    expect(catOf(0)).toContain(free?.cat.label);
    // Interest-free with an estimate that is not the table's: the amount (§9), still.
    expect(costSummary(pesos(10_000), 6, pesos(1_700), 'PERSONAL_LOAN', true, NOW)?.total).toBe(
      pesos(10_000),
    );
    // A term without a rate, or nothing to finance: none.
    expect(costSummary(pesos(10_000), 5, pesos(1_000), 'STORE', false, NOW)).toBeNull();
    expect(costSummary(pesos(10_000), 24, pesos(1_000), 'PERSONAL_LOAN', false, NOW)).toBeNull();
    expect(costSummary(pesos(0), 6, pesos(0), 'STORE', false, NOW)).toBeNull();
    // No readable clock, no first payment date to build the table on: none, without failing the screen.
    expect(costSummary(pesos(10_000), 6, pesos(1_000), 'STORE', false, Number.NaN)).toBeNull();
  });
});
