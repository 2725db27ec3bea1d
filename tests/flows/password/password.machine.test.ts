import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  canSubmitReset,
  type PasswordInput,
  passwordMachine,
  type ResetPasswordOutput,
} from '../../../machines/password.machine.ts';
import type { AlertEmitted } from '../../../machines/shared/alerts.ts';
import { routeOf } from '../../../machines/shared/route.ts';
import { httpError, tokens } from '../../fixtures/samples.ts';
import { classSuite } from '../../model/harness/classes.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { everyTableRowWalked } from '../../model/tables/table.ts';
import { PASSWORD_CLASSES } from './password.classes.ts';
import { PASSWORD_ROWS, passwordModel } from './password.model.ts';
import { PASSWORD_SPEC } from './password.oracle.ts';

machineSuite(passwordModel);
classSuite(passwordModel, PASSWORD_CLASSES, 'machine');
everyTableRowWalked(PASSWORD_ROWS);

// Texts from the spec (password.oracle.ts), not the machine's constants.
const CONFIRMATION_MISMATCH_MESSAGE = PASSWORD_SPEC.texts.confirmationMismatch;
const CONFIRMATION_REQUIRED_MESSAGE = PASSWORD_SPEC.texts.confirmationRequired;
const RESET_FAILED_MESSAGE = PASSWORD_SPEC.texts.resetFailed;
const UNKNOWN_EMAIL_FIELD_MESSAGE = PASSWORD_SPEC.texts.unknownEmailField;
// The spec names no text for these two: the design's copy, written here as the product shows it.
const RECOVERY_FAILED_MESSAGE = 'No pudimos enviar el correo, vuelve a intentarlo más tarde.';
const RESET_SUCCESS_MESSAGE = 'Tu contraseña se restableció correctamente.';

