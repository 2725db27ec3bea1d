/**
 * What the collector stores: a flow event whose flow, states, event type, route and outcome are all on the
 * allow-list generated from the flow machines (allow-list.gen.ts, `npm run statecharts`). Anything else — another
 * flow, a state or event the machine does not have, free text shaped like a name, a CURP, a phone or a card — is
 * left out, never stored.
 */
import type { FlowEvent } from '../../src/api/contract/analytics.ts';
import { FLOWS, OUTCOMES } from './allow-list.gen.ts';

interface FlowSets {
  states: ReadonlySet<string>;
  events: ReadonlySet<string>;
  routes: ReadonlySet<string>;
}

const flows = new Map<string, FlowSets>(
  Object.entries(FLOWS).map(([flow, lists]) => [
    flow,
    { states: new Set(lists.states), events: new Set(lists.events), routes: new Set(lists.routes) },
  ]),
);
const outcomes: ReadonlySet<string> = new Set(OUTCOMES);
const HTTP_OUTCOME = /^HTTP_[1-5]\d\d$/;

/** Active leaf state keys (`a.b|c.d`, or `(root)`): every one a leaf of the flow. */
function isPlace(sets: FlowSets, key: string): boolean {
  return key.split('|').every((leaf) => sets.states.has(leaf));
}

export function isAllowed(event: FlowEvent): boolean {
  const sets = Object.hasOwn(FLOWS, event.flow) ? flows.get(event.flow) : undefined;
  if (!sets) return false;
  if (!isPlace(sets, event.to)) return false;
  if (event.from !== null && !isPlace(sets, event.from)) return false;
  if (!sets.events.has(event.type)) return false;
  if (event.route !== null && !sets.routes.has(event.route)) return false;
  if (event.outcome !== undefined && !(outcomes.has(event.outcome) || HTTP_OUTCOME.test(event.outcome))) {
    return false;
  }
  return true;
}
