/**
 * The layout shell (spec §2 "Layout shell"): header with back button, logo, '¿Cómo funciona?' help modal,
 * help-centre link and menu button; the sidebar menu (a modal drawer); <main>; the install-banner slot.
 *
 * Logout: the 'Cerrar sesión' button closes the menu and calls `onLogout()`; the session owner clears
 * local storage and the session and navigates to /.
 */
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { config } from '../../config';
import { PATHS } from '../../paths';
import { button } from '../../ui/buttonClasses';
import { ArrowLeftIcon, HelpIcon, InfoIcon, MenuIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { isMenuHidden, showsBackButton, showsInstallBanner } from './paths';
import * as css from './shell.css';
import {
  focusNewStep,
  focusRefusedFields,
  type HeadingSnapshot,
  headingSnapshot,
  isNewStep,
} from './stepFocus';
import type { ShellUser } from './userName';

// The menu drawer and the help modal load on first use (or on intent: hover, focus, press).
const loadMenu = () => import('./ShellMenu');
const loadHelp = () => import('./HelpModal');
const ShellMenu = lazy(async () => ({ default: (await loadMenu()).ShellMenu }));
const HelpModal = lazy(async () => ({ default: (await loadHelp()).HelpModal }));
const prefetch = (load: () => Promise<unknown>) => () => {
  load().catch(() => {});
};

export interface AppShellProps {
  /** The signed-in client, or null for a visitor. */
  user: ShellUser | null;
  onLogout(): void;
  children: ReactNode;
  /** Messaging-app contact link for the help modal; defaults to the configured one. */
  messagingUrl?: string;
  /**
   * The install banner (on /, /compras and /perfil only), in the slot after <main>. The slot is at the foot of
   * the viewport however tall the page (the shell fills the screen; the slot sticks to the bottom on a long one),
   * so a page that grows under it (a spinner, then the figures) never moves it, and a banner that arrives late
   * never moves the page: no layout shift either way.
   */
  banner?: ReactNode;
}

export const INSTALL_BANNER_SLOT_ID = 'install-banner-slot';
export const MAIN_CONTENT_ID = 'contenido';

function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.15" />
      <path
        d="M8 21V11h4l4 6 4-6h4v10"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function AppShell({
  user,
  onLogout,
  children,
  messagingUrl = config.messagingUrl,
  banner = null,
}: AppShellProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const pathname = location.pathname;
  const menuHidden = isMenuHidden(pathname, { loggedIn: user !== null });

  // A navigation (menu link, back/forward) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  // After a route change (not the first load) the new step's heading takes the focus (./stepFocus.ts).
  // The heading the old page showed, read while rendering the change (before its commit replaces the page).
  const headingBefore = useRef<HeadingSnapshot | null>(null);
  const readFor = useRef(pathname);
  if (readFor.current !== pathname) {
    readFor.current = pathname;
    headingBefore.current = headingSnapshot(globalThis.document, MAIN_CONTENT_ID);
  }
  useEffect(() => {
    // Per document, not per shell: a sign-in or sign-up remounts the shell on its way to the next page.
    if (!isNewStep(document, pathname)) return;
    return focusNewStep(document, MAIN_CONTENT_ID, headingBefore.current);
  }, [pathname]);
  // A refused submit focuses the first invalid field.
  useEffect(() => focusRefusedFields(document, MAIN_CONTENT_ID), []);

  const goBack = () => {
    // The first entry of this visit (deep link, reload) has no in-app page behind it: go home instead.
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  };

  const logout = () => {
    setMenuOpen(false);
    onLogout();
  };

  return (
    <div className={css.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={css.skipLink}>
        Saltar al contenido
      </a>
      <header className={css.header}>
        {showsBackButton(pathname) ? (
          <button type="button" className={button({ variant: 'ghost', size: 'icon' })} onClick={goBack}>
            <ArrowLeftIcon />
            <span className={css.wideOnly}>Regresar</span>
          </button>
        ) : null}
        <Link to="/" className={css.logo} aria-label="Crédito a meses, inicio">
          <LogoMark />
          <span className={css.logoText}>Crédito a meses</span>
        </Link>
        <div className={css.actions}>
          <button
            type="button"
            className={`${button({ variant: 'ghost' })} ${css.helpButton}`}
            aria-haspopup="dialog"
            onPointerEnter={prefetch(loadHelp)}
            onFocus={prefetch(loadHelp)}
            onClick={() => setHelpOpen(true)}
          >
            <InfoIcon />
            <span className={css.wideOnly}>¿Cómo funciona?</span>
          </button>
          <Link to={PATHS.help} className={css.iconLink} aria-label="Preguntas frecuentes">
            <HelpIcon />
          </Link>
          {menuHidden ? null : (
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'icon' })}
              aria-label="Abrir menú"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onPointerEnter={prefetch(loadMenu)}
              onFocus={prefetch(loadMenu)}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </button>
          )}
        </div>
      </header>

      <main id={MAIN_CONTENT_ID} className={css.main} tabIndex={-1}>
        {children}
      </main>

      {showsInstallBanner(pathname) ? (
        <div id={INSTALL_BANNER_SLOT_ID} className={css.bannerSlot}>
          {banner}
        </div>
      ) : null}

      {menuOpen && !menuHidden ? (
        <Suspense fallback={null}>
          <ShellMenu user={user} onClose={() => setMenuOpen(false)} onLogout={logout} />
        </Suspense>
      ) : null}

      {helpOpen ? (
        <Suspense fallback={null}>
          <HelpModal open onClose={() => setHelpOpen(false)} messagingUrl={messagingUrl} />
        </Suspense>
      ) : null}
    </div>
  );
}
