/**
 * The spec's credit application (§2 "Credit application", §4 "Store application flow", §5 "Product form" /
 * "Consent", §8, §9), copied from the spec.
 */
import { ALERT_MS, COUNTDOWN_TICK_MS, DEBOUNCE_MS, RESEND_WAIT_S } from '../../model/oracle/spec.ts';

export const APPLICATION_SPEC = {
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
  routes: [
    '/aplicacion-credito',
    '/aplicacion-credito/info-domicilio',
    '/aplicacion-credito/info-empleo',
    '/aplicacion-credito/referencias',
    '/aplicacion-credito/permisos',
    '/aplicacion-credito/continuar-a-meses-con-intereses',
    '/aplicacion-credito/resultado',
    '/aplicacion-credito/limite-de-solicitudes-exedido',
  ],
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
    /** §2 "Promoter mode shows 'Finalizar' and returns to /promotor". */
    finish: 'Finalizar',
  },
  /** §2: promoter mode returns to /promotor; §2 guards: a store application with no store goes to /. */
  destination: { promoter: '/promotor', home: '/' },
  timings: {
    /** §5/§9: the estimate 500 ms after the amount stops changing, for an amount of 2,000 to 50,000. */
    estimateDebounceMs: DEBOUNCE_MS.estimate,
    estimateRange: [2000, 50000] as const,
    /** §5 "Consent: Resend only after a 60 s countdown"; §9 compliance code 60 s; one tick a second (§4). */
    resendSeconds: RESEND_WAIT_S,
    tickMs: COUNTDOWN_TICK_MS,
    errorMs: ALERT_MS.error,
  },
} as const;
