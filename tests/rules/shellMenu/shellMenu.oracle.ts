/**
 * The spec's menu by role (§2 "Layout shell", §6 "Roles and permissions"), copied from the spec.
 */
export const SHELL_MENU_SPEC = {
  /** §2: the sidebar's entries, a 'Ver perfil' link to /perfil and the logout button (a signed-in client). */
  client: {
    links: [
      { label: 'Inicio', to: '/' },
      { label: 'Iniciar compra', to: '/iniciar-compra' },
      { label: 'Mi cuenta', to: '/compras' },
    ],
    profile: true,
    logout: true,
  },
  /**
   * §6 business role: "may reach /promotor paths" and a non-business user on them is sent away (and a promoter on a
   * client page is sent to /promotor): every entry of a promoter's menu is under /promotor, none is a client page.
   */
  promoterArea: '/promotor',
  /** §6 visitor: "public routes only; sees Crear cuenta and Iniciar sesión" (no logout, no profile). */
  visitor: { sees: ['Crear cuenta', 'Iniciar sesión'] },
  /** The client's navigation (§2), which a promoter and a visitor never get (§6: guarded routes). */
  clientOnly: ['/', '/compras', '/perfil'],
  /** §2 route table: public routes a visitor's menu may link to. */
  publicRoutes: [
    '/iniciar-compra',
    '/login',
    '/crear-cuenta',
    '/prestamo-personal',
    '/solicitud',
    '/promotor',
  ],
} as const;
