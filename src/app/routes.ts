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
import { PATHS } from '../paths';

export type Access = 'public' | 'signup' | 'client' | 'verification' | 'business' | 'promoterLanding';

/** Which screen module renders the route (each loads lazily); `placeholder` is a plain titled page for now. */
export type ScreenKey =
  | 'login'
  | 'home'
  | 'terms'
  | 'password'
  | 'signup'
  | 'signing'
  | 'account'
  | 'paymentOptions'
  | 'help'
  | 'share'
  | 'profile'
  | 'promoterLanding'
  | 'promoter'
  | 'application'
  | 'startPurchase'
  | 'storeConfirmation'
  | 'storeRequest'
  | 'personalLoan'
  | 'documentsUploaded'
  | 'placeholder';

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

export const ROUTES: readonly AppRoute[] = [
  // Public
  route(PATHS.login, 'public', 'Iniciar sesión', 'login'),
  route(PATHS.storeRequest, 'public', 'Compra hoy y paga a meses', 'storeRequest'),
  route(PATHS.personalLoan, 'public', 'Préstamo personal', 'personalLoan'),
  route(PATHS.terms, 'public', 'Términos y condiciones', 'terms'),
  route(PATHS.startPurchase, 'public', 'Iniciar compra', 'startPurchase'),
  route(PATHS.storeConfirmation, 'public', 'Comercio seleccionado', 'storeConfirmation'),
  route(PATHS.signup, 'signup', 'Crear cuenta', 'signup'),
  route(PATHS.signupPersonalData, 'signup', 'Datos personales', 'signup'),
  route(PATHS.forgotPassword, 'public', 'Recuperar contraseña', 'password'),
  route(PATHS.resetPassword, 'public', 'Restablecer contraseña', 'password'),
  route(PATHS.promoter, 'promoterLanding', 'Promotor', 'promoterLanding'),

  // Guarded (client)
  route(PATHS.home, 'client', 'Inicio', 'home'),
  route(PATHS.profile, 'client', 'Perfil', 'profile'),
  route(PATHS.share, 'client', 'Compartir', 'share'),
  route(PATHS.documentsUploaded, 'client', 'Documentos recibidos', 'documentsUploaded'),
  route(PATHS.application, 'client', 'Solicitud de crédito', 'application'),
  route(PATHS.applicationAddress, 'client', 'Datos de tu domicilio', 'application'),
  route(PATHS.applicationEmployment, 'client', 'Datos de tu empleo', 'application'),
  route(PATHS.applicationReferences, 'client', 'Referencias', 'application'),
  route(PATHS.applicationConsent, 'client', 'Permisos', 'application'),
  route(PATHS.applicationInterestOffer, 'client', 'Continuar a meses con intereses', 'application'),
  route(PATHS.applicationResult, 'client', 'Resultado de tu solicitud', 'application'),
  route(PATHS.applicationLimitExceeded, 'client', 'Límite de solicitudes excedido', 'application'),
  route(PATHS.signupCompleted, 'client', 'Cuenta creada', 'signup'),
  route(PATHS.signing, 'client', 'Contrato', 'signing'),
  route(PATHS.signingChooseTerm, 'client', 'Selecciona tu primer pago', 'signing'),
  route(PATHS.signingAcceptTerms, 'client', 'Aceptar términos', 'signing'),
  route(PATHS.signingPaymentTable, 'client', 'Tabla de pagos', 'signing'),
  route(PATHS.signingClabe, 'client', 'Cuenta CLABE', 'signing'),
  route(PATHS.signingSuccess, 'client', 'Firma exitosa', 'signing'),
  route(PATHS.purchases, 'client', 'Mi cuenta', 'account'),
  route(PATHS.purchaseDetails, 'client', 'Detalles de compra', 'account'),
  route(PATHS.purchasePaymentTable, 'client', 'Tabla de pagos', 'account'),
  route(PATHS.paidPurchase, 'client', 'Compra pagada', 'account'),
  route(PATHS.payment, 'client', 'Detalle de pago', 'account'),
  route(PATHS.paymentApplicationOrder, 'client', 'Aplicación de pagos', 'account'),
  route(PATHS.paymentOptions, 'client', 'Alternativas de pago', 'paymentOptions'),
  route(PATHS.paymentBbva, 'client', 'Pago en BBVA', 'paymentOptions'),
  route(PATHS.paymentOxxo, 'client', 'Pago en OXXO', 'paymentOptions'),
  route(PATHS.paymentTransfer, 'client', 'Transferencia electrónica', 'paymentOptions'),
  route(PATHS.help, 'client', 'Preguntas frecuentes', 'help'),
  route(PATHS.helpDetail, 'client', 'Pregunta frecuente', 'help'),
  route(PATHS.helpCategory, 'client', 'Preguntas frecuentes', 'help'),

  // Ephemeral client (sign-up not yet verified)
  route(PATHS.signupVerify, 'verification', 'Verifica tu correo', 'signup'),
  route(PATHS.signupUpdateEmail, 'verification', 'Actualiza tu correo electrónico', 'signup'),

  // Business (promoter)
  route(PATHS.promoterQuick, 'business', 'Solicitud rápida', 'promoter'),
  route(PATHS.promoterQuickClientInfo, 'business', 'Datos del cliente', 'promoter'),
  route(PATHS.promoterQuickData, 'business', 'Datos de la solicitud', 'promoter'),
  route(PATHS.promoterQuickProduct, 'business', 'Información del producto', 'promoter'),
  route(PATHS.promoterQuickNip, 'business', 'Verificación de NIP', 'promoter'),
  route(PATHS.promoterQuickActivationCode, 'business', 'Código de activación', 'promoter'),
  route(PATHS.promoterConsent, 'business', 'Permisos', 'promoter'),
  route(PATHS.promoterFinishApplication, 'business', 'Terminar solicitud', 'promoter'),
  route(PATHS.promoterConfirmEmail, 'business', 'Confirmar correo', 'promoter'),
  route(PATHS.promoterPreliminaryFailed, 'business', 'Resultado de la solicitud', 'promoter'),
  route(PATHS.promoterResult, 'business', 'Resultado de la solicitud', 'promoter'),
];

/**
 * The table entry a pathname matches (static segments win over `:params`, like the router), or `null`.
 * Trailing slashes are ignored; parameters match one non-empty segment.
 */
export function matchRoute(pathname: string): AppRoute | null {
  return bestRoute(ROUTES, pathname);
}

/**
 * `matchRoute` over any table of paths. Self-contained (nothing from this module, no local functions): the
 * build also serializes it into index.html, where the signed-in page's chunks are preloaded
 * (src/app/pagePreload.ts), so both always match a path alike.
 */
export function bestRoute<T extends { readonly path: string }>(
  routes: readonly T[],
  pathname: string,
): T | null {
  const target = pathname.split('/').filter(Boolean);
  let best: T | null = null;
  let bestScore = -1;
  for (const candidate of routes) {
    const pattern = candidate.path.split('/').filter(Boolean);
    if (pattern.length !== target.length) continue;
    let score = 0;
    for (let i = 0; i < pattern.length && score >= 0; i++) {
      const p = pattern[i] as string;
      score = p.startsWith(':') ? score + 1 : p === target[i] ? score + 2 : -1;
    }
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
