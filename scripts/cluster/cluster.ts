/**
 * The local cluster of `npm run cluster`, also used by the CI proof (scripts/cluster-probes.ts) and
 * `npm run bench:api -- --cluster`: a private PostgreSQL, the migrations run once (server/migrate.ts), N instances
 * of server/main.ts on loopback ports, and HAProxy on PORT in front of them (round robin, health checks on
 * `/readyz`, a request retried on another instance when its connection failed, and — GET, HEAD or a request with an
 * Idempotency-Key — when the instance closed without answering).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, type Postgres, startPostgres } from './postgres.ts';

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
}

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  child: ChildProcess | null;
}

export interface Cluster {
  /** The load balancer's address. */
  readonly url: string;
  readonly databaseUrl: string;
  readonly jwtSecret: string;
  readonly sandboxKey: string | undefined;
  readonly instances: readonly Instance[];
  readonly dir: string;
  /** SIGTERM one instance, wait for it to exit (its exit code), start it again and wait until the balancer uses it. */
  restart(index: number): Promise<number | null>;
  /** The balancer's view of each instance: `UP`, `DOWN`, `MAINT`… */
  serverStates(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

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

async function waitFor(what: string, ok: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credito-cluster-'));
  const echo = opts.echo ?? false;
  const haproxy = haproxyBin();
  let pg: Postgres | null = null;
  let lb: ChildProcess | null = null;
  const instances: Instance[] = Array.from({ length: opts.instances }, (_, i) => ({
    name: `app${i + 1}`,
    port: opts.port + 1 + i,
    url: `http://127.0.0.1:${opts.port + 1 + i}`,
    child: null,
  }));
  const statsPort = opts.port + 1 + opts.instances;
  const jwtSecret = process.env.JWT_SECRET?.trim() || randomBytes(32).toString('base64url');
  const sandboxKey = process.env.SANDBOX_KEY?.trim() || undefined;

  const stop = async () => {
    lb?.kill('SIGTERM');
    await Promise.all(instances.map((i) => stopInstance(i)));
    pg?.stop();
    if (!process.env.CLUSTER_KEEP_DIR) fs.rmSync(dir, { recursive: true, force: true });
  };

  const env = (i: Instance): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(i.port),
    PUBLIC_URL: `http://localhost:${opts.port}`,
    DATABASE_URL: pg!.url,
    JWT_SECRET: jwtSecret,
    DATA_DIR: path.join(dir, i.name),
    STATIC_ROOT: opts.staticRoot ?? path.join(dir, 'no-static-app'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ...opts.env,
  });

  const startInstance = async (i: Instance) => {
    const child = spawn(
      process.execPath,
      [
        ...(opts.nodeFlags?.(instances.indexOf(i)) ?? []),
        '--import',
        'tsx',
        path.join(ROOT, 'server', 'main.ts'),
      ],
      { cwd: ROOT, env: env(i), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    i.child = child;
    pipeOutput(child, i.name, path.join(dir, `${i.name}.log`), echo);
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    await waitFor(
      `${i.name} to be ready`,
      async () => {
        if (exited)
          throw new Error(`${i.name} exited while starting: see ${path.join(dir, `${i.name}.log`)}`);
        return ready(i.url);
      },
      60_000,
    ).catch((e) => {
      if (exited)
        throw new Error(`${i.name} exited while starting:\n${tail(path.join(dir, `${i.name}.log`))}`);
      throw e;
    });
  };

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

  try {
    pg = startPostgres(dir, opts.pgPort);
    // The migrations (and the seed) run once, before any instance starts.
    execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'migrate.ts')], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: pg.url },
      stdio: echo ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    });
    // One after the other: each start is light (no migration left to run).
    for (const i of instances) await startInstance(i);
    const cfg = path.join(dir, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig(opts.port, statsPort, instances));
    lb = spawn(haproxy, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    pipeOutput(lb, 'haproxy', path.join(dir, 'haproxy.log'), echo);
    await waitFor(
      'the load balancer to see every instance up',
      async () => Object.values(await serverStates()).filter((s) => s === 'UP').length === instances.length,
      30_000,
    );
  } catch (e) {
    await stop();
    throw e;
  }

  return {
    url: `http://127.0.0.1:${opts.port}`,
    databaseUrl: pg.url,
    jwtSecret,
    sandboxKey,
    instances,
    dir,
    serverStates,
    async restart(index) {
      const i = instances[index]!;
      const code = await stopInstance(i);
      await startInstance(i);
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

/** SIGTERM, then the exit code (SIGKILL after 15 s). */
function stopInstance(i: Instance): Promise<number | null> {
  const child = i.child;
  i.child = null;
  if (!child || child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child?.exitCode ?? null);
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(kill);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

function tail(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