/** A deferred promise: the test decides when (and how) the API answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(input: PasswordInput = {}) {
  const recover = { calls: [] as { email: string }[], next: deferred<unknown>() };
  const reset = { calls: [] as { token: string; password: string }[], next: deferred<ResetPasswordOutput>() };
  const machine = passwordMachine.provide({
    actors: {
      'clients.recoverPassword': fromPromise(({ input }) => {
        recover.calls.push(input);
        return recover.next.promise;
      }),
      'clients.resetPassword': fromPromise(({ input }) => {
        reset.calls.push(input);
        return reset.next.promise;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const alerts: AlertEmitted[] = [];
  actor.on('alert', (event) => alerts.push(event));
  return { actor, recover, reset, alerts };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

afterEach(() => {
  vi.useRealTimers();
});

describe('password machine · forgot password', () => {
  it('starts on /olvide-contrasena without a reset token and validates on submit', () => {
    const { actor, recover } = start();
    expect(actor.getSnapshot().value).toEqual({ forgot: 'editing' });
    expect(routeOf(actor.getSnapshot())).toBe('/olvide-contrasena');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'El campo es requerido' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'ana@correo' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'El dato ingresado no es válido' });
    expect(recover.calls).toEqual([]);
  });

  it('sends the trimmed address and shows the sent notice', async () => {
    const { actor, recover } = start();
    actor.send({ type: 'CHANGE', field: 'email', value: '  ana@correo.mx ' });
    actor.send({ type: 'BLUR', field: 'email' });
    expect(actor.getSnapshot().context.email).toBe('ana@correo.mx');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toEqual({ forgot: 'sending' });
    expect(recover.calls).toEqual([{ email: 'ana@correo.mx' }]);
    recover.next.resolve({ sent: true, retryAfterSeconds: 60 });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ forgot: 'sent' });
    expect(actor.getSnapshot().context.sentTo).toBe('ana@correo.mx');
    actor.send({ type: 'EDIT_EMAIL' });
    expect(actor.getSnapshot().value).toEqual({ forgot: 'editing' });
    expect(actor.getSnapshot().context.email).toBe('ana@correo.mx');
  });

  it('an unknown address: the §5 form message under the field and the §8 alert (issue 23)', async () => {
    const { actor, recover, alerts } = start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'nadie@correo.mx' });
    actor.send({ type: 'SUBMIT' });
    recover.next.reject(httpError(404));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ forgot: 'editing' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: UNKNOWN_EMAIL_FIELD_MESSAGE });
    expect(actor.getSnapshot().context.email).toBe('nadie@correo.mx');
    expect(alerts).toEqual([
      {
        type: 'alert',
        message: 'Has ingresado un correo electrónico no registrado',
        alertType: 'error',
        timer: 5000,
      },
    ]);
    expect(UNKNOWN_EMAIL_FIELD_MESSAGE).toBe('No se encontraron registros de el correo ingresado');
  });

  it('any other failure keeps the address and shows a retry alert', async () => {
    const { actor, recover, alerts } = start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'ana@correo.mx' });
    actor.send({ type: 'SUBMIT' });
    recover.next.reject(httpError(503));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ forgot: 'editing' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(alerts.map((a) => a.message)).toEqual([RECOVERY_FAILED_MESSAGE]);
  });
});

describe('password machine · reset password', () => {
  const fill = (actor: ReturnType<typeof start>['actor'], password: string, confirmation: string) => {
    actor.send({ type: 'CHANGE', field: 'password', value: password });
    actor.send({ type: 'CHANGE', field: 'confirmation', value: confirmation });
  };

  it('starts on the reset route with the link token; errors show once a field is used', () => {
    const { actor } = start({ resetToken: 'tkn' });
    expect(actor.getSnapshot().value).toEqual({ reset: 'editing' });
    expect(routeOf(actor.getSnapshot())).toBe('/olvide-contrasena/recuperar-contrasena');
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(canSubmitReset(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'BLUR', field: 'password' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'El campo es requerido' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'corta' });
    expect(actor.getSnapshot().context.errors).toEqual({
      password: 'El campo debe tener al menos 8 caracteres',
    });
    actor.send({ type: 'BLUR', field: 'confirmation' });
    expect(actor.getSnapshot().context.errors.confirmation).toBe(CONFIRMATION_REQUIRED_MESSAGE);
    fill(actor, 'NuevaClave2026', 'NuevaClave2025');
    expect(actor.getSnapshot().context.errors).toEqual({ confirmation: CONFIRMATION_MISMATCH_MESSAGE });
    expect(CONFIRMATION_REQUIRED_MESSAGE).toBe('La confirmación de la contraseña es requerida');
    expect(CONFIRMATION_MISMATCH_MESSAGE).toBe('Las contraseñas ingresadas son diferentes');
  });

  it('submit does nothing until the form is valid; the password is never trimmed', () => {
    const { actor, reset } = start({ resetToken: 'tkn' });
    fill(actor, 'NuevaClave2026', 'NuevaClave2025');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toEqual({ reset: 'editing' });
    fill(actor, ' Clave 2026 ', ' Clave 2026 ');
    expect(canSubmitReset(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toEqual({ reset: 'submitting' });
    expect(reset.calls).toEqual([{ token: 'tkn', password: ' Clave 2026 ' }]);
  });

  it('a failed reset keeps what was typed and shows the 5 s error alert', async () => {
    const { actor, reset, alerts } = start({ resetToken: 'tkn' });
    fill(actor, 'NuevaClave2026', 'NuevaClave2026');
    actor.send({ type: 'SUBMIT' });
    reset.next.reject(httpError(401));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ reset: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      password: 'NuevaClave2026',
      confirmation: 'NuevaClave2026',
    });
    expect(alerts).toEqual([
      { type: 'alert', message: RESET_FAILED_MESSAGE, alertType: 'error', timer: 5000 },
    ]);
    expect(RESET_FAILED_MESSAGE).toBe('No se pudo restablecer la contraseña, vuelva a intentarlo.');
  });

  it('success: the 6 s notice, a 5 s countdown ticking each second, then home with the new token', async () => {
    vi.useFakeTimers({ now: 0 });
    const { actor, reset, alerts } = start({ resetToken: 'tkn' });
    fill(actor, 'NuevaClave2026', 'NuevaClave2026');
    actor.send({ type: 'SUBMIT' });
    reset.next.resolve({ token: tokens.client, hasStoreApplication: false });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ reset: 'succeeded' });
    expect(alerts).toEqual([
      { type: 'alert', message: RESET_SUCCESS_MESSAGE, alertType: 'success', timer: 6000 },
    ]);
    const seen: number[] = [actor.getSnapshot().context.countdown];
    for (let second = 1; second < 5; second++) {
      await vi.advanceTimersByTimeAsync(999);
      expect(actor.getSnapshot().context.countdown).toBe(seen.at(-1));
      await vi.advanceTimersByTimeAsync(1);
      seen.push(actor.getSnapshot().context.countdown);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ token: tokens.client, redirectTo: '/' });
  });

  it('an ephemeral token goes to verification; a pending store application to /aplicacion-credito', async () => {
    const ephemeral = start({ resetToken: 'tkn' });
    fill(ephemeral.actor, 'NuevaClave2026', 'NuevaClave2026');
    ephemeral.actor.send({ type: 'SUBMIT' });
    ephemeral.reset.next.resolve({ token: tokens.ephemeral, hasStoreApplication: true });
    await settle();
    ephemeral.actor.send({ type: 'CONTINUE' });
    expect(ephemeral.actor.getSnapshot().output?.redirectTo).toBe('/crear-cuenta/verificar');

    const store = start({ resetToken: 'tkn' });
    fill(store.actor, 'NuevaClave2026', 'NuevaClave2026');
    store.actor.send({ type: 'SUBMIT' });
    store.reset.next.resolve({ token: tokens.client, hasStoreApplication: true });
    await settle();
    store.actor.send({ type: 'CONTINUE' });
    expect(store.actor.getSnapshot().output).toEqual({
      token: tokens.client,
      redirectTo: '/aplicacion-credito',
    });
  });

  it('asking for a new link leaves the reset form and forgets what was typed there', () => {
    const { actor } = start({ resetToken: 'tkn' });
    fill(actor, 'NuevaClave2026', 'x');
    actor.send({ type: 'REQUEST_NEW_LINK' });
    expect(actor.getSnapshot().value).toEqual({ forgot: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({ password: '', confirmation: '', errors: {} });
    const back = start({ resetToken: 'tkn' });
    back.actor.send({ type: 'ROUTE.CHANGED', route: '/login' });
    expect(back.actor.getSnapshot().value).toEqual({ reset: 'editing' });
    back.actor.send({ type: 'ROUTE.CHANGED', route: '/olvide-contrasena' });
    expect(back.actor.getSnapshot().value).toEqual({ forgot: 'editing' });
  });
});
