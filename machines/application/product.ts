/**
 * The product step (spec §5 "Product form", §6 credit limit, §9 amounts and term bands): amounts are typed as
 * text and checked in centavos with src/domain. Pure.
 */
import type { ApplicationType } from '../../src/api/contract/common';
import { type AmortizationSchedule, amortizationSchedule } from '../../src/domain/amortization';
import { type CatResult, catOfSchedule } from '../../src/domain/cat';
import { firstOfNextMonth } from '../../src/domain/dates';
import { MESSAGES, required } from '../../src/domain/fields';
import { availableToAsk, creditAmountBounds, creditUsesFromPesos, MIN_AMOUNT } from '../../src/domain/limits';
import { type Centavos, parseMXN, pesosToCentavos } from '../../src/domain/money';
import { checkProduct } from '../../src/domain/product';
import { isPersonalLoanMsiTerm, ordinaryRateBps, totalToPay } from '../../src/domain/rates';
import { statedEstimate } from '../../src/domain/statement';
import { DEFAULT_TERM, isAllowedTerm, termChoices } from '../../src/domain/terms';
import type { Errors } from '../shared/form';

/**
 * The product form under the contract's names (`productInformation` of src/api/contract/applications.ts): amounts
 * as typed (text), the term in months.
 */
export interface ProductValues {
  /** Purchase price as typed (STORE); a personal loan's price is its amount. */
  productPrice: string;
  creditAmount: string;
  /** Months; 0 = none chosen. */
  requestedPeriod: number;
}
export type ProductField = 'productPrice' | 'creditAmount';
export const EMPTY_PRODUCT: ProductValues = {
  productPrice: '',
  creditAmount: '',
  requestedPeriod: DEFAULT_TERM,
};

/** A typed amount in centavos, or null when empty or not a plain non-negative amount. */
export function amountOf(text: string): Centavos | null {
  return parseMXN(text);
}

/** Keeps what a currency input accepts: digits and one decimal point with at most 2 decimals, no sign. */
export function currencyInput(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}

export interface LimitInputs {
  type: ApplicationType;
  /** Profile credit limit, pesos (0 = none assigned). */
  creditLimit: number;
  /** Pesos, what takes of the credit, with its type when known. */
  balances: ReadonlyArray<{ overdueBalance: number; currentBalance: number; type?: ApplicationType | null }>;
}

/** §6: the most this application may ask for (the server's own rule, src/domain/limits.ts `availableToAsk`). */
export function limitOf({ type, creditLimit, balances }: LimitInputs): Centavos {
  return availableToAsk(type, pesosToCentavos(creditLimit), creditUsesFromPesos(balances));
}

export type ProductErrors = Errors<ProductField | 'requestedPeriod'>;

/**
 * The product step's errors: empty or unreadable fields say so; the rest is src/domain/product.ts's check (its one
 * text per reason). A term error waits for an amount of at least the minimum (the buttons show the first band
 * until then) unless no term is chosen.
 */
export function validateProduct(v: ProductValues, type: ApplicationType, limit: Centavos): ProductErrors {
  const errors: Partial<Record<ProductField | 'requestedPeriod', string>> = {};
  const amount = amountOf(v.creditAmount);
  const refusals = checkProduct({
    type,
    productPrice: type === 'STORE' ? amountOf(v.productPrice) : amount,
    creditAmount: amount,
    requestedPeriod: v.requestedPeriod,
    limit,
  });
  if (type === 'STORE') {
    const message = required(v.productPrice) ?? (amountOf(v.productPrice) === null ? MESSAGES.invalid : null);
    const price = message ?? refusals.productPrice?.text;
    if (price) errors.productPrice = price;
  }
  const amountMessage =
    required(v.creditAmount) ?? (amount === null ? MESSAGES.invalid : refusals.creditAmount?.text);
  if (amountMessage) errors.creditAmount = amountMessage;
  const termJudged = v.requestedPeriod <= 0 || (amount !== null && amount >= MIN_AMOUNT);
  if (termJudged && refusals.requestedPeriod) errors.requestedPeriod = refusals.requestedPeriod.text;
  return errors;
}

/**
 * The estimate is fetched only for an amount within the product's bounds with an offered term (spec §5), and
 * never above what the customer may still ask for (`limit`, src/domain/limits.ts `availableToAsk`, the form's and
 * the server's own figure): over it the form says 'Tu límite disponible es de …' and no estimate is shown
 * (docs/flows.md, "What a customer may ask for").
 */
export function canEstimate(v: ProductValues, type: ApplicationType, limit: Centavos): boolean {
  const amount = amountOf(v.creditAmount);
  // A term is offered only inside the bands, which span the product's bounds (src/domain/terms).
  return amount !== null && amount <= limit && isAllowedTerm(amount, v.requestedPeriod, type);
}

/** Term buttons for the typed amount (disabled under `TERM_BUTTONS_MIN_AMOUNT`) and whether each is interest-free (MSI badge). */
export function termButtons(
  v: ProductValues,
  type: ApplicationType,
  noInterestTerms: readonly number[],
  personalLoanMsiEligible: boolean,
): { terms: ReadonlyArray<{ months: number; noInterest: boolean }>; disabled: boolean } {
  const choices = termChoices(amountOf(v.creditAmount) ?? (0 as Centavos), type);
  return {
    disabled: choices.disabled,
    terms: choices.terms.map((months) => ({
      months,
      noInterest: isNoInterest(months, type, noInterestTerms, personalLoanMsiEligible),
    })),
  };
}

export function isNoInterest(
  term: number,
  type: ApplicationType,
  noInterestTerms: readonly number[],
  personalLoanMsiEligible: boolean,
): boolean {
  return type === 'PERSONAL_LOAN'
    ? isPersonalLoanMsiTerm(term, personalLoanMsiEligible)
    : noInterestTerms.includes(term);
}

export interface CostSummary {
  monthlyPayment: Centavos;
  /** The sum of the table's payments (the amount when interest-free, §9). */
  total: Centavos;
  /** The payment statement of the table (src/domain/statement.ts): '12 pagos mensuales de $X (el último de $Y)'. */
  payments: string;
  cat: CatResult;
  noInterest: boolean;
}

/**
 * Cost shown before consent, from the French table at the product's rate with every period a month: its payment
 * statement, its total (the sum of its payments: §9's monthly payment × term, with the last payment's rounding;
 * the amount when interest-free) and its CAT (informative, without IVA; src/domain/cat.ts). Should the estimate
 * the server sent not be the table's payment, its figures are stated alone (N × the estimate), so they add up.
 */
export function costSummary(
  amount: Centavos,
  term: number,
  monthlyPayment: Centavos,
  type: ApplicationType,
  noInterest: boolean,
  now: number,
): CostSummary | null {
  const rate = ordinaryRateBps(type, term, { interestFree: noInterest });
  if (rate === null || amount <= 0) return null;
  let schedule: AmortizationSchedule;
  try {
    schedule = amortizationSchedule({
      principal: amount,
      annualRateBps: rate,
      termMonths: term,
      firstPaymentDate: firstOfNextMonth(now),
    });
  } catch {
    return null;
  }
  // The table's statement when the estimate is its instalment (an interest-free table sums to the amount).
  const statement = statedEstimate(monthlyPayment, amount, rate, term);
  return {
    monthlyPayment,
    total: noInterest ? totalToPay(monthlyPayment, term, amount, true) : statement.total,
    payments: statement.text,
    cat: catOfSchedule(schedule),
    noInterest,
  };
}

export { creditAmountBounds };
