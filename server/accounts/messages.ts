/** The account API's Spanish texts (spec §8) and its brute-force limits. */

export const MESSAGES = {
  emailOrPhoneTaken:
    'Has ingresado un correo electrónico y/o número de teléfono que ya está asociado a una cuenta.',
  personalDataTaken: 'Una cuenta con los mismos datos personales ya se encuentra registrada',
  notMexican:
    'Por el momento no podemos ofrecer nuestro servicio a personas que no tengan nacionalidad mexicana.',
  wrongActivationCode: 'Has ingresado un código incorrecto.',
  expiredActivationCode: 'El código expiró, solicita un código nuevo.',
  lockedActivationCode: 'Superaste el número de intentos, solicita un código nuevo.',
  wrongCredentials: 'Has ingresado un correo electrónico o contraseña incorrectos.',
  tooManySignins: (wait: string) => `Demasiados intentos, vuelve a intentarlo en ${wait}.`,
  tooManyActivationGuesses: (wait: string) =>
    `Superaste el número de intentos permitidos por hoy. Vuelve a intentarlo en ${wait}.`,
  unknownEmail: 'Has ingresado un correo electrónico no registrado',
  resetFailed: 'No se pudo restablecer la contraseña, vuelva a intentarlo.',
  invalidClabe: 'La CLABE ingresada no es válida.',
  settingsNotFound: 'No encontramos la configuración solicitada.',
  pushEndpointNotAllowed:
    'Solo aceptamos suscripciones del servicio de notificaciones de tu navegador (Chrome, Firefox, Safari o Edge).',
} as const;

/** Failed sign-ins: 10 per e-mail and 50 per source address in 15 minutes (kept in the database). */
export const SIGNIN_PER_ACCOUNT = { limit: 10, windowMs: 15 * 60_000 } as const;
export const SIGNIN_PER_ADDRESS = { limit: 50, windowMs: 15 * 60_000 } as const;
/**
 * Activation-code attempts per account: 20 a day (a 4-digit code: at most 0.2 % of the codes a day, with at most
 * 5 tries per code before it locks).
 */
export const ACTIVATION_PER_DAY = { limit: 20, windowMs: 24 * 3_600_000 } as const;

/** Push subscriptions kept per client: a new browser beyond this drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;
