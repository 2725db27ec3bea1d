/**
 * Route ↔ machine sync, the machine side (pure): a flow machine's screen states carry `meta: { route }`, and
 * the host tells the machine where the URL went with `ROUTE.CHANGED`. See docs/architecture.md.
 */
import type { AnyMachineSnapshot } from 'xstate';

/** Sent by the host when the URL moved without the machine asking (back/forward, a typed or shared link). */
export interface RouteChangedEvent {
  readonly type: 'ROUTE.CHANGED';
  /** The new pathname (no query, no hash). */
  readonly route: string;
}

export interface RouteMeta {
  /** The screen's path; `:name` placeholders are filled from `context.routeParams`. */
  readonly route?: string;
}

function fill(pattern: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) => {
    const value = params?.[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}

/**
 * The route of the deepest active state that declares one, with its placeholders filled; `null` when no active
 * state declares one (a transient state at the top level: the URL stays where it is). A state without a route
 * inside a routed compound state shows that compound state's screen (e.g. `editing.submitting`), so give a
 * compound state a route only when its route-less substates are that same screen.
 */
export function routeOf(snapshot: AnyMachineSnapshot): string | null {
  let route: string | null = null;
  let depth = -1;
  for (const node of snapshot._nodes) {
    const meta = node.meta as RouteMeta | undefined;
    const nodeDepth = node.path.length;
    if (meta?.route !== undefined && nodeDepth > depth) {
      route = meta.route;
      depth = nodeDepth;
    }
  }
  if (route === null) return null;
  const context = snapshot.context as { routeParams?: Record<string, string | number> } | undefined;
  return fill(route, context?.routeParams);
}

/** Every distinct `meta.route` pattern a machine declares (for the route table consistency test). */
export function routesOfMachine(root: { states: Record<string, unknown> }): string[] {
  const found = new Set<string>();
  const visit = (node: { meta?: unknown; states?: Record<string, unknown> }) => {
    const meta = node.meta as RouteMeta | undefined;
    if (meta?.route) found.add(meta.route);
    for (const child of Object.values(node.states ?? {})) visit(child as typeof node);
  };
  visit(root as { states: Record<string, unknown> });
  return [...found].sort();
}

/** Trailing slashes are not significant: `/compras/` is `/compras`. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function sameRoute(a: string, b: string): boolean {
  return normalizePath(a) === normalizePath(b);
}
