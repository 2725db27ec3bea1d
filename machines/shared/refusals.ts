/**
 * What a customer reads when a NIP, PIN or code (or the request it came with) is refused: always the app's own
 * words, chosen by the server's error code, never the server's `message` (the copy does not depend on the back end).
 * Spec §8 words the wrong NIP, PIN and code and the date not chosen; the spec is silent on the others (an expired
 * or locked code, the day's or the application's tries used up, a contract signed with another date), so their
 * texts are the app's, written here once. Used by the signing PIN, the credit application's NIP, the promoter's
 * consent NIP and sign-up's activation code. A module of its own: only those flows load it.
 */
import {
  CLIENT_NIP_LIMIT_CODES,
  clientNipExhaustedMessage,
  clientNipTodayMessage,
  PROMOTER_FILING_CODES,
  PROMOTER_FILING_MESSAGES,
} from '../../src/domain/filingLimits';
import { waitInWords } from '../../src/domain/waits';
import { errorCode, errorStatus } from './errors';

/** Spec §8 "Wrong NIP (HTTP 409)" and "Wrong signing PIN". */
export const WRONG_NIP_TEXT = 'Has ingresado un NIP incorrecto.';
/** Spec §8 "Wrong activation code". */
export const WRONG_CODE_TEXT = 'Has ingresado un código incorrecto.';
/** Spec §8 "No date chosen". */
export const NO_DATE_TEXT = 'Debe seleccionar una fecha';

/** The app's own texts where the spec has none. */
export const REFUSAL_TEXTS = {
  nipExpired: 'El NIP expiró, solicita uno nuevo.',
  nipLocked: 'Superaste el número de intentos, solicita un NIP nuevo.',
  codeExpired: 'El código expiró, solicita un código nuevo.',
  codeLocked: 'Superaste el número de intentos, solicita un código nuevo.',
  /** The day's tries used up; `wait` in words (src/domain/waits.ts), or none when the server did not say. */
  triesToday: (wait: string | null) =>
    wait === null
      ? 'Superaste el número de intentos permitidos por hoy. Vuelve a intentarlo más tarde.'
      : `Superaste el número de intentos permitidos por hoy. Vuelve a intentarlo en ${wait}.`,
  /** The application's tries used up for good. */
  triesExhausted: (supportPhone: string | undefined) =>
    supportPhone
      ? `Superaste el número de intentos permitidos para esta solicitud. Comunícate con soporte al ${supportPhone}.`
      : 'Superaste el número de intentos permitidos para esta solicitud. Comunícate con soporte.',
  contractDateMismatch:
    'Firmaste tu contrato con otra fecha de primer pago. Elige esa fecha para firmar con tu NIP.',
  contractNotSigned: 'Aún no firmas tu contrato. Fírmalo para continuar.',
  signatureInValidation: 'Estamos validando tu firma, espera un momento.',
  authorizationExpired:
    'La autorización de tu solicitud venció: tenía una vigencia de 15 días. Crea una nueva solicitud para continuar.',
  limitExceeded: 'El monto de tu solicitud supera tu crédito disponible.',
  /** Consenting while another application of the account is in progress (spec §4: one in progress). */
  applicationInProgress:
    'Esta cuenta ya tiene una solicitud en proceso: no se puede continuar con otra hasta que termine.',
} as const;

/** The error codes of a used-up budget of a six-digit code (the day's, the application's). */
export const CODE_LIMIT_CODES = [
  'CODE_ATTEMPTS_EXCEEDED_TODAY',
  'CODE_ATTEMPTS_EXHAUSTED',
  CLIENT_NIP_LIMIT_CODES.day,
  CLIENT_NIP_LIMIT_CODES.lifetime,
] as const;

/** The wait a 429 carries (`retryAfterSeconds` of the error body), when it says one. */
function retryAfterOf(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'body' in error) {
    const body = (error as { body: unknown }).body;
    if (typeof body === 'object' && body !== null && 'retryAfterSeconds' in body) {
      const seconds = (body as { retryAfterSeconds: unknown }).retryAfterSeconds;
      return typeof seconds === 'number' && seconds > 0 ? seconds : null;
    }
  }
  return null;
}

