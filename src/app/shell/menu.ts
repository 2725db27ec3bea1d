/**
 * What the sidebar menu offers, by who is signed in (spec §2 "Layout shell", §6 roles): pure, so the menu's rule
 * is tested on its own and `ShellMenu` only renders it.
 *
 * - A client: Inicio (/), Iniciar compra, Mi cuenta, 'Ver perfil' and the logout button.
 * - A promoter: the promoter area only (client pages would send a promoter back to /promotor), and the logout.
 * - A visitor: Iniciar compra (a public route), 'Crear cuenta' and 'Iniciar sesión'.
 */
import { PATHS } from '../../paths';
import type { ShellUser } from './userName';

export interface MenuLink {
  readonly label: string;
  readonly to: string;
  /** Active only on exactly this path. */
  readonly end: boolean;
  /** Starts the flow afresh (navigation state `{ fresh: true }`). */
  readonly fresh: boolean;
}

export interface MenuEntries {
  /** The 'Ver perfil' link under the user's name. */
  readonly profile: boolean;
  readonly links: readonly MenuLink[];
  /** The footer: the logout button, or the visitor's sign-up and sign-in links. */
  readonly footer: 'logout' | 'visitor';
}

const link = (label: string, to: string, options: { end?: boolean; fresh?: boolean } = {}): MenuLink => ({
  label,
  to,
  end: options.end ?? false,
  fresh: options.fresh ?? false,
});

export function menuEntries(user: ShellUser | null): MenuEntries {
  if (user?.role === 'promoter') {
    return {
      profile: false,
      links: [
        link('Inicio', PATHS.promoter, { end: true }),
        link('Nueva solicitud rápida', PATHS.promoterQuick, { fresh: true }),
      ],
      footer: 'logout',
    };
  }
  if (user) {
    return {
      profile: true,
      links: [
        link('Inicio', '/', { end: true }),
        link('Iniciar compra', PATHS.startPurchase),
        link('Mi cuenta', PATHS.purchases),
      ],
      footer: 'logout',
    };
  }
  return { profile: false, links: [link('Iniciar compra', PATHS.startPurchase)], footer: 'visitor' };
}
