/**
 * The payment statement: how a payment table is told to the customer, written once for every screen, the
 * contract and the server. Pure; money in centavos.
 *
 * A French table (src/domain/amortization.ts) has one instalment, but its first payment differs when the first
 * period is not a month (the interest of the actual days) and its last one absorbs the rounding. The statement
 * says exactly what the table holds, so every figure adds up to the total, which is the sum of the table:
 *
 * - all payments equal: `12 pagos mensuales de $2,359.45` (the "N pagos mensuales de $X" of the app);
 * - the last one differs: `12 pagos mensuales de $2,359.45 (el último de $2,359.51)`;
 * - the first one differs: `Primer pago de $2,093.31 y 11 pagos de $1,884.51` (and the last, as above);
 * - any other table (only tiny amounts, where rounding dominates): each run of equal payments in order,
 *   `2 pagos de $0.01, 1 pago de $0.02 y 3 pagos de $0.01`.
 *
 * `firstPeriodNote` says why the first payment differs (the days its interest covers) and `estimateNote` why the
 * total differs from the estimate made before the date was chosen (whose first period is one month).
 */
import { amortizationSchedule } from './amortization.ts';
import { formatDate, type IsoDate } from './dates.ts';
import { type Centavos, formatMXN, sumCentavos } from './money.ts';

/** Consecutive payments of the same amount. */
export interface PaymentRun {
  readonly amount: Centavos;
  readonly count: number;
}

export interface PaymentStatement {
  /** Number of payments. */
  readonly count: number;
  /** Payment 1. */
  readonly first: Centavos;
  /** The payment of the table's longest run after a differing first one: the instalment most payments have. */
  readonly regular: Centavos;
  /** The last payment. */
  readonly last: Centavos;
  /** Sum of every payment, to the centavo. */
  readonly total: Centavos;
  readonly firstDiffers: boolean;
  readonly lastDiffers: boolean;
  readonly runs: readonly PaymentRun[];
  /** The statement as a sentence start: 'Primer pago de $2,093.31 y 11 pagos de $1,884.51'. */
  readonly text: string;
  /** The same inside a sentence (first letter in lower case): 'primer pago de $2,093.31 y …'. */
  readonly phrase: string;
}

function runsOf(payments: readonly Centavos[]): PaymentRun[] {
  const runs: { amount: Centavos; count: number }[] = [];
  for (const amount of payments) {
    const last = runs[runs.length - 1];
    if (last && last.amount === amount) last.count += 1;
    else runs.push({ amount, count: 1 });
  }
  return runs;
}

const pagos = (n: number, mensuales = false) =>
  `${n} ${n === 1 ? 'pago' : 'pagos'}${mensuales ? (n === 1 ? ' mensual' : ' mensuales') : ''}`;

/** 'a, b y c' (called with two parts or more). */
function listOf(parts: readonly string[]): string {
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}

function textOf(
  payments: readonly Centavos[],
  runs: readonly PaymentRun[],
  s: { first: Centavos; regular: Centavos; last: Centavos; firstDiffers: boolean; lastDiffers: boolean },
): string {
  const n = payments.length;
  const inner = payments.slice(1, -1);
  const regularShape = inner.every((p) => p === s.regular);
  if (!regularShape) return listOf(runs.map((r) => `${pagos(r.count)} de ${formatMXN(r.amount)}`));
  const base = s.firstDiffers
    ? `Primer pago de ${formatMXN(s.first)} y ${pagos(n - 1)} de ${formatMXN(s.regular)}`
    : `${pagos(n, true)} de ${formatMXN(s.regular)}`;
  return s.lastDiffers ? `${base} (el último de ${formatMXN(s.last)})` : base;
}

/** The statement of a table's payments (in order, in centavos). Throws a RangeError on an empty table. */
export function paymentStatement(payments: readonly Centavos[]): PaymentStatement {
  const [first] = payments;
  if (first === undefined) throw new RangeError('A payment statement needs at least one payment');
  const runs = runsOf(payments);
  // A lone first payment that differs is the first period's; the regular payment is the longest run after it.
  const core = runs.length > 1 && runs[0]?.count === 1 ? runs.slice(1) : runs;
  const regular = core.reduce((best, r) => (r.count > best.count ? r : best)).amount;
  const last = payments[payments.length - 1] as Centavos;
  const firstDiffers = first !== regular;
  // One payment is its own regular payment: neither its first nor its last differs.
  const lastDiffers = last !== regular;
  const parts = { first, regular, last, firstDiffers, lastDiffers };
  const text = textOf(payments, runs, parts);
  return {
    count: payments.length,
    ...parts,
    total: sumCentavos(payments),
    runs,
    text,
    phrase: text.charAt(0).toLowerCase() + text.slice(1),
  };
}

/** The statement of an amortization table (rows with their `payment`). */
export function statementOfRows(rows: readonly { readonly payment: Centavos }[]): PaymentStatement {
  return paymentStatement(rows.map((r) => r.payment));
}

/** A month of interest: a first period of this many days costs what every other period costs. */
export const DAYS_PER_MONTH = 30;

/**
 * Why the first payment differs from the others: its interest covers the actual days from the disbursement
 * (`from`) to the first payment date (`to`). Null when it does not differ or the days are a month.
 */
export function firstPeriodNote(
  statement: PaymentStatement,
  period: { readonly from: IsoDate; readonly to: IsoDate; readonly days: number },
): string | null {
  if (!statement.firstDiffers || period.days === DAYS_PER_MONTH) return null;
  const more = statement.first > statement.regular;
  return `Tu primer pago es ${more ? 'mayor' : 'menor'} que los demás porque cubre ${period.days} días de intereses, del ${formatDate(period.from)} al ${formatDate(period.to)}; los demás cubren un mes.`;
}

/**
 * Why the total differs from the estimate before consent (where the first period is a month): the first
 * payment date. Null when both totals are equal, or when the regular payments differ too (then the date is not
 * the reason: another amount, rate or term).
 */
export function estimateNote(offer: PaymentStatement, estimate: PaymentStatement): string | null {
  if (offer.total === estimate.total || offer.regular !== estimate.regular) return null;
  const more = offer.total > estimate.total;
  return `Por la fecha de tu primer pago, el total es ${more ? 'mayor' : 'menor'} que el estimado al solicitar (${formatMXN(estimate.total)}, con el primer pago a un mes).`;
}

/**
 * The statement of the estimate made before consent: the same amount, rate and term with every period a month
 * (the date does not change any payment then).
 */
export function estimateStatement(
  principal: Centavos,
  annualRateBps: number,
  termMonths: number,
): PaymentStatement {
  return statementOfRows(
    amortizationSchedule({ principal, annualRateBps, termMonths, firstPaymentDate: '2000-01-01' }).rows,
  );
}

/**
 * The statement of an estimated monthly payment before consent: the table's (every period a month) when the
 * estimate is its instalment; otherwise the estimate alone, `termMonths` times, so the figures still add up.
 */
export function statedEstimate(
  estimate: Centavos,
  principal: Centavos,
  annualRateBps: number,
  termMonths: number,
): PaymentStatement {
  const table = estimateStatement(principal, annualRateBps, termMonths);
  return table.regular === estimate
    ? table
    : paymentStatement(Array.from({ length: termMonths }, () => estimate));
}
