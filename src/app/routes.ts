/**
 * The route table of spec §2, with the access class of each route (spec §6). Pure data: the router
 * (router.tsx) turns it into lazy route objects and the guard (guards.ts) reads the access class.
 *
 * Access classes:
 *   - public        anyone (the session-kind rules still apply: ephemeral, business and suspended sessions are
 *                   confined to their own pages);
 *   - signup        public sign-up pages: a full client goes to /, an ephemeral client to /crear-cuenta/verificar;
 *   - client        guarded: a visitor goes to /login keeping the origin;
 *   - verification  the two pages of an unverified sign-up: ephemeral clients only (a full client goes on to
 *                   /crear-cuenta/completada, anyone else to /login);
 *   - business      /promotor/* pages: promoters only, anyone else goes to /promotor;
 *   - promoterLanding  /promotor itself, not guarded.
 */
export type Access = 'public' | 'signup' | 'client' | 'verification' | 'business' | 'promoterLanding';

/** Which screen module renders the route (each loads lazily); `placeholder` is a plain titled page for now. */
export type ScreenKey = 'login' | 'home' | 'terms' | 'password' | 'signup' | 'placeholder';

export interface AppRoute {
  readonly path: string;
  readonly access: Access;
  /** Page title (Spanish), used by placeholder pages and the document title. */
  readonly title: string;
  readonly screen: ScreenKey;
}

const route = (path: string, access: Access, title: string, screen: ScreenKey = 'placeholder'): AppRoute => ({
  path,
  access,
  title,
  screen,
});

const APPLICATION = '/aplicacion-credito';
const SIGNING = '/firmar-aplicacion-credito/:applicationId';
const PURCHASES = '/compras';
const PAYMENT_OPTIONS = '/alternativas-de-pago';
const HELP = '/preguntas-frecuentes';
const QUICK = '/promotor/solicitud-rapida';

export const ROUTES: readonly AppRoute[] = [
  // Public
  route('/login', 'public', 'Iniciar sesión', 'login'),
  route('/solicitud', 'public', 'Compra hoy y paga a meses'),
  route('/prestamo-personal', 'public', 'Préstamo personal'),
  route('/terminos-y-condiciones', 'public', 'Términos y condiciones', 'terms'),
  route('/iniciar-compra', 'public', 'Iniciar compra'),
  route('/confirmacion', 'public', 'Comercio seleccionado'),
  route('/crear-cuenta', 'signup', 'Crear cuenta', 'signup'),
  route('/crear-cuenta/datos-personales', 'signup', 'Datos personales', 'signup'),
  route('/olvide-contrasena', 'public', 'Recuperar contraseña', 'password'),
  route('/olvide-contrasena/recuperar-contrasena', 'public', 'Restablecer contraseña', 'password'),
  route('/promotor', 'promoterLanding', 'Promotor'),

  // Guarded (client)
  route('/', 'client', 'Inicio', 'home'),
  route('/perfil', 'client', 'Perfil'),
  route('/compartir', 'client', 'Compartir'),
  route('/documentos-subidos-con-exito', 'client', 'Documentos recibidos'),
  route(APPLICATION, 'client', 'Solicitud de crédito'),
  route(`${APPLICATION}/info-domicilio`, 'client', 'Datos de tu domicilio'),
  route(`${APPLICATION}/info-empleo`, 'client', 'Datos de tu empleo'),
  route(`${APPLICATION}/referencias`, 'client', 'Referencias'),
  route(`${APPLICATION}/permisos`, 'client', 'Permisos'),
  route(`${APPLICATION}/continuar-a-meses-con-intereses`, 'client', 'Continuar a meses con intereses'),
  route(`${APPLICATION}/resultado`, 'client', 'Resultado de tu solicitud'),
  route(`${APPLICATION}/limite-de-solicitudes-exedido`, 'client', 'Límite de solicitudes excedido'),
  route('/crear-cuenta/completada', 'client', 'Cuenta creada', 'signup'),
  route(SIGNING, 'client', 'Contrato'),
  route(`${SIGNING}/seleccionar-plazo`, 'client', 'Selecciona tu primer pago'),
  route(`${SIGNING}/aceptar-terminos`, 'client', 'Aceptar términos'),
  route(`${SIGNING}/tabla-de-pagos`, 'client', 'Tabla de pagos'),
  route(`${SIGNING}/cuenta-clabe`, 'client', 'Cuenta CLABE'),
  route(`${SIGNING}/firma-exitosa`, 'client', 'Firma exitosa'),
  route(PURCHASES, 'client', 'Mi cuenta'),
  route(`${PURCHASES}/detalles-de-compra/:applicationId`, 'client', 'Detalles de compra'),
  route(`${PURCHASES}/detalles-de-compra/:applicationId/tabla-de-pagos`, 'client', 'Tabla de pagos'),
  route(`${PURCHASES}/pagadas/:applicationId`, 'client', 'Compra pagada'),
  route(`${PURCHASES}/pagos/:paymentId`, 'client', 'Detalle de pago'),
  route(`${PURCHASES}/aplicacion-de-pagos`, 'client', 'Aplicación de pagos'),
  route(PAYMENT_OPTIONS, 'client', 'Alternativas de pago'),
  route(`${PAYMENT_OPTIONS}/bbva`, 'client', 'Pago en BBVA'),
  route(`${PAYMENT_OPTIONS}/oxxo`, 'client', 'Pago en OXXO'),
  route(`${PAYMENT_OPTIONS}/transferencia-electronica`, 'client', 'Transferencia electrónica'),
  route(HELP, 'client', 'Preguntas frecuentes'),
  route(`${HELP}/detalle`, 'client', 'Pregunta frecuente'),
  route(`${HELP}/:category`, 'client', 'Preguntas frecuentes'),

  // Ephemeral client (sign-up not yet verified)
  route('/crear-cuenta/verificar', 'verification', 'Verifica tu correo', 'signup'),
  route('/crear-cuenta/actualizar-correo', 'verification', 'Actualiza tu correo electrónico', 'signup'),

  // Business (promoter)
  route(QUICK, 'business', 'Solicitud rápida'),
  route(`${QUICK}/client-info`, 'business', 'Datos del cliente'),
  route(`${QUICK}/datos`, 'business', 'Datos de la solicitud'),
  route(`${QUICK}/verificacion-nip`, 'business', 'Verificación de NIP'),
  route(`${QUICK}/codigo-activacion`, 'business', 'Código de activación'),
  route('/promotor/permisos', 'business', 'Permisos'),
  route('/promotor/terminar-solicitud', 'business', 'Terminar solicitud'),
  route('/promotor/confirmar-correo', 'business', 'Confirmar correo'),
  route('/promotor/modelo-preliminar-fallido', 'business', 'Resultado de la solicitud'),
  route('/promotor/resultado', 'business', 'Resultado de la solicitud'),
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * The table entry a pathname matches (static segments win over `:params`, like the router), or `null`.
 * Trailing slashes are ignored; parameters match one non-empty segment.
 */
export function matchRoute(pathname: string): AppRoute | null {
  const target = segments(pathname);
  let best: { route: AppRoute; score: number } | null = null;
  for (const candidate of ROUTES) {
    const pattern = segments(candidate.path);
    if (pattern.length !== target.length) continue;
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i] as string;
      if (p.startsWith(':')) score += 1;
      else if (p === target[i]) score += 2;
      else {
        ok = false;
        break;
      }
    }
    if (ok && (best === null || score > best.score)) best = { route: candidate, score };
  }
  return best?.route ?? null;
}
