/**
 * The spec's password recovery and reset (§2 "Login and password", §4 "Password reset success", §5 "Reset
 * password" / "Forgot password", §8, §9), copied from the spec.
 */
import { ALERT_MS, COUNTDOWN_TICK_MS, MESSAGES, RESET_REDIRECT_S } from '../../model/oracle/spec.ts';

export const PASSWORD_SPEC = {
  /** §2 route table; headings: the spec names none, these are the design's. */
  screens: {
    forgot: { route: '/olvide-contrasena', heading: 'Recuperar contraseña' },
    sent: { route: '/olvide-contrasena', heading: 'Revisa tu correo' },
    reset: { route: '/olvide-contrasena/recuperar-contrasena', heading: 'Restablecer contraseña' },
    succeeded: { route: '/olvide-contrasena/recuperar-contrasena', heading: 'Contraseña restablecida' },
  },
  routes: ['/olvide-contrasena', '/olvide-contrasena/recuperar-contrasena'],
  texts: {
    /** §5 "Forgot password: unknown account shows …" */
    unknownEmailField: 'No se encontraron registros de el correo ingresado',
    /**
     * §8 "Password recovery, unknown e-mail": the alert, with the field's §5 message above (issue 23: the §8 text
     * on its condition; issue 10 had kept only the field's).
     */
    unknownEmailAlert: 'Has ingresado un correo electrónico no registrado',
    /** Not in the spec (§8 names no text for any other recovery failure): the design's error alert. */
    recoveryFailed: 'No pudimos enviar el correo, vuelve a intentarlo más tarde.',
    /** Not in the spec (§9 names the 6 s "reset-password notice", not its words): the design's success alert. */
    resetSucceeded: 'Tu contraseña se restableció correctamente.',
    /** §8 "Password reset fails". */
    resetFailed: 'No se pudo restablecer la contraseña, vuelva a intentarlo.',
    /** §5 (password confirmation texts). */
    confirmationRequired: 'La confirmación de la contraseña es requerida',
    confirmationMismatch: 'Las contraseñas ingresadas son diferentes',
    /** §5 "min 8 chars"; issue 10: the short-password error says characters, as the hint does. */
    tooShort: 'El campo debe tener al menos 8 caracteres',
    required: MESSAGES.required,
    invalid: MESSAGES.invalid,
  },
  /** §5 "Reset password: min 8 chars". */
  minPasswordLength: 8,
  timings: {
    /** §9 "Reset redirect countdown 5 s", one tick a second. */
    redirectSeconds: RESET_REDIRECT_S,
    tickMs: COUNTDOWN_TICK_MS,
    /** §9 "6 s for the reset-password notice"; errors 5 s. */
    noticeMs: ALERT_MS.resetPasswordNotice,
    errorMs: ALERT_MS.error,
  },
  /** §4 "Password reset success": credit application (client with store), verification (ephemeral) or home. */
  destination: { application: '/aplicacion-credito', verification: '/crear-cuenta/verificar', home: '/' },
} as const;
