/**
 * A small machine over the shell menu's rule (src/app/shell/menu.ts `menuEntries`), so the menu by role gets a model
 * in the same harness (issue 25): a visitor signs in as a client or a promoter, signs out, signs in again. The menu
 * in each state is the app's `menuEntries` for that user; the machine only follows who is signed in.
 */
import { assign, setup } from 'xstate';
import { defineAtlas } from '../../../machines/shared/atlas.ts';
import { type MenuEntries, menuEntries } from '../../../src/app/shell/menu.ts';
import type { ShellUser } from '../../../src/app/shell/userName.ts';

export interface ShellMenuContext {
  readonly user: ShellUser | null;
  readonly menu: MenuEntries;
}

export type ShellMenuEvent = { type: 'SIGN_IN'; user: ShellUser } | { type: 'SIGN_OUT' };

export const shellMenuMachine = setup({
  types: { context: {} as ShellMenuContext, events: {} as ShellMenuEvent },
  guards: { isPromoter: ({ event }) => event.type === 'SIGN_IN' && event.user.role === 'promoter' },
  actions: {
    signIn: assign(({ event }) =>
      event.type === 'SIGN_IN' ? { user: event.user, menu: menuEntries(event.user) } : {},
    ),
    signOut: assign({ user: null, menu: () => menuEntries(null) }),
  },
}).createMachine({
  id: 'shellMenu',
  // The atlas shows the rule apart from the flows ("Reglas fuera de los flujos"): its states, in Spanish.
  meta: {
    atlas: defineAtlas({
      titles: { visitor: 'Menú de visitante', client: 'Menú de cliente', promoter: 'Menú de promotor' },
      labels: {
        'SIGN_IN [isPromoter]': 'Inicia sesión un promotor',
        SIGN_IN: 'Inicia sesión un cliente (o un usuario sin rol)',
        SIGN_OUT: 'Cierra sesión',
      },
      happyPath: { name: 'Un cliente inicia y cierra sesión', screens: ['visitor', 'client', 'visitor'] },
    }),
  },
  context: { user: null, menu: menuEntries(null) },
  initial: 'visitor',
  states: {
    visitor: {
      on: {
        SIGN_IN: [
          { guard: 'isPromoter', target: 'promoter', actions: 'signIn' },
          { target: 'client', actions: 'signIn' },
        ],
      },
    },
    client: { on: { SIGN_OUT: { target: 'visitor', actions: 'signOut' } } },
    promoter: { on: { SIGN_OUT: { target: 'visitor', actions: 'signOut' } } },
  },
});
