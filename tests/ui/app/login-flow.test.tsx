/**
 * The login flow end to end through the router: forward, back, deep link, reload (route ↔ machine sync). The form's
 * errors, the failed sign-in's alert and where each token goes are the login model's (tests/flows/login).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { fakeServices, findHeading, openApp, type Rendered, reload, waitForPath } from './harness';

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
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect([hrefOf('Crear cuenta'), hrefOf('¿Olvidaste tu contraseña?')]).toEqual([
      '/crear-cuenta',
      '/olvide-contrasena',
    ]);
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

  it("too many attempts (429 TOO_MANY_ATTEMPTS): shows the server's message with the wait", async () => {
    const tooMany = 'Demasiados intentos, vuelve a intentarlo en 14 minutos.';
    const refused = new ApiError('clients.signin', 429, {
      httpCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: tooMany,
    });
    app = openApp('/login', fakeServices({ 'clients.signin': () => Promise.reject(refused) }));
    await fillAndSubmit();
    expect(await screen.findByText(tooMany)).toBeTruthy();
    expect(screen.queryByText('Has ingresado un correo electrónico o contraseña incorrectos.')).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('reload on /login keeps the origin and the loan intent (URL and navigation state survive)', async () => {
    app = openApp('/perfil');
    await waitForPath('/login');
    app = reload(app);
    await findHeading('Iniciar sesión');
    await fillAndSubmit();
    await waitForPath('/perfil');
  });
  // A reload after signing in keeps the session and the page: the token stored by the sign-in ('forward' above)
  // is what a reload reads (session.test.tsx, 'reload keeps the session from local storage').
});
