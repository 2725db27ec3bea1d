/** Pure route predicates of the layout shell (spec §2 "Layout shell"). Paths come from src/paths.ts. */
import { PATHS } from '../../paths';

/** Credit-application result routes: they show the menu (and no progress bar). */
export const APPLICATION_RESULT_ROUTES: readonly string[] = [
  PATHS.applicationResult,
  PATHS.applicationInterestOffer,
  PATHS.applicationLimitExceeded,
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

/** The install banner shows only on /, /compras and /perfil (not on their sub-pages). */
export function showsInstallBanner(pathname: string): boolean {
  return INSTALL_BANNER_ROUTES.includes(normalizePath(pathname));
}
