/**
 * Types of the credit application machine: input, context, events and output, the form steps and their routes.
 * The pure rules are in rules.ts, the request bodies in bodies.ts.
 */
import type { create, submit } from '../../src/api/contract/applications';
import type { ApplicationStatus, ApplicationType } from '../../src/api/contract/common';
import type { BodyOf, ResponseOf } from '../../src/api/contract/endpoint';
import { PATHS } from '../../src/paths';
import type { CountdownTick } from '../shared/countdown';
import type { CallKeys } from '../shared/keys';
import type { ResendEvent } from '../shared/resend';
import type { RouteChangedEvent } from '../shared/route';
import type {
  AddressField,
  AddressValues,
  ConsentField,
  ConsentValues,
  EmploymentField,
  EmploymentValues,
  Errors,
  PostalLookup,
  ProductErrors,
  ProductField,
  ProductValues,
  ReferenceField,
  ReferenceValues,
} from './form';

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
  /** The keys of the money and state calls (machines/shared/keys.ts); default: new ones, made with the draft. */
  readonly keys?: CallKeys;
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
  /**
   * Pesos, what takes of the credit (GET /applications/balance: its `inUse`, each with its type; else each loan's
   * balances), for the §6 cap.
   */
  readonly balances: ReadonlyArray<{
    overdueBalance: number;
    currentBalance: number;
    type?: ApplicationType | null;
  }>;
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
  /**
   * The keys of the money and state calls (machines/shared/keys.ts), kept in the draft: pressing again after a
   * lost answer sends the same key (the create gives the application it created), a reload too.
   */
  readonly keys: CallKeys;
  /** Submitted and waiting for the NIP: the product step goes straight back to permisos. */
  readonly submitted: boolean;
  readonly consent: ConsentValues;
  readonly consentErrors: Errors<ConsentField>;
  /** Seconds before the NIP can be sent again (the countdown child tells each second left). */
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
  | { readonly type: 'TERM.SELECT'; readonly requestedPeriod: number }
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
  | ResendEvent
  /** 'Continuar CON intereses'. */
  | { readonly type: 'OFFER.ACCEPT' }
  /** 'Cancelar'. */
  | { readonly type: 'OFFER.DECLINE' }
  /** The result or limit screen's button ('Elegir plazo', 'Finalizar', 'Ir al inicio'). */
  | { readonly type: 'FINISH' }
  /** Sent by the host after restoring a draft: delays do not survive a reload. */
  | { readonly type: 'RESUME' }
  /** The resend countdown (machines/shared/countdown.ts): the seconds still to wait. */
  | CountdownTick
  | RouteChangedEvent;

export const STEP_ROUTES: Readonly<Record<FormStep, string>> = {
  product: PATHS.application,
  address: PATHS.applicationAddress,
  employment: PATHS.applicationEmployment,
  references: PATHS.applicationReferences,
};
