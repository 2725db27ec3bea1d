/** The spec's session (§3 "Session / auth state", §4 "Session", §2 "Home"), copied from the spec. */
export const SESSION_SPEC = {
  /** §2 "Home (/)": a suspended notice 'Tu cuenta ha sido suspendida'. */
  suspended: { route: '/', heading: 'Tu cuenta ha sido suspendida' },
  /** §4: "A profile fetch returning 404 logs the user out." */
  logoutStatuses: [404],
  /** §4: "logout clears all local storage and the auth state". */
  tokenKey: 'authToken',
} as const;

/**
 * §2 "Route table and access" and §6 "Roles and permissions", copied from the spec: a concrete path of every route
 * (a query string where the route reads one), with the class the spec gives it.
 *   public        the public routes of §2 (anyone stays; /crear-cuenta is listed apart: a client is sent home)
 *   signup        /crear-cuenta and datos-personales: public, but "a full client session redirects to /"
 *   verification  /crear-cuenta/verificar and actualizar-correo: ephemeral clients only (§6), a full client goes to
 *                 /crear-cuenta/completada (§2), anyone else to /login (§6)
 *   landing       /promotor: "landing, not guarded"
 *   client        the guarded routes of §2 (a visitor goes to /login keeping the origin, §6)
 *   business      the /promotor/… routes: the business role only; anyone else to /promotor (§6)
 */
export const ROUTE_CLASSES = {
  public: [
    '/login?prestamo=personal',
    '/solicitud?storeId=tienda-1&promoterId=p-1&storeName=Muebles',
    '/prestamo-personal?utm_source=fb',
    '/terminos-y-condiciones',
    '/iniciar-compra',
    '/confirmacion',
    '/olvide-contrasena',
    '/olvide-contrasena/recuperar-contrasena?token=t-1',
  ],
  signup: ['/crear-cuenta?referral=ROBERTO78', '/crear-cuenta/datos-personales'],
  verification: ['/crear-cuenta/verificar', '/crear-cuenta/actualizar-correo'],
  landing: ['/promotor'],
  client: [
    '/',
    '/perfil',
    '/compartir',
    '/documentos-subidos-con-exito',
    '/aplicacion-credito',
    '/aplicacion-credito/info-domicilio',
    '/aplicacion-credito/info-empleo',
    '/aplicacion-credito/referencias',
    '/aplicacion-credito/permisos',
    '/aplicacion-credito/continuar-a-meses-con-intereses',
    '/aplicacion-credito/resultado',
    '/aplicacion-credito/limite-de-solicitudes-exedido',
    '/crear-cuenta/completada',
    '/firmar-aplicacion-credito/app-1',
    '/firmar-aplicacion-credito/app-1/seleccionar-plazo',
    '/firmar-aplicacion-credito/app-1/aceptar-terminos',
    '/firmar-aplicacion-credito/app-1/tabla-de-pagos',
    '/firmar-aplicacion-credito/app-1/cuenta-clabe',
    '/firmar-aplicacion-credito/app-1/firma-exitosa',
    '/compras',
    '/compras/detalles-de-compra/app-1',
    '/compras/detalles-de-compra/app-1/tabla-de-pagos',
    '/compras/pagadas/app-1',
    '/compras/pagos/pago-1',
    '/compras/aplicacion-de-pagos',
    '/alternativas-de-pago',
    '/alternativas-de-pago/bbva',
    '/alternativas-de-pago/oxxo',
    '/alternativas-de-pago/transferencia-electronica',
    '/preguntas-frecuentes',
    '/preguntas-frecuentes/pagos',
    '/preguntas-frecuentes/detalle',
    '/perfil?tab=notificaciones',
  ],
  business: [
    '/promotor/solicitud-rapida/client-info',
    '/promotor/permisos',
    '/promotor/terminar-solicitud',
    '/promotor/confirmar-correo',
    '/promotor/modelo-preliminar-fallido',
    '/promotor/resultado',
  ],
} as const;
export type RouteClass = keyof typeof ROUTE_CLASSES;

/** Where a person lands (§2, §6): `stay`, or the path they are sent to (with the origin kept, for /login). */
export type Landing = 'stay' | { readonly to: string; readonly from?: string };

/** §2/§6 by session kind: the landing of a path of a class. */
export function specLanding(
  kind: 'visitor' | 'client' | 'suspended' | 'ephemeral' | 'business',
  routeClass: RouteClass,
  path: string,
): Landing {
  switch (kind) {
    case 'visitor':
      if (routeClass === 'client') return { to: '/login', from: path };
      if (routeClass === 'verification') return { to: '/login' };
      if (routeClass === 'business') return { to: '/promotor' };
      return 'stay';
    case 'client':
      if (routeClass === 'signup') return { to: '/' };
      if (routeClass === 'verification') return { to: '/crear-cuenta/completada' };
      if (routeClass === 'business') return { to: '/promotor' };
      return 'stay';
    case 'suspended':
      // "Suspended clients see only the suspension notice" (on /, §2 "Home").
      return path === '/' ? 'stay' : { to: '/' };
    case 'ephemeral':
      return routeClass === 'verification' ? 'stay' : { to: '/crear-cuenta/verificar' };
    case 'business':
      return routeClass === 'business' || routeClass === 'landing' ? 'stay' : { to: '/promotor' };
  }
}
