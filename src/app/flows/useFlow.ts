/**
 * Route ↔ machine sync: ONE mechanism for every flow (see docs/architecture.md).
 *
 * - The machine's screen states carry `meta.route`. When the machine moves to a state with another route, the
 *   URL follows (history push).
 * - When the URL moves on its own (back/forward, a typed or shared link, the first render after a reload), the
 *   machine receives `{ type: 'ROUTE.CHANGED', route }`. A named guard in the machine accepts it (the machine
 *   moves to that screen) or not, in which case the URL is corrected to the machine's screen (history replace).
 * - With `persist`, every resting snapshot (on a screen, no actor running) is saved as the flow's draft under its
 *   spec §9 key; on reload the flow starts from that draft. The render only reads it: a draft not restored
 *   (expired, unreadable, or replaced by a new start) is removed after the first commit, so what the flow starts
 *   from never depends on how often React renders. The draft is removed when the flow ends.
 * - Alerts the machine emits go to the global toast.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type Actor,
  type ActorRefFrom,
  type AnyStateMachine,
  createActor,
  type InputFrom,
  type InspectionEvent,
  type OutputFrom,
  type SnapshotFrom,
} from 'xstate';
import { normalizePath, routeOf, sameRoute } from '../../../machines/shared/route';
import { useForwardAlerts } from '../alerts';
import { analyticsInspect, withAnalytics } from '../analytics';
import { flowInspect } from '../devtools';
import type { FlowDraft } from '../drafts';
import { noteRestoredDraft } from './restored-drafts';

export interface FlowPersistence<TMachine extends AnyStateMachine> {
  /** The draft (spec §9 key): `flowDraft(key)` from src/app/drafts, which the persisting host imports. */
  readonly draft: FlowDraft;
  /** Which snapshots are saved; default: a screen state with no invoked actor running. */
  readonly isResting?: (snapshot: SnapshotFrom<TMachine>) => boolean;
  /** What is written of a persisted snapshot (e.g. without a password); default: all of it. */
  readonly transform?: <T>(persisted: T) => T;
}

export interface UseFlowOptions<TMachine extends AnyStateMachine> {
  readonly input?: InputFrom<TMachine>;
  readonly persist?: FlowPersistence<TMachine>;
  /** Called once when the machine reaches its final state. */
  readonly onDone?: (output: OutputFrom<TMachine>) => void;
  readonly inspect?: (event: InspectionEvent) => void;
}

/** A screen state with no invoked or spawned actor still running: safe to restore after a reload. */
export function isRestingSnapshot(
  snapshot: { status: string; children: object } & Parameters<typeof routeOf>[0],
) {
  return (
    snapshot.status === 'active' && routeOf(snapshot) !== null && Object.keys(snapshot.children).length === 0
  );
}

/**
 * The stored snapshot the flow starts from, if any. Runs during the render, which React may repeat or throw away:
 * it changes nothing in storage (a draft it does not restore is removed once the render is committed).
 */
function restorable<TMachine extends AnyStateMachine>(
  machine: TMachine,
  persist: FlowPersistence<TMachine> | undefined,
  input: InputFrom<TMachine> | undefined,
): unknown {
  if (!persist) return undefined;
  const draft = persist.draft.read();
  if (draft === null) return undefined;
  try {
    // Restoring validates the draft against the machine (a draft from an older version throws).
    createActor(machine, { snapshot: draft as never, ...(input === undefined ? {} : { input }) });
    noteRestoredDraft(persist.draft.key);
    return draft;
  } catch {
    return undefined;
  }
}

export function useFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: UseFlowOptions<TMachine> = {},
): ActorRefFrom<TMachine> {
  const { input, persist } = options;
  // Development: the statecharts viewer's live highlight (and Stately's inspector with VITE_INSPECT=true).
  // Always: the flow events of product analytics (src/app/analytics; off under Do Not Track).
  const given = options.inspect ?? flowInspect;
  const inspect = given ? withAnalytics(given) : analyticsInspect;
  const navigate = useNavigate();
  const location = useLocation();
  const pathnameRef = useRef(location.pathname);
  const onDoneRef = useRef(options.onDone);
  onDoneRef.current = options.onDone;
  const persistRef = useRef(persist);
  persistRef.current = persist;

  const [restored] = useState(() => restorable(machine, persist, input));
  // Once the first render is committed (the flow has started from what it read): a stored draft the flow did not
  // restore (expired, refused by its schema, from an older version, or replaced by a new start) is removed. Before
  // the actor starts, so nothing the flow saves is lost; once, though StrictMode runs effects twice.
  const dropChecked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft of the first render only
  useEffect(() => {
    if (dropChecked.current) return;
    dropChecked.current = true;
    if (persist && restored === undefined) persist.draft.remove();
  }, []);
  const typedRef = useActorRef(machine, {
    ...(input === undefined ? {} : { input }),
    ...(restored === undefined ? {} : { snapshot: restored as never }),
    inspect,
  }) as ActorRefFrom<TMachine>;
  // The sync below works on any machine; it only needs the untyped actor API.
  const actorRef = typedRef as unknown as Actor<AnyStateMachine>;

  useForwardAlerts(actorRef);

  // Machine → URL.
  useEffect(() => {
    let lastRoute = routeOf(actorRef.getSnapshot());
    let finished = false;
    const onSnapshot = (snapshot: SnapshotFrom<AnyStateMachine>) => {
      const route = routeOf(snapshot);
      if (route !== null && route !== lastRoute) {
        lastRoute = route;
        if (!sameRoute(route, pathnameRef.current)) navigate(route);
      }
      const draft = persistRef.current;
      if (draft) {
        if (snapshot.status === 'done') draft.draft.remove();
        else if ((draft.isResting ?? isRestingSnapshot)(snapshot as SnapshotFrom<TMachine>))
          draft.draft.write((draft.transform ?? ((p) => p))(actorRef.getPersistedSnapshot()));
      }
      if (snapshot.status === 'done' && !finished) {
        finished = true;
        onDoneRef.current?.(snapshot.output as OutputFrom<TMachine>);
      }
    };
    const subscription = actorRef.subscribe(onSnapshot);
    return () => subscription.unsubscribe();
  }, [actorRef, navigate]);

  // URL → machine.
  useEffect(() => {
    pathnameRef.current = location.pathname;
    const snapshot = actorRef.getSnapshot();
    if (snapshot.status !== 'active') return;
    const current = routeOf(snapshot);
    if (current === null || sameRoute(current, location.pathname)) return;
    actorRef.send({ type: 'ROUTE.CHANGED', route: normalizePath(location.pathname) });
    const after = routeOf(actorRef.getSnapshot());
    if (after !== null && !sameRoute(after, location.pathname)) navigate(after, { replace: true });
  }, [location.pathname, actorRef, navigate]);

  return typedRef;
}
