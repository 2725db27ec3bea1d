/**
 * `npm run bench:api`: starts the sandbox server on loopback, measures cold start (empty data folder: migrations and
 * seed) and warm start, then runs autocannon (bounded: 10 connections, 5 s each) against
 * `GET /api/clients/me` and `GET /api/stores?name=…`. Runs on PGlite, and also on PostgreSQL when DATABASE_URL is set.
 *
 *   npm run bench:api                # PGlite (+ PostgreSQL when DATABASE_URL is set), then the bare endpoint
 *   npm run bench:api -- --cluster   # through HAProxy: 1 and 2 instances on one PostgreSQL (npm run cluster)
 *   BENCH_SECONDS=10 npm run bench:api   # BENCH_WARMUP_SECONDS (default 8): an unmeasured run before each one
 *
 * Beside the real `GET /api/clients/me` it runs a bare Hono + PGlite server doing the same work
 * (tooling/bench/bare-me.ts), on disk and in memory, started before the real server and measured interleaved with
 * it: BENCH_ROUNDS rounds (default 3) of the real call, then each bare one, so that a load spike of another job on a
 * shared machine falls on both; the ratios are printed per round and their median. Timings are printed, never
 * asserted; the load average is printed beside them (a shared machine makes them noisy).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { signUpBenchClient } from './client.ts';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
/** autocannon ships no types: the part used here. */
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 18_080);
const BASE = `http://127.0.0.1:${PORT}`;

interface Started {
  child: ChildProcess;
  /** From spawning the process to the first answered request. */
  wallMs: number;
}

