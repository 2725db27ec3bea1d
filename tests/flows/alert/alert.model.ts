import { expect } from 'vitest';
import { alertMachine } from '../../../machines/alert.machine.ts';
import { defineModel, type ModelDefinition } from '../../model/harness/types.ts';
import { ALERT_SPEC as SPEC } from './alert.oracle.ts';
import { alertUi } from './alert.screens.ts';

/** The spec's timer for each sample alert (by its message: §8/§9). */
const SPEC_TIMER: Record<string, number> = {
  [SPEC.copied.message]: SPEC.copied.ms,
  [SPEC.noDate.message]: SPEC.noDate.ms,
  Listo: SPEC.timerByType.success,
  'No pudimos obtener tus préstamos': SPEC.timerByType.warning,
};

export const alertDefinition: ModelDefinition<typeof alertMachine> = {
  name: 'alert',
  description: 'Alerta global (toast): mostrar, reemplazar, cerrar y ocultar al vencer su temporizador.',
  machine: alertMachine,
  events: () => [
    { type: 'SHOW', alert: { message: 'Copiado al porta papeles', timer: 1500 } },
    { type: 'SHOW', alert: { message: 'Debe seleccionar una fecha', alertType: 'error' } },
    { type: 'SHOW', alert: { message: 'Listo' } },
    { type: 'SHOW', alert: { message: 'No pudimos obtener tus préstamos', alertType: 'warning' } },
  ],
  describeEvent: (event) =>
    event.type === 'SHOW' && 'alert' in event ? `SHOW "${event.alert.message}"` : undefined,
  machineLevel: {
    states: {
      idle: (s) => {
        if (s.context.alert) expect(s.context.alert.timer).toBe(0);
      },
      showing: (s) => {
        expect(s.context.alert?.timer).toBeGreaterThan(0);
        if (s.context.alert?.alertType === 'error') expect(s.context.alert.timer).toBe(5000);
      },
    },
  },
  // UI level: the app's alert provider and toast (alert.screens.ts, alert.ui.test.tsx). SHOW has no control on
  // screen by design: flows emit alerts and their host forwards them (useForwardAlerts), so the executor emits the
  // sample from a flow-like emitter forwarded that way. DISMISS is the toast's 'Cerrar'; the timer runs on the
  // fake clock.
  oracle: {
    screen: () => null,
    // The toast's timer: the spec's for the alert on screen (§9), whatever the machine computed.
    delay: (_type, s) => (s.context.alert ? SPEC_TIMER[s.context.alert.message] : undefined),
    // §9: an alert goes away once its timer has run, whatever the machine declares.
    waits: (s) => {
      const alert = s.matches('showing') ? s.context.alert : null;
      const ms = alert ? SPEC_TIMER[alert.message] : undefined;
      if (!alert || ms === undefined) return null;
      return {
        ms,
        afterwards: (after) => {
          expect(after.value).toBe('idle');
          expect(after.context.alert).toEqual({ ...alert, timer: SPEC.removedTimer });
        },
      };
    },
    check: ({ snapshot: s, event, before }) => {
      // §4 "removal sets the timer to 0": the removed alert is kept, with timer 0.
      if (before?.matches('showing') && s.matches('idle')) {
        expect(s.context.alert).toEqual({ ...before.context.alert, timer: SPEC.removedTimer });
      }
      if (event.type === 'SHOW') {
        const message = (event as { alert?: { message?: string } }).alert?.message ?? '';
        expect(s.value).toBe('showing');
        expect(s.context.alert?.message).toBe(message);
        expect(s.context.alert?.timer).toBe(SPEC_TIMER[message]);
      }
      // §4 "removal sets the timer to 0".
      if (s.matches('idle') && s.context.alert) expect(s.context.alert.timer).toBe(SPEC.removedTimer);
    },
  },
  ui: alertUi,
};

export const alertModel = defineModel(alertDefinition);
