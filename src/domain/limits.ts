/**
 * Credit limits and amount bounds — spec §5 (product form), §6 (credit limit) and §9.
 * All amounts are integer centavos.
 */
import {
  asCentavos,
  type Centavos,
  formatMXN,
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
/** Smallest monthly rent of a rented home (§5 Address and Quick application, §9 'min rent'). */
export const MIN_MONTHLY_RENT = pesos(1_000);
/** Smallest monthly income of a working applicant (§5 Employment and Quick application, §9 'min income'). */
export const MIN_MONTHLY_INCOME = pesos(1_000);

/** A bound as the texts say it: whole pesos, `$2,000`. */
export const wholePesos = (amount: Centavos): string => formatMXN(amount, { cents: false });
/** The financing rule as a percentage: `90%`. */
export const FINANCING_PERCENT = `${(FINANCING_RATIO.numerator * 100) / FINANCING_RATIO.denominator}%`;

// The one Spanish text of each bound (the spec gives the bounds, not their words; every form and the server say
// these). The spec's own words are kept where it has them: 'Tu límite disponible es de' (§5).
/** Price or amount under `MIN_AMOUNT`: 'El monto mínimo es de $2,000'. */
export const MIN_AMOUNT_MESSAGE = `El monto mínimo es de ${wholePesos(MIN_AMOUNT)}`;
/** Price or amount over `MAX_AMOUNT`: 'El monto máximo es de $50,000'. */
export const MAX_AMOUNT_MESSAGE = `El monto máximo es de ${wholePesos(MAX_AMOUNT)}`;
/** Rent under `MIN_MONTHLY_RENT`: 'La renta mínima es de $1,000'. */
export const MIN_RENT_MESSAGE = `La renta mínima es de ${wholePesos(MIN_MONTHLY_RENT)}`;
/** Income under `MIN_MONTHLY_INCOME`: 'El ingreso mínimo es de $1,000'. */
export const MIN_INCOME_MESSAGE = `El ingreso mínimo es de ${wholePesos(MIN_MONTHLY_INCOME)}`;
/** Followed by the financeable amount: 'Puedes financiar hasta el 90% del precio: $9,000.00'. */
export const FINANCING_MESSAGE = `Puedes financiar hasta el ${FINANCING_PERCENT} del precio:`;
/** Followed by the available limit (spec §5's words): 'Tu límite disponible es de $5,000.00'. */
export const LIMIT_MESSAGE = 'Tu límite disponible es de';
/** A personal loan over `PERSONAL_LOAN_CAP`: 'El préstamo personal es de hasta $20,000'. */
export const PERSONAL_LOAN_CAP_MESSAGE = `El préstamo personal es de hasta ${wholePesos(PERSONAL_LOAN_CAP)}`;
/** The monthly rent's rule: its text when under `MIN_MONTHLY_RENT`, else null. */
export const rentRefusal = (rent: Centavos): string | null =>
  rent < MIN_MONTHLY_RENT ? MIN_RENT_MESSAGE : null;
/** The monthly income's rule: its text when under `MIN_MONTHLY_INCOME`, else null. */
export const incomeRefusal = (income: Centavos): string | null =>
  income < MIN_MONTHLY_INCOME ? MIN_INCOME_MESSAGE : null;
/** The personal loan's headline (spec §2, its words): 'Obtén hoy hasta $20,000 en tu cuenta'. */
export const PERSONAL_LOAN_HEADLINE = `Obtén hoy hasta ${wholePesos(PERSONAL_LOAN_CAP)} en tu cuenta`;
/** The hint of the purchase price: 'De $2,000 a $50,000.' */
export const PRICE_HINT = `De ${wholePesos(MIN_AMOUNT)} a ${wholePesos(MAX_AMOUNT)}.`;

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

/**
 * What one of the client's applications takes of their credit: a disbursed loan its overdue and current balances,
 * an application not yet disbursed its amount (as current); `type` null when not known (it then counts against
 * the limit but not against the personal loans' cap).
 */
export interface CreditUse extends AccountBalance {
  readonly type: ApplicationType | null;
}

/** What the API states in use (pesos, 2 decimals, with each one's type when it says it), in centavos. */
export function creditUsesFromPesos(
  uses: ReadonlyArray<{
    readonly type?: ApplicationType | null | undefined;
    readonly overdueBalance: number;
    readonly currentBalance: number;
  }>,
): CreditUse[] {
  return uses.map((u) => ({
    type: u.type ?? null,
    overdueBalance: pesosToCentavos(u.overdueBalance),
    currentBalance: pesosToCentavos(u.currentBalance),
  }));
}

/**
 * What a customer may still ask for with a new application of this type (§6), from everything in use: the one
 * rule of the product step (its limit text, its check and so its estimate), /confirmacion and the server's create,
 * decision and signature. `availableLimit` with the personal loans among `uses` (so a new personal loan never
 * takes the client's personal loans together over `PERSONAL_LOAN_CAP`, whatever the limit).
 */
export function availableToAsk(
  type: ApplicationType,
  creditLimit: Centavos,
  uses: readonly CreditUse[],
): Centavos {
  const personalLoans = sumCentavos(
    uses.filter((u) => u.type === 'PERSONAL_LOAN').flatMap((u) => [u.overdueBalance, u.currentBalance]),
  );
  return availableLimit(type, creditLimit, uses, personalLoans);
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
