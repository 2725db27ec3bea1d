/**
 * A promoter's filings and the client's consent NIP (the spec gives no number: the app's own, written once here
 * with their Spanish texts; the server enforces them, the app words its refusals with them). A module apart from
 * the credit limits (limits.ts): the refusal texts of every code-checking flow (machines/shared/refusals.ts, sign-up's
 * activation code too) read these, and none of them needs the limits' money.
 */
import type { ApplicationType } from './terms.ts';

/** A budget of consent NIPs sent and of wrong tries. */
export interface NipBudget {
  readonly codes: number;
  readonly wrongTries: number;
}

/**
 * The budgets of the credit-check consent NIP beyond each application's own (10 NIPs and 10 wrong tries a rolling
 * day, 30 of each ever), so that a new application brings no fresh budget:
 * - `client`: every application of the client, whoever filed it: 10 NIPs and 10 wrong tries a day;
 * - `promoterFilings`: every application promoters filed for the client: besides the day's, 30 wrong tries ever
 *   (a promoter's guesses can never lock the client out of their own applications for good);
 * - `promoterClient`: the applications one promoter filed for the client: 10 a day, 30 of each ever.
 */
export const CONSENT_NIP_LIMITS = {
  client: {
    day: { codes: 10, wrongTries: 10 },
    lifetime: { codes: Number.POSITIVE_INFINITY, wrongTries: Number.POSITIVE_INFINITY },
  },
  promoterFilings: {
    day: { codes: 10, wrongTries: 10 },
    lifetime: { codes: Number.POSITIVE_INFINITY, wrongTries: 30 },
  },
  promoterClient: { day: { codes: 10, wrongTries: 10 }, lifetime: { codes: 30, wrongTries: 30 } },
} as const satisfies Record<string, { readonly day: NipBudget; readonly lifetime: NipBudget }>;

/** The refusal codes of a client's consent-NIP budget used up (the day's; for good). */
export const CLIENT_NIP_LIMIT_CODES = {
  day: 'CLIENT_NIP_ATTEMPTS_EXCEEDED_TODAY',
  lifetime: 'CLIENT_NIP_ATTEMPTS_EXHAUSTED',
} as const;

/** The client's consent-NIP budget of the day used up; `wait` in words (src/domain/waits.ts), or none. */
export const clientNipTodayMessage = (wait: string | null): string =>
  wait === null
    ? 'Se superó el número de NIP permitidos hoy para esta cuenta. Vuelve a intentarlo más tarde.'
    : `Se superó el número de NIP permitidos hoy para esta cuenta. Vuelve a intentarlo en ${wait}.`;
/** The client's consent-NIP budget used up for good. */
export const clientNipExhaustedMessage = (supportPhone: string | undefined): string =>
  supportPhone
    ? `Se superó el número de intentos de NIP permitidos para esta cuenta. Comunícate con soporte al ${supportPhone}.`
    : 'Se superó el número de intentos de NIP permitidos para esta cuenta. Comunícate con soporte.';

/** The product types a promoter may file: a store purchase at her store, a personal loan (her store or none). */
export const PROMOTER_APPLICATION_TYPES = [
  'STORE',
  'PERSONAL_LOAN',
] as const satisfies readonly ApplicationType[];

/**
 * A promoter's filings: at most `perClientPerDay` applications for one client and `perDay` in all in a rolling day
 * (24 hours); none for a client who cancelled one of hers in the last `coolDownDays` days.
 */
export const PROMOTER_FILING_LIMITS = { perClientPerDay: 3, perDay: 40, coolDownDays: 30 } as const;

/** The refusal codes of a promoter's filing limits. */
export const PROMOTER_FILING_CODES = {
  perClientPerDay: 'PROMOTER_CLIENT_APPLICATIONS_TODAY',
  perDay: 'PROMOTER_APPLICATIONS_TODAY',
  coolDown: 'CLIENT_CANCELLED_PROMOTER_APPLICATION',
} as const;

/** The Spanish text of each filing limit; `wait` in words (src/domain/waits.ts), or none. */
export const PROMOTER_FILING_MESSAGES = {
  perClientPerDay: (wait: string | null) =>
    `Ya enviaste ${PROMOTER_FILING_LIMITS.perClientPerDay} solicitudes hoy para este cliente${wait === null ? '. Vuelve a intentarlo más tarde.' : `. Vuelve a intentarlo en ${wait}.`}`,
  perDay: (wait: string | null) =>
    `Ya enviaste ${PROMOTER_FILING_LIMITS.perDay} solicitudes hoy, el máximo por día${wait === null ? '. Vuelve a intentarlo más tarde.' : `. Vuelve a intentarlo en ${wait}.`}`,
  coolDown: () =>
    `El cliente canceló una solicitud que enviaste a su nombre: no puedes enviarle otra durante ${PROMOTER_FILING_LIMITS.coolDownDays} días.`,
} as const;
