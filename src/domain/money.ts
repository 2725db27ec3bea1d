/**
 * Money in Mexican pesos, kept as integer centavos.
 *
 * - `Centavos` is a branded safe integer: 1 peso = 100 centavos. Never store or add money as
 *   floating-point pesos; convert at the edges (user input, API values in pesos, display).
 * - Rounding is always half-up (half away from zero, like Java's `RoundingMode.HALF_UP`) and is done
 *   with BigInt arithmetic, so `1.005` pesos becomes 101 centavos, not 100.
 * - `formatMXN` prints es-MX currency (`$20,000.00`, `-$1,234.50`).
 *
 * Pure TypeScript: used by the app and by the sandbox server.
 */

declare const centavosBrand: unique symbol;

/** An amount of money in integer centavos (MXN × 100). */
export type Centavos = number & { readonly [centavosBrand]: 'Centavos' };

export const CENTAVOS_PER_PESO = 100;

/** Brands a number as centavos. Throws a RangeError unless it is a safe integer. */
export function asCentavos(value: number): Centavos {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Centavos must be a safe integer, got ${value}`);
  }
  return (value === 0 ? 0 : value) as Centavos; // normalise -0
}

export const ZERO = asCentavos(0);

/** Whole pesos (or a decimal amount of pesos) to centavos: `pesos(20000)` is 2,000,000 centavos. */
export function pesos(amount: number): Centavos {
  return pesosToCentavos(amount);
}

/**
 * Converts pesos to centavos exactly, rounding half-up to the centavo. Accepts a number (its shortest
 * decimal representation is used, so `1.005` is read as 1.005, not 1.00499…) or a plain decimal string
 * such as `"2359.45"` or `"-10.5"` (as the API sends amounts in pesos). Throws a RangeError on anything else.
 */
export function pesosToCentavos(amount: number | string): Centavos {
  const text = typeof amount === 'number' ? numberToPlainDecimal(amount) : amount.trim();
  const result = decimalToCentavos(text);
  if (result === null) {
    throw new RangeError(`Not a decimal amount of pesos: ${String(amount)}`);
  }
  return result;
}

/** The one text for an amount of pesos that is not a whole number of centavos. */
export const PESOS_DECIMALS_MESSAGE = 'Debe ser un monto en pesos con hasta 2 decimales';

/**
 * Pesos to centavos only when the amount is a whole number of centavos: at most two decimals (zeros after them
 * change nothing: `"100.990"` is 10,099). Never rounds: `"100.999"`, `100.999`, `1.005` and `1e-7` are null, as is
 * anything that is not a plain decimal (a number is read as its shortest decimal text, `String(n)`).
 */
export function exactPesosToCentavos(amount: number | string): Centavos | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const fraction = /^[+-]?\d*\.(\d+)$/.exec(text)?.[1] ?? '';
  if (/[^0]/.test(fraction.slice(2))) return null;
  return decimalToCentavos(text);
}

/** Centavos to pesos as a number — for display or for APIs that speak pesos, never for arithmetic. */
export function centavosToPesos(amount: Centavos): number {
  return amount / CENTAVOS_PER_PESO;
}

/** Centavos to a plain decimal string of pesos with two decimals (`"2359.45"`, `"-0.05"`), exact. */
export function centavosToDecimalString(amount: Centavos): string {
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const whole = Math.trunc(abs / CENTAVOS_PER_PESO);
  const cents = abs % CENTAVOS_PER_PESO;
  return `${negative ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * Parses what a person types into a currency input: optional `$`, thousands commas, spaces and up to
 * any number of decimals (rounded half-up to the centavo). Returns null for empty, negative or malformed
 * input (currency inputs allow no negatives).
 * `parseMXN('$20,000.50')` → 2,000,050 centavos.
 */
export function parseMXN(input: string): Centavos | null {
  const compact = input.replace(/[\s$]/g, '');
  if (compact === '') return null;
  // Commas are only accepted as thousands separators in the whole part.
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(compact);
  if (!match || (match[1] === undefined && !match[2])) return null;
  const whole = (match[1] ?? '0').replace(/,/g, '');
  return decimalToCentavos(match[2] ? `${whole}.${match[2]}` : whole);
}

/** Integer division rounded half-up (half away from zero). The denominator must not be zero. */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/**
 * `amount × numerator / denominator`, rounded half-up to the centavo with exact integer math.
 * E.g. 16% IVA: `mulDiv(interest, 16, 100)`; 90%: `mulDiv(price, 9, 10)`.
 */
export function mulDiv(amount: Centavos, numerator: number | bigint, denominator: number | bigint): Centavos {
  return fromBigInt(roundHalfUp(BigInt(amount) * BigInt(numerator), BigInt(denominator)));
}

/** Exact sum of amounts. */
export function sumCentavos(amounts: Iterable<Centavos>): Centavos {
  let total = 0n;
  for (const amount of amounts) total += BigInt(amount);
  return fromBigInt(total);
}

/** Converts a BigInt count of centavos back to `Centavos`, refusing values beyond the safe range. */
export function fromBigInt(value: bigint): Centavos {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of range: ${value}`);
  }
  return asCentavos(Number(value));
}

export function minCentavos(first: Centavos, ...rest: Centavos[]): Centavos {
  return asCentavos(Math.min(first, ...rest));
}

export function maxCentavos(first: Centavos, ...rest: Centavos[]): Centavos {
  return asCentavos(Math.max(first, ...rest));
}

export interface FormatMXNOptions {
  /** Show the two decimals (default true). With false the amount is rounded half-up to whole pesos: `$20,000`. */
  cents?: boolean;
}

/**
 * es-MX currency text, exactly as `Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })` prints it:
 * `$20,000.00`, `-$1,234.50`, `$0.05`; with `{ cents: false }`: `$20,000`. Written with integers, not with Intl:
 * the first Intl currency formatter a page builds loads the locale's data on the main thread (a long task on a
 * cheap phone, the moment the first figure paints), and integers never round a binary fraction.
 */
export function formatMXN(amount: Centavos, options: FormatMXNOptions = {}): string {
  const whole = options.cents === false;
  // Whole pesos: rounded half-up in integers first.
  const value = whole ? Number(roundHalfUp(BigInt(amount), BigInt(CENTAVOS_PER_PESO))) : amount;
  const magnitude = Math.abs(value);
  const pesos = whole ? magnitude : Math.floor(magnitude / CENTAVOS_PER_PESO);
  const cents = whole ? '' : `.${String(magnitude % CENTAVOS_PER_PESO).padStart(2, '0')}`;
  // Thousands grouped with commas: 1234567 → 1,234,567.
  return `${value < 0 ? '-' : ''}$${String(pesos).replace(/\B(?=(\d{3})+$)/g, ',')}${cents}`;
}

// ---------------------------------------------------------------------------------------------

/** `"-12.345"` → -1235 centavos (half-up), exact. Null when the text is not a plain decimal. */
function decimalToCentavos(text: string): Centavos | null {
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$|^([+-]?)\.(\d+)$/.exec(text);
  if (!match) return null;
  const sign = match[1] ?? match[4] ?? '';
  const whole = match[2] ?? '0';
  const fraction = match[3] ?? match[5] ?? '';
  const scaled = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  // Half-up on the third decimal; digits beyond it cannot change a half-up result.
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5;
  const magnitude = scaled + (roundUp ? 1n : 0n);
  const value = sign === '-' ? -magnitude : magnitude;
  try {
    return fromBigInt(value);
  } catch {
    return null;
  }
}

/**
 * The shortest round-trip decimal text of a finite number. `String()` writes exponent notation only below 1e-6
 * (less than a ten-thousandth of a centavo: 0 centavos) and from 1e21 up (out of range, refused as not a plain
 * decimal); everything in between is already plain decimal text.
 */
function numberToPlainDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  return Math.abs(value) < 1e-6 ? '0' : String(value);
}
