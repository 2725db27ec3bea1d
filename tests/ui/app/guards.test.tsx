/**
 * The access rules of spec §6 on a first page load, through the real router, layout and route table, for what the
 * route × session walk (access-walk.test.tsx: every §2 route for every session state, written from access.oracle.ts)
 * does not read: the profile calls each session makes, the origin kept on a first load, signing out while
 * suspended, the spinner while the profile loads.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clientProfile,
  fakeServices,
  findHeading,
  makeToken,
  openApp,
  path,
  type Rendered,
  signIn,
  waitForPath,
} from './harness';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

describe('visitor', () => {
  it('on a guarded route goes to /login keeping the origin (path and query)', async () => {
    app = openApp('/perfil?tab=datos');
    await waitForPath('/login');
    expect(window.history.state?.usr).toEqual({ from: '/perfil?tab=datos' });
    await findHeading('Iniciar sesión');
  });
});

describe('ephemeral client (sign-up not verified)', () => {
  it('may be on /crear-cuenta/verificar and /crear-cuenta/actualizar-correo', async () => {
    signIn(makeToken('client-ephemeral'));
    app = openApp('/crear-cuenta/actualizar-correo');
    await findHeading('Actualiza tu correo electrónico');
    expect(path()).toBe('/crear-cuenta/actualizar-correo');
  });

  it('anywhere else goes to /crear-cuenta/verificar', async () => {
    signIn(makeToken('client-ephemeral'));
    app = openApp('/compras');
    await waitForPath('/crear-cuenta/verificar');
    expect(app.services['clients.me']).not.toHaveBeenCalled();
  });
});

describe('client', () => {
  it('sees guarded pages, with its name in the shell', async () => {
    signIn(makeToken('client'));
    app = openApp('/compras');
    await findHeading('Mi cuenta');
    expect(path()).toBe('/compras');
    expect(app.services['clients.me']).toHaveBeenCalledTimes(1);
  });
});

describe('business (promoter)', () => {
  it('may be on /promotor paths (without a quick application in progress, at its start)', async () => {
    signIn(makeToken('business'));
    app = openApp('/promotor/solicitud-rapida/client-info');
    await findHeading('Solicitud rápida');
    await waitForPath('/promotor/solicitud-rapida');
    expect(app.services['promoters.me']).toHaveBeenCalledTimes(1);
  });
});

describe('suspended client', () => {
  const suspended = () =>
    fakeServices({ 'clients.me': async () => ({ ...clientProfile, isSuspended: true }) });

  it('can still sign out from the menu', async () => {
    const user = userEvent.setup();
    signIn(makeToken('client'));
    app = openApp('/', suspended());
    await findHeading('Tu cuenta ha sido suspendida');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitForPath('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('loading', () => {
  it('shows a spinner while the profile loads, then the page', async () => {
    let release: () => void = () => {};
    const services = fakeServices({
      'clients.me': () => new Promise((resolve) => (release = () => resolve(clientProfile))),
    });
    signIn(makeToken('client'));
    app = openApp('/perfil', services);
    expect(await screen.findByText('Cargando tu información')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Perfil' })).toBeNull();
    release();
    await findHeading('Perfil');
    await waitFor(() => expect(screen.queryByText('Cargando tu información')).toBeNull());
  });
});
