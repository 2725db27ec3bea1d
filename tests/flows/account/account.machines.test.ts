/**
 * The profile's machines beyond the paths the model suite walks (machines/account/{settings,push,passwordReset}.ts,
 * spec §2 /perfil, §9): which toggle and which value are saved, what a failure rolls back to, the 5000 ms of an
 * error alert, and what each machine does when started without the call a host provides (the saver, the reset
 * e-mail, the push subscription fail: nothing is left half-done and the error alert shows).
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
import type { AlertEmitted } from '../../../machines/shared/alerts';

/** §9: 5000 ms for most errors. */
const ERROR_TIMER_MS = 5000;

/** Turning push on failed (design copy: the spec has no text for it). */
const PUSH_FAILED_ALERT = {
  type: 'alert',
  message: 'No pudimos activar las notificaciones en este dispositivo.',
  alertType: 'error',
  timer: ERROR_TIMER_MS,
};

/** A fake call settles within microtasks: a machine that is still waiting after a second is stuck. */
const SETTLED = { timeout: 1000 };

/** The notification toggles call one endpoint each: the same fake saver answers both. */
function bothToggles<T>(save: T) {
  return { 'clients.updateTransactionalNotifications': save, 'clients.updatePromotionalNotifications': save };
}

function alertsOf(actor: AnyActorRef): AlertEmitted[] {
  const alerts: AlertEmitted[] = [];
  actor.on('alert', (event: AlertEmitted) => alerts.push(event));
  return alerts;
}

interface PendingSave {
  readonly input: SaveSettingInput;
  resolve(values: SettingsValues): void;
  reject(error: unknown): void;
}

function startSettings(values: SettingsValues) {
  const saves: PendingSave[] = [];
  const actor = createActor(
    settingsMachine.provide({
      actors: bothToggles(
        fromPromise<SettingsValues, SaveSettingInput>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              saves.push({ input, resolve, reject });
            }),
        ),
      ),
    }),
    { input: { settingsId: 'set-7', values } },
  );
  const alerts = alertsOf(actor);
  actor.start();
  return { actor, saves, alerts, view: () => settingsView(actor.getSnapshot()) };
}

describe('notification toggles', () => {
  it('start with the saved values and nothing pending', () => {
    const { view, saves } = startSettings({ transactional: false, promotional: true });
    expect(view()).toEqual({ values: { transactional: false, promotional: true }, pending: null });
    expect(saves).toEqual([]);
  });

  it('save the toggle that changed with its new value (promotional off, transactional untouched)', async () => {
    const { actor, saves, view, alerts } = startSettings({ transactional: true, promotional: true });
    actor.send({ type: 'TOGGLE', kind: 'promotional', value: false });
    expect(view()).toEqual({ values: { transactional: true, promotional: false }, pending: 'promotional' });
    expect(saves.map((s) => s.input)).toEqual([{ settingsId: 'set-7', kind: 'promotional', value: false }]);
    saves[0]!.resolve({ transactional: true, promotional: false });
    await waitFor(actor, (s) => s.matches('idle'), SETTLED);
    expect(view()).toEqual({ values: { transactional: true, promotional: false }, pending: null });
    expect(alerts).toEqual([]);
  });

  it('save transactional on while promotional stays off', () => {
    const { actor, saves } = startSettings({ transactional: false, promotional: false });
    actor.send({ type: 'TOGGLE', kind: 'transactional', value: true });
    expect(saves.map((s) => s.input)).toEqual([{ settingsId: 'set-7', kind: 'transactional', value: true }]);
  });

  it('keep what the server answered, and roll a later failure back to it', async () => {
    const { actor, saves, view, alerts } = startSettings({ transactional: true, promotional: false });
    actor.send({ type: 'TOGGLE', kind: 'promotional', value: true });
    // The server answers with both values as it stored them (here transactional went off elsewhere).
    saves[0]!.resolve({ transactional: false, promotional: true });
    await waitFor(actor, (s) => s.matches('idle'), SETTLED);
    expect(view()).toEqual({ values: { transactional: false, promotional: true }, pending: null });

    actor.send({ type: 'TOGGLE', kind: 'transactional', value: true });
    expect(view()).toEqual({ values: { transactional: true, promotional: true }, pending: 'transactional' });
    expect(saves[1]!.input).toEqual({ settingsId: 'set-7', kind: 'transactional', value: true });
    saves[1]!.reject(new Error('HTTP 500'));
    await waitFor(actor, (s) => s.matches('idle'), SETTLED);
    expect(view()).toEqual({ values: { transactional: false, promotional: true }, pending: null });
    expect(alerts).toEqual([
      {
        type: 'alert',
        // design copy (not in the spec)
        message: 'No pudimos guardar tu preferencia de notificaciones, vuelve a intentarlo.',
        alertType: 'error',
        timer: ERROR_TIMER_MS,
      },
    ]);
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
    expect(alerts).toEqual([
      {
        type: 'alert',
        message: 'No pudimos guardar tu preferencia de notificaciones, vuelve a intentarlo.',
        alertType: 'error',
        timer: ERROR_TIMER_MS,
      },
    ]);
  });
});

