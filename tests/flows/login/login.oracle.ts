/**
 * The spec's login (§2 "Login and password", §4 "Login", §5 "Login", §8 "Login fails"), copied from the spec.
 */
import { ALERT_MS, MESSAGES } from '../../model/oracle/spec.ts';

export const LOGIN_SPEC = {
  /** §2 route table. Heading: the spec names none; the page is titled as its button, 'Iniciar sesión'. */
  screen: { route: '/login', heading: 'Iniciar sesión' },
  routes: ['/login', '/crear-cuenta', '/olvide-contrasena'],
  /** §8 "Login fails": error alert, 5 s. */
  failed: { message: 'Has ingresado un correo electrónico o contraseña incorrectos.', ms: ALERT_MS.error },
  /** §5 "Login: e-mail valid and required; password required." */
  errors: {
    email: (value: string, valid: boolean) =>
      value === '' ? MESSAGES.required : valid ? undefined : MESSAGES.invalid,
    password: (value: string) => (value === '' ? MESSAGES.required : undefined),
  },
  /**
   * §4 "Login": an ephemeral-client token goes to account verification; otherwise the originating page or home.
   * §2: prestamo=personal → /aplicacion-credito as a personal loan (stored application cleared, §4);
   * prestamo=tienda → returns to /aplicacion-credito.
   */
  destination: {
    verification: '/crear-cuenta/verificar',
    application: '/aplicacion-credito',
    home: '/',
  },
} as const;
