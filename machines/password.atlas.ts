/** Password recovery for product owners and QA (statecharts/index.html). */
import { defineAtlas } from './shared/atlas';

export const passwordAtlas = defineAtlas({
  titles: {
    forgot: 'Olvidé mi contraseña',
    'forgot.editing': 'Olvidé mi contraseña',
    'forgot.sending': 'Olvidé mi contraseña: enviando',
    'forgot.sent': 'Correo de recuperación enviado',
    reset: 'Nueva contraseña',
    'reset.editing': 'Nueva contraseña',
    'reset.submitting': 'Nueva contraseña: guardando',
    'reset.succeeded': 'Contraseña cambiada',
    toVerification: 'Fin: verificar correo',
    toApplication: 'Fin: continúa su solicitud',
    toHome: 'Fin: inicio',
  },
  labels: {
    'always [hasResetToken]': 'Llega con el enlace del correo',
    always: '',
    'SUBMIT [isEmailValid]': 'Pide el correo de recuperación',
    SUBMIT: 'Envía con datos inválidos: ve los errores',
    'done: clients.recoverPassword': 'Correo enviado',
    'error: clients.recoverPassword [isUnknownEmail]': 'Correo no registrado',
    'error: clients.recoverPassword': 'Falla al enviar el correo',
    EDIT_EMAIL: 'Cambia el correo',
    'SUBMIT [isResetFormValid]': 'Guarda la contraseña nueva',
    REQUEST_NEW_LINK: 'Pide un enlace nuevo',
    'ROUTE.CHANGED [isForgotRoute]': 'Atrás del navegador',
    'done: clients.resetPassword': 'Contraseña cambiada',
    'error: clients.resetPassword': 'Enlace caducado o falla',
    CONTINUE: 'Continuar',
    'after countdownTick [isCountdownRunning]': '',
    'after countdownTick': 'Pasan 5 s',
    'always [isEphemeralToken]': 'Cuenta sin verificar',
    'always [hasStoreApplication]': 'Tenía una solicitud pendiente',
  },
  happyPath: {
    name: 'Recupera y cambia la contraseña',
    screens: ['forgot.editing', 'forgot.sent'],
  },
});
