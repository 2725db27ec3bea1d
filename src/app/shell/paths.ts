/** Pure route predicates of the layout shell (spec §2 "Layout shell"). */

/** Credit-application result routes: they show the menu (and no progress bar). */
export const APPLICATION_RESULT_ROUTES: readonly string[] = [
  '/aplicacion-credito/resultado',
  '/aplicacion-credito/continuar-a-meses-con-intereses',
  '/aplicacion-credito/limite-de-solicitudes-exedido',
];

/** Routes that hold the install-banner slot. */
export const INSTALL_BANNER_ROUTES: readonly string[] = ['/', '/compras', '/perfil'];

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
  if (path === '/prestamo-personal' && options.loggedIn === false) return true;
  const inApplication = path === '/aplicacion-credito' || path.startsWith('/aplicacion-credito/');
  return inApplication && !APPLICATION_RESULT_ROUTES.includes(path);
}

/** The install banner shows only on /, /compras and /perfil (not on their sub-pages). */
export function showsInstallBanner(pathname: string): boolean {
  return INSTALL_BANNER_ROUTES.includes(normalizePath(pathname));
}
