/**
 * The machines of the profile, at 100 % of states and transitions (the pages' shared loader is
 * tests/unit/machines/shared.test.ts's): the notification toggles (optimistic, which toggle and
 * value are saved, rolled back to what the server last answered with an error alert), the reset e-mail (sending,
 * sent with the 6 s notice, failed) and push (unsupported, off, subscribing, on, unsubscribing); and what each
 * profile machine does when started without the call a host provides (nothing half-done, the error alert).
 */
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, fromPromise, waitFor } from 'xstate';
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

/** A fake call that waits: each call's input and its promise, settled by the test. */
function held<T, I = unknown>() {
  const calls: { input: I; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const logic = fromPromise<T, I>(
    ({ input }) => new Promise<T>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { calls, logic };
}

/** Starts `machine` with `input`, recording the alerts it emits. */
function begin(machine: AnyStateMachine, input: unknown) {
  const actor = createActor(machine, { input });
  const alerts: { message: string; alertType?: string; timer?: number }[] = [];
  actor.on('alert', (e: (typeof alerts)[number]) => alerts.push(e));
  actor.start();
  return { actor, alerts };
}

/** §9: 5000 ms for most errors; the texts are the design's copy (the spec has none for these failures). */
const error = (message: string) => ({ type: 'alert', message, alertType: 'error', timer: 5000 });
const SAVE_FAILED = error('No pudimos guardar tu preferencia de notificaciones, vuelve a intentarlo.');
const SEND_FAILED = error('No pudimos enviar el correo para cambiar tu contraseña, vuelve a intentarlo.');
const PUSH_FAILED = error('No pudimos activar las notificaciones en este dispositivo.');
/** A fake call settles within microtasks: a machine that is still waiting after a second is stuck. */
const SETTLED = { timeout: 1000 };

describe('notification toggles', () => {
  function start(values: SettingsValues = { transactional: true, promotional: false }) {
    // The notification toggles call one endpoint each: the same fake saver answers both.
    const { calls: saves, logic } = held<SettingsValues, SaveSettingInput>();
    const machine = settingsMachine.provide({
      actors: {
        'clients.updateTransactionalNotifications': logic,
        'clients.updatePromotionalNotifications': logic,
      },
    });
    const { actor, alerts } = begin(machine, { settingsId: 'set-1', values });
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
    saves[0]!.resolve({ transactional: false, promotional: false });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(view()).toEqual({ values: { transactional: false, promotional: false }, pending: null });
    expect(alerts).toEqual([]);
  });

  it('a failed save rolls back to what the server last answered, with the error alert', async () => {
    const { actor, saves, alerts, view } = start();
    actor.send({ type: 'TOGGLE', kind: 'promotional', value: true });
    saves[0]!.resolve({ transactional: false, promotional: true });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'TOGGLE', kind: 'transactional', value: true });
    expect(view()).toEqual({ values: { transactional: true, promotional: true }, pending: 'transactional' });
    expect(saves[1]!.input).toEqual({ settingsId: 'set-1', kind: 'transactional', value: true });
    saves[1]!.reject(new Error('500'));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(view()).toEqual({ values: { transactional: false, promotional: true }, pending: null });
    expect(alerts).toEqual([SAVE_FAILED]);
  });

  it('without a saver, a toggle is rolled back with the error alert', async () => {
    const values = { transactional: true, promotional: false };
    const { actor, alerts } = begin(settingsMachine, { settingsId: 'set-7', values });
    actor.send({ type: 'TOGGLE', kind: 'promotional', value: true });
    await waitFor(actor, (s) => s.matches('idle'), SETTLED);
    expect(settingsView(actor.getSnapshot())).toEqual({ values, pending: null });
    expect(alerts).toEqual([SAVE_FAILED]);
  });
});

