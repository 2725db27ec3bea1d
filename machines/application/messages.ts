/**
 * Texts, timers and constants of the credit application (spec §2 "Credit application", §5, §8, §9), exactly as
 * the spec words them. Rejection reasons: the spec gives only the meaning of each screen (§8); the Spanish texts
 * below say that meaning, one per reason, plus the default for unknown codes.
 */
import type { KnownRejectionReason } from '../../src/api/contract/common';
import { REJECTION_TEXTS as DOMAIN_REJECTION_TEXTS } from '../../src/domain/rejections';

// Timers: src/domain/timers.ts (debounce, countdown tick, resend wait, alert timers of spec §9).
export const AUTHORISATION_VALID_DAYS = 15;

// Progress and titles (spec §2)
export const PROGRESS = { address: 25, employment: 50, references: 75, consent: 100 } as const;
export const TITLES = {
  product: 'Información de tu compra',
  personalLoan: 'Información de tu préstamo',
  address: 'Datos de tu domicilio...',
  employment: 'Datos de tu empleo...',
  references: 'Referencias...',
  consent: 'Permisos...',
} as const;

// Errors (spec §8)
/** Spec §8 "Application creation fails": the creation (POST /applications) failed. */
export const CREATE_FAILED_MESSAGE = 'Hubo un error al crear la solicitud, vuelve a intentarlo';
/** Spec §8's other text of the same row: the submission (POST /applications/:id/submit) failed. */
export const SUBMIT_FAILED_MESSAGE = 'Hubo un error al subir la solicitud, vuelva a intentarlo.';
/**
 * The server closed the application this draft was about (422 APPLICATION_ABANDONED: not decided within 24 hours of
 * its creation, or the customer started another): docs/lending-api.md, "An application the client cannot see".
 */
export const ABANDONED_MESSAGE =
  'Esta solicitud ya no está vigente: no se terminó en 24 horas o iniciaste otra. Crea una nueva para continuar.';
export const RESEND_FAILED_MESSAGE = 'No pudimos reenviar el NIP.';
export const WRONG_NIP_MESSAGE = 'Has ingresado un NIP incorrecto.';
export const nipFailedMessage = (phone: string): string =>
  `No pudimos procesar tu solicitud vuelve a intentarlo, si el problema persiste comuníquese con soporte al ${phone}`;
export const MISSING_STORE_MESSAGE =
  'No se encontró una tienda en la solicitud guardada, por favor usa un el link de una tienda para volver a llenar tu solicitud.';
export const STORE_ID_REQUIRED_MESSAGE = 'Se necesita usar un link de tienda para crear una solicitud.';
export const STORE_NOT_FOUND_MESSAGE = 'No se encontró la tienda solicitada.';
export const REJECTED_LIMIT_MESSAGE =
  'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.';
export const TOO_MANY_APPLICATIONS_MESSAGE =
  'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.';
/** Interest offer failure: an error alert with an empty message (spec §8). */
export const INTEREST_OFFER_FAILED_MESSAGE = '';

// Field messages (spec §5)
export const POSTAL_CODE_INVALID_MESSAGE = 'El código postal ingresado no es válido';
export const PAST_DATE_MESSAGE = 'La fecha debe ser menor al día de hoy';
// The bounds and their one text each live in src/domain (limits.ts, product.ts): every form and the server say them.
export {
  FINANCING_MESSAGE,
  LIMIT_MESSAGE,
  MAX_AMOUNT_MESSAGE as MAX_PRICE_MESSAGE,
  MIN_AMOUNT_MESSAGE,
  MIN_INCOME_MESSAGE as MIN_SALARY_MESSAGE,
  MIN_RENT_MESSAGE,
} from '../../src/domain/limits';
export { TERM_REQUIRED_MESSAGE } from '../../src/domain/product';

/** Labels of spec §3 enumerations. */
export const HOUSING_LABELS = {
  OWNED: 'Propia',
  RENTED: 'Rentada',
  GUEST: 'De familiares o amigos',
  MORTGAGE: 'Hipotecada',
} as const;
export const MARITAL_LABELS = {
  SINGLE: 'Soltero(a)',
  MARRIED_SEPARATE_PROPERTY: 'Casado(a) por bienes separados',
  MARRIED_CONJUGAL_PARTNERSHIP: 'Casado(a) por bienes mancomunados',
  DIVORCED: 'Divorciado(a)',
  WIDOWED: 'Viudo(a)',
} as const;
export const EMPLOYMENT_LABELS = {
  EMPLOYED: 'Empleado',
  INDEPENDENT: 'Independiente',
  RETIRED: 'Jubilado',
  HOMEMAKER: 'Ama/Amo de casa',
  UNEMPLOYED: 'Estudiante',
} as const;

// Results (spec §2 "Result screens", §8 rejection reasons)
export const RESULT_TITLES = {
  APPROVED: '¡Tu solicitud ha sido autorizada!',
  PREAPPROVED: '¡Tu solicitud ha sido pre-autorizada!',
  RETRY_PROCESSING_APPLICATION: 'Estamos procesando tu solicitud',
  REJECTED: 'Por el momento no podemos aprobar tu solicitud',
} as const;
export const RESULT_TEXTS = {
  APPROVED: `Tu autorización tiene una vigencia de ${AUTHORISATION_VALID_DAYS} días. Elige el plazo y la fecha de tu primer pago para continuar.`,
  PREAPPROVED: `Tu pre-autorización tiene una vigencia de ${AUTHORISATION_VALID_DAYS} días. Sube tus documentos de identidad para continuar.`,
  RETRY_PROCESSING_APPLICATION:
    'Estamos teniendo problemas para consultar tu historial crediticio. Te avisaremos en cuanto tengamos una respuesta.',
} as const;

/**
 * Promoter mode (issue 23): the result speaks to the promoter about the customer, in the third person, and says the
 * decision only. A rejection's reason is the customer's credit-bureau detail: never on the promoter's screen; the
 * customer gets it by SMS (server/lending/notifications.ts `rejectionSms`).
 */
export const PROMOTER_RESULT = {
  APPROVED: {
    title: 'La solicitud del cliente fue autorizada',
    text: `La autorización tiene una vigencia de ${AUTHORISATION_VALID_DAYS} días. El cliente elige el plazo y la fecha de su primer pago desde su cuenta.`,
  },
  PREAPPROVED: {
    title: 'La solicitud del cliente fue pre-autorizada',
    text: `La pre-autorización tiene una vigencia de ${AUTHORISATION_VALID_DAYS} días. El cliente sube sus documentos de identidad desde su cuenta para continuar.`,
  },
  PROCESSING: {
    title: 'Estamos procesando la solicitud del cliente',
    text: 'Estamos teniendo problemas para consultar el historial crediticio del cliente. Le avisaremos en cuanto tengamos una respuesta.',
  },
  REJECTED: {
    title: 'Por el momento no podemos aprobar la solicitud del cliente',
    text: 'Por privacidad, el motivo solo se le comunica al cliente: lo recibe por SMS en su teléfono.',
  },
} as const;

/** The rejection texts (spec §8 reasons) are written once in src/domain/rejections.ts (the server's decision SMS too). */
export const REJECTION_TEXTS: Readonly<Record<KnownRejectionReason, string>> = DOMAIN_REJECTION_TEXTS;
export { DEFAULT_REJECTION_TEXT, overdueAccountsText } from '../../src/domain/rejections';
