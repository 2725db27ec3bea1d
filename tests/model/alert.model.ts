import { expect } from 'vitest';
import { alertMachine } from '../../machines/alert.machine.ts';
import { alertUi } from './alert.screens.ts';
import { defineModel, type ModelDefinition } from './harness/types.ts';

export const alertDefinition: ModelDefinition<typeof alertMachine> = {
  name: 'alert',
  description: 'Alerta global (toast): mostrar, reemplazar, cerrar y ocultar al vencer su temporizador.',
  machine: alertMachine,
  events: () => [
    { type: 'SHOW', alert: { message: 'Copiado al porta papeles', timer: 1500 } },
    { type: 'SHOW', alert: { message: 'Debe seleccionar una fecha', alertType: 'error' } },
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
  ui: alertUi,
};

export const alertModel = defineModel(alertDefinition);
