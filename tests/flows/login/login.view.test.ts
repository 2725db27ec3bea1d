/**
 * What the login screen shows (machines/login.view.ts), from the real machine: the mutation run found the view
 * untested below the UI level.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login.machine';
import { type LoginView, loginView, sameLoginView } from '../../../machines/login.view';

describe('login view', () => {
  it('shows the fields, the errors after a submit, and progress while signing in', () => {
    const machine = loginMachine.provide({
      actors: { 'clients.signin': fromPromise(() => new Promise<{ token: string }>(() => {})) },
    });
    const actor = createActor(machine, { input: {} }).start();
    expect(loginView(actor.getSnapshot())).toEqual({
      email: '',
      password: '',
      errors: {},
      submitting: false,
    });
    actor.send({ type: 'SUBMIT' });
    expect(loginView(actor.getSnapshot())).toEqual({
      email: '',
      password: '',
      errors: { email: 'El campo es requerido', password: 'El campo es requerido' },
      submitting: false,
    });
    actor.send({ type: 'CHANGE', field: 'email', value: 'ana@correo.mx' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'Secreta123' });
    actor.send({ type: 'SUBMIT' });
    expect(loginView(actor.getSnapshot())).toEqual({
      email: 'ana@correo.mx',
      password: 'Secreta123',
      errors: {},
      submitting: true,
    });
  });

  it('two views are the same only when every field is', () => {
    const errors = {};
    const base: LoginView = { email: 'a', password: 'b', errors, submitting: false };
    expect(sameLoginView(base, { ...base })).toBe(true);
    for (const change of [{ email: 'x' }, { password: 'x' }, { errors: {} }, { submitting: true }]) {
      expect(sameLoginView(base, { ...base, ...change })).toBe(false);
    }
  });
});
