/**
 * The spec's credit application (§2 "Credit application", §4 "Store application flow", §5 "Product form" /
 * "Consent", §8, §9), copied from the spec.
 */
import { trackRows } from '../../model/harness/rows.ts';
import {
  ALERT_MS,
  BOUNDS,
  DEBOUNCE_MS,
  DEFAULT_REJECTION as DEFAULT_REASON,
  overdueAccountsText as overdueCount,
  REJECTION_REASONS as REASONS,
  RESEND_WAIT_S,
  SPEC_STATUSES,
} from '../../model/oracle/spec.ts';
import { routesUnder } from '../../ui/app/access.oracle.ts';

/** §8 "Rejection reasons and their screens" (the shared spec oracle's table). */
export { REASONS };

/**
 * §9 term options by amount (pesos, both ends inclusive; the bands meet at the centavo: 20,000 is in the fourth
 * band, 20,000.01 in the fifth). The personal loan uses only the first four.
 */
const TERM_BANDS = [
  { from: 2000, to: 2999.99, terms: [3] },
  { from: 3000, to: 4999.99, terms: [3, 6] },
  { from: 5000, to: 9999.99, terms: [3, 6, 9, 12] },
  { from: 10000, to: 20000, terms: [3, 6, 9, 12, 15, 18] },
  { from: 20000.01, to: 50000, terms: [3, 6, 9, 12, 15, 18, 24] },
] as const;

/**
 * Every status an answer may carry (the API's statuses, plus the promoter's PASSED_PRELIMINARY_MODEL), and where §4
 * sends each, by entry:
 * - `submitted`: the submission's answer without processedAt — REJECTED or RETRY_PROCESSING_APPLICATION → result,
 *   anything else → permisos;
 * - `processed`: an answer with processedAt (the submission's, or the NIP's) — ELEGIBLE_FOR_INTEREST_PAYMENTS → the
 *   interest offer, anything else → result;
 * - `result`: the result screen (§2): APPROVED, PREAPPROVED, RETRY_PROCESSING_APPLICATION their own screen, any
 *   other status the rejection screen.
 */
export const STATUSES = [...SPEC_STATUSES, 'PENDING_CLIENT_CONSENT', 'PASSED_PRELIMINARY_MODEL'] as const;
export const STATUS_ENTRIES = ['submitted', 'processed', 'nip', 'result'] as const;

