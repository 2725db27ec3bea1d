import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LOGIN_FAILED_MESSAGE, type LoginInput, loginMachine } from '../../../machines/login.machine';
import { type LoginView, loginView, sameLoginView } from '../../../machines/login.view';
import type { AlertEmitted } from '../../../machines/shared/alerts';
import { makeToken } from '../../fixtures/samples';

function start(
  input: LoginInput = {},
  signIn: (body: { email: string; password: string }) => Promise<{ token: string }> = async () => ({
    token: makeToken('client'),
  }),
) {
  const calls: { email: string; password: string }[] = [];
  const clearStoredApplication = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      'clients.signin': fromPromise(({ input }) => {
        calls.push(input);
        return signIn(input);
      }),
    },
    actions: { clearStoredApplication },
  });
  const actor = createActor(machine, { input }).start();
  const alerts: AlertEmitted[] = [];
  actor.on('alert', (e) => alerts.push(e));
  return { actor, calls, alerts, clearStoredApplication };
}

function fill(actor: ReturnType<typeof start>['actor'], email: string, password: string) {
  actor.send({ type: 'CHANGE', field: 'email', value: email });
  actor.send({ type: 'CHANGE', field: 'password', value: password });
}

const done = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.status === 'done');

/** Started with `input`, Ana's e-mail and password typed and sent, the sign-in answered. */
async function signedIn(input: LoginInput, email = 'ana@correo.mx') {
  const flow = start(input);
  fill(flow.actor, email, 'secreta123');
  flow.actor.send({ type: 'SUBMIT' });
  expect(flow.actor.getSnapshot().value).toBe('submitting');
  await done(flow.actor);
  return { ...flow, output: flow.actor.getSnapshot().output };
}

/** What the login model (login.model.ts) does not hold: the calls' bodies, the origin's filter, the stored
 * application cleared, the typed values after a refusal, the server's 429 text, the view. */
describe('login machine', () => {
  it('changing a field clears its error; blur trims the e-mail', () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'email', value: '  ana@correo.mx ' });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
    expect(actor.getSnapshot().context.errors.password).toBe('El campo es requerido');
    actor.send({ type: 'BLUR', field: 'email' });
    expect(actor.getSnapshot().context.email).toBe('ana@correo.mx');
  });

  it('a successful sign-in returns to the origin kept by the guard', async () => {
    const { calls, output } = await signedIn({ from: '/perfil?x=1' }, ' ana@correo.mx ');
    expect(calls).toEqual([{ email: 'ana@correo.mx', password: 'secreta123' }]);
    expect(output).toMatchObject({ redirectTo: '/perfil?x=1' });
    expect(output?.token).toMatch(/\./);
  });

  it('without an origin it goes home; a foreign origin is ignored', async () => {
    expect((await signedIn({ from: '//evil.example/x' })).output?.redirectTo).toBe('/');
  });

  it('?prestamo=personal clears the stored application and starts a personal loan', async () => {
    const { clearStoredApplication, output } = await signedIn({ prestamo: 'personal' });
    expect(clearStoredApplication).toHaveBeenCalledTimes(1);
    expect(output).toMatchObject({
      redirectTo: '/aplicacion-credito',
      redirectState: { applicationType: 'PERSONAL_LOAN' },
    });
  });

  it('?prestamo=tienda returns to the stored store application', async () => {
    const { clearStoredApplication, output } = await signedIn({ prestamo: 'tienda' });
    expect(clearStoredApplication).not.toHaveBeenCalled();
    expect(output).toEqual({ token: expect.any(String), redirectTo: '/aplicacion-credito' });
  });

  it('a failed sign-in emits the 5 s error alert and returns to the form', async () => {
    const { actor, alerts } = start({}, async () => {
      throw Object.assign(new Error('401'), { status: 401 });
    });
    fill(actor, 'ana@correo.mx', 'secreta123');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(alerts).toEqual([
      { type: 'alert', message: LOGIN_FAILED_MESSAGE, alertType: 'error', timer: 5000 },
    ]);
    expect(actor.getSnapshot().context.password).toBe('');
    expect(actor.getSnapshot().context.email).toBe('ana@correo.mx');
  });

  it('loginView: the fields, their errors and whether the form is submitting', async () => {
    let answer: (value: { token: string }) => void = () => {};
    const { actor } = start({}, () => new Promise((resolve) => (answer = resolve)));
    const empty: LoginView = { email: '', password: '', errors: {}, submitting: false };
    expect(loginView(actor.getSnapshot())).toEqual(empty);
    actor.send({ type: 'SUBMIT' });
    const required = { email: 'El campo es requerido', password: 'El campo es requerido' };
    expect(loginView(actor.getSnapshot())).toEqual({ ...empty, errors: required });
    fill(actor, 'ana@correo.mx', 'secreta123');
    actor.send({ type: 'SUBMIT' });
    const sent = { email: 'ana@correo.mx', password: 'secreta123', errors: {}, submitting: true };
    expect(loginView(actor.getSnapshot())).toEqual(sent);
    answer({ token: makeToken('client') });
    await done(actor);
    expect(loginView(actor.getSnapshot()).submitting).toBe(true);
  });

  it('two login views are the same only when every field is', () => {
    const base: LoginView = { email: 'a', password: 'b', errors: {}, submitting: false };
    expect(sameLoginView(base, { ...base })).toBe(true);
    for (const change of [{ email: 'x' }, { password: 'x' }, { errors: {} }, { submitting: true }]) {
      expect(sameLoginView(base, { ...base, ...change })).toBe(false);
    }
  });
});
