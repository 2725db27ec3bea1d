/**
 * The same chart as Mermaid `stateDiagram-v2`, so it renders on code hosts: composite states, parallel
 * regions (`--`), initial and final markers, invoked actors in the state label, and every transition with
 * its event, guard and actions (eventless ones as `always`, delays as `after`).
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { listTransitions, routeOf, stateKey } from '../../tests/model/harness/graph.ts';

function mid(key: string): string {
  return key === '(root)' ? 'desde_cualquier_estado' : key.replace(/[^A-Za-z0-9]/g, '_');
}

/** Mermaid uses `:` to start a label and `{}` for blocks: keep labels plain. */
function clean(text: string): string {
  return text
    .replace(/[:;{}#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function stateText(node: AnyStateNode): string {
  const route = routeOf(node);
  const invokes = node.invoke.map((inv) => `invoke ${typeof inv.src === 'string' ? inv.src : inv.id}`);
  return [node.key, ...(route ? [route] : []), ...invokes].map(clean).join('<br/>');
}

export function toMermaid(machine: AnyStateMachine): string {
  const lines: string[] = ['stateDiagram-v2', '  direction LR'];
  const emit = (depth: number, line: string) => lines.push(`${'  '.repeat(depth + 1)}${line}`);

  const visit = (node: AnyStateNode, depth: number) => {
    const id = mid(stateKey(node));
    emit(depth, `state "${stateText(node)}" as ${id}`);
    const children = (Object.values(node.states) as AnyStateNode[]).filter((c) => c.type !== 'history');
    if (children.length === 0) return;
    emit(depth, `state ${id} {`);
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) emit(depth + 1, '--');
        visit(child, depth + 1);
      });
    } else {
      const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
      if (initial) emit(depth + 1, `[*] --> ${mid(stateKey(initial))}`);
      for (const child of children) visit(child, depth + 1);
    }
    emit(depth, '}');
  };

  const rootInitial = machine.root.initial?.target?.[0] as AnyStateNode | undefined;
  if (rootInitial) emit(0, `[*] --> ${mid(stateKey(rootInitial))}`);
  for (const child of Object.values(machine.root.states) as AnyStateNode[]) visit(child, 0);

  const { list } = listTransitions(machine);
  if (list.some((t) => t.source === '(root)'))
    emit(0, 'state "desde cualquier estado" as desde_cualquier_estado');
  for (const t of list) {
    const targets = t.targets.length ? t.targets : [t.source];
    for (const target of targets) emit(0, `${mid(t.source)} --> ${mid(target)} : ${clean(t.label)}`);
  }
  for (const node of Object.values(machine.root.states) as AnyStateNode[]) {
    if (node.type === 'final') emit(0, `${mid(stateKey(node))} --> [*]`);
  }
  return `${lines.join('\n')}\n`;
}
