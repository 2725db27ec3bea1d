/**
 * The alert contract shared by every flow machine and the global toast.
 *
 * A flow machine never shows a toast itself: it `emit`s an `AlertEmitted` event and the app forwards it
 * to the alert machine (see `src/app/alerts`). Timers follow spec §9: 3000 ms by default, 5000 ms for
 * errors, 8000 ms for warnings, unless the emitter gives its own `timer`.
 */

import {
  ALERT_TIMER_DEFAULT_MS,
  ALERT_TIMER_ERROR_MS,
  ALERT_TIMER_WARNING_MS,
} from '../../src/domain/timers';

export type AlertType = 'success' | 'error' | 'warning';

/** The event a flow machine emits (`emit({ type: 'alert', ... })`) to show the global toast. */
export interface AlertEmitted {
  type: 'alert';
  message: string;
  /** Defaults to `'success'` (spec §3 "alert"). */
  alertType?: AlertType;
  /** Milliseconds before the toast goes away; defaults by type (see `defaultAlertTimer`). */
  timer?: number;
  description?: string;
}

/**
 * Emitted by a flow when a step succeeds: the error toast an earlier step raised no longer applies (the app
 * dismisses it; a success or warning toast stays).
 */
export interface AlertsCleared {
  type: 'alerts.clear';
}

export const ALERTS_CLEARED: AlertsCleared = { type: 'alerts.clear' };

/** What the app asks the alert machine to show: the emitted event without its `type`. */
export type AlertInput = Omit<AlertEmitted, 'type'>;

/** An alert with every default resolved, as held by the alert machine. */
export interface Alert {
  message: string;
  alertType: AlertType;
  /** Milliseconds; 0 once the alert has been removed (spec §4 "Alert"). */
  timer: number;
  description?: string;
}

/** Re-exported for the machines and the toast: the values live in src/domain/timers.ts (spec §9). */
export { ALERT_TIMER_DEFAULT_MS, ALERT_TIMER_ERROR_MS, ALERT_TIMER_WARNING_MS };

export function defaultAlertTimer(alertType: AlertType): number {
  switch (alertType) {
    case 'error':
      return ALERT_TIMER_ERROR_MS;
    case 'warning':
      return ALERT_TIMER_WARNING_MS;
    default:
      return ALERT_TIMER_DEFAULT_MS;
  }
}

/** The error alert a flow emits when a call fails (spec §9: 5000 ms unless the flow says otherwise). */
export function errorAlert(message: string, timer: number = ALERT_TIMER_ERROR_MS): AlertEmitted {
  return { type: 'alert', message, alertType: 'error', timer };
}

/** Fills in the defaults: type `success`, timer by type when none (or a non-positive one) is given. */
export function resolveAlert(input: AlertInput): Alert {
  const alertType = input.alertType ?? 'success';
  const timer =
    typeof input.timer === 'number' && Number.isFinite(input.timer) && input.timer > 0
      ? input.timer
      : defaultAlertTimer(alertType);
  const alert: Alert = { message: input.message, alertType, timer };
  if (input.description !== undefined) alert.description = input.description;
  return alert;
}
