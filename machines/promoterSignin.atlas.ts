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
    'phone.lookingUp|xstate.done.actor.promoters.signin|0': 'Promotor encontrado, NIP enviado por SMS',
    'error: promoters.signin [isNotFound]': 'Teléfono no registrado',
    'phone.lookingUp|xstate.error.actor.promoters.signin|1':
      'NIP enviado hace menos de un minuto: cuenta su espera',
    'phone.lookingUp|xstate.error.actor.promoters.signin|2': 'Falla al buscar al promotor',
    'COUNTDOWN.TICK': '',
    'done: countdown': 'Termina la espera: puede reenviar',
    'error: countdown': '',
    'CODE.RESEND': 'Reenvía el NIP',
    'nip.resend.resending|xstate.done.actor.promoters.signin|0': 'NIP reenviado',
    'nip.resend.resending|xstate.error.actor.promoters.signin|0': 'Aún no puede reenviar: cuenta la espera',
    'nip.resend.resending|xstate.error.actor.promoters.signin|1': 'Falla al reenviar el NIP',
    'SUBMIT [isNipValid]': 'Envía el NIP',
    'PHONE.EDIT': 'Cambia el teléfono',
    'done: promoters.verifyNip': 'NIP correcto',
    'error: promoters.verifyNip [isWrongNip]': 'NIP incorrecto',
    'error: promoters.verifyNip': 'Falla al verificar el NIP',
  },
  happyPath: { name: 'Entra el promotor', screens: ['phone', 'nip', 'signedIn'] },
});
