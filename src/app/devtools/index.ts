/**
 * Developer tools for flow actors. Wire `flowInspect` as the `inspect` option of every flow actor
 * (`createActor(machine, { inspect: flowInspect })`, or `useFlow(machine, { inspect: flowInspect })`):
 * it feeds the live highlight of the /statecharts viewer and, with `VITE_INSPECT=true`, Stately's inspector.
 * In production builds it is `undefined` and everything behind it is dropped from the bundle.
 */
import type { InspectionEvent } from 'xstate';
import { statelyInspect } from './inspect';
import { devInspect } from './live';

export const devtoolsEnabled = import.meta.env.DEV || import.meta.env.VITE_STATECHARTS === 'true';

export const flowInspect: ((event: InspectionEvent) => void) | undefined = devtoolsEnabled
  ? (event) => {
      devInspect(event);
      statelyInspect(event);
    }
  : undefined;
