/**
 * Sign-up defects found by trying the flow as a new user would (issue: "One house for every flow"), each proven
 * through the real app (router, guards, session, draft) with a fake API.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WRONG_CODE_MESSAGE } from '../../../machines/signup';
import { ApiError } from '../../../src/api/errors';
import { PATHS } from '../../../src/paths';
import { ANA_CURP, MARIA_CURP } from '../../fixtures/samples.ts';
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
} from '../../ui/app/harness';
import { field, fillAccount, fillBirth, fillManualIdentity, radio } from './signup.app.ts';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

vi.setConfig({ testTimeout: 30_000 });

/** The browser's Back button: the URL moves on its own. */
const browserBackTo = (route: string) =>
  act(async () => {
    window.history.pushState(null, '', route);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });

/** A fresh sign-up on its personal-data step. */
async function toPersonalData(services?: ReturnType<typeof fakeServices>) {
  const user = userEvent.setup();
  app = openApp(PATHS.signup, services);
  await fillAccount(user);
  await findHeading('Datos personales');
  return user;
}

/** An unverified session on the code page. */
async function toVerification(services?: ReturnType<typeof fakeServices>) {
  signIn(makeToken('client-ephemeral'));
  const user = userEvent.setup();
  app = openApp(PATHS.signupVerify, services);
  return user;
}

