/**
 * The quick application's input, context (its shape; where a flow starts is setup.ts `initialContext`), events and output;
 * the actors' types from the contract (type-only).
 */
import type {
  create,
  estimatedMonthlyPayment,
  ProcessResult,
  preProcess,
  processApplication,
  resendComplianceCode,
  updateDetails,
} from '../../src/api/contract/applications';
import type { lookupPostalCode, PostalCodeEntry } from '../../src/api/contract/catalog';
import type { CurpPersonalData, curpLookup } from '../../src/api/contract/clients';
import type { BodyOf, QueryOf, ResponseOf } from '../../src/api/contract/endpoint';
import type {
  clientActivationCode,
  isRegistered,
  PromoterClientCheck,
  quickApplication,
  resendClientActivationCode,
} from '../../src/api/contract/promoters';
import type { CountdownTick } from '../shared/countdown';
import type { CallKeys } from '../shared/keys';
import type { ResendEvent } from '../shared/resend';
import type { RouteChangedEvent } from '../shared/route';
import type { DataField, DataValues, FinishField, FinishValues, ProductField, ProductValues } from './form';

export type IsRegisteredInput = { phoneNumber?: string; email?: string };
export type IsRegisteredOutput = ResponseOf<typeof isRegistered>;
export type LookupCurpInput = { curp: string };
export type LookupCurpOutput = ResponseOf<typeof curpLookup>;
export type LookupPostalCodeInput = { code: string };
export type LookupPostalCodeOutput = ResponseOf<typeof lookupPostalCode>;
/** A money or state call: the key of the operation it belongs to (machines/shared/keys.ts); none: a fresh key. */
export interface Keyed {
  readonly operationKey?: string;
}
export type CreateApplicationInput = BodyOf<typeof create> & Keyed;
export type CreateApplicationOutput = ResponseOf<typeof create>;
export type PreProcessInput = { id: string; body: BodyOf<typeof preProcess> } & Keyed;
export type PreProcessOutput = ResponseOf<typeof preProcess>;
export type ProcessInput = { id: string; clientActivationCode: string } & Keyed;
export type ProcessOutput = ResponseOf<typeof processApplication>;
export type QuickApplicationInput = { applicationId: string; body: BodyOf<typeof quickApplication> } & Keyed;
export type UpdateDetailsInput = { applicationId: string; body: BodyOf<typeof updateDetails> } & Keyed;
export type UpdateDetailsOutput = ResponseOf<typeof updateDetails>;
/** The client fields of `update-details` the data step corrects (CURP, e-mail, address). */
export type DetailCorrections = Pick<BodyOf<typeof updateDetails>['client'], 'curp' | 'email' | 'address'>;
export type QuickApplicationOutput = ResponseOf<typeof quickApplication>;
export type ClientCodeInput = { clientId: string };
export type ClientCodeOutput = ResponseOf<typeof clientActivationCode>;
export type ResendClientCodeOutput = ResponseOf<typeof resendClientActivationCode>;
export type EstimateInput = QueryOf<typeof estimatedMonthlyPayment>;
export type EstimateOutput = ResponseOf<typeof estimatedMonthlyPayment>;
export type ResendComplianceCodeInput = { id: string };
export type ResendComplianceCodeOutput = ResponseOf<typeof resendComplianceCode>;

/** 'registered' (activatedAt set), 'incomplete' (registered, not activated), 'new' (not registered). */
export type ClientKind = 'registered' | 'incomplete' | 'new';

export interface PromoterStoreOption {
  readonly id: string;
  readonly name: string;
}

export interface PromoterInput {
  readonly promoterId?: string | null;
  /** The promoter's stores (GET /promoters/me). */
  readonly stores?: readonly PromoterStoreOption[];
  /** Clock for the date rules (fixed in tests). */
  readonly now?: number;
  /** Seconds before the client's activation code can be sent again (spec §9: 90 for the business role). */
  readonly resendWaitSeconds?: number;
  /** Pick up today's quick application of a customer who walked away at the activation-code step. */
  readonly pickUp?: { readonly applicationId: string; readonly clientId: string } | null;
}

