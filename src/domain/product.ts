/**
 * The product check (spec §5 "Product form (store)", §6, §9): the price, amount and term of a new application, the
 * one rule the customer's product step, the promoter's product step and the server's create apply. Fields are the
 * contract's (`productPrice`, `creditAmount`, `requestedPeriod`); amounts in centavos. Each refusal is a reason code
 * with its one Spanish text (src/domain/limits.ts). Pure.
 *
 * A field that is empty or not an amount is the form's to say ('El campo es requerido', 'El dato ingresado no es
 * válido'): pass `null` and the check says nothing about it (its term still has no band).
 */
import {
  FINANCING_MESSAGE,
  financeableAmount,
  isValidPrice,
  LIMIT_MESSAGE,
  MAX_AMOUNT,
  MAX_AMOUNT_MESSAGE,
  MIN_AMOUNT,
  MIN_AMOUNT_MESSAGE,
  PERSONAL_LOAN_CAP,
  PERSONAL_LOAN_CAP_MESSAGE,
} from './limits.ts';
import { type Centavos, formatMXN } from './money.ts';
import { type ApplicationType, isAllowedTerm } from './terms.ts';

/** Spec §5's words for a term that is not chosen or not offered for the amount. */
export const TERM_REQUIRED_MESSAGE = 'Selecciona una opción para el plazo';
/** A personal loan's price is its amount (the server refuses anything else). */
export const PERSONAL_LOAN_PRICE_MESSAGE = 'En el préstamo personal el precio es el monto solicitado.';

export type ProductReason =
  /** Store price under `MIN_AMOUNT`. */
  | 'PRICE_BELOW_MIN'
  /** Store price over `MAX_AMOUNT`. */
  | 'PRICE_ABOVE_MAX'
  /** A personal loan whose price is not its amount. */
  | 'PERSONAL_LOAN_PRICE'
  /** Amount under `MIN_AMOUNT`. */
  | 'AMOUNT_BELOW_MIN'
  /** Amount over the available limit (§6), when the limit is known. */
  | 'AMOUNT_ABOVE_LIMIT'
  /** Store amount over the financeable amount of a valid price (90% rule). */
  | 'AMOUNT_ABOVE_FINANCEABLE'
  /** Store amount over `MAX_AMOUNT` (no valid price to judge it by). */
  | 'AMOUNT_ABOVE_MAX'
  /** Personal-loan amount over its cap (checked when no limit is given: a limit of §6 holds the cap). */
  | 'AMOUNT_ABOVE_CAP'
  /** The term is not one of the amount's band (none chosen, or no band for the amount). */
  | 'TERM_NOT_OFFERED';

export interface ProductRefusal {
  readonly reason: ProductReason;
  /** The one Spanish text of the reason, with its figure where it has one. */
  readonly text: string;
}

export interface ProductInput {
  readonly type: ApplicationType;
  /** Centavos; null when empty or not an amount. A personal loan's price is its amount. */
  readonly productPrice: Centavos | null;
  /** Centavos; null when empty or not an amount. */
  readonly creditAmount: Centavos | null;
  /** Months (0 = none chosen). */
  readonly requestedPeriod: number;
  /** The available limit of §6 when the caller knows it (the server checks it apart, with its loans). */
  readonly limit?: Centavos;
}

export type ProductRefusals = Partial<
  Record<'productPrice' | 'creditAmount' | 'requestedPeriod', ProductRefusal>
>;

const refusal = (reason: ProductReason, text: string): ProductRefusal => ({ reason, text });

function priceRefusal({ type, productPrice, creditAmount }: ProductInput): ProductRefusal | null {
  if (productPrice === null) return null;
  if (type === 'PERSONAL_LOAN')
    return productPrice === creditAmount ? null : refusal('PERSONAL_LOAN_PRICE', PERSONAL_LOAN_PRICE_MESSAGE);
  if (productPrice < MIN_AMOUNT) return refusal('PRICE_BELOW_MIN', MIN_AMOUNT_MESSAGE);
  if (productPrice > MAX_AMOUNT) return refusal('PRICE_ABOVE_MAX', MAX_AMOUNT_MESSAGE);
  return null;
}

function amountRefusal({
  type,
  productPrice,
  creditAmount: amount,
  limit,
}: ProductInput): ProductRefusal | null {
  if (amount === null) return null;
  if (amount < MIN_AMOUNT) return refusal('AMOUNT_BELOW_MIN', MIN_AMOUNT_MESSAGE);
  if (limit !== undefined && amount > limit)
    return refusal('AMOUNT_ABOVE_LIMIT', `${LIMIT_MESSAGE} ${formatMXN(limit)}`);
  // A known limit of §6 already holds the personal loan's cap (limits.ts availableLimit).
  if (type === 'PERSONAL_LOAN')
    return limit === undefined && amount > PERSONAL_LOAN_CAP
      ? refusal('AMOUNT_ABOVE_CAP', PERSONAL_LOAN_CAP_MESSAGE)
      : null;
  if (productPrice !== null && isValidPrice(productPrice)) {
    const financeable = financeableAmount(productPrice);
    if (amount > financeable)
      return refusal('AMOUNT_ABOVE_FINANCEABLE', `${FINANCING_MESSAGE} ${formatMXN(financeable)}`);
  }
  return amount > MAX_AMOUNT ? refusal('AMOUNT_ABOVE_MAX', MAX_AMOUNT_MESSAGE) : null;
}

/**
 * Every refusal of the product, by contract field: the price (store: `MIN_AMOUNT` – `MAX_AMOUNT`; personal loan: the
 * amount), the amount (at least `MIN_AMOUNT`; at most the limit when known; then, for a store purchase, the
 * financeable amount of a valid price or else `MAX_AMOUNT`, and for a personal loan without a limit its cap) and the
 * term (one of the amount's band, §9). Empty when all is right.
 */
export function checkProduct(input: ProductInput): ProductRefusals {
  const refusals: ProductRefusals = {};
  const price = priceRefusal(input);
  if (price) refusals.productPrice = price;
  const amount = amountRefusal(input);
  if (amount) refusals.creditAmount = amount;
  const { creditAmount, requestedPeriod, type } = input;
  if (creditAmount === null || !isAllowedTerm(creditAmount, requestedPeriod, type))
    refusals.requestedPeriod = refusal('TERM_NOT_OFFERED', TERM_REQUIRED_MESSAGE);
  return refusals;
}

/** The first refusal in the order price, amount, term (what the server answers), or null. */
export function firstRefusal(refusals: ProductRefusals): ProductRefusal | null {
  return refusals.productPrice ?? refusals.creditAmount ?? refusals.requestedPeriod ?? null;
}
