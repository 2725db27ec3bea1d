/** The login flow end to end through the router: forward, back, deep link, reload (route ↔ machine sync). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import {
  fakeServices,
  findHeading,
  HttpError,
  makeToken,
  openApp,
  type Rendered,
  reload,
  waitForPath,
} from './harness';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

async function fillAndSubmit(email = 'ana@correo.mx', password = 'secreta123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('login flow', () => {
  it('shows links to /crear-cuenta and /olvide-contrasena', async () => {
    app = openApp('/login');
    await findHeading('Iniciar sesión');
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/crear-cuenta');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe(
      '/olvide-contrasena',
    );
  });

  it('validates on submit with the generic messages and does not call the API', async () => {
    app = openApp('/login');
    await findHeading('Iniciar sesión');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getAllByText('El campo es requerido')).toHaveLength(2);
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(app.services['clients.signin']).not.toHaveBeenCalled();
  });

  it('forward: deep link to a guarded page → /login → signed in → back on that page', async () => {
    app = openApp('/compras/aplicacion-de-pagos');
    await waitForPath('/login');
    await fillAndSubmit();
    await findHeading('Aplicación de pagos');
    expect(window.location.pathname).toBe('/compras/aplicacion-de-pagos');
    expect(app.services['clients.signin']).toHaveBeenCalledWith(
      { email: 'ana@correo.mx', password: 'secreta123' },
      expect.anything(),
    );
    expect(localStorage.getItem('authToken')).toMatch(/\./);
    expect(app.runtime.session.getSnapshot().value).toBe('client');
  });

  it('back: after signing in, Back returns to the page before the login form, not to the form', async () => {
    const user = userEvent.setup();
    app = openApp('/terminos-y-condiciones');
    await findHeading(/Términos y condiciones/i);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(await screen.findByRole('link', { name: 'Iniciar sesión' }));
    await waitForPath('/login');
    await fillAndSubmit();
    await findHeading('Inicio');
    expect(window.location.pathname).toBe('/');
    window.history.back();
    await waitForPath('/terminos-y-condiciones');
    await findHeading(/Términos y condiciones/i);
  });

  it('a failed sign-in shows the error alert and stays on /login', async () => {
    app = openApp(
      '/login',
      fakeServices({
        'clients.signin': async () => {
          throw new HttpError(401);
        },
      }),
    );
    await fillAndSubmit();
    expect(
      await screen.findByText('Has ingresado un correo electrónico o contraseña incorrectos.'),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("too many attempts (429 TOO_MANY_ATTEMPTS): shows the server's message with the wait", async () => {
    const tooMany = 'Demasiados intentos, vuelve a intentarlo en 14 minutos.';
    app = openApp(
      '/login',
      fakeServices({
        'clients.signin': async () => {
          throw new ApiError('clients.signin', 429, {
            httpCode: 429,
            code: 'TOO_MANY_ATTEMPTS',
            message: tooMany,
          });
        },
      }),
    );
    await fillAndSubmit();
    expect(await screen.findByText(tooMany)).toBeTruthy();
    expect(screen.queryByText('Has ingresado un correo electrónico o contraseña incorrectos.')).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('an ephemeral token goes to /crear-cuenta/verificar', async () => {
    app = openApp(
      '/login',
      fakeServices({ 'clients.signin': async () => ({ token: makeToken('client-ephemeral') }) }),
    );
    await fillAndSubmit();
    await waitForPath('/crear-cuenta/verificar');
    await screen.findByRole('heading', { level: 1 });
  });

  // /login?prestamo=personal|tienda: walked in entry-params.test.tsx (what the flow holds once it rests).

  it('reload on /login keeps the origin and the loan intent (URL and navigation state survive)', async () => {
    app = openApp('/perfil');
    await waitForPath('/login');
    app = reload(app);
    await findHeading('Iniciar sesión');
    await fillAndSubmit();
    await waitForPath('/perfil');
  });

  it('reload after signing in keeps the session and the page', async () => {
    app = openApp('/perfil');
    await waitForPath('/login');
    await fillAndSubmit();
    await findHeading('Perfil');
    app = reload(app);
    await findHeading('Perfil');
    await waitFor(() => expect(window.location.pathname).toBe('/perfil'));
  });
});
