/**
 * The spec's promoter quick application (§2 "Promoter area", §4 "Promoter flow", §5 "Promoter data" / "Quick
 * application", §8, §9), copied from the spec.
 */
import { ALERT_MS, COUNTDOWN_TICK_MS, DEBOUNCE_MS, RESEND_WAIT_BUSINESS_S } from '../../model/oracle/spec.ts';

export const PROMOTER_SPEC = {
  /**
   * §2 routes (the simulation start, data step and activation code step are "also seen" under
   * /promotor/solicitud-rapida; their paths are the design's). Headings: the spec names none; these are the
   * design's, except the failed preliminary model and the result, which reuse the result screen (§2).
   */
  screens: {
    simulation: { route: '/promotor/solicitud-rapida', heading: 'Solicitud rápida' },
    clientCheck: { route: '/promotor/solicitud-rapida/client-info', heading: 'Datos del cliente' },
    data: { route: '/promotor/solicitud-rapida/datos', heading: 'Datos de la solicitud' },
    product: { route: '/promotor/solicitud-rapida/producto', heading: 'Información del producto' },
    consent: { route: '/promotor/permisos', heading: 'Permisos' },
    preliminaryFailed: {
      route: '/promotor/modelo-preliminar-fallido',
      heading: 'Por el momento no podemos aprobar la solicitud del cliente',
    },
    finish: { route: '/promotor/terminar-solicitud', heading: 'Terminar solicitud' },
    confirmEmail: { route: '/promotor/confirmar-correo', heading: 'Confirmar correo' },
    activation: { route: '/promotor/solicitud-rapida/codigo-activacion', heading: 'Código de activación' },
    /**
     * The result screen in promoter mode; its headings per status are the design's (not in the spec). Issue 23: it
     * speaks to the promoter about the customer (third person) and a rejection shows no reason (the customer's
     * credit-bureau detail): `rejectedText` says the customer gets it.
     */
    result: {
      route: '/promotor/resultado',
      heading: {
        APPROVED: 'La solicitud del cliente fue autorizada',
        PREAPPROVED: 'La solicitud del cliente fue pre-autorizada',
        RETRY_PROCESSING_APPLICATION: 'Estamos procesando la solicitud del cliente',
        ELEGIBLE_FOR_INTEREST_PAYMENTS: 'Puede continuar con intereses',
        rejected: 'Por el momento no podemos aprobar la solicitud del cliente',
      } as Readonly<Record<string, string>>,
      rejectedText:
        'Por privacidad, el motivo solo se le comunica al cliente: lo recibe por SMS en su teléfono.',
    },
  },
  routes: [
    '/promotor/solicitud-rapida',
    '/promotor/solicitud-rapida/client-info',
    '/promotor/solicitud-rapida/datos',
    '/promotor/solicitud-rapida/producto',
    '/promotor/permisos',
    '/promotor/modelo-preliminar-fallido',
    '/promotor/terminar-solicitud',
    '/promotor/confirmar-correo',
    '/promotor/solicitud-rapida/codigo-activacion',
    '/promotor/resultado',
  ],
  /** §2: the result in promoter mode shows 'Finalizar' and returns to /promotor. */
  home: '/promotor',
  labels: { finish: 'Finalizar' },
  /** §2 client badges. */
  badges: { registered: 'Cliente registrado', incomplete: 'Cliente incompleto', new: 'Cliente nuevo' },
  texts: {
    /** §5 quick application: move-in and start month/year "before today" (§5 address: this text). */
    pastDate: 'La fecha debe ser menor al día de hoy',
    /**
     * §8 "Application creation fails (not status 422), client or promoter": the creation's text of the row (issue
     * 23; the 'subir' text is the client's submission, which the promoter has none of).
     */
    createFailed: 'Hubo un error al crear la solicitud, vuelve a intentarlo',
    /** §8 "Cannot create". */
    rejectedLimit: 'Excediste el número de solicitudes rechazadas, por favor intenta nuevamente en un mes.',
    tooMany: 'Estás intentando subir demasiadas solicitudes, por favor intenta de nuevo en 2 minutos.',
    /** §8 "Wrong NIP (HTTP 409)". */
    wrongNip: 'Has ingresado un NIP incorrecto.',
    /** §8 "Promoter processing fails". */
    processFailed: 'Ocurrió un error al intentar procesar la solicitud',
    /** §8 "Quick application fails". */
    quickFailed: 'Hubo un error, vuelva a intentarlo.',
    /** §8 "Wrong activation code". */
    wrongCode: 'Has ingresado un código incorrecto.',
    /** §8 "Promoter activation code fails". */
    codeFetchFailed: 'No pudimos solicitar el NIP.',
    /** §8 "Resend compliance or signature code fails". */
    resendFailed: 'No pudimos reenviar el NIP.',
    /** §8 "Phone check fails" / "E-mail check fails". */
    phoneCheckFailed: 'Hubo un error al revisar si el número de teléfono ya existe, vuelve a ingresarlo',
    emailCheckFailed: 'Hubo un error al revisar si el email ya existe, vuelve a intentarlo',
    /** §5 "Promoter data" / "Quick application". */
    phoneTaken: 'El número ingresado ya se encuentra registrado.',
    emailTaken: 'El email ingresado ya se encuentra registrado.',
    /** §8 CURP lookup: the same personal data already registered. */
    curpTaken: 'Una cuenta con los mismos datos personales ya se encuentra registrada',
  },
  timings: {
    /** §9 "Resend waits: … 90 s for the business role", one tick a second (§4). */
    resendSeconds: RESEND_WAIT_BUSINESS_S,
    tickMs: COUNTDOWN_TICK_MS,
    /** §9 estimate debounce 500 ms. */
    estimateDebounceMs: DEBOUNCE_MS.estimate,
    errorMs: ALERT_MS.error,
  },
} as const;
