/**
 * Product analytics of the flows (issue "Analytics from the statecharts"): the part that is in every page, kept to
 * a few bytes (the weight budget of `npm run size`). `analyticsInspect` is the `inspect` option of every flow
 * actor (src/app/flows/useFlow.ts, the session in App.tsx; `withAnalytics` adds it to the developer tools' one).
 * `startAnalytics(window)` loads the flow events module (./start.ts) once the page has loaded; until then the
 * inspection events wait here (at most 300, with when) and are handed to it. Under Do Not Track, Global Privacy
 * Control or `VITE_ANALYTICS=false` that module keeps and sends nothing (./start.ts).
 */
import type { InspectionEvent } from 'xstate';

let observer: ((event: InspectionEvent, at?: number) => void) | undefined;
const early: Array<[InspectionEvent, number]> = [];

/** The analytics observer of flow actors. */
export function analyticsInspect(event: InspectionEvent): void {
  if (observer) observer(event);
  else if (early.length < 300) early.push([event, performance.now()]);
}

/** `inspect` for a flow actor with developer tools: theirs and the analytics observer. */
export const withAnalytics =
  (inspect: (event: InspectionEvent) => void) =>
  (event: InspectionEvent): void => {
    inspect(event);
    analyticsInspect(event);
  };

/** Loads the flow events module after the page's `load` event (the first paint is long done by then). */
export function startAnalytics(win: Window): void {
  const load = () =>
    win.setTimeout(() =>
      import('./start.ts').then((m) => {
        observer = m.startFlowEvents(win, early.splice(0));
      }),
    );
  if (win.document.readyState === 'complete') load();
  else win.addEventListener('load', load, { once: true });
}
