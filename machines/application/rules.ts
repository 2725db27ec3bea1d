/**
 * The credit application's pure rules: the §6 cap of the profile, which URL
 * is which step, where it ends, the product step's term buttons and cost summary, and the result screen's decision text (spec §2 "Result screens", §8 rejection
 * reasons), shared by the credit application and the promoter's quick application (promoter mode: 'Finalizar',
 * the customer in the third person, no rejection reason). The form rules are in form.ts.
 */
import type { ApplicationType } from '../../src/api/contract/common';
import { type AmortizationSchedule, amortizationSchedule } from '../../src/domain/amortization';
import { type CatResult, catOfSchedule } from '../../src/domain/cat';
import { firstOfNextMonth } from '../../src/domain/dates';
import { availableToAsk, creditAmountBounds, creditUsesFromPesos } from '../../src/domain/limits';
import { type Centavos, pesosToCentavos } from '../../src/domain/money';
import { isPersonalLoanMsiTerm, ordinaryRateBps, totalToPay } from '../../src/domain/rates';
import { rejectionText } from '../../src/domain/rejections';
import { statedEstimate } from '../../src/domain/statement';
import { termChoices } from '../../src/domain/terms';
import { fillPath, PATHS } from '../../src/paths';
import { amountOf, type ProductValues } from './form';
import { PROMOTER_RESULT, RESULT_TEXTS, RESULT_TITLES } from './messages';
import type { ApplicationContext, ApplicationEvent } from './types';

export type ResultKind = 'APPROVED' | 'PREAPPROVED' | 'PROCESSING' | 'INTEREST' | 'REJECTED';

/**
 * ELEGIBLE_FOR_INTEREST_PAYMENTS reaches the result screen only in promoter mode (the client sees the interest
 * offer instead); the spec names no text for it: the customer continues with interest from their account.
 */
export const INTEREST_RESULT = {
  title: 'Puede continuar con intereses',
  text: 'Tu cliente puede continuar su compra a meses con intereses desde su cuenta.',
} as const;

export interface ResultView {
  readonly kind: ResultKind;
  readonly title: string;
  readonly text: string;
  /** The button: 'Finalizar' (promoter), 'Elegir plazo' (APPROVED), else 'Ir al inicio'. */
  readonly action: string;
  /** PREAPPROVED (client mode): the documents upload is offered ('Subir documentos'). */
  readonly documents: boolean;
  readonly applicationId: string;
}

/** What a decision needs to be shown (an application's result or the promoter's pre-process / process answer). */
export interface Decision {
  readonly id: string;
  readonly status: string;
  readonly rejectionReason?: string | null | undefined;
  readonly overdueAccounts?: number | undefined;
}

export { rejectionText };

/** The customer's own result: spoken to them, with the rejection's reason (spec §8). */
function customerResult(kind: Exclude<ResultKind, 'INTEREST'>, r: Decision) {
  if (kind === 'REJECTED')
    return { title: RESULT_TITLES.REJECTED, text: rejectionText(r.rejectionReason, r.overdueAccounts) };
  if (kind === 'PROCESSING')
    return {
      title: RESULT_TITLES.RETRY_PROCESSING_APPLICATION,
      text: RESULT_TEXTS.RETRY_PROCESSING_APPLICATION,
    };
  return { title: RESULT_TITLES[kind], text: RESULT_TEXTS[kind] };
}

/**
 * The result screen. Promoter mode (the quick application) speaks to the promoter about the customer and never
 * shows a rejection's reason (credit-bureau detail); the customer's own result speaks to them with it.
 */
export function decisionView(r: Decision, promoterMode: boolean): ResultView {
  const kind: ResultKind =
    r.status === 'APPROVED'
      ? 'APPROVED'
      : r.status === 'PREAPPROVED'
        ? 'PREAPPROVED'
        : r.status === 'RETRY_PROCESSING_APPLICATION'
          ? 'PROCESSING'
          : r.status === 'ELEGIBLE_FOR_INTEREST_PAYMENTS' && promoterMode
            ? 'INTEREST'
            : 'REJECTED';
  const { title, text } =
    kind === 'INTEREST' ? INTEREST_RESULT : promoterMode ? PROMOTER_RESULT[kind] : customerResult(kind, r);
  const action = promoterMode ? 'Finalizar' : kind === 'APPROVED' ? 'Elegir plazo' : 'Ir al inicio';
  return {
    kind,
    title,
    text,
    action,
    documents: kind === 'PREAPPROVED' && !promoterMode,
    applicationId: r.id,
  };
}

export const limitFor = (c: ApplicationContext) =>
  limitOf({ type: c.applicationType, creditLimit: c.profile.creditLimit, balances: c.balances });

/** Where 'Elegir plazo' / 'Finalizar' / 'Ir al inicio' goes from the result (spec §2 "Result screens"). */
export function exitOf(c: ApplicationContext): string {
  if (c.promoterMode) return PATHS.promoter;
  const result = c.result;
  if (result?.status === 'APPROVED') {
    const path = c.profile.contractSigned ? PATHS.signingChooseTerm : PATHS.signing;
    return fillPath(path, { applicationId: result.id });
  }
  return PATHS.home;
}

export const isRouteTo = (event: ApplicationEvent, route: string) =>
  event.type === 'ROUTE.CHANGED' && event.route === route;

// ---------------------------------------------------------------------------------------------------------------
// The product step: the §6 limit, the term buttons, the cost shown before consent

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
