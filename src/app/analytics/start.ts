/**
 * Starts the flow events of this tab (loaded lazily by ./index.ts): the anonymous per-tab session id (random,
 * kept in the tab's sessionStorage so a reload keeps it; never in localStorage, never shared between tabs), the
 * destination (src/api/analytics.ts: the app's collector, or PostHog with `VITE_ANALYTICS_KEY`), and the flush
 * when the page hides (`visibilitychange` to hidden, `pagehide`).
 */

import { version } from '../../../package.json';
import { analyticsDestination, browserBeacon } from '../../api/analytics.ts';
import { config } from '../../config.ts';
import { createFlowTracker, type InspectionLike } from './flow-events.ts';

export const SESSION_KEY = 'flowAnalyticsSession';

/** A random (v4) UUID; `crypto.randomUUID` exists only on secure pages, `getRandomValues` everywhere. */
function randomId(win: Window): string {
  if (typeof win.crypto.randomUUID === 'function') return win.crypto.randomUUID();
  const bytes = win.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This tab's session id: the one kept in sessionStorage, or a new random one. */
export function tabSession(win: Window): string {
  try {
    const kept = win.sessionStorage.getItem(SESSION_KEY);
    if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
    const fresh = randomId(win);
    win.sessionStorage.setItem(SESSION_KEY, fresh);
    return fresh;
  } catch {
    return randomId(win);
  }
}

/** The visitor's browser asks not to be tracked: Global Privacy Control or Do Not Track. */
export function doNotTrack(win: Window): boolean {
  const nav = win.navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const dnt = nav.doNotTrack ?? (win as { doNotTrack?: string }).doNotTrack ?? nav.msDoNotTrack;
  return nav.globalPrivacyControl === true || dnt === '1' || dnt === 'yes';
}

const ignore = () => {};

/**
 * Starts the flow events; `early`: what the flows did before this module loaded, with when. Under Do Not Track,
 * Global Privacy Control or `VITE_ANALYTICS=false` it returns an observer that does nothing: no session id, no
 * listener, nothing kept, nothing sent.
 */
export function startFlowEvents(
  win: Window,
  early: ReadonlyArray<readonly [InspectionLike, number]> = [],
  env: Readonly<Record<string, unknown>> = import.meta.env,
): (event: InspectionLike, at?: number) => void {
  if (env.VITE_ANALYTICS === 'false' || doNotTrack(win)) return ignore;
  const destination = analyticsDestination(
    {
      apiBaseUrl: config.apiBaseUrl,
      key: typeof env.VITE_ANALYTICS_KEY === 'string' ? env.VITE_ANALYTICS_KEY.trim() : undefined,
      host: typeof env.VITE_ANALYTICS_HOST === 'string' ? env.VITE_ANALYTICS_HOST.trim() : undefined,
    },
    browserBeacon(win.navigator),
  );
  const tracker = createFlowTracker({
    session: tabSession(win),
    app: version,
    now: () => win.performance.now(),
    send: (events) => destination.send(events),
  });
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') tracker.flush();
  });
  win.addEventListener('pagehide', () => tracker.flush());
  for (const [event, at] of early) tracker.observe(event, at);
  return tracker.observe;
}
