/**
 * `npm run cluster`: the sandbox as a team service on this machine — a private PostgreSQL (Debian's package), the
 * migrations run once, N instances (default 2) run by supervisord (an instance that dies is restarted, and a line
 * says so) and HAProxy on PORT (default 8080) in front of them, with health checks on /readyz. Ctrl-C, SIGTERM or
 * closing the terminal (SIGHUP) stops everything (the database is throw-away: it lives in a temporary folder).
 *
 *   npm run cluster                       # 2 instances behind http://127.0.0.1:8080, the built app included
 *   npm run cluster -- --instances 3
 *   npm run cluster -- --api-only         # no build: the API alone
 *
 * Environment: PORT (load balancer; the instances and HAProxy's stats page take the ports after it), PG_PORT
 * (default 15480; both defaults below Linux's ephemeral range), JWT_SECRET (shared by the instances;
 * generated for this run when unset), SANDBOX_KEY, LOG_LEVEL; the rest is passed to every instance.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { onAncestorExit } from './ancestors.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { checkPorts, clusterPorts, PortTaken } from './ports.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const instances = Number(arg('--instances') ?? 2);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  process.stderr.write('--instances takes a whole number from 1 to 16\n');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 8080);
const pgPort = Number(process.env.PG_PORT ?? 15_480);
const apiOnly = process.argv.includes('--api-only');

// Closing the terminal closes our output too: a late line must not end the process before it has cleaned up.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});
const say = (line: string) => process.stdout.write(`${line}\n`);

try {
  await checkPorts(clusterPorts(port, pgPort, instances), say);
} catch (e) {
  if (!(e instanceof PortTaken)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}

if (!apiOnly) {
  const built = spawnSync(process.execPath, [path.join('scripts', 'start.mjs'), '--build-only'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Ctrl-C, `kill`, or the terminal closed: everything the cluster started stops (HAProxy, the instances and
// supervisord, PostgreSQL) and its folder is removed, also while it is still starting.
const abort = new AbortController();
let cluster: Cluster | null = null;
let stopping = false;
const stopAll = (why: string) => {
  if (stopping) return;
  stopping = true;
  say(`\n${why}: stopping the cluster…`);
  if (!cluster) return abort.abort();
  void cluster.stop().then(() => {
    say('Cluster stopped.');
    process.exit(0);
  });
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopAll(signal));
onAncestorExit(() => stopAll('the process that started it ended'));

try {
  cluster = await startCluster({
    instances,
    port,
    pgPort,
    echo: true,
    abort: abort.signal,
    ...(apiOnly ? {} : { staticRoot: path.resolve('dist') }),
  });
} catch (e) {
  process.stderr.write(
    `${stopping ? 'Stopped while starting' : `The cluster could not start: ${e instanceof Error ? e.message : String(e)}`}\n`,
  );
  process.exit(stopping ? 0 : 1);
}
if (stopping) {
  await cluster.stop();
  process.exit(0);
}
say(
  `\nCluster ready: ${cluster.url} → ${cluster.instances.map((i) => `${i.name} ${i.url}`).join(', ')}` +
    `\nPostgreSQL: ${cluster.databaseUrl}   (Ctrl-C stops everything)\n`,
);
