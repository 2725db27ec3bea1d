/** The login for product owners and QA (statecharts/index.html). */
import { defineAtlas } from './shared/atlas';

export const loginAtlas = defineAtlas({
  titles: {
    editing: 'Iniciar sesión',
    submitting: 'Iniciar sesión: entrando',
    toVerification: 'Fin: verificar correo',
    toPersonalLoan: 'Fin: préstamo personal',
    toStoreApplication: 'Fin: solicitud en tienda',
    toOrigin: 'Fin: donde iba (o inicio)',
  },
  labels: {
    'SUBMIT [isFormValid]': 'Entra con correo y contraseña',
    SUBMIT: 'Entra con datos inválidos: ve los errores',
    'done: clients.signin': 'Credenciales correctas',
    'error: clients.signin': 'Correo o contraseña incorrectos',
    'always [isEphemeralToken]': 'Cuenta sin verificar',
    'always [isPersonalLoanStart]': 'Venía a un préstamo personal',
    'always [isStoreLoanReturn]': 'Venía de una tienda',
    always: '',
  },
  happyPath: { name: 'Inicia sesión', screens: ['editing', 'submitting', 'toOrigin'] },
});
