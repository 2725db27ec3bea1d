/**
 * Every machine of Mi cuenta and the profile, at 100 % of states and transitions: the shared loader (loading →
 * ready / failed, RETRY, RELOAD, notice and failure alerts), the notification toggles (optimistic, saved,
 * rolled back with an error alert), the reset e-mail (sending, sent with the 6 s notice, failed) and push
 * (unsupported, off, subscribing, on, unsubscribing).
 */
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import {
  passwordResetMachine,
  passwordResetView,
  pushMachine,
  pushView,
  settingsMachine,
  settingsView,
} from '../../../machines/account';
import { type LoaderInput, loaderMachine, loaderView } from '../../../machines/shared/loader';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The notification toggles call one endpoint each: the same fake saver answers both. */
function bothToggles<T>(save: T) {
  return { 'clients.updateTransactionalNotifications': save, 'clients.updatePromotionalNotifications': save };
}

function alertsOf(actor: AnyActorRef) {
  const alerts: { message: string; alertType?: string; timer?: number }[] = [];
  actor.on('alert', (e: { message: string; alertType?: string; timer?: number }) => alerts.push(e));
  return alerts;
}

describe('loader', () => {
  function start(options: { input: LoaderInput }) {
    const calls: ReturnType<typeof deferred<unknown>>[] = [];
    const actor = createActor(
      loaderMachine.provide({
        actors: {
          load: fromPromise(() => {
            const d = deferred<unknown>();
            calls.push(d);
            return d.promise;
          }),
        },
      }),
      options,
    );
    const alerts = alertsOf(actor);
    actor.start();
    return { actor, calls, alerts };
  }

  it('loading → ready with the data; RELOAD loads again', async () => {
    const { actor, calls, alerts } = start({ input: {} });
    expect(loaderView(actor.getSnapshot())).toEqual({ status: 'loading' });
    calls[0]!.resolve({ n: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loaderView(actor.getSnapshot())).toEqual({ status: 'ready', data: { n: 1 } });
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('loading');
    calls[1]!.resolve({ n: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual({ n: 2 });
    expect(alerts).toEqual([]);
  });

  it('loading → failed; RETRY → loading → ready; RETRY is ignored when ready, RELOAD when failed', async () => {
    const { actor, calls, alerts } = start({
      input: { failureAlert: { message: 'falló', alertType: 'error' } },
    });
    const error = new Error('500');
    calls[0]!.reject(error);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(loaderView(actor.getSnapshot())).toEqual({ status: 'failed', error });
    expect(alerts).toEqual([expect.objectContaining({ message: 'falló', alertType: 'error' })]);
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    calls[1]!.resolve('ok');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toHaveLength(2);
  });

  it('a notice turns what was loaded into an alert (the 8 s balance warning), only when it answers one', async () => {
    const { actor, calls, alerts } = start({
      input: {
        notice: (data) =>
          (data as { balances: unknown }).balances === null
            ? { message: 'sin saldo', alertType: 'warning', timer: 8000 }
            : null,
      },
    });
    calls[0]!.resolve({ balances: [] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(alerts).toEqual([]);
    actor.send({ type: 'RELOAD' });
    calls[1]!.resolve({ balances: null });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(alerts).toEqual([{ type: 'alert', message: 'sin saldo', alertType: 'warning', timer: 8000 }]);
  });

  it('the placeholder actor fails until a host provides one', async () => {
    const actor = createActor(loaderMachine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('failed'));
  });
});

describe('notification toggles', () => {
  function start() {
    const saves: { input: { kind: string; value: boolean }; d: ReturnType<typeof deferred<unknown>> }[] = [];
    const actor = createActor(
      settingsMachine.provide({
        actors: bothToggles(
          fromPromise(({ input }) => {
            const d = deferred<unknown>();
            saves.push({ input, d });
            return d.promise as Promise<{ transactional: boolean; promotional: boolean }>;
          }),
        ),
      }),
      { input: { settingsId: 'set-1', values: { transactional: true, promotional: false } } },
    );
    const alerts = alertsOf(actor);
    actor.start();
    return { actor, saves, alerts };
  }

  it('shows the new value at once, saves it and keeps what the server answered', async () => {
    const { actor, saves, alerts } = start();
    actor.send({ type: 'TOGGLE', kind: 'promotional', value: true });
    expect(settingsView(actor.getSnapshot())).toEqual({
      values: { transactional: true, promotional: true },
      pending: 'promotional',
    });
    expect(saves[0]!.input).toEqual({ settingsId: 'set-1', kind: 'promotional', value: true });
    // A second toggle while saving waits (ignored).
    actor.send({ type: 'TOGGLE', kind: 'transactional', value: false });
    expect(saves).toHaveLength(1);
    saves[0]!.d.resolve({ transactional: true, promotional: true });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(settingsView(actor.getSnapshot())).toEqual({
      values: { transactional: true, promotional: true },
      pending: null,
    });
    expect(alerts).toEqual([]);
  });

  it('rolls back to the old value with an error alert when saving fails', async () => {
    const { actor, saves, alerts } = start();
    actor.send({ type: 'TOGGLE', kind: 'transactional', value: false });
    expect(settingsView(actor.getSnapshot()).values.transactional).toBe(false);
    saves[0]!.d.reject(new Error('500'));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(settingsView(actor.getSnapshot())).toEqual({
      values: { transactional: true, promotional: false },
      pending: null,
    });
    expect(alerts).toEqual([
      expect.objectContaining({
        // design copy (not in the spec)
        message: 'No pudimos guardar tu preferencia de notificaciones, vuelve a intentarlo.',
        alertType: 'error',
      }),
    ]);
  });
});

describe('reset e-mail', () => {
  function start() {
    const sends: ReturnType<typeof deferred<unknown>>[] = [];
    const emails: string[] = [];
    const actor = createActor(
      passwordResetMachine.provide({
        actors: {
          'clients.recoverPassword': fromPromise(({ input }) => {
            emails.push(input.email);
            const d = deferred<unknown>();
            sends.push(d);
            return d.promise;
          }),
        },
      }),
      { input: { email: 'ana@example.com' } },
    );
    const alerts = alertsOf(actor);
    actor.start();
    return { actor, sends, emails, alerts };
  }

  it('idle → sending → sent with the 6 s notice; sent → sending again', async () => {
    const { actor, sends, emails, alerts } = start();
    expect(passwordResetView(actor.getSnapshot())).toEqual({ busy: false, sent: false });
    actor.send({ type: 'SEND' });
    expect(passwordResetView(actor.getSnapshot())).toEqual({ busy: true, sent: false });
    expect(emails).toEqual(['ana@example.com']);
    sends[0]!.resolve({ sent: true });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(passwordResetView(actor.getSnapshot())).toEqual({ busy: false, sent: true });
    expect(alerts).toEqual([
      {
        type: 'alert',
        // design copy (the spec names the notice, not its text)
        message: 'Te enviamos un correo a ana@example.com con las instrucciones para cambiar tu contraseña.',
        alertType: 'success',
        timer: 6000, // spec §9: 6 s for the reset-password notice
      },
    ]);
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('a failure goes back to idle with an error alert', async () => {
    const { actor, sends, alerts } = start();
    actor.send({ type: 'SEND' });
    sends[0]!.reject(new Error('500'));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(alerts).toEqual([
      expect.objectContaining({
        // design copy (not in the spec)
        message: 'No pudimos enviar el correo para cambiar tu contraseña, vuelve a intentarlo.',
        alertType: 'error',
      }),
    ]);
  });
});

describe('push on this device', () => {
  function start(input: { supported: boolean; enabled: boolean }) {
    const subs: ReturnType<typeof deferred<unknown>>[] = [];
    const unsubs: ReturnType<typeof deferred<unknown>>[] = [];
    const actor = createActor(
      pushMachine.provide({
        actors: {
          subscribe: fromPromise(() => {
            const d = deferred<unknown>();
            subs.push(d);
            return d.promise;
          }),
          unsubscribe: fromPromise(() => {
            const d = deferred<unknown>();
            unsubs.push(d);
            return d.promise;
          }),
        },
      }),
      { input },
    );
    const alerts = alertsOf(actor);
    actor.start();
    return { actor, subs, unsubs, alerts };
  }

  it('is not offered without support', () => {
    const { actor } = start({ supported: false, enabled: true });
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'unsupported' });
    actor.send({ type: 'ENABLE' });
    expect(actor.getSnapshot().value).toBe('unsupported');
  });

  it('off → subscribing → on → unsubscribing → off', async () => {
    const { actor, subs, unsubs } = start({ supported: true, enabled: false });
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'ready', enabled: false, busy: false });
    actor.send({ type: 'ENABLE' });
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'ready', enabled: true, busy: true });
    subs[0]!.resolve({ id: 'sub-1' });
    await waitFor(actor, (s) => s.matches('on'));
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'ready', enabled: true, busy: false });
    actor.send({ type: 'DISABLE' });
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'ready', enabled: false, busy: true });
    unsubs[0]!.resolve(null);
    await waitFor(actor, (s) => s.matches('off'));
  });

  it('starts on when it was enabled; a failed subscription goes back off with an error; a failed unsubscribe ends off', async () => {
    const { actor, subs, unsubs, alerts } = start({ supported: true, enabled: true });
    expect(actor.getSnapshot().value).toBe('on');
    actor.send({ type: 'DISABLE' });
    unsubs[0]!.reject(new Error('gone'));
    await waitFor(actor, (s) => s.matches('off'));
    actor.send({ type: 'ENABLE' });
    subs[0]!.reject(new Error('denied'));
    await waitFor(actor, (s) => s.matches('off'));
    expect(alerts).toEqual([
      expect.objectContaining({
        // design copy (not in the spec)
        message: 'No pudimos activar las notificaciones en este dispositivo.',
        alertType: 'error',
      }),
    ]);
  });
});
