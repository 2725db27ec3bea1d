/**
 * `statecharts/index.json`: what the in-app viewer needs besides the SVG: each machine's Spanish name (as the atlas
 * names it, ./atlas/flow-names.ts), id (to match live actors), description, states with their routes, and the SVG
 * element id of each state.
 */
import type { Analysis } from '../../tests/model/harness/graph.ts';
import { flowName } from './atlas/flow-names.ts';
import { svgStateId } from './dot.ts';

export interface ViewerIndex {
  machines: Array<{
    name: string;
    /** The Spanish name of the flow ('Registro' for signup). */
    title: string;
    machineId: string;
    description: string;
    states: Array<{ key: string; route: string | null; svgId: string }>;
  }>;
}

export function viewerIndex(analyses: Analysis[]): string {
  const index: ViewerIndex = {
    machines: analyses.map((a) => ({
      name: a.model.name,
      title: flowName(a.model.name),
      machineId: a.machine.id,
      description: a.model.description,
      states: a.states.map((s) => ({ key: s.key, route: s.route, svgId: svgStateId(a.model.name, s.key) })),
    })),
  };
  return `${JSON.stringify(index, null, 2)}\n`;
}
