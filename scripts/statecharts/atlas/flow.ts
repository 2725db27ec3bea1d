/**
 * The screen flow and the journeys of a machine, derived from its generated paths (tests/model/harness/graph.ts):
 *
 * - a screen is the deepest active state with a Spanish title (machines/shared/atlas.ts); a snapshot with no
 *   titled state, or with a `busy` state (a request in flight), is in transit: its steps are folded into the edge
 *   that passes through it, so "Busca su CURP → CURP no encontrado" goes from one screen straight to the next;
 * - an edge's label is the labels of the transitions taken on the way, in order; a step back to the same screen
 *   with no label (a field edit, a timer tick) is hidden;
 * - a journey is a path seen as screens and labelled steps; paths that differ only in hidden steps (form edits)
 *   are one journey, and journeys with the same detours that end on the same screen are grouped as variants.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { type Analysis, eventLabel, stateKey } from '../../../tests/model/harness/graph.ts';
import { atlasOf, titleOf, transitionLabels } from './labels.ts';

export const START = '__start';

export interface FlowScreen {
  key: string;
  title: string;
  route: string | null;
  happy: boolean;
  final: boolean;
}

export interface FlowEdge {
  from: string;
  to: string;
  label: string;
  happy: boolean;
}

export interface JourneyStep {
  label: string;
  screen: string;
}

export interface Journey {
  id: string;
  name: string;
  happy: boolean;
  start: string;
  steps: JourneyStep[];
  /** Other paths with the same detours that end on the same screen. */
  variants: number;
  /** The model tests that walk it (machine level: every path; UI level: the covering subset), by test name. */
  tests: string[];
}

export interface ScreenFlow {
  screens: FlowScreen[];
  edges: FlowEdge[];
  journeys: Journey[];
  /** Transitions taken on a shown edge that have no Spanish label (shown by their event name meanwhile). */
  unlabelled: string[];
  /** Every model path as the screens it passes (its start first): what the model tests walk. */
  walks: string[][];
}

interface Place {
  key: string | null;
  transit: boolean;
}

export function screenFlow(analysis: Analysis): ScreenFlow {
  const { machine } = analysis;
  const atlas = atlasOf(machine);
  const labels = transitionLabels(machine);
  const byId = new Map(analysis.transitions.map((t) => [t.id, t]));
  const screens = new Map<string, FlowScreen>();
  const happyScreens = atlas.happyPath?.screens ?? [];
  const happyEdges = new Set<string>();
  happyScreens.forEach((key, i) => {
    happyEdges.add(`${i === 0 ? START : happyScreens[i - 1]}>${key}`);
  });
  const unlabelled = new Set<string>();

  const placeOf = (snapshot: AnyMachineSnapshot): Place => {
    const nodes = (snapshot._nodes as AnyStateNode[]).filter((n) => n.path.length > 0);
    const best = screenNode(machine, nodes, snapshot.status === 'done');
    const busy = nodes.some((n) => n.tags.includes('busy'));
    if (!best) return { key: null, transit: true };
    const key = stateKey(best);
    if (!screens.has(key)) {
      screens.set(key, {
        key,
        title: titleOf(machine, best) ?? `Fin (${best.key})`,
        route: routeOfPlace(snapshot),
        happy: happyScreens.includes(key),
        final: best.type === 'final',
      });
    }
    return { key, transit: busy && snapshot.status !== 'done' };
  };

  const stepLabels = (taken: string[]): string[] =>
    taken.flatMap((id) => {
      const t = byId.get(id);
      if (!t) return [];
      const label = labels.get(id);
      if (label !== undefined) return label ? [label] : [];
      if (t.kind === 'self' || t.kind === 'always' || t.kind === 'after') return [];
      unlabelled.add(id);
      return [`${eventLabel(t.eventType)}${t.guard ? ` [${t.guard}]` : ''}`];
    });

  const edges = new Map<string, FlowEdge>();
  const walked: Walked[] = [];
  for (const path of analysis.paths) {
    const first = placeOf(path.steps[0]!.state);
    let at = first.transit || !first.key ? START : first.key;
    const start = at;
    let pending: string[] = first.transit ? stepLabels(path.steps[0]!.taken) : [];
    const steps: JourneyStep[] = [];
    for (const step of path.steps.slice(1)) {
      pending.push(...stepLabels(step.taken));
      const place = placeOf(step.state);
      if (place.transit || !place.key) continue;
      const label = compress(pending);
      pending = [];
      if (place.key === at && !label) continue;
      const edgeKey = `${at}>${place.key}`;
      const id = `${edgeKey}:${label}`;
      if (!edges.has(id))
        edges.set(id, { from: at, to: place.key, label, happy: happyEdges.has(edgeKey) && at !== place.key });
      steps.push({ label, screen: place.key });
      at = place.key;
    }
    walked.push({ start, steps, test: path.description });
  }

  return {
    screens: [...screens.values()],
    edges: [...edges.values()],
    journeys: journeys(walked, screens, happyEdges, atlas.happyPath),
    unlabelled: [...unlabelled].sort(),
    walks: walked.map((w) => [w.start, ...w.steps.map((s) => s.screen)]),
  };
}

