/**
 * The sign-up machine's types: input, context, events, output, and the actors' input and output, taken from the
 * API contract (type-only imports: no zod in the machine's chunk).
 */
import type {
  activate,
  activationCodeStatus,
  CurpPersonalData,
  create,
  exists,
  resendActivationCode,
  updateEmail,
} from '../../src/api/contract/clients';
import type { ApplicationType } from '../../src/api/contract/common';
import type { BodyOf, ResponseOf } from '../../src/api/contract/endpoint';
import type { CountdownTick } from '../shared/countdown';
import type { ResendEvent } from '../shared/resend';
import type { RouteChangedEvent } from '../shared/route';
import type {
  AccountErrors,
  AccountField,
  AccountValues,
  PersonalErrors,
  PersonalField,
  PersonalValues,
  SignupMode,
  Touched,
} from './form';

/** The session a sign-up page belongs to; the host picks the starting point from it. */
export type SignupSession = 'anonymous' | 'ephemeral' | 'client';

/** Tag of every state that belongs to each session kind: the host drops a draft of another session. */
export const SESSION_TAGS = {
  anonymous: 'visitor',
  ephemeral: 'unverified',
  client: 'verified',
} as const satisfies Record<SignupSession, string>;

// Actors: one per API call, typed from its contract endpoint.
export type CheckAccountInput = BodyOf<typeof exists>;
export type CheckAccountOutput = Pick<ResponseOf<typeof exists>, 'isAccountAvailable'>;
export type CreateAccountInput = BodyOf<typeof create>;
export type CreateAccountOutput = ResponseOf<typeof create>;
export type LookupCurpInput = { readonly curp: string };
export type LookupCurpOutput = CurpPersonalData;
export type ActivateInput = BodyOf<typeof activate>;
export type ActivateOutput = ResponseOf<typeof activate>;
export type ResendCodeOutput = ResponseOf<typeof resendActivationCode>;
export type UpdateEmailInput = BodyOf<typeof updateEmail>;
export type UpdateEmailOutput = ResponseOf<typeof updateEmail>;
export type CodeStatusOutput = ResponseOf<typeof activationCodeStatus>;

export interface SignupInput {
  /** `?referral=` of the sign-up link (spec §2), kept as referralCode. */
  readonly referralCode?: string | null;
  /** The current session: an unverified sign-up starts at the code, a verified one at the completed screen. */
  readonly session?: SignupSession;
  /** The application type of a pending application, if any: the completed screen continues to it. */
  readonly applicationType?: ApplicationType | null;
  /** Milliseconds since the epoch, for the age checks (default: now). */
  readonly now?: number;
  /** Seconds before the code can be sent again when the server does not say (spec §9: 60). */
  readonly resendWaitSeconds?: number;
}

export interface SignupContext {
  /** The session the flow started in (input). */
  readonly session: SignupSession;
  readonly account: AccountValues;
  readonly accountErrors: AccountErrors;
  readonly referralCode: string | null;
  /** Spec §3 `isAccountAvailable`: null until checked; any change to the account data clears it. */
  readonly isAccountAvailable: boolean | null;
  readonly personal: PersonalValues;
  readonly touched: Touched;
  /** Errors shown under the fields (checked on every change, shown once a field is touched). */
  readonly personalErrors: PersonalErrors;
  /** Spec §3 `curpResponseValues`: what the CURP lookup answered. */
  readonly curpResponse: CurpPersonalData | null;
  readonly activationCode: string;
  readonly codeError: string | null;
  readonly newEmail: string;
  readonly newEmailError: string | null;
  /** The address the activation code went to (the account's, or the server's answer after a reload). */
  readonly sentTo: string;
  /** Seconds until the code can be sent again, as the server counts them; 0 = the resend link shows. */
  readonly countdown: number;
  readonly resendWaitSeconds: number;
  readonly applicationType: ApplicationType | null;
  readonly now: number;
}

export interface SignupOutput {
  /** Where the completed screen's Continue goes. */
  readonly redirectTo: string;
}

export type SignupEvent =
  | { readonly type: 'ACCOUNT.CHANGE'; readonly field: AccountField; readonly value: string }
  /** Text fields are trimmed on blur (spec §5); the password is kept as typed. */
  | { readonly type: 'ACCOUNT.BLUR'; readonly field: AccountField }
  | { readonly type: 'ACCOUNT.SUBMIT' }
  | { readonly type: 'MODE.CHANGE'; readonly mode: SignupMode }
  | { readonly type: 'PERSONAL.CHANGE'; readonly field: PersonalField; readonly value: string }
  | { readonly type: 'PERSONAL.BLUR'; readonly field: PersonalField }
  /** 'No tengo segundo apellido'. */
  | { readonly type: 'SECOND_SURNAME.NONE'; readonly none: boolean }
  | { readonly type: 'TERMS.CHANGE'; readonly accepted: boolean }
  | { readonly type: 'CURP.SEARCH' }
  | { readonly type: 'PERSONAL.SUBMIT' }
  /** Non-Mexican outcome: 'Finalizar' resets the sign-up. */
  | { readonly type: 'FINISH' }
  | { readonly type: 'CODE.CHANGE'; readonly value: string }
  | { readonly type: 'CODE.SUBMIT' }
  | ResendEvent
  /** '¿Este no es tu correo?' */
  | { readonly type: 'EMAIL.EDIT' }
  | { readonly type: 'EMAIL.CHANGE'; readonly value: string }
  | { readonly type: 'EMAIL.BLUR' }
  | { readonly type: 'EMAIL.SUBMIT' }
  /** The back arrow of the e-mail update screen. */
  | { readonly type: 'EMAIL.BACK' }
  | { readonly type: 'CONTINUE' }
  /** Sent by the host right after restoring a saved draft: timers do not survive a reload. */
  | { readonly type: 'RESUME' }
  /** The resend countdown's second left (machines/shared/countdown.ts). */
  | CountdownTick
  | RouteChangedEvent;
