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
  return { events, invalid };
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
