/**
 * Product analytics of the flows (issue "Analytics from the statecharts"): the small part that is in every page.
 * `withAnalytics(inspect)` wraps the `inspect` option of every flow actor (src/app/flows/useFlow.ts, the session
 * in App.tsx); `startAnalytics(window)` runs once after the app renders. When the visitor asks not to be tracked
 * (Do Not Track or Global Privacy Control) or `VITE_ANALYTICS=false`, nothing more happens. Otherwise the flow
 * events module (./start.ts, with ./flow-events.ts) is loaded once the page has painted and is idle; what the
 * flows did before that is kept (at most 300 inspection events) and handed to it.
 */
import type { InspectionEvent } from 'xstate';

type Observe = (event: InspectionEvent, at?: number) => void;

const EARLY_LIMIT = 300;
let observer: Observe | null = null;
/** Inspection events seen after `startAnalytics` and before the module loaded, with when. */
let early: Array<[InspectionEvent, number]> | null = null;

/** The visitor's browser asks not to be tracked: Do Not Track or Global Privacy Control. */
export function doNotTrack(win: Window): boolean {
  const nav = win.navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const dnt = nav.doNotTrack ?? (win as Window & { doNotTrack?: string }).doNotTrack ?? nav.msDoNotTrack;
  return nav.globalPrivacyControl === true || dnt === '1' || dnt === 'yes';
}

/** The analytics observer of flow actors (a no-op until started, and for good when tracking is off). */
export function analyticsInspect(event: InspectionEvent): void {
  if (observer) observer(event);
  else if (early && early.length < EARLY_LIMIT) early.push([event, performance.now()]);
}

/** `inspect` for a flow actor: the given one (developer tools) and the analytics observer. */
export function withAnalytics(
  inspect: ((event: InspectionEvent) => void) | undefined,
): (event: InspectionEvent) => void {
  return inspect
    ? (event) => {
        inspect(event);
        analyticsInspect(event);
      }
    : analyticsInspect;
}

/** Starts analytics after the first paint, when the page is idle. Returns false when it stays off. */
export function startAnalytics(win: Window): boolean {
  if (import.meta.env.VITE_ANALYTICS === 'false' || doNotTrack(win) || early || observer) return false;
  early = [];
  const load = () =>
    import('./start.ts').then(
      ({ startFlowEvents }) => {
        const observe = startFlowEvents(win);
        for (const [event, at] of early ?? []) observe(event, at);
        early = null;
        observer = observe;
      },
      () => {
        early = null;
      },
    );
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => void load());
    else win.setTimeout(load, 1);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return true;
}

/** Forgets the observer (tests). */
export function resetAnalytics(): void {
  observer = null;
  early = null;
}
