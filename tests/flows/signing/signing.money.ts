/**
 * The term cards' figures (§2 "seleccionar-plazo": monthly payment, term, rate with 2 decimals, interest plus VAT =
 * total of payments minus credit amount, total payment), computed here from the API's table alone — never from the
 * app's statement or rate functions — and a table where the rules bind: a first payment unlike the others, a rate
 * whose hundredths are under 10 (7.05 %).
 */
import { expect } from 'vitest';
import type { signingMachine } from '../../../machines/signing/index.ts';
import { signingView } from '../../../machines/signing/view.ts';
import type { ApprovedProduct } from '../../../src/api/contract/applications.ts';
import { product } from '../../fixtures/signing.ts';

type Snapshot = ReturnType<typeof signingMachine.getInitialSnapshot>;

/** 3,000.00 in three payments: a first of 1,300.00 (a longer first period), then two of 1,240.00; rate 7.05 %. */
export function unevenProduct(firstPaymentDate: string): ApprovedProduct {
  const even = product(firstPaymentDate);
  return {
    ...even,
    amortizations: even.amortizations.map((row, i) => (i === 0 ? { ...row, totalPayment: 1300 } : row)),
    general: { ...even.general, interestRate: 0.0705 },
  };
}

const centavos = (pesos: number) => Math.round(pesos * 100);

/** §9 "Rate shown with 2 decimals": the stored fraction × 100, as a percentage. */
const ratePercent = (fraction: number) => `${(Math.round(fraction * 10_000) / 100).toFixed(2)}%`;

/** Every term card of the screen against its table. */
export function checkTermCards(s: Snapshot): void {
  if (!s.matches('chooseTerm' as never)) return;
  const view = signingView(s);
  if (view.screen !== 'chooseTerm') return;
  for (const option of view.options) {
    const table = s.context.products.find((p) => p.firstPaymentDate === option.firstPaymentDate);
    if (!table) continue;
    const payments = table.amortizations.map((row) => centavos(row.totalPayment));
    const total = payments.reduce((sum, p) => sum + p, 0);
    const credit = centavos(table.general.creditAmount ?? 0);
    const where = `the card of ${option.firstPaymentDate}`;
    expect(option.total, `${where}: total payment`).toBe(total);
    expect(option.interestAndIva, `${where}: interest plus VAT = total − amount`).toBe(total - credit);
    expect(option.months, `${where}: term`).toBe(payments.length);
    expect(option.rate, `${where}: rate`).toBe(ratePercent(table.general.interestRate ?? 0));
    // The regular payment is the one most payments after the first have; the last is named apart only when it
    // differs from it.
    const rest = payments.length > 1 ? payments.slice(1) : payments;
    const regular = rest.reduce((best, p) =>
      rest.filter((q) => q === p).length > rest.filter((q) => q === best).length ? p : best,
    );
    expect(option.monthlyPayment, `${where}: 'al mes'`).toBe(regular);
    const last = payments[payments.length - 1];
    expect(option.payments.includes('el último'), `${where}: "${option.payments}"`).toBe(last !== regular);
  }
}
