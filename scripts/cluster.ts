/**
 * `npm run cluster`: the sandbox as a team service on this machine — a private PostgreSQL (Debian's package), the
 * migrations run once, N instances (default 2) and HAProxy on PORT (default 8080) in front of them, with health
 * checks on /readyz. Ctrl-C stops everything (the database is throw-away: it lives in a temporary folder).
 *
 *   npm run cluster                       # 2 instances behind http://127.0.0.1:8080, the built app included
 *   npm run cluster -- --instances 3
 *   npm run cluster -- --api-only         # no build: the API alone
 *
 * Environment: PORT (load balancer), PG_PORT (default 55480), JWT_SECRET (shared by the instances;
 * generated for this run when unset), SANDBOX_KEY, LOG_LEVEL; the rest is passed to every instance.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startCluster } from './cluster/cluster.ts';

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
const pgPort = Number(process.env.PG_PORT ?? 55_480);
const apiOnly = process.argv.includes('--api-only');

if (!apiOnly) {
  const built = spawnSync(process.execPath, [path.join('scripts', 'start.mjs'), '--build-only'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const cluster = await startCluster({
  instances,
  port,
  pgPort,
  echo: true,
  ...(apiOnly ? {} : { staticRoot: path.resolve('dist') }),
});
process.stdout.write(
  `\nCluster ready: ${cluster.url} → ${cluster.instances.map((i) => `${i.name} ${i.url}`).join(', ')}` +
    `\nPostgreSQL: ${cluster.databaseUrl}   (Ctrl-C stops everything)\n\n`,
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nStopping the cluster…\n');
    void cluster.stop().then(() => process.exit(0));
  });
}
