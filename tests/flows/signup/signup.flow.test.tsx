/**
 * The sign-up flow in the real app (router, guards, session, draft) with a fake API: what reaches the API, the
 * spec messages of every failure, the draft rules, and where the flow resumes for each kind of session.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WRONG_CODE_MESSAGE } from '../../../machines/signup';
import { writeDraft } from '../../../src/app/drafts';
import { ANA_CURP } from '../../fixtures/samples.ts';
import {
  findHeading,
  HttpError,
  makeToken,
  openApp,
  type Rendered,
  reload,
  signIn,
  waitForPath,
} from '../../ui/app/harness';
import { field, fillAccount, fillManualIdentity, radio } from './signup.app.ts';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

async function alertText(text: string) {
  await waitFor(() => expect(within(screen.getByRole('alert')).getByText(text)).toBeTruthy());
}

// Whole forms typed key by key through the real app take a few seconds each.
vi.setConfig({ testTimeout: 30_000 });

describe('sign-up flow', () => {
  it('shows the phone as (###) ###-####, checks 10 digits, and creates the account with the referral code', async () => {
    const user = userEvent.setup();
    app = openApp('/crear-cuenta?referral=ROBERTO78');
    await findHeading('Crear cuenta');
    await user.type(field('Número de teléfono'), '5512345678');
    expect(field('Número de teléfono').value).toBe('(551) 234-5678');
    await user.clear(field('Número de teléfono'));
    await fillAccount(user);
    await findHeading('Datos personales');
    expect(app.services['clients.exists']).toHaveBeenCalledWith(
      { email: 'ana.torres@correo.mx', phoneNumber: '5512345678' },
      expect.anything(),
    );

    await user.click(radio('Sin CURP'));
    await fillManualIdentity(user);
    // Manual mode: CURP and RFC are generated once the identity is complete (spec issue vector).
    expect(field('CURP').value).toBe(ANA_CURP);
    expect(field('RFC').value).toMatch(/^TOMA950717[A-Z0-9]{3}$/);
    await user.click(screen.getByLabelText('Acepto los términos y condiciones'));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await findHeading('Verifica tu correo');
    expect(window.location.pathname).toBe('/crear-cuenta/verificar');
    expect(app.services['clients.create']).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'ana.torres@correo.mx',
        phoneNumber: '5512345678',
        password: 'secreto123',
        referralCode: 'ROBERTO78',
        name: 'Ana Luisa',
        sex: 'M',
        stateOfBirth: 'YUCATAN',
        dateOfBirth: '1995-07-17T00:00:00.000Z',
        curp: ANA_CURP,
        termsAndConditions: true,
      }),
      expect.anything(),
    );
    // The ephemeral token went to the session; the saved draft (written once the snapshot rests on the code step,
    // which a loaded machine may reach after the heading shows) does not hold the password.
    expect(app.runtime.session.getSnapshot().value).toBe('ephemeral');
    const draft = await waitFor(() => {
      const saved = localStorage.getItem('pendingClientSignup');
      expect(saved).toContain('verif');
      return saved;
    });
    expect(draft).not.toContain('secreto123');
  });

  // The availability check's and the CURP lookup's answers (their texts, 404 to manual entry), and a failed
  // creation (each §8 text, the personal data kept, shown as typed on every field and the terms box): the model
  // (signup.model.ts at machine level, signup.screens.ts at UI level); the password kept: signup.fields.test.ts.
  it('a reload keeps what was typed but never the password: it is asked again, unflagged until the person acts; without a draft the page returns to /crear-cuenta', async () => {
    const user = userEvent.setup();
    app = openApp('/crear-cuenta');
    await fillAccount(user);
    await findHeading('Datos personales');
    await user.click(radio('Sin CURP'));
    await user.type(field('Nombre(s)'), 'Ana Luisa');
    // The draft in local storage never holds the password.
    expect(localStorage.getItem('pendingClientSignup')).toContain('Ana Luisa');
    expect(localStorage.getItem('pendingClientSignup')).not.toContain('secreto123');
    app = reload(app);
    await findHeading('Crear cuenta');
    await waitForPath('/crear-cuenta');
    expect(field('Correo electrónico').value).toBe('ana.torres@correo.mx');
    expect(field('Contraseña').value).toBe('');
    // Nothing is flagged before the person acts (spec §5: the account step checks on submit).
    expect(screen.queryByText('El campo es requerido')).toBeNull();
    expect(field('Contraseña').getAttribute('aria-invalid')).not.toBe('true');
    // 'Continuar' with the password still empty says so.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('El campo es requerido')).toBeTruthy();
    await user.type(field('Contraseña'), 'secreto123');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    // Back to the form that was left ('Sin CURP'), with everything typed.
    await findHeading('Datos personales');
    expect(radio('Sin CURP').checked).toBe(true);
    expect(field('Nombre(s)').value).toBe('Ana Luisa');

    localStorage.removeItem('pendingClientSignup');
    app = reload(app);
    await waitForPath('/crear-cuenta');
    await findHeading('Crear cuenta');
  });

  it('an unverified session resumes at the code: the resend link shows at once and restarts the countdown', async () => {
    signIn(makeToken('client-ephemeral'));
    const user = userEvent.setup();
    app = openApp('/crear-cuenta/verificar');
    await findHeading('Verifica tu correo');
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() =>
      expect(screen.getByRole('timer').textContent).toBe('Podrás pedir un nuevo código en 60 s'),
    );
    expect(app.services['clients.resendActivationCode']).toHaveBeenCalledTimes(1);

    app.services['clients.activate'].mockRejectedValueOnce(new HttpError(422));
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByText('El campo es requerido')).toBeTruthy();
    await user.type(field('Código de verificación'), '12a34');
    expect(field('Código de verificación').value).toBe('1234');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await alertText(WRONG_CODE_MESSAGE);

    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await findHeading('¡Tu cuenta está lista!');
    expect(window.location.pathname).toBe('/crear-cuenta/completada');
    expect(app.services['clients.activate']).toHaveBeenLastCalledWith(
      { activationCode: '1234' },
      expect.anything(),
    );
  });

  it('drops a draft that belongs to another session instead of bouncing between pages', async () => {
    // A visitor's draft (personal data) while the session is already unverified.
    writeDraft('pendingClientSignup', {
      status: 'active',
      value: { personalData: 'manual' },
      context: { mode: 'manual' },
      historyValue: {},
      children: {},
    });
    signIn(makeToken('client-ephemeral'));
    app = openApp('/crear-cuenta/datos-personales');
    await findHeading('Verifica tu correo');
    expect(window.location.pathname).toBe('/crear-cuenta/verificar');
    expect(localStorage.getItem('pendingClientSignup') ?? '').not.toContain('personalData');
  });

  it('the completed screen continues to the pending application, or home', async () => {
    signIn(makeToken('client'));
    writeDraft('pendingApplication', { context: { applicationType: 'STORE', storeId: 'tienda-1' } });
    app = openApp('/crear-cuenta/completada');
    await findHeading('¡Tu cuenta está lista!');
    expect(screen.getByText('Completa tu solicitud').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitForPath('/aplicacion-credito');

    app.unmount();
    localStorage.removeItem('pendingApplication');
    app = openApp('/crear-cuenta/completada');
    await findHeading('¡Tu cuenta está lista!');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitForPath('/');
    expect(localStorage.getItem('pendingClientSignup')).toBeNull();
  });
});
