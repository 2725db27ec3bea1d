/**
 * The machines of the profile, at 100 % of states and transitions (the pages' shared loader is
 * tests/unit/machines/shared.test.ts's): the notification toggles (optimistic, which toggle and
 * value are saved, rolled back to what the server last answered with an error alert), the reset e-mail (sending,
 * sent with the 6 s notice, failed) and push (unsupported, off, subscribing, on, unsubscribing); and what each
 * profile machine does when started without the call a host provides (nothing half-done, the error alert).
 */
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import {
  passwordResetMachine,
  passwordResetView,
  pushMachine,
  pushView,
  type SaveSettingInput,
  type SettingsValues,
  settingsMachine,
  settingsView,
} from '../../../machines/account';

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

/** §9: 5000 ms for most errors; the texts are the design's copy (the spec has none for these failures). */
const error = (message: string) => ({ type: 'alert', message, alertType: 'error', timer: 5000 });
const SAVE_FAILED = error('No pudimos guardar tu preferencia de notificaciones, vuelve a intentarlo.');
const SEND_FAILED = error('No pudimos enviar el correo para cambiar tu contraseña, vuelve a intentarlo.');
const PUSH_FAILED = error('No pudimos activar las notificaciones en este dispositivo.');
/** A fake call settles within microtasks: a machine that is still waiting after a second is stuck. */
const SETTLED = { timeout: 1000 };

function alertsOf(actor: AnyActorRef) {
  const alerts: { message: string; alertType?: string; timer?: number }[] = [];
  actor.on('alert', (e: { message: string; alertType?: string; timer?: number }) => alerts.push(e));
  return alerts;
}

