/**
 * Graphviz DOT for a machine, built from the machine definition itself: compound and parallel states as
 * clusters (parallel regions dashed), initial markers, final states, invoked actors with their done and
 * error edges, named guards and actions, `after` and `always` transitions (which the stock directed graph
 * omits), and transitions declared on the root drawn from "desde cualquier estado".
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { listTransitions, routeOf, stateKey, type TransitionInfo } from '../../tests/model/harness/graph.ts';

const FONT = 'Helvetica';

function q(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

/** The SVG element id of a state (nodes and clusters), used by the viewer to highlight live states. */
export function svgStateId(machineName: string, key: string): string {
  return `${machineName}:state:${key}`;
}

function nodeId(key: string): string {
  return q(`s:${key}`);
}

function anchorId(key: string): string {
  return q(`a:${key}`);
}

function isCluster(node: AnyStateNode): boolean {
  return node.type === 'compound' || node.type === 'parallel';
}

function invokeLines(node: AnyStateNode): string[] {
  return node.invoke.map((inv) => `invoke: ${typeof inv.src === 'string' ? inv.src : inv.id}`);
}

function stateLabel(node: AnyStateNode): string {
  const route = routeOf(node);
  return [node.key, ...(route ? [route] : []), ...invokeLines(node)].join('\n');
}

function edgeStyle(t: TransitionInfo): string {
  switch (t.kind) {
    case 'always':
      return 'style=dashed, color="#6b7280", fontcolor="#4b5563"';
    case 'after':
      return 'style=dotted, color="#1d4ed8", fontcolor="#1d4ed8"';
    case 'done':
      return 'color="#15803d", fontcolor="#15803d"';
    case 'error':
      return 'color="#b91c1c", fontcolor="#b91c1c"';
    default:
      return 'color="#111827", fontcolor="#111827"';
  }
}

export function toDot(name: string, machine: AnyStateMachine): string {
  const lines: string[] = [];
  const emit = (depth: number, line: string) => lines.push(`${'  '.repeat(depth)}${line}`);
  const nodesByKey = new Map<string, AnyStateNode>();

  emit(0, `digraph ${q(name)} {`);
  emit(1, `graph [compound=true, rankdir=LR, fontname=${q(FONT)}, fontsize=12, nodesep=0.35, ranksep=0.5];`);
  emit(
    1,
    `node [shape=box, style="rounded,filled", fillcolor="#ffffff", color="#374151", fontname=${q(FONT)}, fontsize=11];`,
  );
  emit(1, `edge [fontname=${q(FONT)}, fontsize=9, arrowsize=0.7];`);
  emit(1, `label=${q(`${machine.id}`)}; labelloc=t;`);

  const visit = (node: AnyStateNode, depth: number) => {
    const key = stateKey(node);
    nodesByKey.set(key, node);
    if (isCluster(node)) {
      const parallel = node.type === 'parallel';
      const regionOfParallel = node.parent?.type === 'parallel';
      emit(depth, `subgraph ${q(`cluster_${key}`)} {`);
      emit(depth + 1, `id=${q(svgStateId(name, key))};`);
      emit(
        depth + 1,
        `label=${q(
          `${node.key}${parallel ? ' (paralelo)' : ''}${invokeLines(node)
            .map((l) => `\n${l}`)
            .join('')}`,
        )};`,
      );
      emit(
        depth + 1,
        `style=${q(regionOfParallel ? 'rounded,dashed' : 'rounded')}; color="#6b7280"; fontsize=11; labeljust=l;`,
      );
      // A compound state's anchor is its initial marker; a parallel state's anchor only receives edges.
      emit(
        depth + 1,
        parallel
          ? `${anchorId(key)} [shape=point, width=0.01, style=invis, label=""];`
          : `${anchorId(key)} [shape=point, width=0.1, style=filled, fillcolor="#111827", label=""];`,
      );
      const children = Object.values(node.states) as AnyStateNode[];
      for (const child of children) if (child.type !== 'history') visit(child, depth + 1);
      if (node.type === 'compound' && node.initial?.target?.[0]) {
        const target = node.initial.target[0] as AnyStateNode;
        emit(depth + 1, `${anchorId(key)} -> ${entry(stateKey(target), target)} [${lhead(target)}];`);
      }
      emit(depth, '}');
    } else {
      const final = node.type === 'final';
      emit(
        depth,
        `${nodeId(key)} [id=${q(svgStateId(name, key))}, label=${q(stateLabel(node))}${final ? ', peripheries=2' : ''}];`,
      );
    }
  };

  const entry = (key: string, node: AnyStateNode): string => (isCluster(node) ? anchorId(key) : nodeId(key));
  const lhead = (node: AnyStateNode): string =>
    isCluster(node) ? `lhead=${q(`cluster_${stateKey(node)}`)}` : '';
  const ltail = (node: AnyStateNode): string =>
    isCluster(node) ? `ltail=${q(`cluster_${stateKey(node)}`)}` : '';

  emit(1, `"__start" [shape=point, width=0.15, style=filled, fillcolor="#111827", label=""];`);
  for (const child of Object.values(machine.root.states) as AnyStateNode[]) visit(child, 1);
  const rootInitial = machine.root.initial?.target?.[0] as AnyStateNode | undefined;
  if (rootInitial)
    emit(1, `"__start" -> ${entry(stateKey(rootInitial), rootInitial)} [${lhead(rootInitial)}];`);

  const { list } = listTransitions(machine);
  const hasRootTransitions = list.some((t) => t.source === '(root)');
  if (hasRootTransitions) {
    emit(1, `"__any" [shape=plaintext, style="", label="desde cualquier estado", fontcolor="#4b5563"];`);
  }
  for (const t of list) {
    const source = t.source === '(root)' ? null : nodesByKey.get(t.source);
    const from = source ? entry(t.source, source) : '"__any"';
    const targets = t.targets.length ? t.targets : [t.source];
    for (const targetKey of targets) {
      const target = nodesByKey.get(targetKey);
      const to = target ? entry(targetKey, target) : '"__any"';
      const attrs = [`label=${q(t.label)}`, edgeStyle(t)];
      if (source && target && source !== target) {
        const tail = ltail(source);
        const head = lhead(target);
        // Graphviz cannot clip an edge to a cluster that contains the other end.
        const nested = (a: string, b: string) => b.startsWith(`${a}.`);
        if (tail && !nested(t.source, targetKey)) attrs.push(tail);
        if (head && !nested(targetKey, t.source)) attrs.push(head);
      }
      emit(1, `${from} -> ${to} [${attrs.filter(Boolean).join(', ')}];`);
    }
  }
  emit(0, '}');
  return `${lines.join('\n')}\n`;
}

/** Renders DOT to SVG with the Graphviz WebAssembly build (offline). */
export async function renderSvg(dot: string): Promise<string> {
  const { Graphviz } = await import('@hpcc-js/wasm-graphviz');
  const graphviz = await Graphviz.load();
  return graphviz.dot(dot, 'svg');
}
