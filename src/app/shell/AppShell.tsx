/**
 * The layout shell (spec §2 "Layout shell"): header with back button, logo, '¿Cómo funciona?' help modal,
 * help-centre link and menu button; the sidebar menu (a modal drawer); the install-banner slot; <main>.
 *
 * Logout: the 'Cerrar sesión' button closes the menu and calls `onLogout()`; the session owner clears
 * local storage and the session and navigates to /.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { messagingUrl as configuredMessagingUrl } from '../../screens/static/contact';
import { button } from '../../ui/button.css';
import { ArrowLeftIcon, HelpIcon, InfoIcon, MenuIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { HelpModal } from './HelpModal';
import { isMenuHidden, showsInstallBanner } from './paths';
import * as css from './shell.css';
import { initials, type ShellUser, shortName } from './userName';

export interface AppShellProps {
  /** The signed-in client, or null for a visitor. */
  user: ShellUser | null;
  onLogout(): void;
  children: ReactNode;
  /** Messaging-app contact link for the help modal; defaults to the configured one. */
  messagingUrl?: string;
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

export function AppShell({ user, onLogout, children, messagingUrl = configuredMessagingUrl }: AppShellProps) {
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
        {pathname !== '/' ? (
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
            onClick={() => setHelpOpen(true)}
          >
            <InfoIcon />
            <span className={css.wideOnly}>¿Cómo funciona?</span>
          </button>
          <Link to="/preguntas-frecuentes" className={css.iconLink} aria-label="Preguntas frecuentes">
            <HelpIcon />
          </Link>
          {menuHidden ? null : (
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'icon' })}
              aria-label="Abrir menú"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </button>
          )}
        </div>
      </header>

      {showsInstallBanner(pathname) ? <div id={INSTALL_BANNER_SLOT_ID} hidden /> : null}

      <main id={MAIN_CONTENT_ID} className={css.main} tabIndex={-1}>
        {children}
      </main>

      <Modal open={menuOpen && !menuHidden} onClose={() => setMenuOpen(false)} title="Menú" placement="start">
        {user ? (
          <div className={css.user}>
            <span className={css.avatar} aria-hidden="true">
              {initials(user)}
            </span>
            <div>
              <p className={css.userName}>{shortName(user)}</p>
              <Link to="/perfil" onClick={() => setMenuOpen(false)}>
                Ver perfil
              </Link>
            </div>
          </div>
        ) : null}
        <nav aria-label="Menú principal">
          <ul className={css.navList}>
            {user ? (
              <li>
                <NavLink to="/" end className={css.navLink} onClick={() => setMenuOpen(false)}>
                  Inicio
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to="/iniciar-compra" className={css.navLink} onClick={() => setMenuOpen(false)}>
                Iniciar compra
              </NavLink>
            </li>
            {user ? (
              <li>
                <NavLink to="/compras" className={css.navLink} onClick={() => setMenuOpen(false)}>
                  Mi cuenta
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className={css.menuFooter}>
          {user ? (
            <button type="button" className={button({ variant: 'danger', block: true })} onClick={logout}>
              Cerrar sesión
            </button>
          ) : (
            <>
              <Link to="/crear-cuenta" className={button({ variant: 'primary', block: true })}>
                Crear cuenta
              </Link>
              <Link to="/login" className={button({ variant: 'secondary', block: true })}>
                Iniciar sesión
              </Link>
            </>
          )}
        </div>
      </Modal>

      <HelpModal open={helpOpen} onClose={() => setHelpOpen(false)} messagingUrl={messagingUrl} />
    </div>
  );
}
