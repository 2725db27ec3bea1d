/**
 * Prometheus metrics of one instance (`GET /metrics`, text format 0.0.4): requests by method, route template and
 * status (a counter and a latency histogram), the database pool, and the lag of the delayed lending steps. Recording
 * a request is a map look-up and a few additions; the text is built only when scraped.
 *
 * Route templates are the contract endpoint id (`clients.me`) or the registered path pattern
 * (`/api/__sandbox/clock/advance`): never the URL, whose ids are personal data and unbounded.
 */
import type { Deps } from './context.ts';
import { dueStepsSummary } from './lending/scheduler/queries.ts';

/** Latency buckets, in seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
/** Step lag buckets, in seconds (the sweep runs every second). */
export const LAG_BUCKETS = [0.5, 1, 2, 5, 10, 30, 60, 300, 3600] as const;

class Histogram {
  readonly counts: number[];
  sum = 0;
  count = 0;
  constructor(readonly bounds: readonly number[]) {
    this.counts = new Array(bounds.length).fill(0);
  }
  observe(value: number) {
    this.sum += value;
    this.count++;
    const { bounds } = this;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= bounds[i]!) {
        this.counts[i]!++;
        return;
      }
    }
  }
  lines(name: string, labels: string): string[] {
    const out: string[] = [];
    let cumulative = 0;
    const sep = labels ? `${labels},` : '';
    for (let i = 0; i < this.bounds.length; i++) {
      cumulative += this.counts[i]!;
      out.push(`${name}_bucket{${sep}le="${this.bounds[i]}"} ${cumulative}`);
    }
    out.push(`${name}_bucket{${sep}le="+Inf"} ${this.count}`);
    out.push(`${name}_sum${labels ? `{${labels}}` : ''} ${round(this.sum)}`);
    out.push(`${name}_count${labels ? `{${labels}}` : ''} ${this.count}`);
    return out;
  }
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** A label value as the text format wants it (backslash, quote and newline escaped). */
export const labelValue = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

interface Series {
  readonly labels: string;
  count: number;
  readonly latency: Histogram;
}

export interface Metrics {
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A delayed step applied `seconds` after it was due (sandbox clock). */
  observeStepLag(seconds: number): void;
  render(deps: Deps): Promise<string>;
}

export function createMetrics(): Metrics {
  const series = new Map<string, Series>();
  const stepLag = new Histogram(LAG_BUCKETS);
  return {
    observeRequest(method, route, status, seconds) {
      const key = `${method} ${route} ${status}`;
      let s = series.get(key);
      if (!s) {
        s = {
          labels: `method="${labelValue(method)}",route="${labelValue(route)}",status="${status}"`,
          count: 0,
          latency: new Histogram(LATENCY_BUCKETS),
        };
        series.set(key, s);
      }
      s.count++;
      s.latency.observe(seconds);
    },
    observeStepLag(seconds) {
      stepLag.observe(Math.max(0, seconds));
    },
    async render(deps) {
      const lines: string[] = [
        '# HELP http_requests_total Requests answered, by method, route template and status.',
        '# TYPE http_requests_total counter',
      ];
      for (const s of series.values()) lines.push(`http_requests_total{${s.labels}} ${s.count}`);
      lines.push(
        '# HELP http_request_duration_seconds Time to answer a request, by method, route template and status.',
        '# TYPE http_request_duration_seconds histogram',
      );
      for (const s of series.values())
        lines.push(...s.latency.lines('http_request_duration_seconds', s.labels));
      lines.push(...poolLines(deps));
      lines.push(
        '# HELP scheduled_step_lag_seconds Time from a delayed lending step being due to this instance applying it.',
        '# TYPE scheduled_step_lag_seconds histogram',
        ...stepLag.lines('scheduled_step_lag_seconds', ''),
      );
      lines.push(...(await pendingStepLines(deps)));
      return `${lines.join('\n')}\n`;
    },
  };
}

/** What the driver tells of its connections: node-postgres' pool counts; PGlite has one in-process connection. */
function poolLines(deps: Deps): string[] {
  const client = (deps.db as unknown as { $client?: unknown }).$client as
    | { totalCount?: number; idleCount?: number; waitingCount?: number; options?: { max?: number } }
    | undefined;
  if (client && typeof client.totalCount === 'number') {
    return [
      '# HELP db_pool_connections Connections of the node-postgres pool, by state.',
      '# TYPE db_pool_connections gauge',
      `db_pool_connections{state="total"} ${client.totalCount}`,
      `db_pool_connections{state="idle"} ${client.idleCount ?? 0}`,
      `db_pool_connections{state="waiting_clients"} ${client.waitingCount ?? 0}`,
      '# HELP db_pool_max Most connections the pool opens.',
      '# TYPE db_pool_max gauge',
      `db_pool_max ${client.options?.max ?? 10}`,
    ];
  }
  return [
    '# HELP db_pool_info The database driver; PGlite runs in the process with one connection and has no pool.',
    '# TYPE db_pool_info gauge',
    'db_pool_info{driver="pglite"} 1',
  ];
}

/** Steps due and not applied yet, by any instance (one aggregate read when scraped). */
async function pendingStepLines(deps: Deps): Promise<string[]> {
  const now = deps.clock.now();
  const { due, oldestDueAt } = await dueStepsSummary(deps.db, now);
  const waited = oldestDueAt ? Math.max(0, now.getTime() - oldestDueAt.getTime()) / 1000 : 0;
  return [
    '# HELP scheduled_steps_due Delayed lending steps due and not applied yet (every instance).',
    '# TYPE scheduled_steps_due gauge',
    `scheduled_steps_due ${due}`,
    '# HELP scheduled_steps_oldest_due_seconds How long the oldest due step has waited (0 when none).',
    '# TYPE scheduled_steps_oldest_due_seconds gauge',
    `scheduled_steps_oldest_due_seconds ${round(waited)}`,
  ];
}

const registry = new WeakMap<Deps, Metrics>();
/** The metrics of one app (one per `Deps`, like the lending settings). */
export function metricsOf(deps: Deps): Metrics {
  let m = registry.get(deps);
  if (!m) {
    m = createMetrics();
    registry.set(deps, m);
  }
  return m;
}
