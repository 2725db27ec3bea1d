/**
 * The amortization oracle (issue 40.5): a payment table, its totals, its statement and its CAT written here from the
 * spec's rules (§9) and the product's documented method (docs/domain.md "Amortization", "CAT", "Payment
 * statement"), never from src/domain or the machines — a slip in the app's arithmetic must fail against it, not be
 * reproduced by it. Money is BigInt centavos; dates are calendar days counted with integers (no Date, no time zone:
 * a `YYYY-MM-DD` day is the same day in America/Mexico_City, DST or not).
 *
 * The rules:
 * - §9 "Amounts … in cents"; rounding half away from zero to the centavo, every rounded figure on its own.
 * - §9 "VAT 16% (factor 1.16)": IVA is 16% of each period's interest (consumer credit: IVA on interest only).
 * - The ordinary annual rate without IVA, a twelfth of it a month (`bps / 10,000 / 12`); interest-free: rate 0.
 * - The instalment is the French (constant) payment at the monthly rate with IVA, i = r × 1.16:
 *   the A with Σ_{k=1..n} A / (1 + i)^k = P, rounded half-up; each row: interest = balance × r, IVA on it, capital =
 *   A − a month's interest − its IVA (kept within 0 … balance); the last row's capital is the whole balance left.
 * - §9 "Payment dates are the 1st of the month": row k falls due k − 1 months after the first payment date.
 * - A first period of actual days (offers and contracts: from the disbursement to the first payment): its interest is
 *   balance × annual rate × days / 360; its capital stays the French table's.
 * - §9 "Total to pay": the sum of the table (the figure every statement adds up to).
 * - CAT (Banxico): the annual rate c with P = Σ (payment − IVA) / (1 + c)^t, t in years (k / 12, or days / 365 from
 *   the disbursement on real dates), shown with one decimal.
 */

export type Centavos = bigint;

/** Half away from zero: n / d rounded to the nearest integer (d > 0). */
export function halfUp(n: bigint, d: bigint): bigint {
  const q = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -q : q;
}

/** §9 VAT 16%. */
const IVA_PERCENT = 16n;
/** bps of a year → a month: bps / 10,000 / 12. */
const MONTH_DIVISOR = 120_000n;
/** Actual days: bps / 10,000 × days / 360. */
const DAY_DIVISOR = 3_600_000n;

export const ivaOf = (interest: Centavos): Centavos => halfUp(interest * IVA_PERCENT, 100n);
export const monthInterestOf = (balance: Centavos, bps: number): Centavos =>
  halfUp(balance * BigInt(bps), MONTH_DIVISOR);
export const daysInterestOf = (balance: Centavos, bps: number, days: number): Centavos =>
  halfUp(balance * BigInt(bps) * BigInt(days), DAY_DIVISOR);

/**
 * The French instalment, exactly: with 1 + i = (D + N) / D (N / D = bps × 1.16 / 120,000),
 * A = P / Σ_{k=1..n} (D / (D + N))^k = P (D + N)^n / Σ_{k=1..n} D^k (D + N)^(n − k), then half-up.
 */