describe('sign-up defects', () => {
  it("'Sin CURP', Back, 'Continuar': the screen shows the mode the machine is in, and both toggles respond", async () => {
    const user = await toPersonalData();
    await user.click(radio('Sin CURP'));
    await user.type(field('Nombre(s)'), 'Ana');
    await browserBackTo(PATHS.signup);
    await findHeading('Crear cuenta');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await findHeading('Datos personales');
    // 'Sin CURP' highlighted and the manual form shown, with what was typed.
    expect(radio('Sin CURP').checked).toBe(true);
    expect(field('Nombre(s)').value).toBe('Ana');
    expect(screen.queryByRole('button', { name: 'Buscar CURP' })).toBeNull();
    await user.click(radio('Con CURP'));
    expect(radio('Con CURP').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Buscar CURP' })).toBeTruthy();
    await user.click(radio('Sin CURP'));
    expect(field('Nombre(s)').value).toBe('Ana');
    // A reload cannot bring back a broken mode: the draft holds the state, not a flag.
    expect(localStorage.getItem('pendingClientSignup') ?? '').not.toContain('"mode"');
  });

  // A short password's text says characters, as the hint does: signup.fields.test.ts (the account step's errors),
  // shown under the field as the context holds it (signup.screens.ts).
  it('after a CURP lookup finds nothing, the manual form has sex, birth date and state from the typed CURP', async () => {
    const user = await toPersonalData(
      fakeServices({ 'clients.curpLookup': async () => Promise.reject(new HttpError(404)) }),
    );
    await user.type(field('CURP'), MARIA_CURP);
    await user.click(screen.getByRole('button', { name: 'Buscar CURP' }));
    await waitFor(() => expect(radio('Sin CURP').checked).toBe(true));
    const filled = { Sexo: 'M', Día: '14', Mes: '05', Año: '1990', 'Estado de nacimiento': 'JALISCO' };
    for (const [label, value] of Object.entries({ ...filled, CURP: MARIA_CURP }))
      expect(field(label).value, label).toBe(value);
  });

  it('an impossible birth date clears the CURP and RFC generated from the previous one', async () => {
    const user = await toPersonalData();
    await user.click(radio('Sin CURP'));
    await fillManualIdentity(user);
    expect(field('CURP').value).toBe(ANA_CURP);
    expect(field('RFC').value).toMatch(/^TOMA950717/);
    await user.selectOptions(field('Día'), '31');
    await user.selectOptions(field('Mes'), '02');
    expect(field('CURP').value).toBe('');
    expect(field('RFC').value).toBe('');
  });

  it("'No tengo segundo apellido': the CURP has X in its place and the account is created without one", async () => {
    const user = await toPersonalData();
    await user.click(radio('Sin CURP'));
    await user.type(field('Nombre(s)'), 'Juan');
    await user.type(field('Primer apellido'), 'Martínez');
    await user.selectOptions(field('Sexo'), 'H');
    await fillBirth(user);
    // Without the choice, 'Segundo apellido' stays required.
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(app!.services['clients.create']).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'No tengo segundo apellido' }));
    expect(screen.queryByLabelText('Segundo apellido')).toBeNull();
    // RENAPO: X for the missing second surname (position 3) and for its inner consonant (position 15).
    expect(field('CURP').value).toMatch(/^MAXJ950717HYNRXN0\d$/);
    // SAT rule 7 (one surname): the first two letters of the surname and of the name.
    expect(field('RFC').value).toMatch(/^MAJU950717/);
    await user.click(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await findHeading('Verifica tu correo');
    expect(app!.services['clients.create']).toHaveBeenCalledWith(
      expect.objectContaining({ secondSurname: null, curp: expect.stringMatching(/^MAXJ/) }),
      expect.anything(),
    );
  });

  it('a new session within the wait counts down from the server, shows the address, and survives a reload', async () => {
    const status = (retryAfterSeconds: number) => async () => ({
      email: 'ana.torres@correo.mx',
      retryAfterSeconds,
    });
    const services = fakeServices({ 'clients.activationCodeStatus': status(42) });
    await toVerification(services);
    await findHeading('Verifica tu correo');
    await waitFor(() =>
      expect(screen.getByRole('timer').textContent).toBe('Podrás pedir un nuevo código en 42 s'),
    );
    expect(screen.queryByRole('button', { name: 'Reenviar código' })).toBeNull();
    expect(screen.getByText('ana.torres@correo.mx')).toBeTruthy();

    // A reload (or a tab opened again): the server is asked again, the countdown does not restart at 60.
    const asked = services['clients.activationCodeStatus'].mock.calls.length;
    services['clients.activationCodeStatus'].mockImplementation(status(17));
    app = reload(app!);
    await findHeading('Verifica tu correo');
    await waitFor(() =>
      expect(screen.getByRole('timer').textContent).toBe('Podrás pedir un nuevo código en 17 s'),
    );
    expect(services['clients.activationCodeStatus'].mock.calls.length).toBeGreaterThan(asked);
  });

  it('a resend the server refuses (429) shows no error: the countdown shows the wait the server has left', async () => {
    // The page was opened with no wait known to the server; by the time the link is pressed, a code went out.
    let refused = false;
    const services = fakeServices({
      'clients.resendActivationCode': async () => {
        refused = true;
        throw new HttpError(429);
      },
      'clients.activationCodeStatus': async () => ({
        email: 'ana.torres@correo.mx',
        retryAfterSeconds: refused ? 30 : 0,
      }),
    });
    const user = await toVerification(services);
    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }));
    await waitFor(() =>
      expect(screen.getByRole('timer').textContent).toBe('Podrás pedir un nuevo código en 30 s'),
    );
    expect(screen.queryByText('Hubo un error, vuelve a intentarlo más tarde.')).toBeNull();
  });

  it("a successful step takes the previous step's error toast away ('¡Tu cuenta está lista!' shows no error)", async () => {
    const user = await toVerification();
    await findHeading('Verifica tu correo');
    app!.services['clients.activate'].mockRejectedValueOnce(new HttpError(422));
    await user.type(field('Código de verificación'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await findHeading('¡Tu cuenta está lista!');
    await waitForPath(PATHS.signupCompleted);
    expect(screen.queryByText(WRONG_CODE_MESSAGE)).toBeNull();
  });

  it("too many code attempts (429): the verification screen shows the app's text with the wait, not the server's nor the wrong-code text", async () => {
    const exceeded =
      'Superaste el número de intentos permitidos por hoy. Vuelve a intentarlo en 23 horas y 10 minutos.';
    const locked = 'Superaste el número de intentos, solicita un código nuevo.';
    const user = await toVerification();
    await findHeading('Verifica tu correo');
    const refusal = (code: string, wait = {}) =>
      new ApiError('clients.activate', 429, { httpCode: 429, code, message: 'Texto del servidor', ...wait });
    app!.services['clients.activate']
      .mockRejectedValueOnce(
        refusal('ACTIVATION_ATTEMPTS_EXCEEDED', { retryAfterSeconds: 23 * 3600 + 10 * 60 }),
      )
      .mockRejectedValueOnce(refusal('ACTIVATION_CODE_LOCKED'));
    await user.type(field('Código de verificación'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(exceeded)).toBeTruthy();
    expect(screen.queryByText(WRONG_CODE_MESSAGE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(locked)).toBeTruthy();
    expect(screen.queryByText(WRONG_CODE_MESSAGE)).toBeNull();
    expect(screen.queryByText('Texto del servidor')).toBeNull();
    expect(window.location.pathname).toBe(PATHS.signupVerify);
  });
});