describe('reset e-mail', () => {
  function start() {
    const { calls: sends, logic } = held<unknown, { email: string }>();
    const machine = passwordResetMachine.provide({ actors: { 'clients.recoverPassword': logic } });
    const { actor, alerts } = begin(machine, { email: 'ana@example.com' });
    return { actor, sends, alerts, view: () => passwordResetView(actor.getSnapshot()) };
  }
  const SENT = {
    type: 'alert',
    // design copy (the spec names the notice, not its text)
    message: 'Te enviamos un correo a ana@example.com con las instrucciones para cambiar tu contraseña.',
    alertType: 'success',
    timer: 6000, // spec §9: 6 s for the reset-password notice
  };

  it('idle → sending → sent with the 6 s notice; sent → sending again', async () => {
    const { actor, sends, alerts, view } = start();
    expect(view()).toEqual({ busy: false, sent: false });
    actor.send({ type: 'SEND' });
    expect(view()).toEqual({ busy: true, sent: false });
    expect(sends.map((s) => s.input.email)).toEqual(['ana@example.com']);
    sends[0]!.resolve({ sent: true });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(view()).toEqual({ busy: false, sent: true });
    expect(alerts).toEqual([SENT]);
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('a failure goes back to idle with the error alert; pressed again, the same address gets the e-mail', async () => {
    const { actor, sends, alerts, view } = start();
    actor.send({ type: 'SEND' });
    sends[0]!.reject(new Error('500'));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(view()).toEqual({ busy: false, sent: false });
    actor.send({ type: 'SEND' });
    sends[1]!.resolve(null);
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sends.map((s) => s.input.email)).toEqual(['ana@example.com', 'ana@example.com']);
    expect(alerts).toEqual([SEND_FAILED, SENT]);
  });

  it('without a sender, pressing the button fails with the error alert and is offered again', async () => {
    const { actor, alerts } = begin(passwordResetMachine, { email: 'luis@example.mx' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('idle'), SETTLED);
    expect(passwordResetView(actor.getSnapshot())).toEqual({ busy: false, sent: false });
    expect(alerts).toEqual([SEND_FAILED]);
  });
});

describe('push on this device', () => {
  function start(input: { supported: boolean; enabled: boolean }) {
    const sub = held<unknown>();
    const unsub = held<unknown>();
    const machine = pushMachine.provide({ actors: { subscribe: sub.logic, unsubscribe: unsub.logic } });
    const { actor, alerts } = begin(machine, input);
    return { actor, subs: sub.calls, unsubs: unsub.calls, alerts, view: () => pushView(actor.getSnapshot()) };
  }

  it.each([true, false])('is not offered without support, whatever was saved (enabled: %s)', (enabled) => {
    const { actor, view } = start({ supported: false, enabled });
    expect(view()).toEqual({ status: 'unsupported' });
    actor.send({ type: 'ENABLE' });
    actor.send({ type: 'DISABLE' });
    expect(actor.getSnapshot().value).toBe('unsupported');
  });

  it('off → subscribing → on → unsubscribing → off', async () => {
    const { actor, subs, unsubs, view } = start({ supported: true, enabled: false });
    expect(view()).toEqual({ status: 'ready', enabled: false, busy: false });
    actor.send({ type: 'ENABLE' });
    expect(view()).toEqual({ status: 'ready', enabled: true, busy: true });
    subs[0]!.resolve({ id: 'sub-1' });
    await waitFor(actor, (s) => s.matches('on'));
    expect(view()).toEqual({ status: 'ready', enabled: true, busy: false });
    actor.send({ type: 'DISABLE' });
    expect(view()).toEqual({ status: 'ready', enabled: false, busy: true });
    unsubs[0]!.resolve(null);
    await waitFor(actor, (s) => s.matches('off'));
  });

  it('starts on when it was enabled; a failed unsubscribe ends off, silently; a failed subscription goes back off with the error', async () => {
    const { actor, subs, unsubs, alerts, view } = start({ supported: true, enabled: true });
    expect(actor.getSnapshot().value).toBe('on');
    actor.send({ type: 'DISABLE' });
    unsubs[0]!.reject(new Error('gone'));
    await waitFor(actor, (s) => s.matches('off'));
    expect(alerts).toEqual([]);
    actor.send({ type: 'ENABLE' });
    subs[0]!.reject(new Error('denied'));
    await waitFor(actor, (s) => s.matches('off'));
    expect(view()).toEqual({ status: 'ready', enabled: false, busy: false });
    expect(alerts).toEqual([PUSH_FAILED]);
  });

  it('without the host’s calls: turning it on fails back to off with the error, turning it off ends off silently', async () => {
    const on = begin(pushMachine, { supported: true, enabled: false });
    on.actor.send({ type: 'ENABLE' });
    expect(pushView(on.actor.getSnapshot())).toEqual({ status: 'ready', enabled: true, busy: true });
    await waitFor(on.actor, (s) => s.matches('off'), SETTLED);
    expect(on.alerts).toEqual([PUSH_FAILED]);
    const off = begin(pushMachine, { supported: true, enabled: true });
    off.actor.send({ type: 'DISABLE' });
    await waitFor(off.actor, (s) => s.matches('off'), SETTLED);
    expect(off.alerts).toEqual([]);
  });
});
