/**
 * Real traffic on a machine's screen flow, from flow events (src/app/analytics): each session's events of a flow,
 * in order, become the screens it passed (placed as the atlas places a model path: ../atlas/flow.ts, `screenNode`;
 * a state in flight or without a title is in transit), and from those:
 *
 * - sessions per screen (sessions that reached it), drop-off per screen (sessions whose last screen it was, not a
 *   final one), the median time on each screen (visits that ended by moving on);
 * - the share per arrow: of the sessions that reached a screen, how many took the arrow to the next;
 * - outcomes per invoked call (`ok` or the error code);
 * - the happy path's conversion: of the sessions that reached its first screen, those that reached its last after;
 * - real journeys, grouped as QA's journeys are: by the first move off the happy path (none: the happy path),
 *   each with the QA journey of the same first detour, or marked as covered by no test when no model path makes
 *   that detour.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { FlowEvent } from '../../../src/api/contract/analytics.ts';
import { stateKey } from '../../../tests/model/harness/graph.ts';
import { type ScreenFlow, START, screenNode } from '../atlas/flow.ts';
import { atlasOf } from '../atlas/labels.ts';

export interface ScreenTraffic {
  sessions: number;
  dropOff: number;
  medianMs: number | null;
}

export interface RealJourney {
  /** The first move off the happy path (`[from, to]`, `__start` for the flow's start); null: none. */
  detour: [string, string] | null;
  sessions: number;
  /** The screens the most common of its sessions passed. */
  example: string[];
  /** The QA journey with the same first detour (its id), or null. */
  journey: string | null;
  /** True when no model path makes this first detour: no test covers it. */
  uncovered: boolean;
}

export interface MachineTraffic {
  sessions: number;
  events: number;
  /** Events whose states this machine does not have (another version of it). */
  unknown: number;
  screens: Record<string, ScreenTraffic>;
  arrows: Array<{ from: string; to: string; sessions: number; share: number }>;
  calls: Record<string, Record<string, number>>;
  happy: { first: string; last: string; started: number; finished: number } | null;
  journeys: RealJourney[];
}

/** The active nodes (root excluded) of a flow event's leaf keys; null when the machine has no such state. */
export function nodesOf(machine: AnyStateMachine, leaves: string): AnyStateNode[] | null {
  const found = new Map<string, AnyStateNode>();
  for (const leaf of leaves.split('|')) {
    if (leaf === '(root)') continue;
    let node: AnyStateNode = machine.root;
    for (const part of leaf.split('.')) {
      const next = node.states[part] as AnyStateNode | undefined;
      if (!next) return null;
      node = next;
      found.set(stateKey(node), node);
    }
  }
  return [...found.values()];
}

