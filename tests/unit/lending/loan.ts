/** A loan's ledger rows from its amortization table, for the ledger's unit tests. */
import type { Instalment } from '../../../server/lending/ledger.ts';
import { amortizationSchedule } from '../../../src/domain/amortization.ts';
import { addMonths } from '../../../src/domain/dates.ts';
import { type Centavos, ZERO } from '../../../src/domain/money.ts';

/** A loan's instalments; without `disbursed`, its first period is a month (it starts a month before `first`). */
export function loan(
  id: string,
  principal: Centavos,
  rateBps: number,
  term: number,
  first: string,
  disbursed?: string,
): Instalment[] {
  return amortizationSchedule({
    principal,
    annualRateBps: rateBps,
    termMonths: term,
    firstPaymentDate: first,
    disbursementDate: disbursed,
  }).rows.map((r) => ({
    applicationId: id,
    period: r.period,
    dueDate: r.dueDate,
    periodStart: r.period === 1 ? (disbursed ?? addMonths(first, -1)) : addMonths(r.dueDate, -1),
    annualRateBps: rateBps,
    capital: r.capital,
    interest: r.interest,
    iva: r.iva,
    paidCapital: ZERO,
    paidInterest: ZERO,
    paidIva: ZERO,
    waivedInterest: ZERO,
    waivedIva: ZERO,
  }));
}
