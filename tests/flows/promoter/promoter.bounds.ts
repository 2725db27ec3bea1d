/**
 * The quick application's numeric rules and enumerations as the spec states them (§3 statuses, §4 "Promoter flow",
 * §5 "Product form", "Quick application", "Promoter data", "Consent", §8 rejection reasons, §9 bands and sizes),
 * written here from the spec text — never from machines/promoter or src/domain — and the table of rows the
 * oracle (promoter.checks.ts) must see walked: each bound, one below and one above, each status at each entry that
 * reads it, each rejection reason plus an unknown code. The checks mark the rows they used (promoter.rows.ts); a
 * suite fails when a row is never used (promoter.machine.test.ts, promoter.ui.test.tsx).
 */
import { around, BOUNDS, REJECTION_REASONS, SPEC_STATUSES } from '../../model/oracle/spec.ts';

/** Amounts typed as whole pesos (or with centavos), in centavos; null when not an amount. */
export function centavosOf(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', cents = ''] = text.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

const PESOS = 100;
/** §9 "min rent; min income"; §5 "monthly rent min when RENTED", "monthly salary min" (the spec oracle's). */
export const MIN_RENT = BOUNDS.minRent * PESOS;
export const MIN_INCOME = BOUNDS.minIncome * PESOS;
/** §9 "Purchase amount 2,000 to 50,000 MXN"; §5 "price min 2,000, max 50,000"; "Credit amount min 2,000". */
export const MIN_AMOUNT = 2_000 * PESOS;
export const MAX_AMOUNT = 50_000 * PESOS;

/**
 * §5: "Financeable amount = 90% of the price, capped at 50,000; if 90% is under 2,000 the price itself is used."
 * Null when 90% of the price is not a whole number of centavos (the walks use prices where it is).
 */
export function financeable(price: number): number | null {
  if ((price * 9) % 10 !== 0) return null;
  const ninety = (price * 9) / 10;
  if (ninety < MIN_AMOUNT) return price;
  return Math.min(ninety, MAX_AMOUNT);
}

/**
 * §9 "Term options by amount: 2,000-2,999: 3 months; 3,000-4,999: 3, 6; 5,000-9,999: 3, 6, 9, 12; 10,000-20,000:
 * 3, 6, 9, 12, 15, 18; 20,001-50,000: 3, 6, 9, 12, 15, 18, 24." The bands are written in whole pesos: null for an
 * amount with centavos (the spec does not say which band 2,999.50 is in).
 */
export function specTerms(amount: number | null): readonly number[] | null {
  if (amount === null) return [];
  if (amount % PESOS !== 0) return null;
  const pesos = amount / PESOS;
  if (pesos < 2_000 || pesos > 50_000) return [];
  if (pesos <= 2_999) return [3];
  if (pesos <= 4_999) return [3, 6];
  if (pesos <= 9_999) return [3, 6, 9, 12];
  if (pesos <= 20_000) return [3, 6, 9, 12, 15, 18];
  return [3, 6, 9, 12, 15, 18, 24];
}

/** §5 "Economic dependents (integer 0 to 6+)": the choices 0 to 6, the last one meaning six or more. */
export const DEPENDENTS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** §5 "move-in month/year … before today": the month's first day (sent as YYYY-MM-01) before today. */
export function isPastMonth(typed: string, today: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(typed.trim()) && `${typed.trim()}-01` < today;
}

/** Today's date in Mexico City (§9 time zone), YYYY-MM-DD. */
export function mexicoCityToday(now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(now));
}