describe('reset e-mail', () => {
  it('a failure shows the error alert for 5000 ms and the button can be pressed again', async () => {
    let attempt = 0;
    const emails: string[] = [];
    const actor = createActor(
      passwordResetMachine.provide({
        actors: {
          'clients.recoverPassword': fromPromise<unknown, { email: string }>(async ({ input }) => {
            emails.push(input.email);
            attempt += 1;
            if (attempt === 1) throw new Error('HTTP 503');
            return null;
          }),
        },
      }),
      { input: { email: 'luis@example.mx' } },
    );
    const alerts = alertsOf(actor);
    actor.start();
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('idle'), SETTLED);
    expect(passwordResetView(actor.getSnapshot())).toEqual({ busy: false, sent: false });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('sent'), SETTLED);
    expect(emails).toEqual(['luis@example.mx', 'luis@example.mx']);
    expect(alerts).toEqual([
      {
        type: 'alert',
        // design copy (not in the spec)
        message: 'No pudimos enviar el correo para cambiar tu contraseña, vuelve a intentarlo.',
        alertType: 'error',
        timer: ERROR_TIMER_MS,
      },
      {
        type: 'alert',
        // design copy (the spec names the notice, not its text)
        message: 'Te enviamos un correo a luis@example.mx con las instrucciones para cambiar tu contraseña.',
        alertType: 'success',
        timer: 6000, // §9: 6 s for the reset-password notice
      },
    ]);
  });

  it('without a sender, pressing the button fails with the error alert and is offered again', async () => {
    const actor = createActor(passwordResetMachine, { input: { email: 'luis@example.mx' } });
    const alerts = alertsOf(actor);
    actor.start();
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('idle'), SETTLED);
    expect(passwordResetView(actor.getSnapshot())).toEqual({ busy: false, sent: false });
    expect(alerts).toEqual([
      {
        type: 'alert',
        message: 'No pudimos enviar el correo para cambiar tu contraseña, vuelve a intentarlo.',
        alertType: 'error',
        timer: ERROR_TIMER_MS,
      },
    ]);
  });
});

describe('push on this device', () => {
  it('not offered without support, whatever was saved', () => {
    const actor = createActor(pushMachine, { input: { supported: false, enabled: false } }).start();
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'unsupported' });
    actor.send({ type: 'ENABLE' });
    actor.send({ type: 'DISABLE' });
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'unsupported' });
  });

  it('a failed subscription shows the error alert for 5000 ms', async () => {
    const actor = createActor(
      pushMachine.provide({
        actors: {
          subscribe: fromPromise<unknown>(async () => {
            throw new Error('NotAllowedError');
          }),
        },
      }),
      { input: { supported: true, enabled: false } },
    );
    const alerts = alertsOf(actor);
    actor.start();
    actor.send({ type: 'ENABLE' });
    await waitFor(actor, (s) => s.matches('off'), SETTLED);
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'ready', enabled: false, busy: false });
    expect(alerts).toEqual([PUSH_FAILED_ALERT]);
  });

  it('without a subscriber, turning it on fails back to off with the error alert', async () => {
    const actor = createActor(pushMachine, { input: { supported: true, enabled: false } });
    const alerts = alertsOf(actor);
    actor.start();
    actor.send({ type: 'ENABLE' });
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'ready', enabled: true, busy: true });
    await waitFor(actor, (s) => s.matches('off'), SETTLED);
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'ready', enabled: false, busy: false });
    expect(alerts).toEqual([PUSH_FAILED_ALERT]);
  });

  it('without an unsubscriber, turning it off still ends off, silently', async () => {
    const actor = createActor(pushMachine, { input: { supported: true, enabled: true } });
    const alerts = alertsOf(actor);
    actor.start();
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'ready', enabled: true, busy: false });
    actor.send({ type: 'DISABLE' });
    expect(pushView(actor.getSnapshot())).toEqual({ status: 'ready', enabled: false, busy: true });
    await waitFor(actor, (s) => s.matches('off'), SETTLED);
    expect(alerts).toEqual([]);
  });
});
