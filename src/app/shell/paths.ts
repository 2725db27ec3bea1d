/** Pure route predicates of the layout shell (spec §2 "Layout shell"). Paths come from src/paths.ts. */
import { PATHS } from '../../paths';

/** Credit-application result routes: they show the menu (and no progress bar). */
export const APPLICATION_RESULT_ROUTES: readonly string[] = [
  PATHS.applicationResult,
  PATHS.applicationInterestOffer,
  PATHS.applicationLimitExceeded,
];

/**
 * Every result page (spec §2): the credit application's result routes, the signing flow's success page
 * (firma-exitosa: "Back button and title show except on result pages") and the promoter's two routes that reuse
 * the result screen. They have no back button: the pages behind them are steps already decided.
 */
export const RESULT_ROUTES: readonly string[] = [
  ...APPLICATION_RESULT_ROUTES,
  PATHS.signingSuccess,
  PATHS.promoterPreliminaryFailed,
  PATHS.promoterResult,
];

/** Routes that hold the install-banner slot. */
export const INSTALL_BANNER_ROUTES: readonly string[] = [PATHS.home, PATHS.purchases, PATHS.profile];

/** `/aplicacion-credito/resultado/?x=1#y` → `/aplicacion-credito/resultado`. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export interface MenuOptions {
  /** When known to be false, the personal-loan landing hides the menu (spec §2: shown only when logged in). */
  loggedIn?: boolean;
}

/** The sidebar menu is hidden on the credit-application pages, except their result routes. */
export function isMenuHidden(pathname: string, options: MenuOptions = {}): boolean {
  const path = normalizePath(pathname);
  if (path === PATHS.personalLoan && options.loggedIn === false) return true;
  const inApplication = path === PATHS.application || path.startsWith(`${PATHS.application}/`);
  return inApplication && !APPLICATION_RESULT_ROUTES.includes(path);
}

/** Whether a path matches a route of PATHS (`:param` matches one non-empty segment). */
function matchesRoute(path: string, route: string): boolean {
  const routeParts = route.split('/');
  const pathParts = path.split('/');
  return (
    routeParts.length === pathParts.length &&
    routeParts.every((part, i) => (part.startsWith(':') ? pathParts[i] !== '' : part === pathParts[i]))
  );
}

/** A result page (RESULT_ROUTES). */
export function isResultPage(pathname: string): boolean {
  const path = normalizePath(pathname);
  return RESULT_ROUTES.some((route) => matchesRoute(path, route));
}

/** The header's back button: on every page but home and the result pages (spec §2). */
export function showsBackButton(pathname: string): boolean {
  return normalizePath(pathname) !== PATHS.home && !isResultPage(pathname);
}

/** The install banner shows only on /, /compras and /perfil (not on their sub-pages). */
export function showsInstallBanner(pathname: string): boolean {
  return INSTALL_BANNER_ROUTES.includes(normalizePath(pathname));
}
