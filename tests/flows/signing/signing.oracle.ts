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
import { routesUnder } from '../../ui/app/access.oracle.ts';

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
  routes: (id: string) =>
    routesUnder('/firmar-aplicacion-credito/:applicationId').map((route) =>
      route.replace(':applicationId', id),
    ),
  /** §2 wrapper: not in the list or not APPROVED → home; §2 'Entendido' goes home. */
  home: '/',
  /**
   * What opening signing does with each application status (§3 "Application statuses", plus the contract's
   * PENDING_CLIENT_CONSENT). §2 wrapper and §4 "Signing": only an APPROVED application is signed, every other
   * status sends home. Two readings the app holds beside it, each its own row: VALIDATING_SIGNATURE is an APPROVED
   * application whose signature the provider is still validating (the contract's polling again, §4), and
   * SIGNED/PAID/CONFIRMED open only the payment table, CLABE and success screens (issue 23.7; home from any
   * earlier step).
   */
  entry: {
    APPROVED: 'sign',
    VALIDATING_SIGNATURE: 'validating',
    SIGNED: 'signed',
    PAID: 'signed',
    CONFIRMED: 'signed',
    PREAPPROVED: 'home',
    DOCUMENTS_UPLOADED: 'home',
    ANALYSIS: 'home',
    REJECTED: 'home',
    RETRY_PROCESSING_APPLICATION: 'home',
    ELEGIBLE_FOR_INTEREST_PAYMENTS: 'home',
    PENDING_CLIENT_CONSENT: 'home',
  } as Readonly<Record<string, 'sign' | 'validating' | 'signed' | 'home'>>,
  /** The statuses a screen with a form of the contract (term, contract, PIN, first CLABE) may ever hold. */
  signableStatuses: ['APPROVED', 'VALIDATING_SIGNATURE'] as readonly string[],
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
    /** Not in the spec: the line under that empty message, so the error says what to do (issue 37). */
    clabeFailedDescription: 'No pudimos registrar tu CLABE. Revisa tu conexión y vuelve a intentarlo.',
    /** §8 success messages. */
    storeSigned: 'La compra ha sido firmada de forma exitosa',
    loanSigned: 'Tu préstamo ha sido firmado de manera exitosa',
    /** §5 generic messages for the 6-digit signing PIN. */
    required: MESSAGES.required,
    minDigits: MESSAGES.minDigits,
  },
  /** §9 field sizes. */
  sizes: { pin: 6, clabe: 18 },
  /**
   * §5 "CLABE 18 digits": a Mexican CLABE's 18th digit is its check digit (the banking standard: weights 3, 7, 1
   * over the first 17 digits, each product mod 10, then (10 − sum mod 10) mod 10). Written here, not imported.
   */
  isValidClabe: (clabe: string) => {
    if (!/^\d{18}$/.test(clabe)) return false;
    const weights = [3, 7, 1];
    let sum = 0;
    for (let i = 0; i < 17; i++) sum += (Number(clabe[i]) * (weights[i % 3] as number)) % 10;
    return (10 - (sum % 10)) % 10 === Number(clabe[17]);
  },
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
