/**
 * The spec's signing flow (§2 "Signing flow", §4 "Signing" and "Home tracker" choose terms, §5 "Signing", §8, §9),
 * copied from the spec. The routes are literal paths of one application (`screens(id)`).
 */
import {
  ALERT_MS,
  COUNTDOWN_TICK_MS,
  MESSAGES,
  PROFILE_POLLING_MS,
  RESEND_WAIT_S,
} from '../../model/oracle/spec.ts';

const base = (id: string) => `/firmar-aplicacion-credito/${id}`;

export const SIGNING_SPEC = {
  /** §2 route table and titles. Headings the spec names are literal; the others are marked as the design's. */
  screens: (id: string) => ({
    chooseTerm: { route: `${base(id)}/seleccionar-plazo`, heading: 'Selecciona tu primer pago' },
    contract: { route: base(id), heading: 'Contrato' },
    /** §2 "After finishing it shows 'Estamos validando tu firma' with a spinner" (as the page's heading). */
    validating: { route: base(id), heading: 'Estamos validando tu firma' },
    /** §2 "Invalid state: title 'Firma no validada'". */
    invalid: { route: base(id), heading: 'Firma no validada' },
    /** Not in the spec: the terms page's heading (the design's). */
    acceptTerms: { route: `${base(id)}/aceptar-terminos`, heading: 'Acepta los términos' },
    /** Not in the spec: the payment table's heading (the design's). */
    paymentTable: { route: `${base(id)}/tabla-de-pagos`, heading: 'Tabla de pagos' },
    /** Not in the spec: the CLABE step's heading (the design's). */
    clabe: { route: `${base(id)}/cuenta-clabe`, heading: 'Cuenta CLABE' },
    /**
     * §2 firma-exitosa: PERSONAL_LOAN 'Tu dinero va en camino'; STORE "the merchant was notified" (no Spanish text in
     * the spec: 'Le avisamos al comercio' is the design's).
     */
    success: {
      route: `${base(id)}/firma-exitosa`,
      heading: { PERSONAL_LOAN: 'Tu dinero va en camino', STORE: 'Le avisamos al comercio' },
    },
  }),
  routes: (id: string) => [
    base(id),
    `${base(id)}/seleccionar-plazo`,
    `${base(id)}/aceptar-terminos`,
    `${base(id)}/tabla-de-pagos`,
    `${base(id)}/cuenta-clabe`,
    `${base(id)}/firma-exitosa`,
  ],
  /** §2 wrapper: not in the list or not APPROVED → home; §2 'Entendido' goes home. */
  home: '/',
  texts: {
    /** §8 "No date chosen" / §2 "error alert 'Debe seleccionar una fecha' for 5 s". */
    noDate: 'Debe seleccionar una fecha',
    /** §8 "Wrong signing PIN". */
    wrongPin: 'Has ingresado un NIP incorrecto.',
    /** §8 "Other NIP failure" ({phone}: the customer-service phone). */
    pinFailed: (phone: string) =>
      `No pudimos procesar tu solicitud vuelve a intentarlo, si el problema persiste comuníquese con soporte al ${phone}`,
    /** §8 "Resend compliance or signature code fails". */
    resendFailed: 'No pudimos reenviar el NIP.',
    /** §8 "CLABE registration fails": error alert with an empty message. */
    clabeFailed: '',
    /** §8 success messages. */
    storeSigned: 'La compra ha sido firmada de forma exitosa',
    loanSigned: 'Tu préstamo ha sido firmado de manera exitosa',
    /** §5 generic messages for the 6-digit signing PIN. */
    required: MESSAGES.required,
    minDigits: MESSAGES.minDigits,
  },
  /** §9 field sizes. */
  sizes: { pin: 6, clabe: 18 },
  timings: {
    /** §4 "On the contract screen the profile is polled every 3 s"; §9 "profile polling 3000 ms". */
    pollMs: PROFILE_POLLING_MS,
    /** §9 "Resend waits: 60 s (… signing PIN)", ticking each second (§4). */
    resendSeconds: RESEND_WAIT_S,
    tickMs: COUNTDOWN_TICK_MS,
    errorMs: ALERT_MS.error,
    successMs: ALERT_MS.default,
  },
} as const;
