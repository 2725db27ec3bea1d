/**
 * What the application screens show, derived from a snapshot: `useSelector(actor, applicationView)`. Pure.
 */
import type { Centavos } from '../../src/domain/money';
import { formatMXN } from '../../src/domain/money';
import { amountOf, isWorkingStatus } from './form';
import type { ApplicationMachine } from './machine';
import { PROGRESS, REJECTED_LIMIT_MESSAGE, TITLES, TOO_MANY_APPLICATIONS_MESSAGE } from './messages';
import {
  type CostSummary,
  costSummary,
  decisionView,
  isNoInterest,
  limitFor,
  type ResultView,
  termButtons,
} from './rules';
import type { ApplicationContext } from './types';

type Snapshot = ReturnType<ApplicationMachine['getInitialSnapshot']>;

export type ApplicationScreen =
  | 'loading'
  | 'product'
  | 'address'
  | 'employment'
  | 'references'
  | 'consent'
  | 'interestOffer'
  | 'result'
  | 'limitExceeded'
  | 'done';

export interface ApplicationView {
  readonly screen: ApplicationScreen;
  readonly busy: boolean;
  readonly title: string | null;
  /** 25 / 50 / 75 / 100 on the form steps after the product; null elsewhere (no progress bar). */
  readonly progress: number | null;
  /** The shell menu shows only on the result routes (spec §2 "Layout shell"; as src/app/shell/paths.ts). */
  readonly showMenu: boolean;
  /** What each form shows: its values and the errors shown (never the machine's whole context). */
  readonly product: ApplicationContext['product'];
  readonly productErrors: ApplicationContext['productErrors'];
  readonly address: ApplicationContext['address'];
  readonly addressErrors: ApplicationContext['addressErrors'];
  /** The postal code's lookup (municipality, city, state, neighbourhoods), null until it answers. */
  readonly lookup: ApplicationContext['lookup'];
  readonly employment: ApplicationContext['employment'];
  readonly employmentErrors: ApplicationContext['employmentErrors'];
  readonly references: ApplicationContext['references'];
  readonly referenceErrors: ApplicationContext['referenceErrors'];
  readonly consent: ApplicationContext['consent'];
  readonly consentErrors: ApplicationContext['consentErrors'];
  /** Milliseconds since the epoch: the month pickers' dates. */
  readonly now: number;
  readonly isStore: boolean;
  readonly storeName: string | null;
  /** Formatted §6 cap (e.g. '$15,000.00'). */
  readonly limitText: string;
  readonly terms: ReturnType<typeof termButtons>;
  readonly estimating: boolean;
  readonly estimateText: string | null;
  readonly cost:
    | (Omit<CostSummary, 'monthlyPayment' | 'total'> & { totalText: string; catText: string })
    | null;
  readonly noInterestTerm: boolean;
  readonly lookingUpPostalCode: boolean;
  readonly working: boolean;
  readonly countdown: number;
  readonly canResend: boolean;
  readonly resending: boolean;
  readonly result: ResultView | null;
  readonly limitMessage: string;
}

function screenOf(s: Snapshot): ApplicationScreen {
  if (s.status === 'done') return 'done';
  for (const screen of [
    'product',
    'address',
    'employment',
    'references',
    'consent',
    'interestOffer',
    'result',
    'limitExceeded',
  ] as const) {
    if (s.matches(screen)) return screen;
  }
  if (s.matches('submission')) return s.context.origin;
  return 'loading';
}

export function resultView(c: ApplicationContext): ResultView | null {
  return c.result ? decisionView(c.result, c.promoterMode) : null;
}

/**
 * The text of the limit page: the spec's for its two reasons (§8); for another reason the server's text when it
 * gives one (can-create answers what creating would: an application in progress, no credit left), else §8's
 * text for "any other reason".
 */
export function limitMessageOf(reason: string | null, message: string | null = null): string {
  if (reason === 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED') return REJECTED_LIMIT_MESSAGE;
  if (reason === 'EXCEEDED_APPLICATIONS_PER_MINUTE' || !message) return TOO_MANY_APPLICATIONS_MESSAGE;
  return message;
}

const TITLE_OF: Partial<Record<ApplicationScreen, string>> = {
  address: TITLES.address,
  employment: TITLES.employment,
  references: TITLES.references,
  consent: TITLES.consent,
};

export function applicationView(s: Snapshot): ApplicationView {
  const c = s.context;
  const screen = screenOf(s);
  const type = c.applicationType;
  const amount = amountOf(c.product.creditAmount);
  const noInterestTerm = isNoInterest(
    c.product.requestedPeriod,
    type,
    c.noInterestTerms,
    c.profile.personalLoanNoInterestPaymentsEligible,
  );
  const summary =
    c.estimate !== null && amount !== null
      ? costSummary(amount, c.product.requestedPeriod, c.estimate as Centavos, type, noInterestTerm, c.now)
      : null;
  const progress =
    screen === 'address' || screen === 'employment' || screen === 'references' || screen === 'consent'
      ? PROGRESS[screen]
      : null;
  return {
    screen,
    busy: s.hasTag('busy'),
    title:
      TITLE_OF[screen] ??
      (screen === 'product' ? (type === 'STORE' ? TITLES.product : TITLES.personalLoan) : null),
    progress,
    showMenu: screen === 'result' || screen === 'limitExceeded' || screen === 'interestOffer',
    product: c.product,
    productErrors: c.productErrors,
    address: c.address,
    addressErrors: c.addressErrors,
    lookup: c.lookup,
    employment: c.employment,
    employmentErrors: c.employmentErrors,
    references: c.references,
    referenceErrors: c.referenceErrors,
    consent: c.consent,
    consentErrors: c.consentErrors,
    now: c.now,
    isStore: type === 'STORE',
    storeName: c.storeName,
    limitText: formatMXN(limitFor(c)),
    terms: termButtons(c.product, type, c.noInterestTerms, c.profile.personalLoanNoInterestPaymentsEligible),
    estimating: s.matches({ product: 'debouncing' }) || s.matches({ product: 'estimating' }),
    estimateText: c.estimate !== null ? formatMXN(c.estimate as Centavos) : null,
    cost: summary
      ? {
          cat: summary.cat,
          noInterest: summary.noInterest,
          payments: summary.payments,
          totalText: formatMXN(summary.total),
          catText: summary.cat.label,
        }
      : null,
    noInterestTerm,
    lookingUpPostalCode: s.matches({ address: 'lookingUp' }),
    working: isWorkingStatus(c.employment.status),
    countdown: c.countdown,
    canResend: s.matches({ consent: { resend: 'ready' } }),
    resending: s.matches({ consent: { resend: 'resending' } }),
    result: resultView(c),
    limitMessage: limitMessageOf(c.cannotCreateReason, c.cannotCreateMessage),
  };
}