function startServer(env: Record<string, string>): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out.slice(-500)}`)));
    const poll = async () => {
      try {
        const res = await fetch(`${BASE}/api/openapi.json`);
        if (res.ok) {
          const wallMs = performance.now() - t0;
          child.removeAllListeners('exit');
          resolve({ child, wallMs });
          return;
        }
      } catch {
        // not up yet
      }
      setTimeout(poll, 50);
    };
    void poll();
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Signs up and activates a client through the API (code read from the sandbox outbox). */
const clientToken = () => signUpBenchClient(BASE);

interface Figures {
  /** CPU time the server spent per answered request (Linux /proc): steadier than req/s on a shared machine. */
  cpuMsPerRequest: number | null;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A bare endpoint (tooling/bench/bare-me.ts) running beside the real server. */
interface Bare {
  readonly label: string;
  readonly url: string;
  readonly token: string;
  readonly child: ChildProcess;
  warm: boolean;
}

/** Per round: the real call and each bare endpoint, measured one after the other. */
interface Round {
  readonly me: Figures;
  readonly bares: readonly (readonly [string, Figures])[];
}
const rounds = new Map<string, Round[]>();

/** User + system CPU time of a process so far, in ms (Linux: /proc/<pid>/stat, 100 ticks a second). */
function cpuMsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const cpuCell = (f: Figures) => (f.cpuMsPerRequest === null ? '–' : f.cpuMsPerRequest.toFixed(2));

const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 8);

/** A warm-up run first unless `warm` (not counted: the JIT compiles the hot path; the server needs several seconds
 * of load to reach its steady state, the bare endpoint less), then the measured run. */
async function loadAt(url: string, token?: string, pid?: number, warm = false): Promise<Figures> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (WARMUP_SECONDS > 0 && !warm)
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const cpuBefore = pid ? cpuMsOf(pid) : null;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  const cpuAfter = pid ? cpuMsOf(pid) : null;
  const total = result.requests.average * SECONDS;
  return {
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && total > 0 ? (cpuAfter - cpuBefore) / total : null,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function run(label: string, env: Record<string, string>, bares: readonly Bare[]) {
  const rows: string[] = [];
  let cold: Started | undefined;
  let warm: Started | undefined;
  if (!env.DATABASE_URL) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
    try {
      cold = await startServer({ ...env, DATA_DIR: dataDir });
      await stopServer(cold.child);
      warm = await startServer({ ...env, DATA_DIR: dataDir });
      rows.push(...(await measure(label, bares, warm.child.pid)));
      await stopServer(warm.child);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  } else {
    // The first start on a database that has not been migrated yet is the cold one.
    cold = await startServer(env);
    await stopServer(cold.child);
    warm = await startServer(env);
    rows.push(...(await measure(label, bares, warm.child.pid)));
    await stopServer(warm.child);
  }
  if (cold)
    console.log(
      `${label}: cold start ${(cold.wallMs / 1000).toFixed(2)} s (first start: migrate + seed an empty database)`,
    );
  if (warm) console.log(`${label}: warm start ${(warm.wallMs / 1000).toFixed(2)} s`);
  return rows;
}

async function measure(label: string, bares: readonly Bare[], pid?: number): Promise<string[]> {
  const token = await clientToken();
  const rows: string[] = [];
  const list: Round[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const me = await loadAt(`${BASE}/api/clients/me`, token, pid, round > 1);
    rows.push(row(`${label} (round ${round})`, 'GET /api/clients/me', me));
    const measured: (readonly [string, Figures])[] = [];
    for (const bare of bares) {
      const b = await loadAt(bare.url, bare.token, bare.child.pid, bare.warm);
      bare.warm = true;
      measured.push([bare.label, b]);
      rows.push(row(`${bare.label} (round ${round})`, 'GET /api/clients/me', b));
    }
    list.push({ me, bares: measured });
  }
  rounds.set(label, list);
  const stores = await loadAt(
    `${BASE}/api/stores?name=${encodeURIComponent('joyeria')}&limit=5`,
    undefined,
    pid,
  );
  rows.push(row(label, 'GET /api/stores?name=joyeria', stores));
  return rows;
}

const row = (label: string, call: string, f: Figures) =>
  `| ${label} | ${call} | ${f.rps} | ${f.p50} | ${f.p99} | ${cpuCell(f)} | ${f.errors} |`;

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The real call against one bare endpoint: throughput, p99 and CPU per request, as factors (2 = twice worse). */
function ratios(me: Figures, bare: Figures) {
  return {
    throughput: bare.rps / Math.max(me.rps, 1),
    p99: me.p99 / Math.max(bare.p99, 1),
    cpu: me.cpuMsPerRequest && bare.cpuMsPerRequest ? me.cpuMsPerRequest / bare.cpuMsPerRequest : null,
  };
}

function printRatios() {
  const x = (n: number | null) => (n === null ? '–' : `${n.toFixed(2)}×`);
  console.log(
    '\n| Real call | vs | round | throughput (bare ÷ real) | p99 (real ÷ bare) | server CPU per request (real ÷ bare) |\n|---|---|---|---|---|---|',
  );
  for (const [label, list] of rounds) {
    const labels = list[0]?.bares.map(([l]) => l) ?? [];
    for (const bareLabel of labels) {
      const per = list.map((r) => ratios(r.me, r.bares.find(([l]) => l === bareLabel)![1]));
      per.forEach((r, i) => {
        console.log(
          `| ${label} GET /api/clients/me | ${bareLabel} | ${i + 1} | ${x(r.throughput)} | ${x(r.p99)} | ${x(r.cpu)} |`,
        );
      });
      const cpus = per.map((r) => r.cpu).filter((c): c is number => c !== null);
      console.log(
        `| ${label} GET /api/clients/me | ${bareLabel} | **median** | **${x(median(per.map((r) => r.throughput)))}** | ` +
          `**${x(median(per.map((r) => r.p99)))}** | **${x(cpus.length ? median(cpus) : null)}** |`,
      );
    }
  }
  console.log('(target: within 2× on each)');
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, loopback, ${os.cpus().length} CPUs, Node ${process.version}, load average ${loadAverage()}`,
  );
  if (process.argv.includes('--cluster')) {
    await clusterMode();
    return;
  }
  // The floor twice: on disk (as the real server keeps PGlite under DATA_DIR: the fair comparison) and in memory;
  // both started first and kept running, so each round measures them right after the real call.
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  const bares: Bare[] = [];
  const rows: string[] = [];
  try {
    bares.push(await startBare('bare Hono + PGlite on disk', 10, ['--data-dir', bareDir]));
    bares.push(await startBare('bare Hono + PGlite in memory', 11, []));
    rows.push(...(await run('PGlite', { DATABASE_URL: '' }, bares)));
    if (process.env.DATABASE_URL)
      rows.push(...(await run('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }, bares)));
  } finally {
    for (const bare of bares) bare.child.kill('SIGTERM');
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
  console.log(
    '\n| Database | Call | req/s | p50 ms | p99 ms | server CPU ms/request | errors |\n|---|---|---|---|---|---|---|',
  );
  for (const r of rows) console.log(r);
  printRatios();
  console.log(`load average after: ${loadAverage()}`);
}

/** The bare Hono + PGlite endpoint (tooling/bench/bare-me.ts) in its own process, loaded like the real one. */
async function startBare(label: string, portOffset: number, args: string[]): Promise<Bare> {
  const port = PORT + portOffset;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('tooling', 'bench', 'bare-me.ts'), String(port), ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const token = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /ready (\S+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      child.once('exit', (code) => reject(new Error(`the bare endpoint exited (${code})`)));
    });
    return { label, url: `http://127.0.0.1:${port}/api/clients/me`, token, child, warm: false };
  } catch (e) {
    child.kill('SIGTERM');
    throw e;
  }
}

/** `--cluster`: GET /api/clients/me through HAProxy with 1, then 2 instances on one PostgreSQL (npm run cluster). */
async function clusterMode() {
  const { startCluster } = await import('../cluster/cluster.ts');
  const rows: string[] = [];
  for (const instances of [1, 2]) {
    const cluster = await startCluster({
      instances,
      port: PORT + 20,
      pgPort: Number(process.env.PG_PORT ?? 55_491),
      env: { LOG_LEVEL: 'warn' },
    });
    try {
      const token = await signUpBenchClient(cluster.url);
      const me = await loadAt(`${cluster.url}/api/clients/me`, token);
      rows.push(
        `| ${instances} | GET /api/clients/me | ${me.rps} | ${me.p50} | ${me.p99} | ${me.errors} | ${loadAverage()} |`,
      );
    } finally {
      await cluster.stop();
    }
  }
  console.log(
    '\n| Instances (PostgreSQL, HAProxy) | Call | req/s | p50 ms | p99 ms | errors | load average |\n|---|---|---|---|---|---|---|',
  );
  for (const r of rows) console.log(r);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
