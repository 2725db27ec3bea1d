/** The sidebar menu (a modal drawer). Loaded on first use, to keep it out of the first-visit bundle. */

import { PATHS } from '../../paths';
import { button } from '../../ui/buttonClasses';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import { NavLink } from '../../ui/NavLink';
import { menuEntries } from './menu';
import * as css from './shell.css';
import { initials, type ShellUser, shortName } from './userName';

export interface ShellMenuProps {
  user: ShellUser | null;
  onClose(): void;
  onLogout(): void;
}

export function ShellMenu({ user, onClose, onLogout }: ShellMenuProps) {
  const menu = menuEntries(user);
  return (
    <Modal open onClose={onClose} title="Menú" placement="start">
      {user ? (
        <div className={css.user}>
          <span className={css.avatar} aria-hidden="true">
            {initials(user)}
          </span>
          <div>
            <p className={css.userName}>{shortName(user)}</p>
            {menu.profile ? (
              <Link to={PATHS.profile} onClick={onClose}>
                Ver perfil
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
      <nav aria-label="Menú principal">
        <ul className={css.navList}>
          {menu.links.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={entry.end}
                {...(entry.fresh ? { state: { fresh: true } } : {})}
                className={css.navLink}
                onClick={onClose}
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.menuFooter}>
        {menu.footer === 'logout' ? (
          <button type="button" className={button({ variant: 'danger', block: true })} onClick={onLogout}>
            Cerrar sesión
          </button>
        ) : (
          <>
            <Link to={PATHS.signup} className={button({ variant: 'primary', block: true })} onClick={onClose}>
              Crear cuenta
            </Link>
            <Link
              to={PATHS.login}
              className={button({ variant: 'secondary', block: true })}
              onClick={onClose}
            >
              Iniciar sesión
            </Link>
          </>
        )}
      </div>
    </Modal>
  );
}
