/**
 * The global alert (toast) machine.
 *
 * idle ──SHOW──▶ showing ──after(alert.timer)──▶ idle
 *                 │  ▲ SHOW replaces the current alert and restarts its timer
 *                 └──DISMISS──▶ idle
 *
 * Removing an alert (timer elapsed or DISMISS) keeps it in context with `timer: 0` (spec §4 "Alert").
 * No screen state: the toast overlays every route, so no state carries `meta.route`.
 */
import { assign, setup } from 'xstate';
import { ALERT_TIMER_DEFAULT_MS } from '../src/domain/timers';
import { alertAtlas } from './alert.atlas';
import { type Alert, type AlertInput, resolveAlert } from './shared/alerts';

export interface AlertContext {
  alert: Alert | null;
}

export type AlertEvent = { type: 'SHOW'; alert: AlertInput } | { type: 'DISMISS' };

export const alertMachine = setup({
  types: {
    context: {} as AlertContext,
    events: {} as AlertEvent,
  },
  delays: {
    alertTimer: ({ context }) => context.alert?.timer ?? ALERT_TIMER_DEFAULT_MS,
  },
  actions: {
    setAlert: assign({
      alert: ({ context, event }) => (event.type === 'SHOW' ? resolveAlert(event.alert) : context.alert),
    }),
    removeAlert: assign({
      alert: ({ context }) => (context.alert ? { ...context.alert, timer: 0 } : null),
    }),
  },
}).createMachine({
  id: 'alert',
  meta: { atlas: alertAtlas },
  context: { alert: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SHOW: { target: 'showing', actions: 'setAlert' },
      },
    },
    showing: {
      after: {
        alertTimer: { target: 'idle', actions: 'removeAlert' },
      },
      on: {
        SHOW: { target: 'showing', reenter: true, actions: 'setAlert' },
        DISMISS: { target: 'idle', actions: 'removeAlert' },
      },
    },
  },
});
