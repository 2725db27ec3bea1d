/** The sidebar menu (a modal drawer). Loaded on first use, to keep it out of the first-visit bundle. */

import { PATHS } from '../../paths';
import { button } from '../../ui/buttonClasses';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import { NavLink } from '../../ui/NavLink';
import * as css from './shell.css';
import { initials, type ShellUser, shortName } from './userName';

export interface ShellMenuProps {
  user: ShellUser | null;
  onClose(): void;
  onLogout(): void;
}

/** A promoter's menu: the promoter area only (client pages would send a promoter back to /promotor). */
function PromoterLinks({ onClose }: { onClose(): void }) {
  return (
    <>
      <li>
        <NavLink to={PATHS.promoter} end className={css.navLink} onClick={onClose}>
          Inicio
        </NavLink>
      </li>
      <li>
        <NavLink to={PATHS.promoterQuick} state={{ fresh: true }} className={css.navLink} onClick={onClose}>
          Nueva solicitud rápida
        </NavLink>
      </li>
    </>
  );
}

export function ShellMenu({ user, onClose, onLogout }: ShellMenuProps) {
  const promoter = user?.role === 'promoter';
  return (
    <Modal open onClose={onClose} title="Menú" placement="start">
      {user ? (
        <div className={css.user}>
          <span className={css.avatar} aria-hidden="true">
            {initials(user)}
          </span>
          <div>
            <p className={css.userName}>{shortName(user)}</p>
            {promoter ? null : (
              <Link to={PATHS.profile} onClick={onClose}>
                Ver perfil
              </Link>
            )}
          </div>
        </div>
      ) : null}
      <nav aria-label="Menú principal">
        <ul className={css.navList}>
          {promoter ? <PromoterLinks onClose={onClose} /> : null}
          {promoter ? null : user ? (
            <li>
              <NavLink to="/" end className={css.navLink} onClick={onClose}>
                Inicio
              </NavLink>
            </li>
          ) : null}
          {promoter ? null : (
            <li>
              <NavLink to={PATHS.startPurchase} className={css.navLink} onClick={onClose}>
                Iniciar compra
              </NavLink>
            </li>
          )}
          {user && !promoter ? (
            <li>
              <NavLink to={PATHS.purchases} className={css.navLink} onClick={onClose}>
                Mi cuenta
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className={css.menuFooter}>
        {user ? (
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
