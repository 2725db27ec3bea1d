/**
 * Every route path of spec §2, written once. The route table (src/app/routes.ts), the guards, the shell and the
 * flow machines (`meta.route`, redirects) import these names instead of repeating the strings. Pure data: no
 * imports, safe for machines (which never import src/app).
 *
 * Parametrised paths keep React Router's `:param` form; `fillPath` fills them.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  storeRequest: '/solicitud',
  personalLoan: '/prestamo-personal',
  terms: '/terminos-y-condiciones',
  startPurchase: '/iniciar-compra',
  storeConfirmation: '/confirmacion',

  signup: '/crear-cuenta',
  signupPersonalData: '/crear-cuenta/datos-personales',
  signupVerify: '/crear-cuenta/verificar',
  signupUpdateEmail: '/crear-cuenta/actualizar-correo',
  signupCompleted: '/crear-cuenta/completada',

  forgotPassword: '/olvide-contrasena',
  resetPassword: '/olvide-contrasena/recuperar-contrasena',

  profile: '/perfil',
  share: '/compartir',
  documentsUploaded: '/documentos-subidos-con-exito',

  application: '/aplicacion-credito',
  applicationAddress: '/aplicacion-credito/info-domicilio',
  applicationEmployment: '/aplicacion-credito/info-empleo',
  applicationReferences: '/aplicacion-credito/referencias',
  applicationConsent: '/aplicacion-credito/permisos',
  applicationInterestOffer: '/aplicacion-credito/continuar-a-meses-con-intereses',
  applicationResult: '/aplicacion-credito/resultado',
  applicationLimitExceeded: '/aplicacion-credito/limite-de-solicitudes-exedido',

  signing: '/firmar-aplicacion-credito/:applicationId',
  signingChooseTerm: '/firmar-aplicacion-credito/:applicationId/seleccionar-plazo',
  signingAcceptTerms: '/firmar-aplicacion-credito/:applicationId/aceptar-terminos',
  signingPaymentTable: '/firmar-aplicacion-credito/:applicationId/tabla-de-pagos',
  signingClabe: '/firmar-aplicacion-credito/:applicationId/cuenta-clabe',
  signingSuccess: '/firmar-aplicacion-credito/:applicationId/firma-exitosa',

  purchases: '/compras',
  purchaseDetails: '/compras/detalles-de-compra/:applicationId',
  purchasePaymentTable: '/compras/detalles-de-compra/:applicationId/tabla-de-pagos',
  paidPurchase: '/compras/pagadas/:applicationId',
  payment: '/compras/pagos/:paymentId',
  paymentApplicationOrder: '/compras/aplicacion-de-pagos',

  paymentOptions: '/alternativas-de-pago',
  paymentBbva: '/alternativas-de-pago/bbva',
  paymentOxxo: '/alternativas-de-pago/oxxo',
  paymentTransfer: '/alternativas-de-pago/transferencia-electronica',

  help: '/preguntas-frecuentes',
  helpDetail: '/preguntas-frecuentes/detalle',
  helpCategory: '/preguntas-frecuentes/:category',

  promoter: '/promotor',
  promoterQuick: '/promotor/solicitud-rapida',
  promoterQuickClientInfo: '/promotor/solicitud-rapida/client-info',
  promoterQuickData: '/promotor/solicitud-rapida/datos',
  promoterQuickProduct: '/promotor/solicitud-rapida/producto',
  promoterQuickNip: '/promotor/solicitud-rapida/verificacion-nip',
  promoterQuickActivationCode: '/promotor/solicitud-rapida/codigo-activacion',
  promoterConsent: '/promotor/permisos',
  promoterFinishApplication: '/promotor/terminar-solicitud',
  promoterConfirmEmail: '/promotor/confirmar-correo',
  promoterPreliminaryFailed: '/promotor/modelo-preliminar-fallido',
  promoterResult: '/promotor/resultado',

  statecharts: '/statecharts',
} as const;

export type PathName = keyof typeof PATHS;
export type Path = (typeof PATHS)[PathName];

/** `fillPath(PATHS.signing, { applicationId: 'a1' })` → `/firmar-aplicacion-credito/a1` (values URL-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z]+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(value);
  });
}