type Text = (error: unknown, supportPhone: string | undefined) => string;
const fixed =
  (text: string): Text =>
  () =>
    text;
const waitOf = (error: unknown) => {
  const seconds = retryAfterOf(error);
  return seconds === null ? null : waitInWords(seconds);
};
const triesToday: Text = (error) => REFUSAL_TEXTS.triesToday(waitOf(error));

/** The app's text per error code of a refusal (the spec's where it has one). */
const BY_CODE: Readonly<Record<string, Text>> = {
  NIP_EXPIRED: fixed(REFUSAL_TEXTS.nipExpired),
  PIN_EXPIRED: fixed(REFUSAL_TEXTS.nipExpired),
  NIP_LOCKED: fixed(REFUSAL_TEXTS.nipLocked),
  PIN_LOCKED: fixed(REFUSAL_TEXTS.nipLocked),
  ACTIVATION_CODE_EXPIRED: fixed(REFUSAL_TEXTS.codeExpired),
  ACTIVATION_CODE_LOCKED: fixed(REFUSAL_TEXTS.codeLocked),
  ACTIVATION_ATTEMPTS_EXCEEDED: triesToday,
  CODE_ATTEMPTS_EXCEEDED_TODAY: triesToday,
  CODE_ATTEMPTS_EXHAUSTED: (_, supportPhone) => REFUSAL_TEXTS.triesExhausted(supportPhone),
  CONTRACT_DATE_MISMATCH: fixed(REFUSAL_TEXTS.contractDateMismatch),
  DATE_NOT_OFFERED: fixed(NO_DATE_TEXT),
  CONTRACT_NOT_SIGNED: fixed(REFUSAL_TEXTS.contractNotSigned),
  SIGNATURE_IN_VALIDATION: fixed(REFUSAL_TEXTS.signatureInValidation),
  AUTHORIZATION_EXPIRED: fixed(REFUSAL_TEXTS.authorizationExpired),
  LIMIT_EXCEEDED: fixed(REFUSAL_TEXTS.limitExceeded),
  APPLICATION_IN_PROGRESS: fixed(REFUSAL_TEXTS.applicationInProgress),
  // The client's consent NIP budgeted across applications, and a promoter's filings (src/domain/limits.ts).
  [CLIENT_NIP_LIMIT_CODES.day]: (error) => clientNipTodayMessage(waitOf(error)),
  [CLIENT_NIP_LIMIT_CODES.lifetime]: (_, supportPhone) => clientNipExhaustedMessage(supportPhone),
  [PROMOTER_FILING_CODES.perClientPerDay]: (error) => PROMOTER_FILING_MESSAGES.perClientPerDay(waitOf(error)),
  [PROMOTER_FILING_CODES.perDay]: (error) => PROMOTER_FILING_MESSAGES.perDay(waitOf(error)),
  [PROMOTER_FILING_CODES.coolDown]: () => PROMOTER_FILING_MESSAGES.coolDown(),
};

const textOf = (error: unknown): Text | undefined => {
  const code = errorCode(error);
  return code !== undefined && Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : undefined;
};

/**
 * The app's text for a refusal whose code it knows (an expired or locked code, tries used up, the contract's
 * date...), whatever the server's message says; `undefined` for a wrong code (isWrongCode: the flow's §8 text) and
 * for any code it does not know (the flow's §8 "other failure" text).
 */
export function refusalText(error: unknown, supportPhone?: string): string | undefined {
  return textOf(error)?.(error, supportPhone);
}

/** A code (NIP, PIN) refused as wrong: spec §8's 409, except a 409 the app words otherwise (expired, in validation). */
export function isWrongCode(error: unknown): boolean {
  return errorStatus(error) === 409 && textOf(error) === undefined;
}

/** A six-digit code's day or lifetime budget used up (a resend or a check refused; no countdown helps). */
export function isCodeLimit(error: unknown): boolean {
  return (CODE_LIMIT_CODES as readonly (string | undefined)[]).includes(errorCode(error));
}
