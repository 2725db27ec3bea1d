/**
 * Live inspection with Stately's inspector, for developers: only in development and only with
 * `VITE_INSPECT=true`. The inspector package is imported lazily, and every inspected event, snapshot
 * context and output is masked first (see mask.ts), so no personal data reaches the inspector window.
 * Production builds contain none of this (the condition is a build-time constant).
 */
import type { InspectionEvent } from 'xstate';
import { maskPersonalData } from './mask';

type Observer = { next?: (event: InspectionEvent) => void };

let inspector: Observer | null = null;
let loadStarted = false;
const pending: InspectionEvent[] = [];

export const inspectEnabled = import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true';

/** The masking applied to every Stately inspection event (also used by the unit tests). */
export function maskInspectionEvent<T>(event: T): T {
  return maskPersonalData(event);
}

async function load(): Promise<void> {
  // Repeat the build-time condition here so the bundler drops the dynamic import from production builds.
  if (!(import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const created = createBrowserInspector({
    sanitizeEvent: (event) => maskPersonalData(event),
    sanitizeContext: (context) => maskPersonalData(context),
    serialize: (event) => maskInspectionEvent(event),
  });
  inspector = created.inspect;
  for (const event of pending.splice(0)) inspector.next?.(event);
}

/** An `inspect` callback that forwards to Stately's inspector when enabled (no-op otherwise). */
export function statelyInspect(event: InspectionEvent): void {
  if (!inspectEnabled) return;
  if (inspector) {
    inspector.next?.(event);
    return;
  }
  pending.push(event);
  if (!loadStarted) {
    loadStarted = true;
    void load();
  }
}
