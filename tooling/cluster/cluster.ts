/**
 * The local cluster of `npm run cluster`, also used by the CI proof (tooling/cluster/proof.ts) and
 * `npm run bench:api -- --cluster`: a private PostgreSQL, the migrations run once (server/migrate.ts), N instances
 * of server/main.ts on loopback ports run by supervisord (restarted when they die: tooling/cluster/supervisor.ts),
 * trusting the balancer's `X-Forwarded-For` (TRUSTED_PROXIES), and HAProxy on PORT in front of them (round robin, health checks on
 * `/readyz`, a request retried on another instance when its connection failed, and — GET, HEAD or a request with an
 * Idempotency-Key — when the instance closed without answering).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPorts, clusterPorts } from './ports.ts';
import { aptInstall, type Postgres, startPostgres } from './postgres.ts';
import {
  follow,
  type Program,
  type Restart,
  type Supervisor,
  startSupervisor,
  supervisordBin,
} from './supervisor.ts';

export interface ClusterOptions {
  readonly instances: number;
  /** The load balancer's port. */
  readonly port: number;
  readonly pgPort: number;
  /** Serve the built app (dist/) besides the API. */
  readonly staticRoot?: string | undefined;
  /** Extra environment of every instance. */
  readonly env?: Record<string, string>;
  /** Where instance and load-balancer output goes: a prefixed copy on the console, or only files. */
  readonly echo?: boolean;
  /** Extra node flags of an instance (e.g. `--cpu-prof`). */
  readonly nodeFlags?: (index: number) => string[];
  /** Aborted (a signal while starting): the start stops what it started and throws. */
  readonly abort?: AbortSignal;
}

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** Its process now (supervisord's child), null while it is not running. */
  readonly pid: number | null;
}

