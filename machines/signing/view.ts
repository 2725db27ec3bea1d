/**
 * What each signing screen shows, derived from a snapshot (the screens hold no `matches()`):
 * `useSelector(actor, signingView, sameView)`. One discriminated union, one member per screen. Money in centavos
 * (src/domain/money.ts), dates in Mexico City (src/domain/dates.ts), rates and CAT through src/domain.
 */
import type { SnapshotFrom } from 'xstate';
import type { ApplicationType } from '../../src/api/contract/common';
import { amortizationSchedule, daysBetween } from '../../src/domain/amortization';
import { bankNameOf } from '../../src/domain/banks';
import { formatClabe } from '../../src/domain/clabe';
import { formatDate, formatDateDashed } from '../../src/domain/dates';
import { type Centavos, pesosToCentavos, sumCentavos } from '../../src/domain/money';
import { formatRate, interestAndIva, lateRateBps, rateFractionToBps } from '../../src/domain/rates';
import {
  estimateNote,
  estimateStatement,
  firstPeriodNote,
  type PaymentStatement,
  paymentStatement,
} from '../../src/domain/statement';
import type { SigningMachine } from './machine';
import { clabePurpose } from './messages';
import { chosenProduct } from './rules';
import type { ApprovedProduct, ClabeErrors, SigningContext } from './types';

type Snapshot = SnapshotFrom<SigningMachine>;

export interface TermOption {
  readonly firstPaymentDate: string;
  /** dd-MM-yyyy: the badge of the option's card (spec §2 seleccionar-plazo). */
  readonly dateBadge: string;
  /** dd/MM/yyyy: the first payment date in a sentence, as every other screen writes a date. */
  readonly firstPaymentOn: string;
  /** The regular payment ('al mes'): the instalment most payments of the table have. */
  readonly monthlyPayment: Centavos;
  /** Payment 1 of the table (differs from the regular one when the first period is not a month). */
  readonly firstPayment: Centavos;
  readonly lastPayment: Centavos;
  readonly firstDiffers: boolean;
  /** The payment statement (src/domain/statement.ts): 'Primer pago de $2,093.31 y 11 pagos de $1,884.51'. */
  readonly payments: string;
  /** The same inside a sentence. */
  readonly paymentsPhrase: string;
  /** Why the first payment differs (the days of the first period); null when it does not. */
  readonly firstPeriodNote: string | null;
  /** Why the total differs from the estimate before consent (the first payment date); null when equal. */
  readonly estimateNote: string | null;
  readonly months: number;
  /** '60.00%'. */
  readonly rate: string;
  /** Total of payments − credit amount. */
  readonly interestAndIva: Centavos;
  /** The sum of the table's payments, to the centavo. */
  readonly total: Centavos;
  /** '79.6%' (CAT sin IVA). */
  readonly cat: string;
  readonly noInterest: boolean;
}

export interface ScheduleRow {
  readonly number: number;
  /** dd/MM/yyyy. */
  readonly date: string;
  readonly capital: Centavos;
  readonly interest: Centavos;
  readonly vat: Centavos;
  readonly payment: Centavos;
  readonly balance: Centavos;
}

export type ContractStage = 'idle' | 'widget' | 'validating' | 'invalid';
export type SmsStage = 'sending' | 'waiting' | 'ready' | 'resending';

export type SigningView =
  | { readonly screen: 'loading' }
  | { readonly screen: 'loadFailed' }
  | {
      readonly screen: 'chooseTerm';
      readonly creditAmount: Centavos;
      readonly options: readonly TermOption[];
      readonly selectedDate: string | null;
    }
  | {
      readonly screen: 'contract';
      readonly stage: ContractStage;
      /** 'proceso' for a personal loan, 'compra' otherwise (spec §2). */
      readonly wording: 'proceso' | 'compra';
      readonly applicationId: string;
      readonly firstPaymentDate: string | null;
    }
  | {
      readonly screen: 'acceptTerms';
      readonly option: TermOption | null;
      readonly ordinaryRate: string;
      readonly lateRate: string;
      readonly nip: string;
      readonly nipError: string | null;
      readonly signing: boolean;
      readonly smsSent: boolean;
      readonly sms: SmsStage;
      readonly countdown: number;
      readonly phoneNumber: string;
    }
  | { readonly screen: 'paymentTable'; readonly rows: readonly ScheduleRow[]; readonly total: Centavos }
  | {
      readonly screen: 'clabe';
      /** What the account is for: the loan's deposit, or (a store purchase) the client's own account on record. */
      readonly purpose: string;
      readonly clabe: string;
      readonly confirmation: string;
      readonly errors: ClabeErrors;
      readonly bankName: string | null;
      readonly saving: boolean;
    }
  | {
      readonly screen: 'success';
      readonly type: ApplicationType;
      readonly firstPaymentDate: string | null;
      /** Payment 1 of the chosen option's table; null when the table is not known (after a reload). */
      readonly firstPayment: Centavos | null;
      readonly paymentReference: string | null;
    }
  | { readonly screen: 'leaving' };

