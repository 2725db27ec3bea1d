/** The promoter's sign-in for product owners and QA (statecharts/index.html). */
import { defineAtlas } from './shared/atlas';

export const promoterSigninAtlas = defineAtlas({
  titles: {
    phone: 'Acceso del promotor: teléfono',
    nip: 'Acceso del promotor: NIP',
    signedIn: 'Fin: sesión de promotor',
  },
  labels: {
    'SUBMIT [isPhoneValid]': 'Continúa con su teléfono',
    SUBMIT: 'Continúa con datos inválidos: ve el error',
    'done: lookupPromoter': 'Promotor encontrado, NIP enviado por SMS',
    'error: lookupPromoter [isNotFound]': 'Teléfono no registrado',
    'error: lookupPromoter [isTooEarly]': 'NIP enviado hace menos de un minuto: cuenta su espera',
    'error: lookupPromoter': 'Falla al buscar al promotor',
    'after tick [isLastSecond]': '',
    'after tick': '',
    'NIP.RESEND': 'Reenvía el NIP',
    'done: resendNip': 'NIP reenviado',
    'error: resendNip [isTooEarly]': 'Aún no puede reenviar: cuenta la espera',
    'error: resendNip': 'Falla al reenviar el NIP',
    'SUBMIT [isNipValid]': 'Envía el NIP',
    'PHONE.EDIT': 'Cambia el teléfono',
    'done: verifyNip': 'NIP correcto',
    'error: verifyNip [isWrongNip]': 'NIP incorrecto',
    'error: verifyNip': 'Falla al verificar el NIP',
  },
  happyPath: { name: 'Entra el promotor', screens: ['phone', 'nip', 'signedIn'] },
});
