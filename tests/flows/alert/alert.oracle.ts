/** The spec's alert (§4 "Alert", §9 "Alert timers", §8 success messages), copied from the spec. */
import { ALERT_MS } from '../../model/oracle/spec.ts';

export const ALERT_SPEC = {
  /** The timer the spec gives an alert that names none, by type (§9). */
  timerByType: { success: ALERT_MS.default, error: ALERT_MS.error, warning: ALERT_MS.warning },
  /** §4 "removal sets the timer to 0". */
  removedTimer: ALERT_MS.removed,
  /** §9 "1500 ms for copy confirmation"; §8 "copy confirmation 'Copiado al porta papeles'". */
  copied: { message: 'Copiado al porta papeles', ms: ALERT_MS.copyConfirmation },
  /** §8 "No date chosen": an error (5 s). */
  noDate: { message: 'Debe seleccionar una fecha', ms: ALERT_MS.error },
} as const;
