/**
 * The flow events for `npm run statecharts -- --traffic <source>`: a JSON file (the `/__sandbox` download
 * `{ events }`, or a bare array; `npm run statecharts:demo-traffic` writes one) or a PostgreSQL URL (the collector's
 * `analytics_events` table). Every event is checked against the contract; the ones that do not fit are counted and
 * left out.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type FlowEvent, flowEvent } from '../../../src/api/contract/analytics.ts';

export interface TrafficInput {
  events: FlowEvent[];
  /** Events left out: not a flow event of the contract. */
  invalid: number;
  /** The file says its events are simulated (`npm run statecharts:demo-traffic` writes `simulated: true`). */
  simulated?: boolean;
}

/**
 * The app version simulated sessions carry (`<version>+simulado`): the demo traffic marks every event with it, so
 * events posted to a collector (`--send`) and read back from it are still known to be simulated.
 */
export const SIMULATED_APP_SUFFIX = '+simulado';

export const isSimulatedEvent = (event: Pick<FlowEvent, 'app'>) => event.app.endsWith(SIMULATED_APP_SUFFIX);

/**
 * Where the traffic comes from, which decides what the atlas may call it: only the collector's data (the app's
 * `analytics_events` table) is "real"; the demo's is "simulado"; a file of unknown origin is "registrado".
 * - `collector`: read from the collector's database, no simulated session in it;
 * - `simulated`: every session simulated (the demo's file, or its events read back from a collector);
 * - `mixed`: the collector's database with some simulated sessions in it;
 * - `file`: a JSON file (the `/__sandbox` download or another) with no simulated session: its origin is not known.
 */
export type TrafficOrigin = 'collector' | 'simulated' | 'mixed' | 'file';

export function trafficOrigin(source: string, input: TrafficInput): TrafficOrigin {
  const sessions = new Map<string, boolean>();
  for (const e of input.events)
    sessions.set(e.session, (sessions.get(e.session) ?? false) || isSimulatedEvent(e));
  const simulated = [...sessions.values()].filter(Boolean).length;
  if (input.simulated || (sessions.size > 0 && simulated === sessions.size)) return 'simulated';
  if (!isDatabaseUrl(source)) return simulated > 0 ? 'mixed' : 'file';
  return simulated > 0 ? 'mixed' : 'collector';
}

/** How many sessions of the input are simulated. */
export function simulatedSessions(input: TrafficInput): number {
  return new Set(input.events.filter(isSimulatedEvent).map((e) => e.session)).size;
}

export function parseEvents(raw: unknown): TrafficInput {
  const list = Array.isArray(raw) ? raw : ((raw as { events?: unknown } | null)?.events ?? []);
  const events: FlowEvent[] = [];
  let invalid = 0;
  for (const item of Array.isArray(list) ? list : []) {
    const parsed = flowEvent.safeParse(item);
    if (parsed.success) events.push(parsed.data);
    else invalid += 1;
  }
  const simulated = (raw as { simulated?: unknown } | null)?.simulated === true;
  return simulated ? { events, invalid, simulated } : { events, invalid };
}

const isDatabaseUrl = (source: string) => /^postgres(ql)?:\/\//.test(source);

async function fromDatabase(url: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, unknown>>(
      `select session, app_version, flow, run, seq, from_state, to_state, busy, event_type, route, ms, outcome
         from analytics_events order by session, seq, id`,
    );
    return rows.map((r) => ({
      session: r.session,
      app: r.app_version,
      flow: r.flow,
      run: r.run,
      seq: r.seq,
      from: r.from_state,
      to: r.to_state,
      busy: r.busy,
      type: r.event_type,
      route: r.route,
      ms: r.ms,
      ...(r.outcome === null ? {} : { outcome: r.outcome }),
    }));
  } finally {
    await client.end();
  }
}

export async function readTraffic(source: string): Promise<TrafficInput> {
  if (isDatabaseUrl(source)) return parseEvents(await fromDatabase(source));
  return parseEvents(JSON.parse(readFileSync(source, 'utf8')));
}

/** How a source is named in the atlas: a file by its name, a database without its password. */
export function sourceLabel(source: string): string {
  if (!isDatabaseUrl(source)) return source.split(/[\\/]/).pop() ?? source;
  try {
    const url = new URL(source);
    return `PostgreSQL ${url.hostname}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
