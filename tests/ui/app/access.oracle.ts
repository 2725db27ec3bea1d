/**
 * Where a person lands, for every route of spec §2 and every session state, written from the spec (§2 "Route
 * table and access" and the pages' own rules, §4 "Session", §6 "Roles and permissions"), never from src/app: the
 * route list, the access rules, the page rules and the headings are copied here from the spec's text.
 *
 * Two layers, both walked to a fixed point (a redirect lands on a page whose own rules apply again):
 *   - `accessRule`: the §6 access rules alone (what the guard decides), checked against `decideAccess`;
 *   - `pageRule`: what a page itself does with what it is given (§2: a page without the state it needs goes to its
 *     start), added on top for the UI walk, which runs the real pages.
 *
 * Where the spec is silent the project's reading is written and marked `reading` (see `READINGS`).
 */

/** The session states of issue 40 point 2. `expired`: a client token already expired at load (§4). */
export const SESSION_STATES = ['visitor', 'expired', 'ephemeral', 'client', 'suspended', 'business'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/** One route of §2 with sample values for its parameters and the query its page needs (§2). */
export interface SampleRoute {
  /** The route as §2 writes it (`{applicationId}` kept as `:applicationId`). */
  readonly route: string;
  /** The URL visited: parameters filled, the page's query added. */
  readonly url: string;
}

const sample = (route: string, url: string = route): SampleRoute => ({ route, url });

/** A store for the store link's sample (`/solicitud?storeId=…`), answered by the walk's store look-up. */
export const SAMPLE_STORE = { id: 's-1', name: 'Muebles Ruiz', sector: 'HOME_AND_FURNITURE' } as const;

/** §2 "Public routes". */
const PUBLIC: readonly SampleRoute[] = [
  sample('/login'),
  // §2 "Login and password": the reset page reads a 'token' query parameter (the link of the reset e-mail). Not
  // next to /olvide-contrasena: both are one page whose flow keeps its step while the person stays on it.
  sample('/olvide-contrasena/recuperar-contrasena', '/olvide-contrasena/recuperar-contrasena?token=r-1'),
  // §2: the store link entry with its query (storeId, promoterId, storeName).
  sample('/solicitud', `/solicitud?storeId=${SAMPLE_STORE.id}&promoterId=p-7&storeName=Muebles%20Ruiz`),
  sample('/prestamo-personal'),
  sample('/terminos-y-condiciones'),
  sample('/iniciar-compra'),
  sample('/confirmacion'),
  sample('/crear-cuenta'),
  sample('/crear-cuenta/datos-personales'),
  sample('/olvide-contrasena'),
  sample('/promotor'),
];

const A = 'a-1';

/** §2 "Guarded routes". */
const GUARDED: readonly SampleRoute[] = [
  sample('/'),
  // A query on a guarded page: §6 keeps the origin, path and query, for after sign-in.
  sample('/perfil', '/perfil?seccion=datos'),
  sample('/compartir'),
  sample('/documentos-subidos-con-exito'),
  ...[
    '',
    '/info-domicilio',
    '/info-empleo',
    '/referencias',
    '/permisos',
    '/continuar-a-meses-con-intereses',
    '/resultado',
    '/limite-de-solicitudes-exedido',
  ].map((child) => sample(`/aplicacion-credito${child}`)),
  sample('/crear-cuenta/verificar'),
  sample('/crear-cuenta/actualizar-correo'),
  sample('/crear-cuenta/completada'),
  ...[
    '',
    '/seleccionar-plazo',
    '/aceptar-terminos',
    '/tabla-de-pagos',
    '/cuenta-clabe',
    '/firma-exitosa',
  ].map((child) =>
    sample(`/firmar-aplicacion-credito/:applicationId${child}`, `/firmar-aplicacion-credito/${A}${child}`),
  ),
  sample('/compras'),
  sample('/compras/detalles-de-compra/:applicationId', `/compras/detalles-de-compra/${A}`),
  sample(
    '/compras/detalles-de-compra/:applicationId/tabla-de-pagos',
    `/compras/detalles-de-compra/${A}/tabla-de-pagos`,
  ),
  sample('/compras/pagadas/:applicationId', `/compras/pagadas/${A}`),
  sample('/compras/pagos/:paymentId', '/compras/pagos/p-1'),
  sample('/compras/aplicacion-de-pagos'),
  sample('/alternativas-de-pago'),
  sample('/alternativas-de-pago/bbva'),
  sample('/alternativas-de-pago/oxxo'),
  sample('/alternativas-de-pago/transferencia-electronica'),
  sample('/preguntas-frecuentes'),
  // §2 "Help": categories perfil, compras/préstamos, pagos, seguridad.
  sample('/preguntas-frecuentes/:category', '/preguntas-frecuentes/pagos'),
  sample('/preguntas-frecuentes/detalle'),
  // §2: "Also seen: a simulation start … under /promotor/solicitud-rapida".
  sample('/promotor/solicitud-rapida'),
  sample('/promotor/solicitud-rapida/client-info'),
  sample('/promotor/permisos'),
  sample('/promotor/terminar-solicitud'),
  sample('/promotor/confirmar-correo'),
  sample('/promotor/modelo-preliminar-fallido'),
  sample('/promotor/resultado'),
];

/**
 * Every route of §2, with its sample URL: the one list of the spec's routes, which the session model, the flows'
 * oracles (`routesUnder`) and the route-table test take theirs from.
 */
export const SPEC_ROUTES: readonly SampleRoute[] = [...PUBLIC, ...GUARDED];

/** The §2 routes at `prefix` and under it (a flow's routes: `routesUnder('/aplicacion-credito')`). */
export const routesUnder = (prefix: string): readonly string[] =>
  SPEC_ROUTES.map((r) => r.route).filter((route) => route === prefix || route.startsWith(`${prefix}/`));

const PUBLIC_PATHS = new Set(PUBLIC.map((r) => r.route));
const EPHEMERAL_PATHS = ['/crear-cuenta/verificar', '/crear-cuenta/actualizar-correo'];
const SIGNUP_PATHS = ['/crear-cuenta', '/crear-cuenta/datos-personales'];
const isPromoterPath = (p: string) => p === '/promotor' || p.startsWith('/promotor/');
const pathOf = (url: string) => new URL(url, 'http://x').pathname;

/** Where the §6 rules send a person: the next path, or `null` when they may stay. */
export function accessRule(state: SessionState, url: string): string | null {
  const path = pathOf(url);
  switch (state) {
    // §4: "A token already expired at load is discarded": the person is a visitor.
    case 'visitor':
    case 'expired':
      // §6: "a non-client on those two paths goes to /login".
      if (EPHEMERAL_PATHS.includes(path)) return '/login';
      // §6: "a non-business user on /promotor paths is sent to /promotor"; §2: /promotor is "not guarded".
      if (isPromoterPath(path)) return path === '/promotor' ? null : '/promotor';
      if (PUBLIC_PATHS.has(path)) return null;
      // §6: "Not logged in on a guarded route goes to /login, keeping the origin."
      return '/login';
    case 'ephemeral':
      // §6: "may reach only /crear-cuenta/verificar and /crear-cuenta/actualizar-correo"; §2 /crear-cuenta: "An
      // ephemeral-client session redirects to /crear-cuenta/verificar" (READINGS: every other page alike).
      return EPHEMERAL_PATHS.includes(path) ? null : '/crear-cuenta/verificar';
    case 'suspended':
      // §6 "Suspended clients see only the suspension notice"; §4 "A suspended profile on any page other than /
      // is sent to /".
      return path === '/' ? null : '/';
    case 'business':
      // §6: "may reach /promotor paths" (READINGS: anywhere else goes to /promotor).
      return isPromoterPath(path) ? null : '/promotor';
    case 'client':
      // §2 /crear-cuenta: "a full client session redirects to /".
      if (SIGNUP_PATHS.includes(path)) return '/';
      // §2 verificar and actualizar-correo: "A full client token redirects to /crear-cuenta/completada."
      if (EPHEMERAL_PATHS.includes(path)) return '/crear-cuenta/completada';
      if (isPromoterPath(path)) return path === '/promotor' ? null : '/promotor';
      return null;
  }
}

/**
 * What a page does with what the walk gives it (no drafts, no navigation state, a client with no applications and
 * the sample profile, a promoter with no quick application), or `null` when it shows itself.
 */
export function pageRule(state: SessionState, url: string): string | null {
  const path = pathOf(url);
  const query = new URL(url, 'http://x').searchParams;
  // §2 /confirmacion: "Without a store in state it redirects to /iniciar-compra."
  if (path === '/confirmacion') return '/iniciar-compra';
  // §2 /crear-cuenta/datos-personales: "If the saved draft (email, phone, password) is missing, it returns to
  // /crear-cuenta."
  if (path === '/crear-cuenta/datos-personales') return '/crear-cuenta';
  // §8: a store link without storeId goes to / with the error alert.
  if (path === '/solicitud' && !query.get('storeId')) return '/';
  // §2 Help: "/preguntas-frecuentes/detalle needs navigation state, otherwise back to the index."
  if (path === '/preguntas-frecuentes/detalle') return '/preguntas-frecuentes';
  if (state === 'client') {
    // §2 Signing: "if the list is empty or the application is not APPROVED, redirect home" (READINGS:
    // firma-exitosa too).
    if (path.startsWith('/firmar-aplicacion-credito/')) return '/';
    // READINGS: nothing to apply for (no draft, no entry state): the store-purchase start.
    if (path === '/aplicacion-credito' || path.startsWith('/aplicacion-credito/')) return '/iniciar-compra';
    // §2 /compartir "shown only if a referralCode exists": the sample profile has one (stays).
  }
  if (
    state === 'business' &&
    isPromoterPath(path) &&
    path !== '/promotor' &&
    path !== '/promotor/solicitud-rapida'
  )
    // READINGS: a step of the quick application with none in progress goes to its start.
    return '/promotor/solicitud-rapida';
  return null;
}

/** Follows `rules` from `url` until a page keeps the person (a loop is an oracle bug). */
export function landing(
  state: SessionState,
  url: string,
  rules: readonly ((s: SessionState, u: string) => string | null)[],
): string {
  let at = url;
  for (let hops = 0; hops < 8; hops++) {
    const next = rules.map((rule) => rule(state, at)).find((to) => to !== null) ?? null;
    if (next === null) return pathOf(at);
    at = next;
  }
  throw new Error(`No landing for ${state} on ${url}`);
}

/** The §6 landing only (what the guard decides, followed through its redirects). */
export const accessLanding = (state: SessionState, url: string) => landing(state, url, [accessRule]);

/** Where the person ends up in the real app: the access rules and the pages' own rules. */
export const appLanding = (state: SessionState, url: string) => landing(state, url, [accessRule, pageRule]);

/**
 * The visible heading of a landing, where the spec gives the page's title (§2); `null`: the spec names no title
 * (the walk then checks that the page shows one heading, the same wherever the person comes from).
 */
export function specHeading(state: SessionState, path: string): string | null {
  if (state === 'suspended' && path === '/') return 'Tu cuenta ha sido suspendida';
  const titles: Record<string, string> = {
    '/iniciar-compra': 'Iniciar compra',
    '/solicitud': `Compra hoy y paga a meses en ${SAMPLE_STORE.name}`,
    '/prestamo-personal': 'Obtén hoy hasta $20,000 en tu cuenta',
    '/crear-cuenta/actualizar-correo': 'Actualiza tu correo electrónico',
    // §2 Layout shell: the menu's 'Mi cuenta (/compras)'; §6 visitor: 'Iniciar sesión'.
    '/compras': 'Mi cuenta',
    '/login': 'Iniciar sesión',
  };
  return titles[path] ?? null;
}

/**
 * The project's readings where the spec is silent (each used above): what a page does without what it needs, and
 * where a confined session goes from a page the spec does not name for it.
 */
export const READINGS = [
  'ephemeral: every page but the two verification pages goes to /crear-cuenta/verificar (§2 says so for /crear-cuenta)',
  'business: every page outside /promotor goes to /promotor',
  'client with no application: /firmar-aplicacion-credito/{id}/firma-exitosa goes home like the other signing pages',
  'client with nothing to apply for: every /aplicacion-credito page goes to /iniciar-compra',
  'promoter: a quick-application step with none in progress goes to /promotor/solicitud-rapida',
] as const;