/**
 * The screen of a set of active state nodes (the root excluded): the deepest one with a Spanish title, or the
 * top-level final state of a finished machine; null when none (in transit). The traffic of the atlas
 * (scripts/statecharts/traffic/) places real sessions with it too.
 */
export function screenNode(
  machine: AnyStateMachine,
  nodes: readonly AnyStateNode[],
  done: boolean,
): AnyStateNode | null {
  let best: AnyStateNode | null = null;
  for (const n of nodes) if (titleOf(machine, n) && (!best || n.path.length > best.path.length)) best = n;
  const finalNode = nodes.find((n) => n.type === 'final' && n.parent === machine.root);
  if (done && finalNode) best = finalNode;
  return best;
}

function routeOfPlace(snapshot: AnyMachineSnapshot): string | null {
  let route: string | null = null;
  let depth = -1;
  for (const node of snapshot._nodes as AnyStateNode[]) {
    const r = (node.meta as { route?: unknown } | undefined)?.route;
    if (typeof r === 'string' && node.path.length > depth) {
      route = r;
      depth = node.path.length;
    }
  }
  return route;
}

function outcome(label: string): string {
  const parts = label.split(' → ');
  return parts[parts.length - 1] ?? label;
}

/** A chain of labels as what the user did and how it ended (steps of a parallel region in between dropped). */
function compress(labels: string[]): string {
  const unique = [...new Set(labels)];
  return unique.length > 2 ? `${unique[0]} → ${unique.at(-1)}` : unique.join(' → ');
}

interface Walked {
  start: string;
  steps: JourneyStep[];
  test: string;
}

function journeys(
  walked: Walked[],
  screens: Map<string, FlowScreen>,
  happyEdges: Set<string>,
  happyPath: { name: string; screens: readonly string[] } | undefined,
): Journey[] {
  const title = (key: string) => (key === START ? 'Inicio' : (screens.get(key)?.title ?? key));
  const isDetour = (from: string, s: JourneyStep) =>
    Boolean(s.label) && (!happyEdges.has(`${from}>${s.screen}`) || from === s.screen);
  const firstDetour = (w: Walked): string => {
    let from = w.start;
    for (const s of w.steps) {
      if (isDetour(from, s)) return JSON.stringify([from, outcome(s.label)]);
      from = s.screen;
    }
    return '';
  };
  // How far along the happy path a journey gets (the furthest screen of it reached).
  const progress = (w: Walked) =>
    new Set([w.start, ...w.steps.map((s) => s.screen)].filter((k) => happyPath?.screens.includes(k))).size;
  // A journey per first detour from the happy path (form edits are hidden steps, so they never make one):
  // everything that happens after it are its variants.
  const groups = new Map<string, Walked[]>();
  for (const w of walked) {
    const key = firstDetour(w);
    groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  const out: Journey[] = [];
  const outcomes = [...groups.keys()].filter(Boolean).map((k) => (JSON.parse(k) as string[])[1]);
  for (const [key, members] of groups) {
    const [from, detour] = key ? (JSON.parse(key) as [string, string]) : ['', ''];
    const distinct = new Map<string, Walked>();
    for (const m of members) distinct.set(JSON.stringify([m.start, m.steps]), m);
    const rep = [...distinct.values()].sort(
      (a, b) => progress(b) - progress(a) || a.steps.length - b.steps.length || a.test.localeCompare(b.test),
    )[0]!;
    const end = rep.steps.at(-1)?.screen ?? rep.start;
    const happy = detour === '';
    const name = happy
      ? (happyPath?.name ?? `Hasta «${title(end)}»`)
      : outcomes.filter((o) => o === detour).length > 1
        ? `${detour} (en «${title(from)}»)`
        : detour;
    out.push({
      id: '',
      name,
      happy,
      start: rep.start,
      steps: rep.steps,
      variants: distinct.size - 1,
      tests: members.map((m) => m.test),
    });
  }
  out.sort((a, b) => Number(b.happy) - Number(a.happy) || a.name.localeCompare(b.name, 'es'));
  out.forEach((j, i) => {
    j.id = `J${String(i + 1).padStart(2, '0')}`;
  });
  return out;
}
