/**
 * The signing machine's types: input, context, events, output, and the actors' input and output, taken from the
 * API contract (type-only imports: no zod in the machine's chunk).
 */

import type { Application, list } from '../../src/api/contract/applications';
import type { me, updateInterbankCode } from '../../src/api/contract/clients';
import type { BodyOf, ResponseOf } from '../../src/api/contract/endpoint';
import type {
  approvedProductsConditions,
  resendSignatureCode,
  sendSignatureCode,
  sign,
} from '../../src/api/contract/signing';
import type { CountdownTick } from '../shared/countdown';
import type { CallKeys } from '../shared/keys';
import type { ResendEvent } from '../shared/resend';
import type { RouteChangedEvent } from '../shared/route';

// Actors: one per API call, typed from its contract endpoint.
export type ApplicationsOutput = ResponseOf<typeof list>;
export type ProfileOutput = ResponseOf<typeof me>;
export type ProductsOutput = ResponseOf<typeof approvedProductsConditions>;
export type SendSignatureCodeOutput = ResponseOf<typeof sendSignatureCode> &
  ResponseOf<typeof resendSignatureCode>;
export type SignBody = BodyOf<typeof sign>;
export type SignOutput = ResponseOf<typeof sign>;
export type ClabeBody = BodyOf<typeof updateInterbankCode>;
export type ClabeOutput = ResponseOf<typeof updateInterbankCode>;
export type ApprovedProduct = ProductsOutput['approvedProducts'][number];

export interface ApplicationIdInput {
  readonly id: string;
}
export interface SignInput extends ApplicationIdInput {
  readonly body: SignBody;
  /** The key of the signature's operation (machines/shared/keys.ts). */
  readonly operationKey: string;
}

export type ClabeField = 'clabe' | 'confirmation';
export type ClabeErrors = Partial<Record<ClabeField, string>>;

export interface SigningInput {
  readonly applicationId: string;
  /** The pathname the flow opened on (a reload, a typed URL, a link): the machine reconciles it. */
  readonly route: string;
  /** The first payment date chosen earlier in this tab (kept by the host across a reload), if any. */
  readonly selectedDate?: string | null;
  /** The customer-service phone, formatted, for the "other PIN failure" message. */
  readonly supportPhone?: string;
  /** Seconds before the PIN can be sent again when the server does not say (spec §9: 60). */
  readonly resendWaitSeconds?: number;
}

export interface SigningContext {
  readonly applicationId: string;
  /**
   * The keys of the money and state calls (machines/shared/keys.ts): the signature pressed again after a lost
   * answer sends the same key, and the server answers what it answered first.
   */
  readonly keys: CallKeys;
  /** Fills `:applicationId` in the screens' `meta.route`. */
  readonly routeParams: { readonly applicationId: string };
  readonly requestedRoute: string;
  readonly application: Application | null;
  /**
   * The application was already signed (SIGNED, PAID, CONFIRMED) when the flow opened: a reload, a typed URL, or
   * Back from home after the success screen. Its forms are behind it: only the table and the success screen show.
   */
  readonly signedBefore: boolean;
  readonly profile: ProfileOutput | null;
  /** Pesos: 'Monto autorizado'. */
  readonly creditAmount: number | null;
  readonly products: readonly ApprovedProduct[];
  readonly selectedDate: string | null;
  readonly nip: string;
  readonly nipError: string | null;
  /** Spec §4 Signing: true once the PIN went out, false while pending or after a failure. */
  readonly smsSent: boolean;
  /** Seconds until the PIN can be sent again (the countdown's last tick); 0 = the resend link shows. */
  readonly countdown: number;
  readonly resendWaitSeconds: number;
  readonly clabe: string;
  readonly confirmation: string;
  readonly clabeErrors: ClabeErrors;
  readonly supportPhone: string;
}

export interface SigningOutput {
  readonly redirectTo: string;
}

export type SigningEvent =
  | { readonly type: 'TERM.SELECT'; readonly date: string }
  /** 'Continuar' (term selection, payment table) and 'Entendido' (success). */
  | { readonly type: 'CONTINUE' }
  /** 'Ver contrato' (also the retry after an invalid signature): opens the e-signature widget. */
  | { readonly type: 'CONTRACT.OPEN' }
  /** The e-signature widget sent the signature: validation starts. */
  | { readonly type: 'CONTRACT.FINISHED' }
  | { readonly type: 'CONTRACT.CANCEL' }
  | { readonly type: 'NIP.CHANGE'; readonly value: string }
  | { readonly type: 'NIP.SUBMIT' }
  | ResendEvent
  | { readonly type: 'CLABE.CHANGE'; readonly field: ClabeField; readonly value: string }
  | { readonly type: 'CLABE.SUBMIT' }
  /** The applications could not be loaded: try again. */
  | { readonly type: 'RETRY' }
  /** The resend countdown's second left (machines/shared/countdown.ts). */
  | CountdownTick
  | RouteChangedEvent;
