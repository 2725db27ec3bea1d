/**
 * The sign-up flow's texts (spec §8, exactly) and timers (spec §9), shared by the machine, its screens and tests.
 */
import { ALERT_TIMER_ERROR_MS, RESEND_WAIT_SECONDS } from '../../src/domain/timers';

/** Spec §8 "E-mail or phone already used (exists check or e-mail update)". */
export const CONTACT_TAKEN_MESSAGE =
  'Has ingresado un correo electrónico y/o número de teléfono que ya está asociado a una cuenta.';
/** Spec §8 "E-mail check fails": the availability check (`POST /clients/exists`) did not answer. */
export const AVAILABILITY_CHECK_FAILED_MESSAGE =
  'Hubo un error al revisar si el email ya existe, vuelve a intentarlo';
/** Spec §8 "CURP lookup returns 409" (also a 409 for the same personal data when the account is created). */
export const CURP_TAKEN_MESSAGE = 'Una cuenta con los mismos datos personales ya se encuentra registrada';
/** Spec §8 "Other CURP errors"; also used for any other failure that has no message of its own. */
export const GENERIC_ERROR_MESSAGE = 'Hubo un error, vuelve a intentarlo más tarde.';
/** Spec §8 "Account creation fails". */
export const CREATE_FAILED_MESSAGE = 'Hubo un problema al crear la cuenta, vuelva a intentarlo.';
/** Spec §8 "Wrong activation code". */
export const WRONG_CODE_MESSAGE = 'Has ingresado un código incorrecto.';
/** Spec §8 "Non-Mexican applicant". */
export const NON_MEXICAN_MESSAGE =
  'Por el momento no podemos ofrecer nuestro servicio a personas que no tengan nacionalidad mexicana.';

/** Spec §9: most errors show for 5 s. */
export const ERROR_ALERT_MS = ALERT_TIMER_ERROR_MS;
/**
 * Spec §9, from the one home of the shared timers (src/domain/timers.ts): the activation code can be sent again
 * after 60 s (the shared countdown, machines/shared/countdown.ts, ticks once a second).
 */
export { RESEND_WAIT_SECONDS };
