/**
 * `npm run statecharts -- --traffic <events.json | postgres://…>`: writes `statecharts/atlas/traffic.js`
 * (`window.ATLAS_TRAFFIC`), which the atlas draws on each machine's screen flow and journeys. Like the last test
 * run (results.js), it is not part of `statecharts:check` and is never committed: the generated atlas without it
 * is the same as before.
 */
import type { AnyModel } from '../../../tests/model/harness/types.ts';
import type { ScreenFlow } from '../atlas/flow.ts';
import { type MachineTraffic, machineTraffic } from './aggregate.ts';
import { readTraffic, simulatedSessions, sourceLabel, type TrafficOrigin, trafficOrigin } from './read.ts';

export const TRAFFIC_FILE = 'atlas/traffic.js';
export const TRAFFIC_PREFIX = 'window.ATLAS_TRAFFIC = ';

export interface Traffic {
  source: string;
  /** What the atlas may call it (./read.ts `trafficOrigin`): only `collector` is "Tráfico real". */
  origin: TrafficOrigin;
  sessions: number;
  /** Of `sessions`, those the demo simulated. */
  simulatedSessions: number;
  events: number;
  invalid: number;
  machines: Record<string, MachineTraffic>;
}

export function trafficOf(
  source: string,
  input: Awaited<ReturnType<typeof readTraffic>>,
  models: readonly AnyModel[],
  flows: Record<string, ScreenFlow>,
): Traffic {
  const machines: Record<string, MachineTraffic> = {};
  for (const model of models) {
    const flow = flows[model.name];
    if (flow) machines[model.name] = machineTraffic(model.machine, flow, input.events);
  }
  return {
    source: sourceLabel(source),
    origin: trafficOrigin(source, input),
    sessions: new Set(input.events.map((e) => e.session)).size,
    simulatedSessions: simulatedSessions(input),
    events: input.events.length,
    invalid: input.invalid,
    machines,
  };
}

export function trafficJs(traffic: Traffic): string {
  return `${TRAFFIC_PREFIX}${JSON.stringify(traffic)};\n`;
}

export { readTraffic };