const SPEC = {
  /** §2 route table, titles and progress. Headings the spec names are literal; the others are the design's. */
  screens: {
    product: {
      route: '/aplicacion-credito',
      /** Not in the spec: the product form's title (the design's), by application type. */
      heading: { STORE: 'Información de tu compra', PERSONAL_LOAN: 'Información de tu préstamo' },
    },
    address: {
      route: '/aplicacion-credito/info-domicilio',
      heading: 'Datos de tu domicilio...',
      progress: 25,
    },
    /** §2 gives info-empleo its progress (50 %) but no title: 'Datos de tu empleo...' is the design's. */
    employment: { route: '/aplicacion-credito/info-empleo', heading: 'Datos de tu empleo...', progress: 50 },
    references: { route: '/aplicacion-credito/referencias', heading: 'Referencias...', progress: 75 },
    consent: { route: '/aplicacion-credito/permisos', heading: 'Permisos...', progress: 100 },
    /** Not in the spec: the interest offer's heading (the design's). */
    interestOffer: {
      route: '/aplicacion-credito/continuar-a-meses-con-intereses',
      heading: 'Continuar a meses con intereses',
    },
    /**
     * §2 "Result screens" gives the meanings ('authorised', 'pre-authorised', 'processing', rejection) in English;
     * these Spanish headings are the design's (not in the spec).
     */
    result: {
      route: '/aplicacion-credito/resultado',
      heading: {
        APPROVED: '¡Tu solicitud ha sido autorizada!',
        PREAPPROVED: '¡Tu solicitud ha sido pre-autorizada!',
        RETRY_PROCESSING_APPLICATION: 'Estamos procesando tu solicitud',
        rejected: 'Por el momento no podemos aprobar tu solicitud',
      } as Readonly<Record<string, string>>,
      /** Promoter mode (issue 23): the customer in the third person; a rejection without its reason. */
      promoterHeading: {
        APPROVED: 'La solicitud del cliente fue autorizada',
        PREAPPROVED: 'La solicitud del cliente fue pre-autorizada',
        RETRY_PROCESSING_APPLICATION: 'Estamos procesando la solicitud del cliente',
        ELEGIBLE_FOR_INTEREST_PAYMENTS: 'Puede continuar con intereses',
        rejected: 'Por el momento no podemos aprobar la solicitud del cliente',
      } as Readonly<Record<string, string>>,
    },
    /** Not in the spec: the limit page's heading (the design's). */
    limitExceeded: {
      route: '/aplicacion-credito/limite-de-solicitudes-exedido',
      heading: 'Límite de solicitudes excedido',
    },
  },
  routes: routesUnder('/aplicacion-credito'),
  texts: {
    /**
     * §8 "Application creation fails (not status 422)": the row has two texts; issue 23 puts each on its own
     * failure — 'crear' when the creation fails, 'subir' when the submission fails.
     */
    createFailed: 'Hubo un error al crear la solicitud, vuelve a intentarlo',
    submitFailed: 'Hubo un error al subir la solicitud, vuelva a intentarlo.',
    /** §8 "Resend compliance or signature code fails". */
    resendFailed: 'No pudimos reenviar el NIP.',
    /** §8 "Wrong NIP (HTTP 409)". */
    wrongNip: 'Has ingresado un NIP incorrecto.',
    /** §8 "Other NIP failure" ({phone}: the customer-service phone). */
    nipFailed: (phone: string) =>
      `No pudimos procesar tu solicitud vuelve a intentarlo, si el problema persiste comuníquese con soporte al ${phone}`,
    /** §8 "Saved store application has no store" (5 s), then /. */
    missingStore:
      'No se encontró una tienda en la solicitud guardada, por favor usa un el link de una tienda para volver a llenar tu solicitud.',
    /** §8 "Cannot create". */
    rejectedLimit: 'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.',
    tooMany: 'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.',
    /** §4/§8 interest offer failure: an error alert with an empty message. */
    offerFailed: '',
    /**
     * The postal-code lookup finds nothing (issue 23.8; §5 gives 'El código postal ingresado no es válido' for
     * "not found", which a real but unknown code such as 44100 contradicts): a 404 says so with a hint to check it;
     * any other failure is §8's generic 'Hubo un error, vuelve a intentarlo más tarde.' (as for the CURP lookup).
     */
    postalCodeNotFound: 'No encontramos ese código postal. Revisa que esté bien escrito.',
    postalCodeLookupFailed: 'Hubo un error, vuelve a intentarlo más tarde.',
    /** §5 address and employment: "Move-in date must be in the past" (also the employment's start month). */
    pastDate: 'La fecha debe ser menor al día de hoy',
    /** §2 "Promoter mode shows 'Finalizar' and returns to /promotor". */
    finish: 'Finalizar',
  },
  /** §2: promoter mode returns to /promotor; §2 guards: a store application with no store goes to /. */
  /**
   * §2: promoter mode returns to /promotor; APPROVED goes to the sign route of the application, or to its term
   * selection when the contract is already signed (§2 route table: /firmar-aplicacion-credito/{applicationId},
   * child seleccionar-plazo); every other result, and a store application with no store, to /.
   */
  destination: {
    promoter: '/promotor',
    home: '/',
    sign: (id: string, contractSigned: boolean) =>
      `/firmar-aplicacion-credito/${id}${contractSigned ? '/seleccionar-plazo' : ''}`,
  },
  timings: {
    /** §5/§9: the estimate 500 ms after the amount stops changing, for an amount of 2,000 to 50,000. */
    estimateDebounceMs: DEBOUNCE_MS.estimate,
    estimateRange: [2000, 50000] as const,
    /**
     * §5 "Consent: Resend only after a 60 s countdown"; §9 compliance code 60 s. (Its one tick a second, §4, is the
     * shared countdown's, checked on a clock by its own test: the model fakes the child, so no walk here used it.)
     */
    resendSeconds: RESEND_WAIT_S,
    errorMs: ALERT_MS.error,
  },
  /** §5 and §9, in pesos. */
  rules: {
    /** §5 product (store): price min 2,000, max 50,000, required. */
    price: { min: 2000, max: 50000 },
    /**
     * §5 credit amount: min 2,000; max the smaller of the available limit and the financeable amount (90 % of the
     * price, capped at 50,000; the price itself when 90 % is under 2,000). A store application without a limit of
     * its own may ask for up to 50,000 (§9 purchase amount); a personal loan up to its available limit (limit minus
     * overdue and current balance, §9).
     */
    amount: { min: 2000, max: 50000 },
    financingPercent: 90,
    /** §5 'Monthly rent min 1,000 when RENTED'; §9 min rent. */
    rent: BOUNDS.minRent,
    /** §5 employment 'monthly income (min 1,000)' when EMPLOYED, INDEPENDENT or RETIRED; §9 min income. */
    income: BOUNDS.minIncome,
    /** §9 dependents 0 to 6+ (the last option is '6 o más'). */
    dependents: { min: 0, max: 6 },
    /** §5/§9: postal code 5 digits, NIP exactly 6, reference phones at least 10 (the phone is 10 digits, §9). */
    postalCodeDigits: 5,
    nipDigits: 6,
    referencePhoneDigits: 10,
  },
  bands: TERM_BANDS,
  /**
   * §2 "/prestamo-personal": "URL query parameters are kept as marketing parameters (utm); defaults are medium
   * 'organic' and source 'clients-webapp'". The model's landing URL and what the application must carry.
   */
  landing: {
    query: '?utm_campaign=buen-fin&utm_term=tasa-cero&utm_content=banner-2',
    utm: {
      medium: 'organic',
      source: 'clients-webapp',
      campaign: 'buen-fin',
      term: 'tasa-cero',
      content: 'banner-2',
    },
  },
  /** §9 "No-interest (MSI) badge: terms up to 12 months for the personal loan if the user is eligible". */
  msiMaxMonths: 12,
  reasons: REASONS,
  defaultReason: DEFAULT_REASON,
  overdueCount,
} as const;

