/**
 * Flow events from the flow actors (loaded after the first paint by ./index.ts). Observes the same inspection
 * events as the statechart viewer and, for each move of a flow (a root actor) to other states (./place.ts) or each
 * invoked call that ends, records: the flow (machine id), from, to, the event type (never its payload), the route pattern
 * (never the URL), the time in the previous place, the call's outcome (`ok` or the server's error code), an
 * anonymous per-tab session id and the app's version. Nothing of the actor's context is read.
 *
 * Events wait in a bounded buffer (the oldest are dropped when it is full) and leave in batches: when 50 are
 * waiting, and when the page hides. A batch the browser refuses is dropped, never queued again.
 */
import type { FlowEvent } from '../../api/contract/analytics.ts';
import { isMachineSnapshot, type Place, placeOf } from './place.ts';

export const BATCH_SIZE = 50;
export const MAX_BUFFER = 200;
const MAX_MS = 86_400_000;

export interface InspectionLike {
  readonly type: string;
  /** The session id of the system's root actor: only root actors (the flows) are followed. */
  readonly rootId?: string;
  readonly actorRef?: { readonly sessionId: string };
  readonly snapshot?: unknown;
  readonly event?: { readonly type: string; readonly error?: unknown };
}

export interface TrackerOptions {
  readonly session: string;
  readonly app: string;
  readonly now: () => number;
  /** Hands a batch to the browser; false (or a throw) when it could not: the batch is dropped. */
  readonly send: (events: FlowEvent[]) => boolean;
  readonly batchSize?: number;
  readonly maxBuffer?: number;
}

export interface FlowTracker {
  /** `at`: when it happened (events seen before this module loaded), default now. */
  observe(event: InspectionLike, at?: number): void;
  /** Sends everything waiting (the page hides). */
  flush(): void;
  /** Events waiting to be sent. */
  pending(): readonly FlowEvent[];
  /** Events dropped so far (buffer full, or a batch the browser refused). */
  dropped(): number;
}

interface Run {
  readonly flow: string;
  readonly run: number;
  place: Place | null;
  since: number;
}

const EVENT_TYPE = /^[A-Za-z0-9_.:#@-]{1,120}$/;
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,59}$/;

/** The event type as a code name; anything else (never expected: types are constants) is `other`. */
export function safeEventType(type: string): string {
  return EVENT_TYPE.test(type) ? type : 'other';
}

/**
 * `ok` for a call that answered; for one that failed, the server's error code, `NETWORK_ERROR` with no answer,
 * `HTTP_<status>` for an answer without a code, else `error`.
 */
export function outcomeOf(event: { type: string; error?: unknown }): string | undefined {
  if (event.type.startsWith('xstate.done.actor.')) return 'ok';
  if (!event.type.startsWith('xstate.error.actor.')) return undefined;
  const error = event.error as { code?: unknown; name?: unknown; status?: unknown } | null | undefined;
  if (!error || typeof error !== 'object') return 'error';
  if (typeof error.code === 'string' && ERROR_CODE.test(error.code)) return error.code;
  if (error.name === 'NetworkError') return 'NETWORK_ERROR';
  // An answer with no code of ours: its HTTP status.
  if (
    typeof error.status === 'number' &&
    Number.isInteger(error.status) &&
    error.status >= 100 &&
    error.status < 600
  )
    return `HTTP_${error.status}`;
  return 'error';
}

export function createFlowTracker(options: TrackerOptions): FlowTracker {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const maxBuffer = options.maxBuffer ?? MAX_BUFFER;
  const runs = new Map<string, Run>();
  const runsPerFlow = new Map<string, number>();
  const buffer: FlowEvent[] = [];
  let seq = 0;
  let dropped = 0;

  const sendBatch = (batch: FlowEvent[]) => {
    let ok = false;
    try {
      ok = options.send(batch);
    } catch {
      ok = false;
    }
    if (!ok) dropped += batch.length;
  };

  const flush = () => {
    while (buffer.length > 0) sendBatch(buffer.splice(0, batchSize));
  };

  const push = (event: FlowEvent) => {
    if (buffer.length >= maxBuffer) {
      buffer.shift();
      dropped += 1;
    }
    buffer.push(event);
    if (buffer.length >= batchSize) sendBatch(buffer.splice(0, batchSize));
  };

  const observe = (inspection: InspectionLike, at?: number) => {
    if (inspection.type !== '@xstate.snapshot' || !inspection.actorRef || !inspection.event) return;
    const { snapshot } = inspection;
    if (!isMachineSnapshot(snapshot)) return;
    const actorId = inspection.actorRef.sessionId;
    if (inspection.rootId !== undefined && inspection.rootId !== actorId) return;
    const now = at ?? options.now();
    let run = runs.get(actorId);
    if (!run) {
      const flow = snapshot.machine.id;
      const n = runsPerFlow.get(flow) ?? 0;
      runsPerFlow.set(flow, n + 1);
      run = { flow, run: n, place: null, since: now };
      runs.set(actorId, run);
    }
    const place = placeOf(snapshot);
    const outcome = outcomeOf(inspection.event);
    const moved = !run.place || run.place.key !== place.key || run.place.busy !== place.busy;
    if (!moved && outcome === undefined) return;
    push({
      session: options.session,
      app: options.app,
      flow: run.flow,
      run: run.run,
      seq: seq++,
      from: run.place?.key ?? null,
      to: place.key,
      busy: place.busy,
      type: safeEventType(inspection.event.type),
      route: place.route,
      ms: Math.min(MAX_MS, Math.max(0, Math.round(now - run.since))),
      ...(outcome === undefined ? {} : { outcome }),
    });
    if (moved) {
      run.place = place;
      run.since = now;
    }
    if (snapshot.status !== 'active') runs.delete(actorId);
  };

  return { observe, flush, pending: () => buffer, dropped: () => dropped };
}