/** 'previous month', 'this month', 'next month' of a typed month relative to today (for the rows). */
export function monthClass(typed: string, today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const shift = (by: number) => {
    const d = new Date(Date.UTC(y, m - 1 + by, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const names: Record<string, string> = {
    [shift(-1)]: 'previous month',
    [shift(0)]: 'this month',
    [shift(1)]: 'next month',
  };
  return names[typed.trim()] ?? 'other';
}

/** §3 "Application statuses", §4's PASSED_PRELIMINARY_MODEL, and a status the spec does not name. */
export const STATUSES = SPEC_STATUSES;
export const PASSED = 'PASSED_PRELIMINARY_MODEL';
export const UNKNOWN_STATUS = 'ON_HOLD_BY_NEW_RULE';

/** §8 "Rejection reasons and their screens": the 24 codes, and one the spec does not name. */
export const REASONS = Object.keys(REJECTION_REASONS) as ReadonlyArray<keyof typeof REJECTION_REASONS>;
export const UNKNOWN_REASON = 'A_REASON_THE_SPEC_DOES_NOT_NAME';

/** What the promoter may see as a client check's answer (§2 badges), by its `activatedAt`. */
export type SpecClientKind = 'new' | 'incomplete' | 'registered';

// ---------------------------------------------------------------------------------------------------------------
// The rows: what the oracle must have checked on some walk.

const terms = [1999, 2000, 2001, 2999, 3000, 4999, 5000, 9999, 10000, 20000, 20001, 49999, 50000, 50001].map(
  (a) => `terms for ${a}`,
);

/** Rows the screens cannot walk (a term the select does not offer): machine level only. */
export const MACHINE_ONLY_ROWS: readonly string[] = [
  'term 6 of 2999',
  'term 24 of 20000',
  'term 18 of 20000',
  'term 24 of 20001',
  'term 3 of 1999',
];

export const ROWS: readonly string[] = [
  // §5 quick application, §9 minimums.
  ...around(BOUNDS.minRent, 1).map((v) => `rent ${v}`),
  ...around(BOUNDS.minIncome, 1).map((v) => `salary ${v}`),
  ...['empty', '0', '6'].map((v) => `dependents ${v}`),
  ...['EMPLOYED', 'INDEPENDENT', 'RETIRED', 'HOMEMAKER', 'UNEMPLOYED'].map((v) => `employment ${v}`),
  ...['previous month', 'this month', 'next month'].map((v) => `moved in ${v}`),
  ...['previous month', 'this month', 'next month'].map((v) => `start date ${v}`),
  // §5 product form, §9 amounts, financing rule and bands.
  ...['1999', '2000', '2001', '49999', '50000', '50001'].map((v) => `price ${v}`),
  ...['1999 of 10000', '2000 of 10000', '2001 of 10000'].map((v) => `amount ${v}`),
  ...['8999 of 10000', '9000 of 10000', '9001 of 10000'].map((v) => `amount ${v}`),
  ...['2220 of 2220', '2221 of 2220', '2007 of 2230', '2008 of 2230'].map((v) => `amount ${v}`),
  ...['44999 of 50000', '45000 of 50000', '45001 of 50000'].map((v) => `amount ${v}`),
  ...terms,
  ...MACHINE_ONLY_ROWS,
  ...['1999', '2000', '50000', '50001'].map((a) => `estimate for ${a}`),
  // §5 consent, §9 sizes: typed lengths.
  ...[5, 6, 7].map((n) => `nip of ${n}`),
  ...[3, 4, 5].map((n) => `activation code of ${n}`),
  ...[9, 10, 11].map((n) => `client phone of ${n}`),
  ...[9, 10].map((n) => `new client's phone of ${n}`),
  ...[17, 18, 19].map((n) => `curp of ${n}`),
  ...[4, 5, 6].map((n) => `postal code of ${n}`),
  // §2 badges, §4 NIP result by the kind of client.
  ...['new', 'incomplete', 'registered'].map((k) => `kind ${k}`),
  ...['new', 'incomplete', 'registered'].map((k) => `REJECTED at the NIP for a ${k} client`),
  ...[...STATUSES, PASSED, UNKNOWN_STATUS].map((s) => `status ${s} at the NIP`),
  ...[...STATUSES, UNKNOWN_STATUS].map((s) => `status ${s} at the activation code`),
  ...[...REASONS, UNKNOWN_REASON].map((r) => `reason ${r}`),
];
