/**
 * A private, throw-away PostgreSQL for the local cluster: Debian's `postgresql` binaries (installed with apt-get
 * when missing, as scripts/ci-postgres.sh does), a data folder under the cluster's folder, listening on 127.0.0.1
 * only. Run as root, initdb and the server run as the `postgres` user (initdb refuses root).
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface Postgres {
  readonly url: string;
  /** `pg_ctl stop -m fast` (disconnects every client, as a restart or a failover does); nothing when stopped. */
  stop(): Promise<void>;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

function findBin(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

export function aptInstall(pkg: string): void {
  process.stdout.write(`Installing ${pkg} (Debian package)…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

export function startPostgres(dir: string, port: number): Postgres {
  let bin = findBin();
  if (!bin) {
    aptInstall('postgresql');
    bin = findBin();
    if (!bin) throw new Error('PostgreSQL is not installed and could not be installed');
  }
  const data = path.join(dir, 'pgdata');
  const socket = path.join(dir, 'pgsocket');
  fs.mkdirSync(data, { recursive: true });
  fs.mkdirSync(socket, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const user = isRoot() ? 'postgres' : (process.env.USER ?? 'postgres');
  if (isRoot()) execFileSync('chown', ['-R', 'postgres:postgres', data, socket]);
  const run = (cmd: string, args: string[]) =>
    execFileSync(isRoot() ? 'runuser' : cmd, isRoot() ? ['-u', 'postgres', '--', cmd, ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  const pgCtl = path.join(bin, 'pg_ctl');
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    user,
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  const log = path.join(dir, 'postgres.log');
  if (isRoot()) {
    fs.writeFileSync(log, '');
    execFileSync('chown', ['postgres:postgres', log]);
  }
  const runAsync = (cmd: string, args: string[]) =>
    execFileAsync(isRoot() ? 'runuser' : cmd, isRoot() ? ['-u', 'postgres', '--', cmd, ...args] : args);
  // pg_ctl starts the server in a session of its own: a signal of the terminal never reaches it, the cluster
  // stops it.
  const startArgs = () => [
    '-D',
    data,
    '-l',
    log,
    '-w',
    '-t',
    '60',
    'start',
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${socket} -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  ];
  run(pgCtl, startArgs());
  let running = true;
  try {
    run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, 'credito']);
  } catch (e) {
    run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
    throw e;
  }
  return {
    url: `postgres://${user}@127.0.0.1:${port}/credito`,
    async stop() {
      if (!running) return;
      running = false;
      await runAsync(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => {
        // already stopped
      });
    },
    async start() {
      if (running) return;
      await runAsync(pgCtl, startArgs());
      running = true;
    },
  };
}
