/**
 * UI level of the session model: what the app shows for each session state (the guarded layout's spinner, failure
 * screen and redirects, the login page, the suspension notice, the promoter and verification pages), and how each
 * session event reaches the session actor in the running app (why each is sent that way: session.model.ts).
 * Loads in node too (no rendering here).
 */
import { expect } from 'vitest';
import type { SessionEvent, SessionMachine } from '../../../machines/session.machine.ts';
import { tokens } from '../../fixtures/samples.ts';
import { getButton, getField, pageHeading, testingLibrary } from '../../model/harness/queries.ts';
import { TRANSIENT, type UiDriver, type UiLevel } from '../../model/harness/types.ts';

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
  const { waitFor } = await testingLibrary();
  await waitFor(() => expect(pageHeading()).toBe(title));
  expect(path(ui)).toBe(at);
  expect(ui.screen.queryByText(LOADING)).toBeNull();
}

function loading(ui: UiDriver, s: Snapshot): void {
  expect(ui.screen.getByText(LOADING)).toBeTruthy();
  expect(pageHeading()).toBeNull();
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
    loadingProfile: () => {},
    'loadingProfile.blank': loading,
    loadingPromoterProfile: loading,
    'loadingProfile.painted': async (ui, s) => {
      // The home shows at once (no session spinner) under the shell of the cached profile's client.
      const { waitFor } = await testingLibrary();
      await waitFor(() => expect(path(ui)).toBe('/'));
      expect(ui.screen.queryByText(LOADING)).toBeNull();
      expect(getButton('Abrir menú')).toBeTruthy();
      expect(localStorage.getItem('authToken')).toBe(s.context.token);
    },
    client: async (ui, s) => {
      await page(ui, 'Inicio', '/');
      expect(ui.screen.queryByText('Tu cuenta ha sido suspendida')).toBeNull();
      expect(localStorage.getItem('authToken')).toBe(s.context.token);
    },
    suspended: (ui) => page(ui, 'Tu cuenta ha sido suspendida', '/'),
    ephemeral: (ui) => page(ui, 'Verifica tu correo', '/crear-cuenta/verificar'),
    // The promoter's home greets the signed-in promoter (fixture: Pedro).
    business: (ui) => page(ui, 'Hola, Pedro', '/promotor'),
    profileFailed: () => {
      expect(pageHeading()).toBe(FAILED);
      expect(getButton('Reintentar')).toBeTruthy();
      expect(getButton('Cerrar sesión')).toBeTruthy();
    },
  },
  events: {
    LOGIN: async (_ui, e) => {
      const email = SESSION_ACCOUNTS.get(e.token);
      if (!email) throw new Error('No test account signs in with this token');
      const { fireEvent, waitFor } = await testingLibrary();
      fireEvent.change(getField('Correo electrónico'), { target: { value: email } });
      fireEvent.change(getField('Contraseña'), { target: { value: SESSION_PASSWORD } });
      fireEvent.click(getButton('Iniciar sesión'));
      // The sign-in is over (and the token handed to the session) once the form is no longer busy.
      await waitFor(() => expect(document.querySelector('form[aria-busy="true"]')).toBeNull());
    },
    LOGOUT: async (ui) => {
      // The failure screen has its own 'Cerrar sesión'; elsewhere it is in the menu.
      const { fireEvent, waitFor } = await testingLibrary();
      if (pageHeading() !== FAILED) fireEvent.click(getButton('Abrir menú'));
      fireEvent.click(await waitFor(() => getButton('Cerrar sesión')));
      // Logout goes home, then ends the session; the visitor is sent on to /login.
      await waitFor(() => expect(path(ui)).toBe('/login'));
    },
    RETRY: async () => {
      const { fireEvent } = await testingLibrary();
      fireEvent.click(getButton('Reintentar'));
    },
    'PROFILE.RELOAD': (_ui, e) => sessionUiHooks.send(e),
    'PROFILE.UPDATED': (_ui, e) => sessionUiHooks.send(e),
  },
  canExecute: (snapshot, event) => {
    if (event.type === 'LOGIN') return snapshot.matches('anonymous');
    if (event.type === 'LOGOUT') {
      return (
        snapshot.matches({ loadingProfile: 'painted' }) ||
        ['client', 'suspended', 'business', 'profileFailed'].some((state) => snapshot.matches(state as never))
      );
    }
    return true;
  },
};