describe('notification toggles', () => {
  function start(values: SettingsValues = { transactional: true, promotional: false }) {
    const saves: { input: SaveSettingInput; d: ReturnType<typeof deferred<SettingsValues>> }[] = [];
    const actor = createActor(
      settingsMachine.provide({
        actors: bothToggles(
          fromPromise<SettingsValues, SaveSettingInput>(({ input }) => {
            const d = deferred<SettingsValues>();
            saves.push({ input, d });
            return d.promise;
          }),
        ),
      }),
      { input: { settingsId: 'set-1', values } },
    );
    const alerts = alertsOf(actor);
    actor.start();
    return { actor, saves, alerts, view: () => settingsView(actor.getSnapshot()) };
  }

  it('shows the new value at once, saves only the toggle that changed and keeps what the server answered', async () => {
    const { actor, saves, alerts, view } = start({ transactional: true, promotional: true });
    expect(view()).toEqual({ values: { transactional: true, promotional: true }, pending: null });
    actor.send({ type: 'TOGGLE', kind: 'promotional', value: false });
    expect(view()).toEqual({ values: { transactional: true, promotional: false }, pending: 'promotional' });
    expect(saves.map((s) => s.input)).toEqual([{ settingsId: 'set-1', kind: 'promotional', value: false }]);
    // A second toggle while saving waits (ignored).
    actor.send({ type: 'TOGGLE', kind: 'transactional', value: false });
    expect(saves).toHaveLength(1);
    // The server answers both values as it stored them (here transactional went off elsewhere).
    saves[0]!.d.resolve({ transactional: false, promotional: false });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(view()).toEqual({ values: { transactional: false, promotional: false }, pending: null });
    expect(alerts).toEqual([]);
  });

  it('a failed save rolls back to what the server last answered, with the error alert', async () => {
    const { actor, saves, alerts, view } = start();
    actor.send({ type: 'TOGGLE', kind: 'promotional', value: true });
    saves[0]!.d.resolve({ transactional: false, promotional: true });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'TOGGLE', kind: 'transactional', value: true });
    expect(view()).toEqual({ values: { transactional: true, promotional: true }, pending: 'transactional' });
    expect(saves[1]!.input).toEqual({ settingsId: 'set-1', kind: 'transactional', value: true });
    saves[1]!.d.reject(new Error('500'));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(view()).toEqual({ values: { transactional: false, promotional: true }, pending: null });
    expect(alerts).toEqual([SAVE_FAILED]);
  });

  it('without a saver, a toggle is rolled back with the error alert', async () => {
    const actor = createActor(settingsMachine, {
      input: { settingsId: 'set-7', values: { transactional: true, promotional: false } },
    });
    const alerts = alertsOf(actor);
    actor.start();
    actor.send({ type: 'TOGGLE', kind: 'promotional', value: true });
    await waitFor(actor, (s) => s.matches('idle'), SETTLED);
    expect(settingsView(actor.getSnapshot())).toEqual({
      values: { transactional: true, promotional: false },
      pending: null,
    });
    expect(alerts).toEqual([SAVE_FAILED]);
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
  const SENT = {
    type: 'alert',
    // design copy (the spec names the notice, not its text)
    message: 'Te enviamos un correo a ana@example.com con las instrucciones para cambiar tu contraseña.',
    alertType: 'success',
    timer: 6000, // spec §9: 6 s for the reset-password notice
  };

  it('idle → sending → sent with the 6 s notice; sent → sending again', async () => {
    const { actor, sends, emails, alerts } = start();
    expect(passwordResetView(actor.getSnapshot())).toEqual({ busy: false, sent: false });
    actor.send({ type: 'SEND' });
    expect(passwordResetView(actor.getSnapshot())).toEqual({ busy: true, sent: false });
    expect(emails).toEqual(['ana@example.com']);
    sends[0]!.resolve({ sent: true });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(passwordResetView(actor.getSnapshot())).toEqual({ busy: false, sent: true });
    expect(alerts).toEqual([SENT]);
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('a failure goes back to idle with the error alert; pressed again, the same address gets the e-mail', async () => {
    const { actor, sends, emails, alerts } = start();
    actor.send({ type: 'SEND' });
    sends[0]!.reject(new Error('500'));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(passwordResetView(actor.getSnapshot())).toEqual({ busy: false, sent: false });
    actor.send({ type: 'SEND' });
    sends[1]!.resolve(null);
    await waitFor(actor, (s) => s.matches('sent'));
    expect(emails).toEqual(['ana@example.com', 'ana@example.com']);
    expect(alerts).toEqual([SEND_FAILED, SENT]);
  });

  it('without a sender, pressing the button fails with the error alert and is offered again', async () => {
    const actor = createActor(passwordResetMachine, { input: { email: 'luis@example.mx' } });
    const alerts = alertsOf(actor);
    actor.start();
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('idle'), SETTLED);
    expect(passwordResetView(actor.getSnapshot())).toEqual({ busy: false, sent: false });
    expect(alerts).toEqual([SEND_FAILED]);
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

  it.each([true, false])('is not offered without support, whatever was saved (enabled: %s)', (enabled) => {
    const { actor } = start({ supported: false, enabled });
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'unsupported' });
    actor.send({ type: 'ENABLE' });
    actor.send({ type: 'DISABLE' });
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

  it('starts on when it was enabled; a failed unsubscribe ends off, silently; a failed subscription goes back off with the error', async () => {
    const { actor, subs, unsubs, alerts } = start({ supported: true, enabled: true });
    expect(actor.getSnapshot().value).toBe('on');
    actor.send({ type: 'DISABLE' });
    unsubs[0]!.reject(new Error('gone'));
    await waitFor(actor, (s) => s.matches('off'));
    expect(alerts).toEqual([]);
    actor.send({ type: 'ENABLE' });
    subs[0]!.reject(new Error('denied'));
    await waitFor(actor, (s) => s.matches('off'));
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'ready', enabled: false, busy: false });
    expect(alerts).toEqual([PUSH_FAILED]);
  });

  it('without the host’s calls: turning it on fails back to off with the error, turning it off ends off silently', async () => {
    const on = createActor(pushMachine, { input: { supported: true, enabled: false } });
    const alerts = alertsOf(on);
    on.start();
    on.send({ type: 'ENABLE' });
    expect(pushView(on.getSnapshot())).toEqual({ status: 'ready', enabled: true, busy: true });
    await waitFor(on, (s) => s.matches('off'), SETTLED);
    expect(alerts).toEqual([PUSH_FAILED]);
    const off = createActor(pushMachine, { input: { supported: true, enabled: true } });
    const none = alertsOf(off);
    off.start();
    off.send({ type: 'DISABLE' });
    await waitFor(off, (s) => s.matches('off'), SETTLED);
    expect(none).toEqual([]);
  });
});
