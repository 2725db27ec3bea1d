/**
 * The session as the app runs it: token from the URL or storage, profile 404, logout, reload. A token expired at load
 * is the access walk's (access-walk.test.tsx, state expired); the failed profile's Reintentar the session model's.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeServices,
  findHeading,
  HttpError,
  makeToken,
  openApp,
  type Rendered,
  reload,
  signIn,
  waitForPath,
} from './harness';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

describe('session', () => {
  it('takes the token from the URL query, saves it and removes it from the URL', async () => {
    const token = makeToken('client');
    app = openApp(`/compras?token=${token}&tab=activas`);
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(window.location.search).toBe('?tab=activas');
    await findHeading('Mi cuenta');
    expect(window.location.pathname).toBe('/compras');
    expect(app.services['clients.me']).toHaveBeenCalledTimes(1);
  });

  it('leaves the one-time token of the password-reset link to that page', async () => {
    app = openApp('/olvide-contrasena/recuperar-contrasena?token=reset-123');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(window.location.search).toBe('?token=reset-123');
    await screen.findByRole('heading', { level: 1 });
    expect(window.location.pathname).toBe('/olvide-contrasena/recuperar-contrasena');
  });

  it('a 404 on the profile logs out: storage cleared, visitor sent to /login', async () => {
    localStorage.setItem('pendingApplication', '{"savedAt":0,"value":{}}');
    signIn(makeToken('client'));
    app = openApp('/perfil', fakeServices({ 'clients.me': () => Promise.reject(new HttpError(404)) }));
    await waitForPath('/login');
    expect(localStorage.length).toBe(0);
  });

  it('logout clears ALL local storage and the session, and goes to /', async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    localStorage.setItem('pendingClientSignup', '{}');
    localStorage.setItem('pushNotificationsEnabled', 'true');
    app = openApp('/compras');
    await findHeading('Mi cuenta');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    // / is guarded: the visitor lands on /login with / as the origin.
    await waitForPath('/login');
    expect(window.history.state?.usr).toEqual({ from: '/' });
    expect(localStorage.length).toBe(0);
    expect(app.runtime.session.getSnapshot().value).toBe('anonymous');
  });

  it('reload keeps the session from local storage (spinner, then the same page)', async () => {
    signIn(makeToken('client'));
    app = openApp('/perfil');
    await findHeading('Perfil');
    app = reload(app);
    expect(screen.getByText('Cargando tu información')).toBeTruthy();
    await findHeading('Perfil');
    expect(window.location.pathname).toBe('/perfil');
    await waitFor(() => expect(app?.services['clients.me']).toHaveBeenCalledTimes(2));
  });
});
