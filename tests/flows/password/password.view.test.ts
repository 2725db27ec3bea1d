/**
 * What the password screens show (machines/password.view.ts), at each state of the real machine: the mutation run
 * found the view untested below the UI level.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { passwordMachine, type ResetPasswordOutput } from '../../../machines/password.machine';
import {
  type ForgotFormView,
  forgotFormView,
  type PasswordView,
  passwordView,
  type ResetFormView,
  resetFormView,
  sameForgotFormView,
  samePasswordView,
  sameResetFormView,
} from '../../../machines/password.view';

function start(resetToken: string | null) {
  let answerRecovery: (value: unknown) => void = () => {};
  let answerReset: (value: ResetPasswordOutput) => void = () => {};
  const machine = passwordMachine.provide({
    actors: {
      'clients.recoverPassword': fromPromise(() => new Promise((resolve) => (answerRecovery = resolve))),
      'clients.resetPassword': fromPromise(
        () => new Promise<ResetPasswordOutput>((resolve) => (answerReset = resolve)),
      ),
    },
  });
  const actor = createActor(machine, { input: { resetToken } }).start();
  return {
    actor,
    view: () => passwordView(actor.getSnapshot()),
    answerRecovery: (v: unknown) => answerRecovery(v),
    answerReset: (v: ResetPasswordOutput) => answerReset(v),
  };
}

/** Nothing sent, nothing submitted. */
const IDLE = { sending: false, sentTo: null, submitting: false, succeeded: false };
const NO_ERRORS = { passwordError: undefined, confirmationError: undefined };

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** Each field typed in turn. */
const type = (flow: ReturnType<typeof start>, ...fields: Array<['password' | 'confirmation', string]>) => {
  for (const [field, value] of fields) flow.actor.send({ type: 'CHANGE', field, value });
};

describe('password view', () => {
  it('forgot password: the form, sending, then the address the link went to', async () => {
    const flow = start(null);
    expect(flow.view()).toEqual({ page: 'forgot', ...IDLE });
    flow.actor.send({ type: 'CHANGE', field: 'email', value: ' ana@correo.mx ' });
    flow.actor.send({ type: 'SUBMIT' });
    expect(flow.view()).toMatchObject({ page: 'forgot', sending: true, sentTo: null });
    flow.answerRecovery({ sent: true, retryAfterSeconds: 60 });
    await settle();
    expect(flow.view()).toMatchObject({ page: 'forgot', sending: false, sentTo: 'ana@correo.mx' });
    // Back to the form to change the address: no 'sent to' notice while editing.
    flow.actor.send({ type: 'EDIT_EMAIL' });
    expect(flow.view()).toMatchObject({ page: 'forgot', sending: false, sentTo: null });
  });

  it('reset: the form, submitting, then succeeded', async () => {
    const flow = start('token-de-restablecimiento');
    expect(flow.view()).toEqual({ page: 'reset', ...IDLE });
    type(flow, ['password', 'NuevaClave1'], ['confirmation', 'NuevaClave1']);
    flow.actor.send({ type: 'SUBMIT' });
    expect(flow.view()).toMatchObject({ page: 'reset', submitting: true, succeeded: false });
    flow.answerReset({ token: 'x.y.z', hasStoreApplication: false });
    await settle();
    expect(flow.view()).toMatchObject({ page: 'reset', submitting: false, succeeded: true });
  });

  it('two views are the same only when every field is', () => {
    const base: PasswordView = { page: 'forgot', ...IDLE };
    expect(samePasswordView(base, { ...base })).toBe(true);
    const changes = [{ page: 'reset' as const }, { sending: true }, { sentTo: 'ana@correo.mx' }];
    for (const change of [...changes, { submitting: true }, { succeeded: true }])
      expect(samePasswordView(base, { ...base, ...change })).toBe(false);
  });
});

describe('password form views (the fields the screens show, never the raw context)', () => {
  it('forgot: the address as typed, then its error after an empty or unknown submit', async () => {
    const flow = start(null);
    const form = () => forgotFormView(flow.actor.getSnapshot());
    expect(form()).toEqual({ email: '', error: undefined });
    flow.actor.send({ type: 'SUBMIT' });
    expect(form()).toEqual({ email: '', error: 'El campo es requerido' });
    flow.actor.send({ type: 'CHANGE', field: 'email', value: 'ana@correo.mx' });
    expect(form()).toEqual({ email: 'ana@correo.mx', error: undefined });
  });

  it('reset: the fields, the errors of touched fields, whether it may be sent, and the countdown', async () => {
    const flow = start('token-de-restablecimiento');
    const form = () => resetFormView(flow.actor.getSnapshot());
    expect(form()).toEqual({ password: '', confirmation: '', ...NO_ERRORS, canSubmit: false, countdown: 5 });
    flow.actor.send({ type: 'CHANGE', field: 'password', value: 'corta' });
    flow.actor.send({ type: 'BLUR', field: 'confirmation' });
    expect(form()).toMatchObject({
      password: 'corta',
      passwordError: 'El campo debe tener al menos 8 caracteres',
      confirmationError: 'La confirmación de la contraseña es requerida',
      canSubmit: false,
    });
    type(flow, ['password', 'NuevaClave1'], ['confirmation', 'NuevaClave1']);
    const typed = { password: 'NuevaClave1', confirmation: 'NuevaClave1' };
    expect(form()).toEqual({ ...typed, ...NO_ERRORS, canSubmit: true, countdown: 5 });
  });

  it('two form views are the same only when every field is', () => {
    const forgot: ForgotFormView = { email: 'ana@correo.mx', error: undefined };
    expect(sameForgotFormView(forgot, { ...forgot })).toBe(true);
    expect(sameForgotFormView(forgot, { ...forgot, email: 'otra@correo.mx' })).toBe(false);
    expect(sameForgotFormView(forgot, { ...forgot, error: 'El campo es requerido' })).toBe(false);
    const reset: ResetFormView = {
      password: 'a',
      confirmation: 'a',
      ...NO_ERRORS,
      canSubmit: false,
      countdown: 5,
    };
    expect(sameResetFormView(reset, { ...reset })).toBe(true);
    const changes = [
      { password: 'b' },
      { confirmation: 'b' },
      { passwordError: 'x' },
      { confirmationError: 'x' },
    ];
    for (const change of [...changes, { canSubmit: true }, { countdown: 4 }])
      expect(sameResetFormView(reset, { ...reset, ...change })).toBe(false);
  });
});
