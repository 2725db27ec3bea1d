/**
 * `npm run bench:api`: starts the sandbox server on loopback, measures cold start (empty data folder: migrations and
 * seed) and warm start, then runs autocannon (bounded: 10 connections, 5 s each) against
 * `GET /api/clients/me` and `GET /api/stores?name=…`. Runs on PGlite, and also on PostgreSQL when DATABASE_URL is set.
 *
 *   npm run bench:api                # PGlite (+ PostgreSQL when DATABASE_URL is set)
 *   BENCH_SECONDS=10 npm run bench:api
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { signUpBenchClient } from './bench/client.ts';

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
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, token?: string): Promise<Figures> {
  const result = await autocannon({
    url: `${BASE}${url}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function run(label: string, env: Record<string, string>) {
  const rows: string[] = [];
  let cold: Started | undefined;
  let warm: Started | undefined;
  if (!env.DATABASE_URL) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
    try {
      cold = await startServer({ ...env, DATA_DIR: dataDir });
      await stopServer(cold.child);
      warm = await startServer({ ...env, DATA_DIR: dataDir });
      rows.push(...(await measure(label)));
      await stopServer(warm.child);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  } else {
    // The first start on a database that has not been migrated yet is the cold one.
    cold = await startServer(env);
    await stopServer(cold.child);
    warm = await startServer(env);
    rows.push(...(await measure(label)));
    await stopServer(warm.child);
  }
  if (cold)
    console.log(
      `${label}: cold start ${(cold.wallMs / 1000).toFixed(2)} s (first start: migrate + seed an empty database)`,
    );
  if (warm) console.log(`${label}: warm start ${(warm.wallMs / 1000).toFixed(2)} s`);
  return rows;
}

async function measure(label: string): Promise<string[]> {
  const token = await clientToken();
  const me = await load('/api/clients/me', token);
  const stores = await load(`/api/stores?name=${encodeURIComponent('joyeria')}&limit=5`);
  return [
    `| ${label} | GET /api/clients/me | ${me.rps} | ${me.p50} | ${me.p99} | ${me.errors} |`,
    `| ${label} | GET /api/stores?name=joyeria | ${stores.rps} | ${stores.p50} | ${stores.p99} | ${stores.errors} |`,
  ];
}

async function main() {
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, loopback, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const rows = await run('PGlite', { DATABASE_URL: '' });
  if (process.env.DATABASE_URL)
    rows.push(...(await run('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL })));
  console.log('\n| Database | Call | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