/** The ordinary rate of the application, in basis points (the option's own when it has one). */
function rateBps(context: SigningContext, product: ApprovedProduct | null): number {
  const a = context.application;
  const fraction = product?.general.interestRate ?? a?.interestRate ?? a?.product?.interestRate ?? 0;
  return rateFractionToBps(fraction);
}

/**
 * The estimate the client saw before consent, when it was for this amount and term (its first period a month):
 * the card then says why the total differs (the first payment date).
 */
function estimateOf(context: SigningContext, credit: Centavos, bps: number, months: number) {
  const requested = context.application?.productInformation;
  if (requested?.requestedPeriod !== months) return null;
  if (pesosToCentavos(requested.creditAmount) !== credit) return null;
  return estimateStatement(credit, bps, months);
}

function firstPeriodOf(product: ApprovedProduct, statement: PaymentStatement): string | null {
  const from = product.general.startDate;
  if (!from) return null;
  const to = product.firstPaymentDate;
  return firstPeriodNote(statement, { from, to, days: daysBetween(from, to) });
}

export function termOption(context: SigningContext, product: ApprovedProduct): TermOption {
  const statement = paymentStatement(product.amortizations.map((row) => pesosToCentavos(row.totalPayment)));
  const credit = pesosToCentavos(product.general.creditAmount ?? context.creditAmount ?? 0);
  const bps = rateBps(context, product);
  const months = product.amortizations.length;
  const estimate = estimateOf(context, credit, bps, months);
  return {
    firstPaymentDate: product.firstPaymentDate,
    dateBadge: formatDateDashed(product.firstPaymentDate),
    firstPaymentOn: formatDate(product.firstPaymentDate),
    monthlyPayment: statement.regular,
    firstPayment: statement.first,
    lastPayment: statement.last,
    firstDiffers: statement.firstDiffers,
    payments: statement.text,
    paymentsPhrase: statement.phrase,
    firstPeriodNote: firstPeriodOf(product, statement),
    estimateNote: estimate ? estimateNote(statement, estimate) : null,
    months,
    rate: formatRate(bps),
    interestAndIva: interestAndIva(statement.total, credit),
    total: statement.total,
    cat: `${product.general.cat.toFixed(1)}%`,
    noInterest: bps === 0 || context.application?.isNoInterestPayments === true,
  };
}

/** The chosen option; once signed, the option the application was signed with (the loan's table). */
function tableProduct(context: SigningContext): ApprovedProduct | null {
  const signedOn = context.application?.firstPaymentDate;
  return chosenProduct(context) ?? context.products.find((p) => p.firstPaymentDate === signedOn) ?? null;
}

/**
 * The schedule of the chosen option (of the signed one after a reload); recomputed from the application when
 * the server serves neither (its first period then counted as a month).
 */
