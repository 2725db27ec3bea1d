/**
 * Spanish titles and labels of a machine, read from the machine itself (`meta.atlas` on its root, `meta.title`
 * on a state, `meta.label` on a transition; see machines/shared/atlas.ts), and what is missing.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { FlowAtlas } from '../../../machines/shared/atlas.ts';
import { eventLabel, listTransitions, routeOf, stateKey } from '../../../tests/model/harness/graph.ts';

export function atlasOf(machine: AnyStateMachine): FlowAtlas {
  const atlas = (machine.root.meta as { atlas?: FlowAtlas } | undefined)?.atlas;
  return atlas ?? { titles: {}, labels: {} };
}

/** The Spanish title of a state: its own `meta.title`, else the machine's `atlas.titles`; null when none. */
export function titleOf(machine: AnyStateMachine, node: AnyStateNode): string | null {
  const own = (node.meta as { title?: unknown } | undefined)?.title;
  if (typeof own === 'string' && own.trim()) return own;
  const listed = atlasOf(machine).titles[stateKey(node)];
  return listed?.trim() ? listed : null;
}

/**
 * The label of every transition by id: `undefined` when the machine gives none, `''` when it hides the step.
 */
export function transitionLabels(machine: AnyStateMachine): Map<string, string | undefined> {
  const { labels } = atlasOf(machine);
  const out = new Map<string, string | undefined>();
  const { byDefinition, list } = listTransitions(machine);
  const byId = new Map(list.map((t) => [t.id, t]));
  for (const [def, id] of byDefinition) {
    const t = byId.get(id)!;
    const own = (def.meta as { label?: unknown } | undefined)?.label;
    const event = eventLabel(t.eventType);
    const keys = [id, ...(t.guard ? [`${event} [${t.guard}]`] : []), event];
    const found = typeof own === 'string' ? own : keys.map((k) => labels[k]).find((l) => l !== undefined);
    out.set(id, found);
  }
  return out;
}

/** Routed states without a Spanish title, and atlas entries that name nothing (typos, removed states). */
export function labelProblems(name: string, machine: AnyStateMachine): string[] {
  const problems: string[] = [];
  const nodes = getStateNodes(machine.root).filter((n) => n.type !== 'history');
  const keys = new Set(nodes.map(stateKey));
  for (const node of nodes) {
    const route = routeOf(node);
    if (route && !titleOf(machine, node))
      problems.push(`${name}: the screen state ${stateKey(node)} (${route}) has no Spanish title`);
  }
  const atlas = atlasOf(machine);
  for (const key of Object.keys(atlas.titles))
    if (!keys.has(key)) problems.push(`${name}: atlas.titles names no state: ${key}`);
  for (const key of atlas.happyPath?.screens ?? [])
    if (!keys.has(key)) problems.push(`${name}: atlas.happyPath names no state: ${key}`);
  const { list } = listTransitions(machine);
  const known = new Set(
    list.flatMap((t) => {
      const event = eventLabel(t.eventType);
      return [t.id, event, ...(t.guard ? [`${event} [${t.guard}]`] : [])];
    }),
  );
  for (const key of Object.keys(atlas.labels))
    if (!known.has(key)) problems.push(`${name}: atlas.labels names no transition: ${key}`);
  return problems;
}