/** Rows: each term band, each bound walked below/at/above, each reason, each status at each entry. */
const sides = (rule: string) => ['below', 'at', 'above'].map((side) => `${rule}.${side}`);
export const BOUND_ROWS = [
  ...[
    'price.min',
    'price.max',
    'amount.min',
    'amount.financing',
    'amount.priceItself',
    'amount.limit',
  ].flatMap(sides),
  ...['rent.min', 'income.min', 'postalCode.digits', 'nip.digits', 'referencePhone.digits'].flatMap(sides),
  // The dependents are a list (0 … '6 o más'): both ends accepted, and the screen offers nothing beyond them.
  'dependents.min.at',
  'dependents.max.at',
  'dependents.options',
];

/**
 * Rows only the screens can show (the forms' headings and progress, the limit page's texts, 'Finalizar', the
 * dependents' list): required of the UI level; every other row of the machine level.
 */
export const APPLICATION_UI_ROWS =
  /^(screens\.(address|employment|references|consent|interestOffer|limitExceeded)\.(heading|progress)|texts\.(finish|rejectedLimit|tooMany)|bounds\.dependents\.options)$/;

export const applicationRows = trackRows('application', SPEC, {
  // Rows only the screens show are required of the UI level; every other row of the machine level.
  atLevel: (row, level) => (level === 'ui') === APPLICATION_UI_ROWS.test(row),
  tables: {
    // Each band's two edges, and the edge of the disabled buttons (§5: under 1,999).
    bands: [...TERM_BANDS.flatMap((b) => [String(b.from), String(b.to)]), '1998.99', '1999'],
    reasons: [...Object.keys(REASONS), 'default', 'unknown', 'count', 'trailingSpace'],
    statuses: STATUSES.flatMap((status) => STATUS_ENTRIES.map((entry) => `${entry}.${status}`)),
    bounds: BOUND_ROWS,
  },
});

/** The oracle, read through its row tracker (tests/model/harness/rows.ts). */
export const APPLICATION_SPEC = applicationRows.spec;
