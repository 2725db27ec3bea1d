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

function randomId(win: Window): string {
  return win.crypto.randomUUID();
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

export function startFlowEvents(win: Window): (event: InspectionLike, at?: number) => void {
  const env = import.meta.env;
  const destination = analyticsDestination(
    { apiBaseUrl: config.apiBaseUrl, key: env.VITE_ANALYTICS_KEY, host: env.VITE_ANALYTICS_HOST },
    browserBeacon(win.navigator),
  );
  const tracker = createFlowTracker({
    session: tabSession(win),
    app: version,
    now: () => win.performance.now(),
    send: (events) => destination.send(events),
  });
  win.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') tracker.flush();
  });
  win.addEventListener('pagehide', () => tracker.flush());
  return tracker.observe;
}
