/**
 * Coverage of a model at one level, computed from the analysed graph. The model tests assert these
 * numbers (and that the run really visited them); the generator publishes the same numbers.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Analysis, ModelPath, TransitionKind } from './graph.ts';

export type Level = 'machine' | 'ui';

export interface LevelCoverage {
  states: [covered: number, total: number];
  transitions: [covered: number, total: number];
  /** Transitions per kind (self-loops, delays, eventless, actor outcomes counted on their own). */
  byKind: Record<TransitionKind, [covered: number, total: number]>;
  uncovered: { states: string[]; transitions: string[] };
}

export interface CoverageSets {
  states: Set<string>;
  transitions: Set<string>;
}

const KINDS: TransitionKind[] = ['event', 'self', 'after', 'always', 'done', 'error'];

/** Whether the harness can drive this event at this level, from this snapshot, for this model. */
export function canExecute(
  analysis: Analysis,
  level: Level,
  event: EventObject,
  from: AnyMachineSnapshot | undefined,
): boolean {
  const eventType = event.type;
  if (level === 'machine') return true;
  const ui = analysis.model.ui;
  if (!ui) return false;
  if (eventType === 'xstate.init') return true;
  if (from && ui.canExecute && !ui.canExecute(from, event)) return false;
  if (
    eventType.startsWith('xstate.done.actor.') ||
    eventType.startsWith('xstate.error.actor.') ||
    eventType.startsWith('xstate.after.')
  ) {
    return true;
  }
  return typeof ui.events[eventType] === 'function';
}

/**
 * Whether a state node is checked at this level when a step passes through it: the machine level always
 * has the generic check; at UI level a resting state needs its assertion and a transient one its mark.
 */
export function canAssert(analysis: Analysis, level: Level, key: string): boolean {
  if (level === 'machine') return true;
  const assertion = analysis.model.ui?.states[key];
  return typeof assertion === 'function' || (assertion === 'transient' && analysis.transient.has(key));
}

/** Number of leading steps of a path the harness can run at this level. */
export function executablePrefix(analysis: Analysis, level: Level, path: ModelPath): number {
  const index = path.steps.findIndex(
    (step, i) => !canExecute(analysis, level, step.event, i === 0 ? undefined : path.steps[i - 1]!.state),
  );
  return index === -1 ? path.steps.length : index;
}

/** What running every path at this level covers, as predicted from the graph. */
export function expectedSets(analysis: Analysis, level: Level): CoverageSets {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of analysis.paths) {
    const runnable = executablePrefix(analysis, level, path);
    for (const step of path.steps.slice(0, runnable)) {
      for (const key of analysis.visitedKeys(step)) {
        if (canAssert(analysis, level, key)) states.add(key);
      }
      for (const id of step.taken) transitions.add(id);
    }
  }
  return { states, transitions };
}

export function summarize(analysis: Analysis, sets: CoverageSets): LevelCoverage {
  const byKind = Object.fromEntries(KINDS.map((k) => [k, [0, 0]])) as Record<
    TransitionKind,
    [number, number]
  >;
  for (const t of analysis.transitions) {
    byKind[t.kind][1] += 1;
    if (sets.transitions.has(t.id)) byKind[t.kind][0] += 1;
  }
  const uncoveredStates = analysis.states.filter((s) => !sets.states.has(s.key)).map((s) => s.key);
  const uncoveredTransitions = analysis.transitions
    .filter((t) => !sets.transitions.has(t.id))
    .map((t) => t.id);
  return {
    states: [analysis.states.length - uncoveredStates.length, analysis.states.length],
    transitions: [analysis.transitions.length - uncoveredTransitions.length, analysis.transitions.length],
    byKind,
    uncovered: { states: uncoveredStates, transitions: uncoveredTransitions },
  };
}

export function coverage(analysis: Analysis, level: Level): LevelCoverage {
  return summarize(analysis, expectedSets(analysis, level));
}

export function isComplete(c: LevelCoverage): boolean {
  return c.states[0] === c.states[1] && c.transitions[0] === c.transitions[1];
}

export function percent([covered, total]: [number, number]): string {
  return total === 0 ? '100%' : `${Math.floor((covered / total) * 1000) / 10}%`;
}

/**
 * A small set of paths that still covers everything the level can cover (greedy set cover, deterministic).
 * The UI level runs these: each UI path mounts the app, so running all of them would be slow.
 */
export function coveringPaths(analysis: Analysis, level: Level): ModelPath[] {
  const items = (path: ModelPath): string[] => {
    const runnable = executablePrefix(analysis, level, path);
    const out: string[] = [];
    for (const step of path.steps.slice(0, runnable)) {
      for (const key of analysis.visitedKeys(step)) if (canAssert(analysis, level, key)) out.push(`s:${key}`);
      for (const id of step.taken) out.push(`t:${id}`);
    }
    return out;
  };
  const remaining = new Set(analysis.paths.flatMap(items));
  const candidates = analysis.paths.map((path) => ({ path, items: new Set(items(path)) }));
  const chosen: ModelPath[] = [];
  // Cost of a path: its steps plus a fixed cost for mounting the app; pick the best new items per cost.
  const MOUNT_COST = 3;
  while (remaining.size > 0) {
    let best: (typeof candidates)[number] | null = null;
    let bestRatio = 0;
    for (const candidate of candidates) {
      let gain = 0;
      for (const item of candidate.items) if (remaining.has(item)) gain += 1;
      const ratio = gain / (candidate.path.steps.length + MOUNT_COST);
      if (ratio > bestRatio) {
        best = candidate;
        bestRatio = ratio;
      }
    }
    if (!best) break;
    chosen.push(best.path);
    for (const item of best.items) remaining.delete(item);
  }
  return analysis.paths.filter((p) => chosen.includes(p));
}
