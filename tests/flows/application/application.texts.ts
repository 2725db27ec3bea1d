/**
 * What the application's machine tests expect, copied from the spec (§8 texts, §9 alert timer), shared by the
 * application.actions / .submission / .consent tests.
 */
export const REQUIRED = 'El campo es requerido';
export const INVALID = 'El dato ingresado no es válido';
/** Spec §8, issue 23: the creation's text and the submission's, each on its own failure. */
export const CREATE_FAILED = 'Hubo un error al crear la solicitud, vuelve a intentarlo';
export const SUBMIT_FAILED = 'Hubo un error al subir la solicitud, vuelva a intentarlo.';
/** docs/lending-api.md "An application the client cannot see": 422 APPLICATION_ABANDONED's text. */
export const ABANDONED =
  'Esta solicitud ya no está vigente: no se terminó en 24 horas o iniciaste otra. Crea una nueva para continuar.';
export const RESEND_FAILED = 'No pudimos reenviar el NIP.';
export const WRONG_NIP = 'Has ingresado un NIP incorrecto.';
export const MISSING_STORE =
  'No se encontró una tienda en la solicitud guardada, por favor usa un el link de una tienda para volver a llenar tu solicitud.';
export const REJECTED_LIMIT =
  'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.';
export const TOO_MANY =
  'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.';
export const TERM_REQUIRED = 'Selecciona una opción para el plazo';
/** The rest of a month's balance (pesos): not part of the §6 cap. */
export const MONTH = {
  VAT: 16,
  economicCapital: 900,
  interests: 100,
  totalBalance: 9999,
  paymentsTotal: 7777,
  ministrations: 5555,
};
/** Spec §9: most error alerts stay 5000 ms. */
export const errorAlert = (message: string) => ({ type: 'alert', message, alertType: 'error', timer: 5000 });