export function scheduleRows(context: SigningContext): ScheduleRow[] {
  const product = tableProduct(context);
  if (product) {
    return product.amortizations.map((row) => ({
      number: row.number,
      date: formatDate(row.paymentDate),
      capital: pesosToCentavos(row.capital ?? 0),
      interest: pesosToCentavos(row.interest ?? 0),
      vat: pesosToCentavos(row.vat ?? 0),
      payment: pesosToCentavos(row.totalPayment),
      balance: pesosToCentavos(row.balance ?? 0),
    }));
  }
  const a = context.application;
  if (!a?.firstPaymentDate || !a.approvedPeriod) return [];
  try {
    const schedule = amortizationSchedule({
      principal: pesosToCentavos(a.creditAmount),
      annualRateBps: rateBps(context, null),
      termMonths: a.approvedPeriod,
      firstPaymentDate: a.firstPaymentDate,
    });
    return schedule.rows.map((row) => ({
      number: row.period,
      date: formatDate(row.dueDate),
      capital: row.capital,
      interest: row.interest,
      vat: row.iva,
      payment: row.payment,
      balance: row.balance,
    }));
  } catch {
    return [];
  }
}

function smsStage(s: Snapshot): SmsStage {
  if (s.matches({ acceptTerms: { sms: 'ready' } })) return 'ready';
  if (s.matches({ acceptTerms: { sms: 'resending' } })) return 'resending';
  if (s.matches({ acceptTerms: { sms: 'waiting' } })) return 'waiting';
  return 'sending';
}

function contractStage(s: Snapshot): ContractStage {
  if (s.matches({ contract: 'widget' })) return 'widget';
  if (s.matches({ contract: 'validating' })) return 'validating';
  if (s.matches({ contract: 'invalid' })) return 'invalid';
  return 'idle';
}

export function signingView(s: Snapshot): SigningView {
  const c = s.context;
  if (s.matches('loadFailed')) return { screen: 'loadFailed' };
  if (s.matches('chooseTerm')) {
    return {
      screen: 'chooseTerm',
      creditAmount: pesosToCentavos(c.creditAmount ?? 0),
      options: c.products.map((p) => termOption(c, p)),
      selectedDate: c.selectedDate,
    };
  }
  if (s.matches('contract')) {
    return {
      screen: 'contract',
      stage: contractStage(s),
      wording: c.application?.type === 'PERSONAL_LOAN' ? 'proceso' : 'compra',
      applicationId: c.applicationId,
      firstPaymentDate: c.selectedDate,
    };
  }
  if (s.matches('acceptTerms')) {
    const product = chosenProduct(c);
    const bps = rateBps(c, product);
    return {
      screen: 'acceptTerms',
      option: product ? termOption(c, product) : null,
      ordinaryRate: formatRate(bps),
      lateRate: formatRate(lateRateBps(bps)),
      nip: c.nip,
      nipError: c.nipError,
      signing:
        s.matches({ acceptTerms: { code: 'signing' } }) || s.matches({ acceptTerms: { code: 'confirming' } }),
      smsSent: c.smsSent,
      sms: smsStage(s),
      countdown: c.countdown,
      phoneNumber: c.profile?.phoneNumber ?? '',
    };
  }
  if (s.matches('paymentTable')) {
    const rows = scheduleRows(c);
    return { screen: 'paymentTable', rows, total: sumCentavos(rows.map((r) => r.payment)) };
  }
  if (s.matches('clabe') || s.matches('clabeFirst')) {
    return {
      screen: 'clabe',
      purpose: clabePurpose(c.application?.type ?? 'PERSONAL_LOAN'),
      clabe: formatClabe(c.clabe),
      confirmation: formatClabe(c.confirmation),
      errors: c.clabeErrors,
      bankName: bankNameOf(c.clabe),
      saving: s.hasTag('busy'),
    };
  }
  if (s.matches('success')) {
    const product = tableProduct(c);
    return {
      screen: 'success',
      type: c.application?.type ?? 'PERSONAL_LOAN',
      firstPaymentDate: c.application?.firstPaymentDate ?? c.selectedDate,
      // The first payment of the table; the application's monthly payment is the regular one, so it is not
      // stated as the first when the table is not at hand.
      firstPayment: product ? termOption(c, product).firstPayment : null,
      paymentReference: c.profile?.cashPaymentReference ?? null,
    };
  }
  if (s.status === 'done') return { screen: 'leaving' };
  return { screen: 'loading' };
}

/** Compares two views field by field (a fresh object per snapshot). */
export function sameView(a: SigningView, b: SigningView): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof SigningView)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => {
      const x = a[k] as unknown;
      const y = b[k] as unknown;
      return x === y || (typeof x === 'object' && JSON.stringify(x) === JSON.stringify(y));
    })
  );
}