interface Stop {
  screen: string | null;
  ms: number;
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

const collapse = (list: readonly string[]) => list.filter((s, i) => s !== list[i - 1]);

/** The first move of a screen sequence that is not a step of the happy path (`from>to`); '' when none. */
function firstDetour(screens: readonly string[], happyEdges: ReadonlySet<string>): string {
  for (let i = 1; i < screens.length; i++) {
    const edge = `${screens[i - 1]}>${screens[i]}`;
    if (!happyEdges.has(edge)) return edge;
  }
  return '';
}

export function machineTraffic(
  machine: AnyStateMachine,
  flow: ScreenFlow,
  events: FlowEvent[],
): MachineTraffic {
  const mine = events.filter((e) => e.flow === machine.id);
  const bySession = new Map<string, FlowEvent[]>();
  for (const e of mine) bySession.set(e.session, [...(bySession.get(e.session) ?? []), e]);
  const finals = new Set(flow.screens.filter((s) => s.final).map((s) => s.key));
  const reached = new Map<string, number>();
  const left = new Map<string, number>();
  const dwell = new Map<string, number[]>();
  const arrows = new Map<string, number>();
  const calls: Record<string, Record<string, number>> = {};
  const real = new Map<string, Map<string, number>>();
  const happyScreens = atlasOf(machine).happyPath?.screens ?? [];
  const happyEdges = new Set(happyScreens.map((k, i) => `${i === 0 ? START : happyScreens[i - 1]}>${k}`));
  const first = happyScreens[0];
  const last = happyScreens.at(-1);
  let started = 0;
  let finished = 0;
  let unknown = 0;

  for (const list of bySession.values()) {
    list.sort((a, b) => a.seq - b.seq);
    const stops: Stop[] = [];
    for (const e of list) {
      if (e.outcome) {
        const call = e.type.replace(/^xstate\.(done|error)\.actor\./, '');
        calls[call] = calls[call] ?? {};
        calls[call][e.outcome] = (calls[call][e.outcome] ?? 0) + 1;
      }
      const nodes = nodesOf(machine, e.to);
      if (!nodes) {
        unknown += 1;
        continue;
      }
      const done = nodes.some((n) => n.type === 'final' && n.parent === machine.root);
      const best = screenNode(machine, nodes, done);
      const transit = !best || (e.busy && !done);
      // The time of the previous stop ends with this event.
      const previous = stops.at(-1);
      if (previous) previous.ms += e.ms;
      stops.push({ screen: transit ? null : stateKey(best!), ms: 0 });
    }
    // Visits: consecutive stops on one screen (a request in between that comes back included).
    const visits: Array<{ screen: string; ms: number; ended: boolean }> = [];
    for (const stop of stops) {
      const last = visits.at(-1);
      if (stop.screen === null) {
        if (last) last.ms += stop.ms;
        continue;
      }
      if (last && last.screen === stop.screen) last.ms += stop.ms;
      else {
        if (last) last.ended = true;
        visits.push({ screen: stop.screen, ms: stop.ms, ended: false });
      }
    }
    if (!visits.length) continue;
    const screens = visits.map((v) => v.screen);
    for (const s of new Set(screens)) reached.set(s, (reached.get(s) ?? 0) + 1);
    const lastScreen = screens.at(-1)!;
    if (!finals.has(lastScreen)) left.set(lastScreen, (left.get(lastScreen) ?? 0) + 1);
    for (const v of visits) if (v.ended) dwell.set(v.screen, [...(dwell.get(v.screen) ?? []), v.ms]);
    const pairs = new Set(screens.slice(1).map((s, i) => `${screens[i]}>${s}`));
    for (const p of pairs) arrows.set(p, (arrows.get(p) ?? 0) + 1);
    const walk = stops[0]?.screen === null ? [START, ...screens] : screens;
    const detour = firstDetour(walk, happyEdges);
    const group = real.get(detour) ?? new Map<string, number>();
    group.set(JSON.stringify(screens), (group.get(JSON.stringify(screens)) ?? 0) + 1);
    real.set(detour, group);
    const from = first === undefined ? -1 : screens.indexOf(first);
    if (from >= 0) {
      started += 1;
      if (last !== undefined && screens.indexOf(last, from + 1) > from) finished += 1;
    }
  }

  const tested = new Set(flow.walks.map((w) => firstDetour(collapse(w), happyEdges)));
  const journeyOf = new Map<string, string>();
  for (const j of flow.journeys) {
    const detour = firstDetour(collapse([j.start, ...j.steps.map((step) => step.screen)]), happyEdges);
    if (!journeyOf.has(detour)) journeyOf.set(detour, j.id);
  }
  const journeys: RealJourney[] = [...real.entries()]
    .map(([detour, group]) => {
      const [example] = [...group.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
      return {
        detour: detour ? (detour.split('>') as [string, string]) : null,
        sessions: [...group.values()].reduce((a, b) => a + b, 0),
        example: JSON.parse(example) as string[],
        journey: journeyOf.get(detour) ?? null,
        uncovered: !tested.has(detour),
      };
    })
    .sort((a, b) => b.sessions - a.sessions || String(a.detour).localeCompare(String(b.detour)));

  const screens: Record<string, ScreenTraffic> = {};
  for (const [key, sessions] of [...reached.entries()].sort()) {
    screens[key] = { sessions, dropOff: left.get(key) ?? 0, medianMs: median(dwell.get(key) ?? []) };
  }
  return {
    sessions: bySession.size,
    events: mine.length,
    unknown,
    screens,
    arrows: [...arrows.entries()]
      .map(([pair, sessions]) => {
        const [from, to] = pair.split('>') as [string, string];
        return { from, to, sessions, share: sessions / (reached.get(from) ?? sessions) };
      })
      .sort((a, b) => a.from.localeCompare(b.from) || b.sessions - a.sessions),
    calls,
    happy:
      first !== undefined && last !== undefined && first !== last ? { first, last, started, finished } : null,
    journeys,
  };
}
