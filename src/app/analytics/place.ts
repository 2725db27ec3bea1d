/**
 * Where a flow actor is, as flow events say it: the keys of its active leaf states (`personalData.curp.curpFound`;
 * parallel regions joined by `|`, sorted), whether a request is in flight (a state tagged `busy`) and the route
 * pattern of its deepest routed state. Production builds carry no atlas (titles are documentation, stripped at
 * build time), so the screen a state belongs to is worked out by the atlas generator from these keys
 * (scripts/statecharts/traffic/). Reads only the machine's structure, never its context.
 */

interface NodeLike {
  readonly path: readonly string[];
  readonly type: string;
  readonly tags: readonly string[];
  readonly meta?: unknown;
}

export interface MachineSnapshotLike {
  readonly status: string;
  readonly machine: { readonly id: string };
  readonly _nodes: readonly NodeLike[];
}

export interface Place {
  /** Active leaf state keys, sorted, joined by `|`; `(root)` for a machine with no states. */
  readonly key: string;
  readonly busy: boolean;
  /** The route pattern of the deepest routed active state (`/firmar-aplicacion-credito/:id/contrato`). */
  readonly route: string | null;
}

export function isMachineSnapshot(snapshot: unknown): snapshot is MachineSnapshotLike {
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    '_nodes' in snapshot &&
    'machine' in snapshot &&
    Array.isArray((snapshot as { _nodes: unknown })._nodes)
  );
}

export function placeOf(snapshot: MachineSnapshotLike): Place {
  const nodes = snapshot._nodes.filter((n) => n.path.length > 0);
  const leaves = nodes
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'))
    .sort();
  let route: string | null = null;
  let depth = -1;
  for (const n of nodes) {
    const r = (n.meta as { route?: unknown } | undefined)?.route;
    if (typeof r === 'string' && n.path.length > depth) {
      route = r;
      depth = n.path.length;
    }
  }
  return {
    key: leaves.length ? leaves.join('|') : '(root)',
    busy: snapshot.status === 'active' && nodes.some((n) => n.tags.includes('busy')),
    route,
  };
}
