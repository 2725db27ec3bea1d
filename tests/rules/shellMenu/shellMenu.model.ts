/**
 * The shell menu by role (spec §2 "Layout shell", §6): a visitor, a client, a promoter (and a user with no role,
 * who is a client), in any order. The oracle is the spec's menu per role, and the invariant on every step of every
 * path and walk: a promoter never sees client navigation.
 */
import { expect } from 'vitest';
import { defineModel } from '../../model/harness/types.ts';
import { SHELL_MENU_SPEC as SPEC } from './shellMenu.oracle.ts';
import { SHELL_MENU_ROWS } from './shellMenu.rows.ts';
import { shellMenuMachine } from './shellMenu.rules.ts';

type Snapshot = ReturnType<typeof shellMenuMachine.getInitialSnapshot>;

const CLIENT = { name: 'ANA MARÍA', firstSurname: 'LÓPEZ', role: 'client' } as const;
const NO_ROLE = { name: 'Luis', firstSurname: 'Pérez' } as const;
const PROMOTER = { name: 'Pedro', firstSurname: 'Ruiz', role: 'promoter' } as const;

export const shellMenuModel = defineModel({
  name: 'shellMenu',
  description:
    'Menú lateral por rol: visitante, cliente y promotor, al iniciar y cerrar sesión en cualquier orden.',
  machine: shellMenuMachine,
  events: (s) =>
    s.matches('visitor')
      ? [
          { type: 'SIGN_IN', user: CLIENT },
          { type: 'SIGN_IN', user: NO_ROLE },
          { type: 'SIGN_IN', user: PROMOTER },
        ]
      : [{ type: 'SIGN_OUT' }],
  serializeContext: (c) => [c.user?.name ?? null, c.menu],
  describeEvent: (e) => (e.type === 'SIGN_IN' ? `SIGN_IN ${e.user.role ?? 'sin rol'}` : undefined),
  machineLevel: { states: {} },
  oracle: { screen: () => null, check: ({ snapshot }) => checkMenu(snapshot) },
  ui: null,
});

function checkMenu(s: Snapshot): void {
  const { user, menu } = s.context;
  const targets = menu.links.map((l) => l.to);
  if (user?.role === 'promoter') {
    SHELL_MENU_ROWS.use('promoter');
    // The invariant: no client page, no profile; everything under the promoter area; the logout.
    for (const to of targets)
      expect(to === SPEC.promoterArea || to.startsWith(`${SPEC.promoterArea}/`), to).toBe(true);
    for (const to of SPEC.clientOnly) expect(targets).not.toContain(to);
    expect(menu.profile).toBe(false);
    expect(menu.links.length).toBeGreaterThan(0);
    expect(menu.footer).toBe('logout');
  } else if (user) {
    SHELL_MENU_ROWS.use(user.role === 'client' ? 'client' : 'client without role');
    expect(menu.links.map(({ label, to }) => ({ label, to }))).toEqual(SPEC.client.links);
    expect(menu.profile).toBe(SPEC.client.profile);
    expect(menu.footer === 'logout').toBe(SPEC.client.logout);
  } else {
    SHELL_MENU_ROWS.use('visitor');
    for (const to of targets) expect(SPEC.publicRoutes, to).toContain(to);
    for (const to of SPEC.clientOnly) expect(targets).not.toContain(to);
    expect(menu.profile).toBe(false);
    // §6: 'Crear cuenta' and 'Iniciar sesión' (the footer's two links), no logout.
    expect(menu.footer).toBe('visitor');
  }
}
