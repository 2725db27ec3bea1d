/**
 * Types and pure helpers of the credit application machine: input, context, events, output, the bodies it sends
 * and where it ends.
 */
import type { create, submit } from '../../src/api/contract/applications';
import type { ApplicationStatus, ApplicationType } from '../../src/api/contract/common';
import type { BodyOf, ResponseOf } from '../../src/api/contract/endpoint';
import { centavosToPesos } from '../../src/domain/money';
import { RESEND_WAIT_SECONDS } from '../../src/domain/timers';
import { fillPath, PATHS } from '../../src/paths';
import type { RouteChangedEvent } from '../shared/route';
import {
  type AddressField,
  type AddressValues,
  addressBody,
  type ConsentField,
  EMPTY_ADDRESS,
  EMPTY_CONSENT,
  EMPTY_EMPLOYMENT,
  EMPTY_REFERENCES,
  type EmploymentField,
  type EmploymentValues,
  type Errors,
  employmentBody,
  type PostalLookup,
  type ReferenceField,
  type ReferenceValues,
} from './form';
import {
  amountOf,
  EMPTY_PRODUCT,
  limitOf,
  type ProductErrors,
  type ProductField,
  type ProductValues,
} from './product';

// ---------------------------------------------------------------------------------------------------------------
// Types

export type Utm = NonNullable<BodyOf<typeof create>['utm']>;
export type CreateBody = BodyOf<typeof create>;
export type ProcessResult = ResponseOf<typeof submit>;

/** What the flow needs from the client's profile (spec §3 Profile). */
export interface ProfileFacts {
  /** Pesos; 0 = no limit assigned yet. */
  readonly creditLimit: number;
  readonly hasAddress: boolean;
  readonly hasEmployment: boolean;
  readonly personalLoanNoInterestPaymentsEligible: boolean;
  /** contractSignatureStatus === 'SIGNED': APPROVED goes straight to the term selection. */
  readonly contractSigned: boolean;
}

/** The decision shown on the result screen (what submit / process / the interest offer answered). */
export interface ApplicationResult {
  readonly id: string;
  readonly status: ProcessResult['status'] | ApplicationStatus;
  readonly processedAt: string | null;
  readonly rejectionReason: string | null;
  readonly overdueAccounts?: number | undefined;
}

export interface ApplicationInput {
  readonly applicationType: ApplicationType;
  readonly storeId?: string | null;
  readonly storeName?: string | null;
  readonly promoterId?: string | null;
  readonly utm?: Utm | null;
  readonly profile: ProfileFacts;
  /** Promoter mode of the result screen: 'Finalizar' returns to /promotor (spec §2). */
  readonly promoterMode?: boolean;
  /** A decided application to show (reload of the result page, applicationResult). */
  readonly result?: ApplicationResult | null;
  /** Customer-service phone as shown, (###) ###-####. */
  readonly supportPhone?: string;
  /** Milliseconds since the epoch (dates of the month pickers, CAT); default now. */
  readonly now?: number;
  /** Seconds before the NIP can be sent again (spec §9: 60). */
  readonly resendWaitSeconds?: number;
}

export type FormStep = 'product' | 'address' | 'employment' | 'references';
export const STEP_INDEX: Readonly<Record<FormStep, number>> = {
  product: 0,
  address: 1,
  employment: 2,
  references: 3,
};

