/**
 * Which flow actors run in this browser tab and where they are, for the statechart viewer's live highlight.
 * The app passes `devInspect` as the `inspect` option of its flow actors (development only); the viewer
 * subscribes. Holds only machine ids and state paths, never context (no personal data).
 */
import type { InspectionEvent } from 'xstate';

export interface LiveFlow {
  /** The actor's session id (unique per running actor). */
  actorId: string;
  /** The machine's id (`session`, `login`...), as in statecharts/index.json. */
  machineId: string;
  /** Dot paths of every active state node, e.g. `ready`, `ready.panel`, `ready.panel.details`. */
  stateKeys: string[];
  status: string;
  /** How many snapshots this actor has reported (to show it moving). */
  updates: number;
}

interface StateNodeLike {
  path: readonly string[];
}

interface MachineSnapshotLike {
  status: string;
  machine: { id: string };
  _nodes: readonly StateNodeLike[];
}

function isMachineSnapshot(snapshot: unknown): snapshot is MachineSnapshotLike {
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    '_nodes' in snapshot &&
    'machine' in snapshot &&
    Array.isArray((snapshot as { _nodes: unknown })._nodes)
  );
}

const flows = /* @__PURE__ */ new Map<string, LiveFlow>();
const listeners = /* @__PURE__ */ new Set<() => void>();
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** An `inspect` callback for `createActor(machine, { inspect: devInspect })`. */
export function devInspect(event: InspectionEvent): void {
  if (event.type !== '@xstate.snapshot') return;
  const { snapshot, actorRef } = event;
  if (!isMachineSnapshot(snapshot)) return;
  const actorId = actorRef.sessionId;
  const previous = flows.get(actorId);
  const stateKeys = snapshot._nodes.filter((n) => n.path.length > 0).map((n) => n.path.join('.'));
  flows.set(actorId, {
    actorId,
    machineId: snapshot.machine.id,
    stateKeys,
    status: snapshot.status,
    updates: (previous?.updates ?? 0) + 1,
  });
  notify();
}

/** The flows seen in this tab, most recently started last. */
export function liveFlows(): LiveFlow[] {
  return [...flows.values()];
}

/** A number that changes whenever a flow moves (for `useSyncExternalStore`). */
export function liveVersion(): number {
  return version;
}

export function subscribeLive(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets every flow (tests). */
export function resetLive(): void {
  flows.clear();
  notify();
}
