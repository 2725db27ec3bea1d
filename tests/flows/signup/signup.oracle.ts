/**
 * The spec's sign-up (§2 "Sign-up", §4 "Sign-up", §5 "Account step" / "Verification" / "New e-mail" / "CURP
 * search" / "Personal data", §8, §9), copied from the spec. The sign-up model's `oracle` is built from it
 * (tests/flows/signup/signup.model.ts).
 */
import {
  ALERT_MS,
  COUNTDOWN_TICK_MS,
  DRAFT_LIFETIME,
  MESSAGES,
  RESEND_WAIT_S,
  STORAGE_KEYS,
} from '../../model/oracle/spec.ts';
import { routesUnder } from '../../ui/app/access.oracle.ts';

export const SIGNUP_SPEC = {
  /** §2 route table. Headings the spec names are literal; the others are marked as the design's. */
  screens: {
    account: { route: '/crear-cuenta', heading: 'Crear cuenta', headingFrom: 'design' },
    personalData: {
      route: '/crear-cuenta/datos-personales',
      heading: 'Datos personales',
      headingFrom: 'design',
    },
    verify: { route: '/crear-cuenta/verificar', heading: 'Verifica tu correo', headingFrom: 'design' },
    updateEmail: {
      route: '/crear-cuenta/actualizar-correo',
      heading: 'Actualiza tu correo electrónico',
      headingFrom: 'spec',
    },
    completed: {
      route: '/crear-cuenta/completada',
      heading: '¡Tu cuenta está lista!',
      headingFrom: 'design',
    },
  },
  routes: routesUnder('/crear-cuenta'),
  /** §2 controls and labels. */
  labels: {
    continue: 'Continuar',
    withCurp: 'Con CURP',
    withoutCurp: 'Sin CURP',
    searchCurp: 'Buscar CURP',
    createAccount: 'Crear cuenta',
    searching: 'Buscando información',
    notYourEmail: '¿Este no es tu correo?',
    confirmEmail: 'Confirmar correo',
    completedSteps: ['Crear cuenta', 'Completa tu solicitud'],
    finish: 'Finalizar',
  },
  /** §2: 'Con CURP' is the default mode; §4: a rejected lookup switches to manual ('Sin CURP'). */
  defaultMode: 'Con CURP',
  texts: {
    required: MESSAGES.required,
    invalid: MESSAGES.invalid,
    minDigits: MESSAGES.minDigits,
    maxDigits: MESSAGES.maxDigits,
    /** §5 "Personal data". */
    minAge: 'Debes tener al menos 18 años',
    maxAge: 'Debes ser menor de 70 años',
    acceptTerms: 'Debes aceptar los términos y condiciones',
    /** §8. */
    accountCreationFailed: 'Hubo un problema al crear la cuenta, vuelva a intentarlo.',
    alreadyUsed:
      'Has ingresado un correo electrónico y/o número de teléfono que ya está asociado a una cuenta.',
    curpNotFound: 'No hemos encontrado información asociada al CURP que ingresaste.',
    curpConflict: 'Una cuenta con los mismos datos personales ya se encuentra registrada',
    curpOtherError: 'Hubo un error, vuelve a intentarlo más tarde.',
    wrongCode: 'Has ingresado un código incorrecto.',
    phoneCheckFailed: 'Hubo un error al revisar si el número de teléfono ya existe, vuelve a ingresarlo',
    emailCheckFailed: 'Hubo un error al revisar si el email ya existe, vuelve a intentarlo',
    nonMexican:
      'Por el momento no podemos ofrecer nuestro servicio a personas que no tengan nacionalidad mexicana.',
  },
  /** §5 field sizes. */
  sizes: { phone: 10, password: 8, activationCode: 4, curp: 18, rfc: 13 },
  timings: {
    /** §4/§9: resend countdown starts at 60 s, ticks each second, restarts on resend. */
    resendSeconds: RESEND_WAIT_S,
    tickMs: COUNTDOWN_TICK_MS,
    errorAlertMs: ALERT_MS.error,
    /** §5/§9: a pending signup draft is dropped after more than 12 (hours). */
    draftLifetimeMs: DRAFT_LIFETIME.signupHours * 60 * 60 * 1000,
  },
  draftKey: STORAGE_KEYS.pendingClientSignup,
  /**
   * §4 outcomes: account availability false → the flow continues; CURP lookup rejected (404) → manual mode;
   * country of birth not MEXICO → non-Mexican outcome; create account → an ephemeral-client token handed to the
   * session; verification → a full client token, then /crear-cuenta/completada, whose Continue goes to
   * /aplicacion-credito when an application type is set, else /.
   */
  destination: { afterCreate: '/crear-cuenta/verificar', completed: '/crear-cuenta/completada' },
} as const;