export function instalmentOf(principal: Centavos, bps: number, months: number): Centavos {
  if (bps === 0) return halfUp(principal, BigInt(months));
  const N = BigInt(bps) * 116n;
  const D = MONTH_DIVISOR * 100n;
  const G = D + N;
  let sum = 0n;
  for (let k = 1; k <= months; k++) sum += D ** BigInt(k) * G ** BigInt(months - k);
  return halfUp(principal * G ** BigInt(months), sum);
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar days as integers (proleptic Gregorian; days since 1970-01-01).

export interface Day {
  y: number;
  m: number;
  d: number;
}

export const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
export const monthLength = (y: number, m: number) =>
  m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** Days from 1970-01-01 (H. Hinnant's days_from_civil). */
export function dayNumber({ y, m, d }: Day): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

export const parseDay = (iso: string): Day => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const two = (n: number) => String(n).padStart(2, '0');
export const isoOf = ({ y, m, d }: Day) => `${String(y).padStart(4, '0')}-${two(m)}-${two(d)}`;
/** `dd/MM/yyyy` (§9). */
export const shownDate = (iso: string) => {
  const { y, m, d } = parseDay(iso);
  return `${two(d)}/${two(m)}/${y}`;
};
export const daysFrom = (from: string, to: string) => dayNumber(parseDay(to)) - dayNumber(parseDay(from));

/** The 1st of the month `k` months after the 1st of `first`'s month. */
export function firstOfMonthAfter(first: string, k: number): string {
  const { y, m } = parseDay(first);
  const index = y * 12 + (m - 1) + k;
  return isoOf({ y: Math.floor(index / 12), m: (index % 12) + 1, d: 1 });
}

// ---------------------------------------------------------------------------------------------------------------
// The table.

export interface OracleRow {
  period: number;
  dueDate: string;
  openingBalance: Centavos;
  interest: Centavos;
  iva: Centavos;
  capital: Centavos;
  payment: Centavos;
  balance: Centavos;
}

export interface OracleTable {
  instalment: Centavos;
  rows: OracleRow[];
  totals: { interest: Centavos; iva: Centavos; capital: Centavos; payment: Centavos };
}

export interface OracleInput {
  principal: Centavos;
  bps: number;
  months: number;
  /** `YYYY-MM-01`. */
  firstPaymentDate: string;
  /** When given, the first period's interest is of its actual days. */
  disbursementDate?: string | undefined;
}

export function oracleTable({
  principal,
  bps,
  months,
  firstPaymentDate,
  disbursementDate,
}: OracleInput): OracleTable {
  const instalment = instalmentOf(principal, bps, months);
  const rows: OracleRow[] = [];
  let balance = principal;
  for (let period = 1; period <= months; period++) {
    const month = monthInterestOf(balance, bps);
    const interest =
      period === 1 && disbursementDate !== undefined
        ? daysInterestOf(balance, bps, daysFrom(disbursementDate, firstPaymentDate))
        : month;
    const french = instalment - month - ivaOf(month);
    const capital = period === months ? balance : french < 0n ? 0n : french > balance ? balance : french;
    const iva = ivaOf(interest);
    rows.push({
      period,
      dueDate: firstOfMonthAfter(firstPaymentDate, period - 1),
      openingBalance: balance,
      interest,
      iva,
      capital,
      payment: interest + iva + capital,
      balance: balance - capital,
    });
    balance -= capital;
  }
  const sum = (pick: (r: OracleRow) => bigint) => rows.reduce((t, r) => t + pick(r), 0n);
  return {
    instalment,
    rows,
    totals: {
      interest: sum((r) => r.interest),
      iva: sum((r) => r.iva),
      capital: sum((r) => r.capital),
      payment: sum((r) => r.payment),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The CAT.

/** Net present value at the annual rate c of the disbursement and the payments without IVA (years each). */
function npv(principal: number, flows: readonly { amount: number; years: number }[], c: number): number {
  let pv = -principal;
  for (const f of flows) pv += f.amount * Math.exp(-f.years * Math.log1p(c));
  return pv;
}

/**
 * The CAT of a table, as a percentage (unrounded) and as shown (`79.6%`). `on`: the disbursement date, to time the
 * payments on their real dates (days / 365); without it payment k is at k / 12 years.
 */
export function oracleCat(
  table: OracleTable,
  principal: Centavos,
  on?: string,
): { percent: number; label: string } {
  const flows = table.rows.map((r) => ({
    amount: Number(r.payment - r.iva),
    years: on === undefined ? r.period / 12 : daysFrom(on, r.dueDate) / 365,
  }));
  const p = Number(principal);
  let lo = -0.99;
  let hi = 100;
  if (npv(p, flows, 0) === 0) return { percent: 0, label: '0.0%' };
  // npv falls as c grows: keep npv(lo) > 0 > npv(hi).
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (npv(p, flows, mid) > 0) lo = mid;
    else hi = mid;
  }
  const percent = ((lo + hi) / 2) * 100;
  const shown = Math.round(percent * 10) / 10;
  return { percent, label: `${(shown === 0 ? 0 : shown).toFixed(1)}%` };
}

/** The labels a CAT of `percent` may show: its one-decimal rounding, or either side when it sits on a .x5 edge. */
export function catLabels(percent: number): string[] {
  const tenths = percent * 10;
  const near = Math.abs(tenths - Math.floor(tenths) - 0.5) < 1e-6;
  const labels = near ? [Math.floor(tenths), Math.ceil(tenths)] : [Math.round(tenths)];
  return labels.map((t) => `${(t / 10 || 0).toFixed(1)}%`);
}

// ---------------------------------------------------------------------------------------------------------------
// How the figures read (§9 es-MX pesos; docs/domain.md "Payment statement").

/** `$20,000.00`, `-$1,234.50`. */
export function mxn(amount: Centavos): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}$${whole}.${two(Number(abs % 100n))}`;
}

/**
 * The statement of a table's payments: 'N pagos mensuales de $A', '… (el último de $L)' when the last differs,
 * 'Primer pago de $F y N−1 pagos de $A' when the first differs; otherwise each run of equal payments in order.
 */
export function oracleStatement(payments: readonly Centavos[]): string {
  const n = payments.length;
  const runs: { amount: Centavos; count: number }[] = [];
  for (const p of payments) {
    const last = runs[runs.length - 1];
    if (last && last.amount === p) last.count++;
    else runs.push({ amount: p, count: 1 });
  }
  const word = (k: number, monthly: boolean) =>
    `${k} ${k === 1 ? 'pago' : 'pagos'}${monthly ? (k === 1 ? ' mensual' : ' mensuales') : ''}`;
  const core = runs.length > 1 && runs[0]?.count === 1 ? runs.slice(1) : runs;
  const regular = core.reduce((best, r) => (r.count > best.count ? r : best)).amount;
  const first = payments[0] as Centavos;
  const last = payments[n - 1] as Centavos;
  if (!payments.slice(1, -1).every((p) => p === regular)) {
    const parts = runs.map((r) => `${word(r.count, false)} de ${mxn(r.amount)}`);
    return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
  }
  const base =
    first !== regular
      ? `Primer pago de ${mxn(first)} y ${word(n - 1, false)} de ${mxn(regular)}`
      : `${word(n, true)} de ${mxn(regular)}`;
  return last !== regular ? `${base} (el último de ${mxn(last)})` : base;
}