export interface ApplicationContext {
  readonly applicationType: ApplicationType;
  readonly storeId: string | null;
  readonly storeName: string | null;
  readonly promoterId: string | null;
  readonly utm: Utm | null;
  readonly profile: ProfileFacts;
  readonly promoterMode: boolean;
  readonly supportPhone: string;
  readonly now: number;
  readonly resendWaitSeconds: number;
  /** Pesos per loan (GET /applications/balance), for the §6 cap. */
  readonly balances: ReadonlyArray<{ overdueBalance: number; currentBalance: number }>;
  /** Terms the store offers without interest (MSI). */
  readonly noInterestTerms: readonly number[];
  readonly product: ProductValues;
  readonly productErrors: ProductErrors;
  /** Centavos; null until fetched for the current amount and term. */
  readonly estimate: number | null;
  readonly address: AddressValues;
  readonly addressErrors: Errors<AddressField>;
  readonly lookup: PostalLookup | null;
  readonly employment: EmploymentValues;
  readonly employmentErrors: Errors<EmploymentField>;
  readonly references: readonly ReferenceValues[];
  readonly referenceErrors: Errors<ReferenceField>;
  /** The furthest form step reached (Back/forward may return to steps up to it). */
  readonly furthest: number;
  /** The form the submission started from (the screen shown while it runs). */
  readonly origin: 'product' | 'references';
  readonly applicationId: string | null;
  /** Submitted and waiting for the NIP: the product step goes straight back to permisos. */
  readonly submitted: boolean;
  readonly consent: typeof EMPTY_CONSENT;
  readonly consentErrors: Errors<ConsentField>;
  readonly countdown: number;
  readonly result: ApplicationResult | null;
  /** Why the application cannot be created (can-create, or creation refused). */
  readonly cannotCreateReason: string | null;
  /** The server's text for a reason the spec does not name (can-create answers what creating would). */
  readonly cannotCreateMessage: string | null;
  readonly redirectTo: string;
}

export interface ApplicationOutput {
  readonly redirectTo: string;
}

export type ApplicationEvent =
  | { readonly type: 'PRODUCT.CHANGE'; readonly field: ProductField; readonly value: string }
  | { readonly type: 'TERM.SELECT'; readonly term: number }
  | { readonly type: 'PRODUCT.SUBMIT' }
  | { readonly type: 'ADDRESS.CHANGE'; readonly field: AddressField; readonly value: string }
  | { readonly type: 'ADDRESS.SUBMIT' }
  | { readonly type: 'EMPLOYMENT.CHANGE'; readonly field: EmploymentField; readonly value: string }
  | { readonly type: 'EMPLOYMENT.SUBMIT' }
  | {
      readonly type: 'REFERENCE.CHANGE';
      readonly index: 0 | 1;
      readonly field: keyof ReferenceValues;
      readonly value: string;
    }
  | { readonly type: 'REFERENCES.SUBMIT' }
  | { readonly type: 'CONSENT.CHANGE'; readonly field: ConsentField; readonly value: string | boolean }
  | { readonly type: 'CONSENT.SUBMIT' }
  | { readonly type: 'NIP.RESEND' }
  /** 'Continuar CON intereses'. */
  | { readonly type: 'OFFER.ACCEPT' }
  /** 'Cancelar'. */
  | { readonly type: 'OFFER.DECLINE' }
  /** The result or limit screen's button ('Elegir plazo', 'Finalizar', 'Ir al inicio'). */
  | { readonly type: 'FINISH' }
  /** Sent by the host after restoring a draft: delays do not survive a reload. */
  | { readonly type: 'RESUME' }
  | RouteChangedEvent;

// ---------------------------------------------------------------------------------------------------------------
// Helpers

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

/** The product as the API takes it (pesos); a personal loan's price is its amount. */
export function productInformation(c: ApplicationContext) {
  const amount = amountOf(c.product.amount) ?? 0;
  const price = c.applicationType === 'PERSONAL_LOAN' ? amount : (amountOf(c.product.price) ?? 0);
  return {
    productPrice: centavosToPesos(price as never),
    creditAmount: centavosToPesos(amount as never),
    requestedPeriod: c.product.term,
  };
}

export function createBody(c: ApplicationContext): CreateBody {
  const withForms = c.origin === 'references' && c.lookup !== null;
  return {
    type: c.applicationType,
    productInformation: productInformation(c),
    ...(c.applicationType === 'STORE' ? { storeId: c.storeId } : {}),
    ...(c.promoterId ? { promoterId: c.promoterId } : {}),
    ...(c.utm ? { utm: c.utm } : {}),
    ...(withForms && c.lookup
      ? { clientAddress: addressBody(c.address, c.lookup), clientEmployment: employmentBody(c.employment) }
      : {}),
  };
}

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

export const STEP_ROUTES: Readonly<Record<FormStep, string>> = {
  product: PATHS.application,
  address: PATHS.applicationAddress,
  employment: PATHS.applicationEmployment,
  references: PATHS.applicationReferences,
};
