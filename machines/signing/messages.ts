/**
 * The signing flow's texts (spec §2 "Signing flow", §8, exactly) and timers (spec §9), shared by the machine, its
 * screens and tests.
 */
import {
  ALERT_TIMER_DEFAULT_MS,
  ALERT_TIMER_ERROR_MS,
  PROFILE_POLL_MS,
  RESEND_WAIT_SECONDS,
} from '../../src/domain/timers';

/** Spec §8 "No date chosen" (5 s). */
export const NO_DATE_MESSAGE = 'Debe seleccionar una fecha';
/** Spec §8 "Wrong signing PIN" (HTTP 409). */
export const WRONG_NIP_MESSAGE = 'Has ingresado un NIP incorrecto.';
/** Spec §8 "Other NIP failure"; `{phone}` is the customer-service phone. */
export const nipFailedMessage = (phone: string) =>
  `No pudimos procesar tu solicitud vuelve a intentarlo, si el problema persiste comuníquese con soporte al ${phone}`;
/** Spec §8 "Resend compliance or signature code fails". */
export const RESEND_FAILED_MESSAGE = 'No pudimos reenviar el NIP.';
/** Spec §8 "CLABE registration fails": an error alert with an empty message. */
export const CLABE_FAILED_MESSAGE = '';
/** Not in the spec: the line under that empty message, so the error says what to do (issue 37). */
export const CLABE_FAILED_DESCRIPTION =
  'No pudimos registrar tu CLABE. Revisa tu conexión y vuelve a intentarlo.';
/** Spec §8 success messages. */
export const STORE_SIGNED_MESSAGE = 'La compra ha sido firmada de forma exitosa';
export const LOAN_SIGNED_MESSAGE = 'Tu préstamo ha sido firmado de manera exitosa';
/** The applications could not be loaded. */
export const LOAD_FAILED_MESSAGE = 'Hubo un error, vuelve a intentarlo más tarde.';

/**
 * What the CLABE step says the account is for (the spec names the step, not its words): a personal loan's money
 * is deposited there; a store purchase's money goes to the store, so the account is the client's own on record.
 */
export const CLABE_LOAN_TEXT = 'Es la cuenta donde recibirás tu dinero.';
export const CLABE_STORE_TEXT =
  'Es la cuenta a tu nombre que registramos. El monto de tu compra se paga directamente a la tienda.';
export const clabePurpose = (type: 'STORE' | 'PERSONAL_LOAN'): string =>
  type === 'STORE' ? CLABE_STORE_TEXT : CLABE_LOAN_TEXT;

/** Spec §2 contract screen. */
export const CONTRACT_TITLE = 'Contrato';
export const VALIDATING_TEXT = 'Estamos validando tu firma';
export const INVALID_TITLE = 'Firma no validada';
export const INVALID_TEXT = 'No pudimos validar la firma de tu contrato';

/** Spec §9. */
export const ERROR_ALERT_MS = ALERT_TIMER_ERROR_MS;
export const SUCCESS_ALERT_MS = ALERT_TIMER_DEFAULT_MS;
export const POLL_MS = PROFILE_POLL_MS;
export const NIP_RESEND_WAIT_SECONDS = RESEND_WAIT_SECONDS;
export const NIP_LENGTH = 6;
