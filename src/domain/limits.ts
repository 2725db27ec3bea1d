/**
 * Credit limits and amount bounds — spec §5 (product form), §6 (credit limit) and §9.
 * All amounts are integer centavos.
 */
import {
  asCentavos,
  type Centavos,
  maxCentavos,
  minCentavos,
  mulDiv,
  pesos,
  pesosToCentavos,
  sumCentavos,
  ZERO,
} from './money.ts';
import type { ApplicationType } from './terms.ts';

/** Smallest purchase price and credit amount. */
export const MIN_AMOUNT = pesos(2_000);
/** Largest purchase price and financeable amount of a store purchase. */
export const MAX_AMOUNT = pesos(50_000);
/** A personal loan never exceeds this, and it is the cap when the profile has no limit. */
export const PERSONAL_LOAN_CAP = pesos(20_000);
/** The cap of a store purchase when the profile has no limit. */
export const STORE_DEFAULT_CAP = MAX_AMOUNT;
/** Financing rule: 90% of the price. */
export const FINANCING_RATIO = { numerator: 9, denominator: 10 } as const;

/**
 * The amount a store purchase can finance: 90% of the price (rounded half-up to the centavo), capped at
 * 50,000; when 90% of the price is under 2,000, the price itself.
 */
export function financeableAmount(price: Centavos): Centavos {
  const ninetyPercent = mulDiv(price, FINANCING_RATIO.numerator, FINANCING_RATIO.denominator);
  if (ninetyPercent < MIN_AMOUNT) return price;
  return minCentavos(ninetyPercent, MAX_AMOUNT);
}

/** The part of an account's balance that uses up the limit. */
export interface AccountBalance {
  overdueBalance: Centavos;
  currentBalance: Centavos;
}

/** Accounts' balances as the API states them (pesos, 2 decimals), in centavos. */
export function balancesFromPesos(
  balances: ReadonlyArray<{ readonly overdueBalance: number; readonly currentBalance: number }>,
): AccountBalance[] {
  return balances.map((b) => ({
    overdueBalance: pesosToCentavos(b.overdueBalance),
    currentBalance: pesosToCentavos(b.currentBalance),
  }));
}

/** Limit minus the sum of overdue and current balances across the accounts, floored at 0. */
export function creditAvailable(creditLimit: Centavos, balances: readonly AccountBalance[]): Centavos {
  const used = sumCentavos(balances.flatMap((b) => [b.overdueBalance, b.currentBalance]));
  return maxCentavos(ZERO, asCentavos(creditLimit - used));
}

/** The cap of an application of this type while the profile has no limit (0): 20,000 personal, 50,000 store. */
export function noLimitCap(type: ApplicationType): Centavos {
  return type === 'PERSONAL_LOAN' ? PERSONAL_LOAN_CAP : STORE_DEFAULT_CAP;
}

/**
 * The most a new application of this type may ask for (§6) — the one rule the product step, /confirmacion, home
 * and the server's checks use: the limit (with no limit yet, 0: 20,000 for a personal loan and 50,000 for a store
 * purchase) minus the overdue and current balances of the accounts, floored at 0; a personal loan is also capped
 * at 20,000 minus `personalLoansInUse` (the part of those balances that is personal loans: the server knows it,
 * the app passes none).
 */
export function availableLimit(
  type: ApplicationType,
  creditLimit: Centavos,
  balances: readonly AccountBalance[],
  personalLoansInUse: Centavos = ZERO,
): Centavos {
  const limit = creditLimit > 0 ? creditLimit : noLimitCap(type);
  const available = creditAvailable(limit, balances);
  if (type !== 'PERSONAL_LOAN') return available;
  return minCentavos(available, maxCentavos(ZERO, asCentavos(PERSONAL_LOAN_CAP - personalLoansInUse)));
}

export interface AmountBounds {
  min: Centavos;
  max: Centavos;
}

/**
 * Bounds of the credit amount on the product form: min 2,000; max the smaller of the available limit and
 * the financeable amount of the price for a store purchase, the available limit for a personal loan
 * (whose price is the amount itself). `max < min` means nothing can be financed.
 */
export function creditAmountBounds(
  type: ApplicationType,
  availableLimitAmount: Centavos,
  price?: Centavos,
): AmountBounds {
  if (type === 'PERSONAL_LOAN') return { min: MIN_AMOUNT, max: availableLimitAmount };
  const financeable = price === undefined ? MAX_AMOUNT : financeableAmount(price);
  return { min: MIN_AMOUNT, max: minCentavos(availableLimitAmount, financeable) };
}

/** True when the amount is within the bounds. */
export function isWithinBounds(amount: Centavos, bounds: AmountBounds): boolean {
  return amount >= bounds.min && amount <= bounds.max;
}

/** True when a store purchase price is within 2,000 – 50,000. */
export function isValidPrice(price: Centavos): boolean {
  return price >= MIN_AMOUNT && price <= MAX_AMOUNT;
}

/**
 * Percentage of a loan already paid: (1 − balance / ministrations) × 100, floored at 0 and at most 100.
 * 0 when nothing was disbursed.
 */
export function progressPaid(balance: Centavos, ministrations: Centavos): number {
  if (ministrations <= 0) return 0;
  const percent = ((ministrations - balance) * 100) / ministrations;
  return Math.min(100, Math.max(0, percent));
}
