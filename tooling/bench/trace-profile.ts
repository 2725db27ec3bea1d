/**
 * The main thread's tasks of a Lighthouse trace, and, when the trace holds V8's CPU samples (`--profile` adds the
 * `disabled-by-default-v8.cpu_profiler` category), the time each task spent per source module (the sample's
 * innermost frame with a script URL, mapped through the build's source maps).
 */
import { type BuildMaps, moduleAt } from './sourcemaps.ts';

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly id?: string;
  readonly args?: Record<string, unknown>;
}

interface CallFrame {
  readonly url: string;
  readonly functionName: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly parent?: number;
}

export interface MainThreadTask {
  /** ms since the first task of the trace. */
  readonly startMs: number;
  /** Observed duration in ms (Lighthouse simulates the CPU slowdown; multiply to compare with its figures). */
  readonly durationMs: number;
  /** ms per module (or per script URL when no source map covers it); empty without CPU samples. */
  readonly modules: ReadonlyMap<string, number>;
}

/** The renderer main thread: the `CrRendererMain` thread with the most task time. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  const candidates = names.filter(
    (e) => (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  let best: { pid: number; tid: number; total: number } | null = null;
  for (const c of candidates) {
    const total = events
      .filter((e) => e.pid === c.pid && e.tid === c.tid && e.name === 'RunTask' && e.ph === 'X')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (!best || total > best.total) best = { pid: c.pid, tid: c.tid, total };
  }
  return best;
}

interface Sample {
  readonly ts: number;
  readonly node: number;
}

/** CPU samples of one thread (µs timestamps on the trace's clock) and the profile's nodes. */
function samplesOf(events: readonly TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return { nodes, samples };
  let ts = ((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts) as number;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue;
    const data = e.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  return { nodes, samples };
}

/** A URL's path (`/assets/index-….js`), or the name as given when it is not a URL (Lighthouse's own scripts). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function labelOf(nodes: Map<number, ProfileNode>, id: number, maps: BuildMaps): string {
  let node = nodes.get(id);
  const leaf = node;
  while (node) {
    const { url, lineNumber, columnNumber } = node.callFrame;
    if (url) {
      const map = maps.forUrl(url);
      const module = map ? moduleAt(map, lineNumber, columnNumber) : null;
      return module ?? pathOf(url);
    }
    node = node.parent === undefined ? undefined : nodes.get(node.parent);
  }
  const name = leaf?.callFrame.functionName || '(unknown)';
  return name.startsWith('(') ? name : `(${name})`;
}

/** The main thread's top-level tasks of at least `minMs` observed, longest first, with module attribution. */
export function mainThreadTasks(
  events: readonly TraceEvent[],
  minMs: number,
  maps: BuildMaps,
): MainThreadTask[] {
  const thread = mainThread(events);
  if (!thread) return [];
  const tasks = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const origin = tasks[0]?.ts ?? 0;
  const { nodes, samples } = samplesOf(events, thread.pid, thread.tid);
  const long = tasks.filter((t) => (t.dur ?? 0) / 1000 >= minMs);
  return long
    .map((t) => {
      const end = t.ts + (t.dur ?? 0);
      const inside = samples.filter((s) => s.ts >= t.ts && s.ts < end);
      const modules = new Map<string, number>();
      inside.forEach((s, i) => {
        const next = inside[i + 1]?.ts ?? end;
        const label = labelOf(nodes, s.node, maps);
        modules.set(label, (modules.get(label) ?? 0) + (next - s.ts) / 1000);
      });
      return { startMs: (t.ts - origin) / 1000, durationMs: (t.dur ?? 0) / 1000, modules };
    })
    .sort((a, b) => b.durationMs - a.durationMs);
}
