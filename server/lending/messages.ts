/**
 * Spanish texts of the lending answers (spec §8, §9). The product's bounds and their texts are src/domain's
 * (limits.ts, product.ts): the create check answers with the same text the forms show.
 */
import { LIMIT_MESSAGE } from '../../src/domain/limits.ts';
import { TERM_REQUIRED_MESSAGE } from '../../src/domain/product.ts';

export const MESSAGES = {
  notFound: 'No encontramos la solicitud.',
  wrongNip: 'Has ingresado un NIP incorrecto.',
  nipExpired: 'El NIP expiró, solicita uno nuevo.',
  nipLocked: 'Superaste el número de intentos, solicita un NIP nuevo.',
  wrongActivationCode: 'Has ingresado un código incorrecto.',
  activationLocked: 'Superaste el número de intentos del código de activación.',
  notProcessable: 'La solicitud no se puede procesar en su estado actual.',
  rejectedLimit: 'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.',
  perMinute: 'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.',
  inProgress: 'Ya tienes una solicitud en proceso.',
  suspended: 'Tu cuenta ha sido suspendida.',
  storeNotFound: 'No se encontró la tienda solicitada.',
  storeRequired: 'Se necesita usar un link de tienda para crear una solicitud.',
  termNotOffered: TERM_REQUIRED_MESSAGE,
  limit: LIMIT_MESSAGE,
  missingProfileData: 'Faltan los datos de tu domicilio o de tu empleo.',
  notApproved: 'La solicitud no está autorizada.',
  contractNotSigned: 'El contrato aún no está firmado.',
  /** The date as the cards of 'Selecciona tu primer pago' show it (dd-MM-yyyy): the customer picks it again there. */
  contractDateMismatch: (date: string) =>
    `Firmaste tu contrato con la fecha de primer pago ${date}. Elige esa fecha para firmar con tu NIP.`,
  dateNotOffered: 'Debe seleccionar una fecha',
  notEligibleInterest: 'La solicitud no tiene una oferta para continuar con intereses.',
  notPreapproved: 'La solicitud no está preautorizada.',
  noIdentity: 'Aún no terminas la verificación de identidad.',
  identityNotRecognized:
    'No encontramos el resultado de tu verificación de identidad. Vuelve a subir tus documentos.',
  clientExists: 'El número ingresado ya se encuentra registrado.',
  emailTaken: 'El email ingresado ya se encuentra registrado.',
  expired:
    'La autorización de tu solicitud venció: tenía una vigencia de 15 días. Crea una nueva solicitud para continuar.',
  signatureInValidation: 'Estamos validando tu firma, espera un momento.',
  activatedClientLocked:
    'El cliente ya activó su cuenta: solo él puede cambiar sus datos de identidad y contacto desde su cuenta.',
  noOpenQuickApplication: 'El cliente no tiene una solicitud rápida abierta contigo.',
  notPromotersClient:
    'Solo puedes cambiar los datos de un cliente que registraste tú, en tu solicitud abierta con él y antes de que active su cuenta.',
  notPromotersStore: 'Solo puedes registrar solicitudes en tu tienda.',
  consentExpired:
    'Esta solicitud venció porque no se autorizó con el NIP en 24 horas. Si aún la necesitas, crea una nueva.',
  cancelledByClient: 'Esta solicitud ya fue cancelada.',
  applicationAbandoned:
    'Esta solicitud ya no está vigente: no se terminó en 24 horas o iniciaste otra. Crea una nueva para continuar.',
  notCancellable:
    'Solo puedes cancelar una solicitud que un promotor registró a tu nombre y que aún no autorizaste.',
  promoterLimit: 'El monto solicitado supera el crédito disponible del cliente.',
} as const;

export const INVALID_DATA = 'El dato ingresado no es válido';
export const invalidField = (field: string) => `${INVALID_DATA}: ${field}`;
