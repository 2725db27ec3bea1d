/** The password recovery and reset flow through the real app: routes, screens, alerts, session hand-over. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeServices,
  findHeading,
  HttpError,
  makeToken,
  openApp,
  type Rendered,
  waitForPath,
} from '../../ui/app/harness';

const RESET = '/olvide-contrasena/recuperar-contrasena';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  vi.useRealTimers();
});

async function requestLink(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('Correo electrónico'), email);
  await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
}

/** The same new password in both fields, then 'Restablecer contraseña'. */
async function resetWith(user: ReturnType<typeof userEvent.setup>, password = 'NuevaClave2026') {
  await user.type(await screen.findByLabelText('Nueva contraseña'), password);
  await user.type(screen.getByLabelText('Confirma tu nueva contraseña'), password);
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
}

describe('forgot password (/olvide-contrasena)', () => {
  it('is reached from the login page and validates the e-mail on submit', async () => {
    const user = userEvent.setup();
    app = openApp('/login');
    await user.click(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    await waitForPath('/olvide-contrasena');
    await findHeading('Recuperar contraseña');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByText('El campo es requerido')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByText('El dato ingresado no es válido')).toBeTruthy();
    expect(app.services['clients.recoverPassword']).not.toHaveBeenCalled();
  });

  it('sends the trimmed address and shows where the link went; the address can be changed', async () => {
    const user = userEvent.setup();
    app = openApp('/olvide-contrasena');
    await requestLink(user, '  ana@correo.mx ');
    await findHeading('Revisa tu correo');
    expect(app.services['clients.recoverPassword']).toHaveBeenCalledWith(
      { email: 'ana@correo.mx' },
      expect.anything(),
    );
    expect(screen.getByText('ana@correo.mx')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Usar otro correo' }));
    await findHeading('Recuperar contraseña');
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('ana@correo.mx');
    expect(window.location.pathname).toBe('/olvide-contrasena');
  });

  it('an unknown address: the §5 message under the field and the §8 alert, the address stays', async () => {
    const user = userEvent.setup();
    const refused = fakeServices({
      'clients.recoverPassword': async () => Promise.reject(new HttpError(404)),
    });
    app = openApp('/olvide-contrasena', refused);
    await requestLink(user, 'nadie@correo.mx');
    expect(await screen.findByText('No se encontraron registros de el correo ingresado')).toBeTruthy();
    // Issue 23: spec §8's text on its condition, as an alert; §5's stays under the field, once.
    expect(await screen.findByText('Has ingresado un correo electrónico no registrado')).toBeTruthy();
    expect(screen.getAllByText('Has ingresado un correo electrónico no registrado')).toHaveLength(1);
    expect(screen.getAllByText('No se encontraron registros de el correo ingresado')).toHaveLength(1);
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('nadie@correo.mx');
  });

  it('the reset page without a token falls back to asking for a link', async () => {
    app = openApp(RESET);
    await findHeading('Recuperar contraseña');
    await waitForPath('/olvide-contrasena');
  });
});

describe('reset password (/olvide-contrasena/recuperar-contrasena?token=…)', () => {
  it('keeps the submit button disabled until the form is valid, with the spec messages', async () => {
    const user = userEvent.setup();
    app = openApp(`${RESET}?token=enlace-123`);
    await findHeading('Restablecer contraseña');
    const submit = screen.getByRole('button', { name: 'Restablecer contraseña' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Nueva contraseña'), 'corta');
    // Characters, as the field's hint says ('Usa al menos 8 caracteres.'), not digits.
    expect(screen.getByText('El campo debe tener al menos 8 caracteres')).toBeTruthy();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Clave26');
    await user.click(screen.getByLabelText('Confirma tu nueva contraseña'));
    await user.tab();
    expect(screen.getByText('La confirmación de la contraseña es requerida')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirma tu nueva contraseña'), 'otraClave');
    expect(screen.getByText('Las contraseñas ingresadas son diferentes')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.clear(screen.getByLabelText('Confirma tu nueva contraseña'));
    await user.type(screen.getByLabelText('Confirma tu nueva contraseña'), 'cortaClave26');
    expect(submit.disabled).toBe(false);
    expect(screen.queryByText('Las contraseñas ingresadas son diferentes')).toBeNull();
    // The session did not take the reset token as its own.
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('a failed reset shows the spec alert and keeps what was typed', async () => {
    const user = userEvent.setup();
    const refused = fakeServices({ 'clients.resetPassword': async () => Promise.reject(new HttpError(401)) });
    app = openApp(`${RESET}?token=usado`, refused);
    await resetWith(user);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'No se pudo restablecer la contraseña, vuelva a intentarlo.',
      ),
    );
    expect(app.services['clients.resetPassword']).toHaveBeenCalledWith(
      { token: 'usado', password: 'NuevaClave2026' },
      expect.anything(),
    );
    expect((screen.getByLabelText('Nueva contraseña') as HTMLInputElement).value).toBe('NuevaClave2026');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('success: the notice, a 5 s countdown, then home signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const token = makeToken('client');
    app = openApp(
      `${RESET}?token=enlace-123`,
      fakeServices({ 'clients.resetPassword': async () => ({ token }) }),
    );
    await resetWith(user);
    await findHeading('Contraseña restablecida');
    expect(screen.getByRole('status').textContent).toContain('Tu contraseña se restableció correctamente.');
    expect(screen.getByText('Te redirigiremos en 5 segundos.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Te redirigiremos en 4 segundos.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Te redirigiremos en 1 segundo.')).toBeTruthy();
    expect(window.location.pathname).toBe(RESET);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitForPath('/');
    await findHeading('Inicio');
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(app.runtime.session.getSnapshot().value).toBe('client');
  });

  it('Continuar skips the countdown; an ephemeral token goes to verification', async () => {
    const user = userEvent.setup();
    app = openApp(
      `${RESET}?token=enlace-123`,
      fakeServices({ 'clients.resetPassword': async () => ({ token: makeToken('client-ephemeral') }) }),
    );
    await resetWith(user);
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitForPath('/crear-cuenta/verificar');
  });

  it('a client with a pending store application goes back to /aplicacion-credito', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'pendingApplication',
      JSON.stringify({ savedAt: Date.now(), value: { storeId: 's1' } }),
    );
    app = openApp(`${RESET}?token=enlace-123`);
    await resetWith(user);
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitForPath('/aplicacion-credito');
  });

  it('asks for a new link from the reset page', async () => {
    const user = userEvent.setup();
    app = openApp(`${RESET}?token=vencido`);
    await findHeading('Restablecer contraseña');
    await user.click(screen.getByRole('button', { name: 'Solicitar un enlace nuevo' }));
    await findHeading('Recuperar contraseña');
    await waitForPath('/olvide-contrasena');
    await requestLink(user, 'ana@correo.mx');
    await findHeading('Revisa tu correo');
  });
});