export interface ConsentValues {
  readonly nip: string;
  readonly authorize: boolean;
  readonly ownBehalf: boolean;
}
export type ConsentField = keyof ConsentValues;

type Errors<F extends string> = Readonly<Partial<Record<F, string>>>;

export interface PromoterContext {
  readonly promoterId: string | null;
  readonly stores: readonly PromoterStoreOption[];
  readonly storeId: string | null;
  readonly now: number;
  readonly resendWaitSeconds: number;
  /** Client check by phone. */
  readonly checkPhone: string;
  readonly checkError: string | null;
  readonly clientKind: ClientKind | null;
  readonly client: PromoterClientCheck | null;
  /** Data step. */
  readonly data: DataValues;
  readonly dataErrors: Errors<DataField>;
  readonly curpResponse: CurpPersonalData | null;
  readonly neighborhoods: readonly PostalCodeEntry[];
  /** Product information. */
  readonly product: ProductValues;
  readonly productErrors: Errors<ProductField>;
  /** Permisos. */
  readonly consent: ConsentValues;
  readonly consentErrors: Errors<ConsentField>;
  /** The application created for the client (spec §3 draft: application id, clientId). */
  readonly application: { readonly id: string; readonly clientId: string | null } | null;
  readonly result: ProcessResult | null;
  /** Terminar solicitud. */
  readonly finish: FinishValues;
  readonly finishErrors: Errors<FinishField>;
  /** E-mail activation code. */
  readonly activationCode: string;
  readonly codeError: string | null;
  readonly shownCode: string | null;
  /** Seconds left before the NIP or the code can be sent again (the countdown child tells each one; 0: the link). */
  readonly countdown: number;
  /** The estimated monthly payment of the product step (centavos), null until fetched or after a change. */
  readonly estimate: number | null;
  /**
   * The keys of the money and state calls (machines/shared/keys.ts): create, update-details, pre-process, the quick
   * application and process. Pressing again after a lost answer sends the same key; a definite answer renews it.
   */
  readonly keys: CallKeys;
}

type Changes<V> = { readonly [K in keyof V]?: V[K] };

export type PromoterEvent =
  | { readonly type: 'START'; readonly storeId?: string }
  | { readonly type: 'STORE.CHANGE'; readonly storeId: string }
  | { readonly type: 'CHECK.CHANGE'; readonly phoneNumber: string }
  | { readonly type: 'CHECK.SUBMIT' }
  | { readonly type: 'CONTINUE' }
  | { readonly type: 'BACK' }
  | { readonly type: 'DATA.CHANGE'; readonly values: Changes<DataValues> }
  | { readonly type: 'DATA.SUBMIT' }
  | { readonly type: 'PRODUCT.CHANGE'; readonly values: Changes<ProductValues> }
  | { readonly type: 'PRODUCT.SUBMIT' }
  | { readonly type: 'CONSENT.CHANGE'; readonly values: Changes<ConsentValues> }
  | { readonly type: 'CONSENT.SUBMIT' }
  | { readonly type: 'FINISH.CHANGE'; readonly values: Changes<FinishValues> }
  | { readonly type: 'FINISH.SUBMIT' }
  | { readonly type: 'CODE.CHANGE'; readonly value: string }
  | { readonly type: 'CODE.SUBMIT' }
  | { readonly type: 'CODE.SHOW' }
  | ResendEvent
  /** Sent by the host after a restore: delays and the countdown do not survive a reload. */
  | { readonly type: 'RESUME' }
  /** The resend countdown (machines/shared/countdown.ts) tells a second left. */
  | CountdownTick
  | { readonly type: 'FINISH' }
  | RouteChangedEvent;

export interface PromoterOutput {
  readonly redirectTo: string;
}
