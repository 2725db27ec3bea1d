/** The quick application's texts (spec §8 promoter messages, §5 promoter data and quick application) and timers. */
export {
  ALERT_TIMER_ERROR_MS,
  BUSINESS_RESEND_WAIT_SECONDS,
  ESTIMATE_DEBOUNCE_MS,
} from '../../src/domain/timers';

/** Client badges (spec §2 "Promoter area"). */
export const BADGES = {
  registered: 'Cliente registrado',
  incomplete: 'Cliente incompleto',
  new: 'Cliente nuevo',
} as const;

/** The phone typed for a new client is already a client's (spec §5 "Promoter data"). */
export const PHONE_TAKEN_MESSAGE = 'El número ingresado ya se encuentra registrado.';
/** Spec §5 "Quick application". */
export const EMAIL_TAKEN_MESSAGE = 'El email ingresado ya se encuentra registrado.';
/** Spec §8 "Phone check fails" / "E-mail check fails". */
export const PHONE_CHECK_FAILED_MESSAGE =
  'Hubo un error al revisar si el número de teléfono ya existe, vuelve a ingresarlo';
export const EMAIL_CHECK_FAILED_MESSAGE =
  'Hubo un error al revisar si el email ya existe, vuelve a intentarlo';
/** Spec §8 CURP lookup. */
export const CURP_NOT_FOUND_MESSAGE = 'No hemos encontrado información asociada al CURP que ingresaste.';
export const CURP_TAKEN_MESSAGE = 'Una cuenta con los mismos datos personales ya se encuentra registrada';
export const CURP_FAILED_MESSAGE = 'Hubo un error, vuelve a intentarlo más tarde.';
/** Spec §5 "Address". */
export const PAST_DATE_MESSAGE = 'La fecha debe ser menor al día de hoy';
/** Spec §8 "Application creation fails (not status 422), client or promoter": the creation's text. */
export const CREATE_FAILED_MESSAGE = 'Hubo un error al crear la solicitud, vuelve a intentarlo';
export const LIMIT_EXCEEDED_MESSAGE =
  'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.';
export const TOO_MANY_APPLICATIONS_MESSAGE =
  'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.';
/** Spec §8 "Wrong NIP (HTTP 409)". */
export const WRONG_NIP_MESSAGE = 'Has ingresado un NIP incorrecto.';
/** Spec §8 "Promoter processing fails" (pre-process and process). */
export const PROCESS_FAILED_MESSAGE = 'Ocurrió un error al intentar procesar la solicitud';
/** Spec §8 "Quick application fails". */
export const QUICK_APPLICATION_FAILED_MESSAGE = 'Hubo un error, vuelva a intentarlo.';
/** Spec §8 "Wrong activation code". */
export const WRONG_CODE_MESSAGE = 'Has ingresado un código incorrecto.';
/** Spec §8 "Promoter activation code fails" / "Resend compliance or signature code fails". */
export const CODE_FETCH_FAILED_MESSAGE = 'No pudimos solicitar el NIP.';
export const RESEND_FAILED_MESSAGE = 'No pudimos reenviar el NIP.';
/** Not in the spec: `update-details` failed; the application exists, the corrections can be sent again. */
export const DETAILS_SAVE_FAILED_MESSAGE =
  'No pudimos guardar los datos corregidos del cliente, vuelve a intentarlo.';
/** Not in the spec: why the data step shows an activated client's CURP, address and e-mail read-only. */
export const READ_ONLY_ACTIVATED_NOTE =
  'El cliente ya activó su cuenta: su CURP, domicilio y correo solo los puede cambiar él desde su cuenta.';
/** Not in the spec: why the data step shows the data of a client another promoter registered read-only. */
export const READ_ONLY_NOT_YOURS_NOTE =
  'Este cliente lo registró otro promotor: solo quien lo registró puede corregir su CURP, domicilio y correo.';
/** Not in the spec: the promoter's client look-ups of the hour or the day are spent (is-registered 429). */
export const LOOKUP_LIMIT_MESSAGE =
  'Hiciste demasiadas consultas de clientes. Espera un momento y vuelve a buscar al cliente.';
