/**
 * §2 "Global alert toast with a dismiss button" and §8's failures ("… vuelve a intentarlo"): an error toast reports
 * a call that failed and asks to try again. Once a later call succeeds and the promoter is taken to another step,
 * that failure no longer holds: the step that moves on dismisses it (the flow emits `alerts.clear`, the toast goes).
 * A toast left over the next step would tell the promoter to retry what has just worked.
 *
 * The oracle follows the toasts across the steps of one path: an error alert raised by a step is showing until a
 * step clears it (a path starts with none).
 */
import { expect } from 'vitest';

type Emitted = ReadonlyArray<{ type: string } & Record<string, unknown>>;
interface Step {
  /** The spec route the flow shows before the step and after it (null: a state without a screen of its own). */
  routeBefore: string | null;
  routeAfter: string | null;
  event: { type: string };
  emitted: Emitted;
  /** The path's first step (the flow started). */
  first: boolean;
}

let failureShowing: string | null = null;

export function checkFailureDismissed({ routeBefore, routeAfter, event, emitted, first }: Step): void {
  if (first) failureShowing = null;
  const cleared = emitted.some((e) => e.type === 'alerts.clear');
  const movedOn =
    event.type.startsWith('xstate.done.actor.') &&
    routeBefore !== null &&
    routeAfter !== null &&
    routeBefore !== routeAfter;
  if (movedOn && failureShowing !== null)
    expect(
      cleared,
      `a successful step from ${routeBefore} to ${routeAfter} leaves the earlier error "${failureShowing}" showing`,
    ).toBe(true);
  for (const e of emitted) {
    if (e.type === 'alerts.clear') failureShowing = null;
    if (e.type === 'alert' && e.alertType === 'error') failureShowing = String(e.message);
  }
}
