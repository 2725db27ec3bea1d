/**
 * UI level of the session model: what the app shows for each session state (the guarded layout's spinner, failure
 * screen and redirects, the login page, the suspension notice, the promoter and verification pages), and how each
 * session event reaches the session actor in the running app. Loads in node too (no rendering here).
 *
 * How each event is sent, and why:
 * - LOGIN: through the real login screen. The fake API answers the e-mail of one test account per sample token
 *   (SESSION_ACCOUNTS) and the login flow hands the token to the session, as the app does after sign-in. Sign-up,
 *   activation and password reset hand tokens over the same way (their own models cover them); the promoter sign-in
 *   (phone and NIP) is not built yet, so the promoter token also comes through this screen. Only offered to a
 *   visitor (`canExecute`): no other session state shows the login page.
 * - LOGOUT: the menu's 'Cerrar sesión' (client, suspended client, promoter) or the failure screen's one. Visitors,
 *   unverified sign-ups and loading sessions have no logout (`canExecute`).
 * - RETRY: the failure screen's 'Reintentar' button.
 * - PROFILE.RELOAD and PROFILE.UPDATED: no screen offers them by design; the app sends them when the server changed
 *   the profile (a registered CLABE) or when a fresher one arrives (the 3 s poll while a signature is validated).
 *   Those screens are not built yet, so the executor sends the event to the app's session actor, the one screens
 *   get from `useSessionActor()` (sessionUiHooks, set by session.ui.test.tsx). Everything after it is checked on
 *   screen as usual.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { SessionEvent, SessionMachine } from '../../machines/session.machine.ts';
import { tokens } from './fixtures/samples.ts';
import { TRANSIENT, type UiDriver, type UiLevel } from './harness/types.ts';

type Snapshot = ReturnType<SessionMachine['getInitialSnapshot']>;

/** Set by the UI test: sends an event to the running app's session actor (what a screen does with it). */
export const sessionUiHooks: { send: (event: SessionEvent) => void } = {
  send: () => {
    throw new Error('sessionUiHooks.send not set by the UI test');
  },
};

/** The test accounts of the fake sign-in API: the e-mail whose sign-in returns each sample token. */
export const SESSION_ACCOUNTS: ReadonlyMap<string, string> = new Map([
  [tokens.client, 'cliente@correo.mx'],
  [tokens.ephemeral, 'sin.verificar@correo.mx'],
  [tokens.business, 'promotor@correo.mx'],
  [tokens.expired, 'caducado@correo.mx'],
  [tokens.unreadable, 'ilegible@correo.mx'],
]);
export const SESSION_PASSWORD = 'secreto123';

const LOADING = 'Cargando tu información';
const FAILED = 'No pudimos cargar tu información';

const path = (ui: UiDriver) => ui.location().split('?')[0];

async function page(ui: UiDriver, title: string, at: string): Promise<void> {
  await ui.screen.findByRole('heading', { level: 1, name: title });
  expect(path(ui)).toBe(at);
  expect(ui.screen.queryByText(LOADING)).toBeNull();
}

function loading(ui: UiDriver, s: Snapshot): void {
  expect(ui.screen.getByText(LOADING)).toBeTruthy();
  expect(ui.screen.queryByRole('heading', { level: 1 })).toBeNull();
  // The token is kept while the profile loads (a reload resumes the session).
  expect(localStorage.getItem('authToken')).toBe(s.context.token);
}

export const sessionUi: UiLevel<SessionMachine> = {
  states: {
    checking: TRANSIENT,
    anonymous: async (ui) => {
      // / and every client page send the visitor to /login.
      await page(ui, 'Iniciar sesión', '/login');
      expect(localStorage.getItem('authToken')).toBeNull();
    },
    loadingProfile: loading,
    loadingPromoterProfile: loading,
    client: async (ui, s) => {
      await page(ui, 'Inicio', '/');
      expect(ui.screen.queryByText('Tu cuenta ha sido suspendida')).toBeNull();
      expect(localStorage.getItem('authToken')).toBe(s.context.token);
    },
    suspended: (ui) => page(ui, 'Tu cuenta ha sido suspendida', '/'),
    ephemeral: (ui) => page(ui, 'Verifica tu correo', '/crear-cuenta/verificar'),
    business: (ui) => page(ui, 'Promotor', '/promotor'),
    profileFailed: (ui) => {
      expect(ui.screen.getByRole('heading', { level: 1, name: FAILED })).toBeTruthy();
      expect(ui.screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
  },
  events: {
    LOGIN: async (ui, e) => {
      const email = SESSION_ACCOUNTS.get(e.token);
      if (!email) throw new Error('No test account signs in with this token');
      fireEvent.change(ui.screen.getByLabelText('Correo electrónico', { selector: 'input' }), {
        target: { value: email },
      });
      fireEvent.change(ui.screen.getByLabelText('Contraseña', { selector: 'input' }), {
        target: { value: SESSION_PASSWORD },
      });
      fireEvent.click(ui.screen.getByRole('button', { name: 'Iniciar sesión' }));
      // The sign-in is over (and the token handed to the session) once the form is no longer busy.
      await waitFor(() => expect(document.querySelector('form[aria-busy="true"]')).toBeNull());
    },
    LOGOUT: async (ui) => {
      if (!ui.screen.queryByRole('heading', { level: 1, name: FAILED })) {
        fireEvent.click(ui.screen.getByRole('button', { name: 'Abrir menú' }));
      }
      fireEvent.click(await ui.screen.findByRole('button', { name: 'Cerrar sesión' }));
      // Logout goes home, then ends the session; the visitor is sent on to /login.
      await waitFor(() => expect(path(ui)).toBe('/login'));
    },
    RETRY: (ui) => {
      fireEvent.click(ui.screen.getByRole('button', { name: 'Reintentar' }));
    },
    'PROFILE.RELOAD': (_ui, e) => sessionUiHooks.send(e),
    'PROFILE.UPDATED': (_ui, e) => sessionUiHooks.send(e),
  },
  canExecute: (snapshot, event) => {
    if (event.type === 'LOGIN') return snapshot.matches('anonymous');
    if (event.type === 'LOGOUT') {
      return ['client', 'suspended', 'business', 'profileFailed'].some((state) =>
        snapshot.matches(state as never),
      );
    }
    return true;
  },
};
