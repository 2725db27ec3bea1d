/**
 * The credit application's pure rules: where it starts (`initialContext`), the §6 cap of the profile, which URL
 * is which step, where it ends, and the result screen's decision text (spec §2 "Result screens", §8 rejection
 * reasons), shared by the credit application and the promoter's quick application (promoter mode: 'Finalizar',
 * the customer in the third person, no rejection reason). The form rules are in form.ts and product.ts.
 */
import { rejectionText } from '../../src/domain/rejections';
import { RESEND_WAIT_SECONDS } from '../../src/domain/timers';
import { fillPath, PATHS } from '../../src/paths';
import { newCallKeys } from '../shared/keys';
import { EMPTY_ADDRESS, EMPTY_CONSENT, EMPTY_EMPLOYMENT, EMPTY_REFERENCES } from './form';
import { PROMOTER_RESULT, RESULT_TEXTS, RESULT_TITLES } from './messages';
import { EMPTY_PRODUCT, limitOf } from './product';
import type { ApplicationContext, ApplicationEvent, ApplicationInput } from './types';

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

// ---------------------------------------------------------------------------------------------------------------
// The flow

export function initialContext(input: ApplicationInput): ApplicationContext {
  return {
    applicationType: input.applicationType,
    storeId: input.applicationType === 'STORE' ? (input.storeId ?? null) : null,
    storeName: input.applicationType === 'STORE' ? (input.storeName ?? null) : null,
    promoterId: input.promoterId ?? null,
    utm: input.utm ?? null,
    profile: input.profile,
    promoterMode: input.promoterMode ?? false,
    supportPhone: input.supportPhone ?? '(555) 555-5555',
    now: input.now ?? Date.now(),
    resendWaitSeconds: input.resendWaitSeconds ?? RESEND_WAIT_SECONDS,
    balances: [],
    noInterestTerms: [],
    product: EMPTY_PRODUCT,
    productErrors: {},
    estimate: null,
    address: EMPTY_ADDRESS,
    addressErrors: {},
    lookup: null,
    employment: EMPTY_EMPLOYMENT,
    employmentErrors: {},
    references: EMPTY_REFERENCES,
    referenceErrors: {},
    furthest: 0,
    origin: 'product',
    applicationId: input.result?.id ?? null,
    keys: input.keys ?? newCallKeys(),
    submitted: false,
    consent: EMPTY_CONSENT,
    consentErrors: {},
    countdown: 0,
    result: input.result ?? null,
    cannotCreateReason: null,
    cannotCreateMessage: null,
    redirectTo: PATHS.home,
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