export interface Cluster {
  /** The load balancer's address. */
  readonly url: string;
  readonly databaseUrl: string;
  readonly jwtSecret: string;
  readonly sandboxKey: string | undefined;
  readonly instances: readonly Instance[];
  readonly dir: string;
  /** Every instance that died on its own and was restarted by supervisord (or given up on), oldest first. */
  readonly restarts: readonly Restart[];
  /** The cluster's PostgreSQL, to stop and start it again (the fault stage of the proof). */
  readonly postgres: Pick<Postgres, 'stop' | 'start'>;
  /**
   * Stops one instance (`supervisorctl stop`: SIGTERM, wait for it to exit), starts it again and waits until the
   * balancer uses it; answers the exit code it stopped with.
   */
  restart(index: number): Promise<number | null>;
  /** Waits until every instance is ready and the balancer sees it up. */
  waitAllUp(timeoutMs?: number): Promise<void>;
  /** The balancer's view of each instance: `UP`, `DOWN`, `MAINT`… */
  serverStates(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** Addresses of the balancer, which the instances trust for `X-Forwarded-For` (server: TRUSTED_PROXIES). */
export const TRUSTED_PROXIES = '127.0.0.1,::1';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function haproxyBin(): string {
  const find = () => ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find(fs.existsSync);
  let bin = find();
  if (!bin) {
    aptInstall('haproxy');
    bin = find();
  }
  if (!bin) throw new Error('HAProxy is not installed and could not be installed');
  return bin;
}

/** HAProxy's configuration: one backend of the instances, checked on /readyz, and a CSV stats page. */
export function haproxyConfig(port: number, statsPort: number, instances: readonly Instance[]): string {
  return `global
  maxconn 2048

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  # A refused or reset connection is retried on another instance (nothing was sent: safe for any method).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503
  # One request per connection to an instance: a restarting instance never gets a request on a connection it is
  # closing (it refuses new connections, and the balancer retries those elsewhere).
  option http-server-close
  # The client's address for the instances, which trust this balancer (TRUSTED_PROXIES): rate limits and the
  # sign-in lock count the client, not the balancer.
  option forwardfor
  # No instance ready (the database away, every instance restarting): the balancer answers as an instance would,
  # 503 SERVICE_UNAVAILABLE with Retry-After, which clients wait before sending again (docs/api.md).
  http-error status 503 content-type "application/json; charset=utf-8" hdr Retry-After 2 string '{"httpCode":503,"code":"SERVICE_UNAVAILABLE","message":"El servicio no está disponible en este momento. Intenta de nuevo en unos segundos."}'

frontend web
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  # Beyond a connection failure, only what can run twice is retried: GET, HEAD, or a call with an Idempotency-Key.
  http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }
  # Which instance answered (the CI proof checks that calls alternate between instances).
  http-response set-header X-Served-By %[srv_name]
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server inter 500ms fall 2 rise 1
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

async function waitFor(
  what: string,
  ok: () => Promise<boolean>,
  timeoutMs: number,
  abort?: AbortSignal,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (abort?.aborted) throw new Error('Stopped while starting');
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const ready = async (url: string) => (await fetch(`${url}/readyz`)).status === 200;

function pipeOutput(child: ChildProcess, name: string, file: string, echo: boolean) {
  const out = fs.createWriteStream(file, { flags: 'a' });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      out.write(chunk);
      if (echo) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          process.stdout.write(`[${name}] ${line}\n`);
      }
    });
  }
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const echo = opts.echo ?? false;
  await checkPorts(clusterPorts(opts.port, opts.pgPort, opts.instances), (line) =>
    process.stdout.write(`${line}\n`),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credito-cluster-'));
  const haproxy = haproxyBin();
  supervisordBin();
  let pg: Postgres | null = null;
  let lb: ChildProcess | null = null;
  let supervisor: Supervisor | null = null;
  const unfollow: (() => void)[] = [];
  const names = Array.from({ length: opts.instances }, (_, i) => `app${i + 1}`);
  const instances: Instance[] = names.map((name, i) => ({
    name,
    port: opts.port + 1 + i,
    url: `http://127.0.0.1:${opts.port + 1 + i}`,
    get pid() {
      return supervisor?.pids.get(name) ?? null;
    },
  }));
  const statsPort = opts.port + 1 + opts.instances;
  const jwtSecret = process.env.JWT_SECRET?.trim() || randomBytes(32).toString('base64url');
  const sandboxKey = process.env.SANDBOX_KEY?.trim() || undefined;

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      // The balancer first (nothing new comes in), then the instances (they drain), then their database.
      if (lb && lb.exitCode === null && lb.signalCode === null) {
        const exited = new Promise((r) => lb!.once('exit', r));
        lb.kill('SIGTERM');
        await exited;
      }
      await supervisor?.shutdown();
      for (const u of unfollow) u();
      await pg?.stop();
      if (!process.env.CLUSTER_KEEP_DIR) fs.rmSync(dir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const waitReady = (i: Instance, timeoutMs = 60_000) =>
    waitFor(
      `${i.name} to be ready`,
      async () => {
        if (supervisor?.fatal.has(i.name))
          throw new Error(`${i.name} could not start:\n${tail(path.join(dir, `${i.name}.log`))}`);
        return ready(i.url);
      },
      timeoutMs,
      opts.abort,
    ).catch((e: Error) => {
      if (supervisor?.fatal.has(i.name))
        throw new Error(`${i.name} could not start:\n${tail(path.join(dir, `${i.name}.log`))}`);
      throw e;
    });

  const serverStates = async (): Promise<Record<string, string>> => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const states: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      const cols = line.split(',');
      if (cols[0] === 'app' && cols[1] && cols[1] !== 'BACKEND')
        states[cols[1]] = (cols[17] ?? '').split(' ')[0]!;
    }
    return states;
  };

  const waitAllUp = async (timeoutMs = 60_000) => {
    for (const i of instances) await waitReady(i, timeoutMs);
    await waitFor(
      'the load balancer to see every instance up',
      async () => Object.values(await serverStates()).filter((s) => s === 'UP').length === instances.length,
      timeoutMs,
      opts.abort,
    );
  };

  try {
    pg = startPostgres(dir, opts.pgPort);
    if (opts.abort?.aborted) throw new Error('Stopped while starting');
    // The migrations (and the seed) run once, before any instance starts.
    execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'migrate.ts')], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: pg.url },
      stdio: echo ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    });
    // Every instance shares this environment (supervisord's, which its programs inherit); each has its own port
    // and data folder.
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${opts.port}`,
      DATABASE_URL: pg.url,
      JWT_SECRET: jwtSecret,
      STATIC_ROOT: opts.staticRoot ?? path.join(dir, 'no-static-app'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      TRUSTED_PROXIES,
      ...opts.env,
    };
    const programs: Program[] = instances.map((i, n) => ({
      name: i.name,
      command: [
        process.execPath,
        ...(opts.nodeFlags?.(n) ?? []),
        '--import',
        'tsx',
        path.join(ROOT, 'server', 'main.ts'),
      ],
      directory: ROOT,
      env: { PORT: String(i.port), DATA_DIR: path.join(dir, i.name) },
    }));
    if (echo)
      for (const i of instances)
        unfollow.push(
          follow(path.join(dir, `${i.name}.log`), (line) => process.stdout.write(`[${i.name}] ${line}\n`)),
        );
    supervisor = startSupervisor(dir, programs, shared, (line) => process.stdout.write(`${line}\n`));
    await Promise.all(instances.map((i) => waitReady(i)));
    const cfg = path.join(dir, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig(opts.port, statsPort, instances));
    // In a session of its own, as supervisord: the cluster stops it, whatever signal the terminal sends.
    lb = spawn(haproxy, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    pipeOutput(lb, 'haproxy', path.join(dir, 'haproxy.log'), echo);
    await waitAllUp(30_000);
  } catch (e) {
    await stop();
    throw e;
  }
  const sup = supervisor;

  return {
    url: `http://127.0.0.1:${opts.port}`,
    databaseUrl: pg.url,
    jwtSecret,
    sandboxKey,
    instances,
    dir,
    restarts: sup.restarts,
    postgres: pg,
    serverStates,
    waitAllUp,
    async restart(index) {
      const i = instances[index]!;
      const code = await sup.stop(i.name);
      await sup.start(i.name);
      await waitReady(i);
      await waitFor(
        `the load balancer to use ${i.name} again`,
        async () => (await serverStates())[i.name] === 'UP',
        30_000,
      );
      return code;
    },
    stop,
  };
}

function tail(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
