/**
 * The instances of the local cluster run under supervisord (Debian's `supervisor` package, installed with apt-get
 * when missing, as HAProxy is): one configuration per cluster run in the cluster's folder (its own socket, pid file
 * and logs, `nodaemon`), one program per instance with `autorestart`. An instance that dies on its own (a crash,
 * `kill -9`) is started again by supervisord; the cluster reads supervisord's log and says so in one line.
 * Stops asked for (`supervisorctl stop`, the rolling restart) are not deaths.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { aptInstall } from './postgres.ts';

const run = promisify(execFile);

export interface Program {
  readonly name: string;
  readonly command: readonly string[];
  readonly directory: string;
  /** Variables of this program only; the rest is supervisord's own environment, which every program inherits. */
  readonly env: Record<string, string>;
}

/** An instance that died without being asked to and was started again (or given up on: `newPid` null). */
export interface Restart {
  readonly name: string;
  /** As supervisord words it: `terminated by SIGKILL`, `exit status 1`. */
  readonly how: string;
  readonly oldPid: number | null;
  readonly newPid: number | null;
  readonly at: number;
}

export interface Supervisor {
  /** Current pid of each program (null while it is not running). */
  readonly pids: Map<string, number | null>;
  readonly restarts: readonly Restart[];
  /** `supervisorctl stop <name>`: SIGTERM, wait (SIGKILL after the program's stopwaitsecs); its exit code. */
  stop(name: string): Promise<number | null>;
  start(name: string): Promise<void>;
  /** Programs supervisord gave up on (FATAL: too many failed starts). */
  readonly fatal: Set<string>;
  /** SIGTERM to supervisord (it stops every program first), SIGKILL to whatever is left after the timeout. */
  shutdown(): Promise<void>;
}

const BINARIES = ['/usr/bin/supervisord', '/usr/local/bin/supervisord'];

export function supervisordBin(): { supervisord: string; supervisorctl: string } {
  const find = () => BINARIES.find(fs.existsSync);
  let bin = find();
  if (!bin) {
    aptInstall('supervisor');
    bin = find();
  }
  if (!bin) throw new Error('supervisord is not installed and could not be installed');
  return { supervisord: bin, supervisorctl: path.join(path.dirname(bin), 'supervisorctl') };
}

/** supervisord expands `%(name)s` in every value: a literal `%` is written `%%`. */
const literal = (s: string) => s.replaceAll('%', '%%');
const word = (s: string) => literal(/^[\w./:=@+,-]+$/.test(s) ? s : `"${s.replace(/(["\\])/g, '\\$1')}"`);

/** The configuration of one cluster run: everything under `dir`. */
export function supervisordConfig(dir: string, programs: readonly Program[]): string {
  const program = (p: Program) => `[program:${p.name}]
command=${p.command.map(word).join(' ')}
directory=${literal(p.directory)}
environment=${Object.entries(p.env)
    .map(([k, v]) => `${k}="${literal(v).replace(/(["\\])/g, '\\$1')}"`)
    .join(',')}
autostart=true
autorestart=true
; Up for 1 s counts as started; a start that fails is tried again (1 s, 2 s, … apart) before giving up.
startsecs=1
startretries=10
stopsignal=TERM
; The instance drains in at most 10 s (server/main.ts).
stopwaitsecs=15
redirect_stderr=true
stdout_logfile=${literal(path.join(dir, `${p.name}.log`))}
stdout_logfile_maxbytes=0
`;
  return `; Generated for one run of the local cluster (tooling/cluster/supervisor.ts).
[unix_http_server]
file=${literal(path.join(dir, 'supervisor.sock'))}
chmod=0700

[supervisord]
nodaemon=true
silent=true
pidfile=${literal(path.join(dir, 'supervisord.pid'))}
logfile=${literal(path.join(dir, 'supervisord.log'))}
logfile_maxbytes=0
childlogdir=${literal(dir)}
loglevel=info

[rpcinterface:supervisor]
supervisor.rpcinterface_factory = supervisor.rpcinterface:make_main_rpcinterface

[supervisorctl]
serverurl=unix://${literal(path.join(dir, 'supervisor.sock'))}

${programs.map(program).join('\n')}`;
}

/** Calls `onLine` for every line appended to `file` (polled: the file may not exist yet). */
export function follow(file: string, onLine: (line: string) => void): () => void {
  let offset = 0;
  let rest = '';
  const read = () => {
    let fd: number;
    try {
      fd = fs.openSync(file, 'r');
    } catch {
      return;
    }
    try {
      const size = fs.fstatSync(fd).size;
      if (size <= offset) return;
      const buf = Buffer.alloc(size - offset);
      fs.readSync(fd, buf, 0, buf.length, offset);
      offset = size;
      const lines = (rest + buf.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line) onLine(line);
    } finally {
      fs.closeSync(fd);
    }
  };
  const timer = setInterval(read, 100);
  return () => {
    clearInterval(timer);
    read();
  };
}

const SPAWNED = /spawned: '([^']+)' with pid (\d+)/;
const EXITED = /exited: (\S+) \((.+?); (?:not )?expected\)/;
const STOPPED = /stopped: (\S+) \((.+)\)/;
const GAVE_UP = /gave up: (\S+) entered FATAL state/;

/** What supervisord's log tells: each program's pid, the deaths and restarts (one line each through `say`). */
export function supervisorLog(names: readonly string[], dir: string, say: (line: string) => void) {
  const pids = new Map<string, number | null>(names.map((n) => [n, null]));
  const restarts: Restart[] = [];
  const fatal = new Set<string>();
  const died = new Map<string, { how: string; pid: number | null }>();
  const stopped = new Map<string, string>();

  const onLine = (line: string) => {
    let m = SPAWNED.exec(line);
    if (m) {
      const [, name = '', pid = ''] = m;
      pids.set(name, Number(pid));
      fatal.delete(name);
      const death = died.get(name);
      if (death) {
        died.delete(name);
        restarts.push({ name, how: death.how, oldPid: death.pid, newPid: Number(pid), at: Date.now() });
        say(
          `supervisord: ${name} died (${death.how}${death.pid ? `, pid ${death.pid}` : ''}) and was restarted (pid ${pid})`,
        );
      }
      return;
    }
    m = EXITED.exec(line);
    if (m) {
      const [, name = '', how = ''] = m;
      // A start that failed is retried by supervisord: the first death is the one reported.
      if (!died.has(name)) died.set(name, { how, pid: pids.get(name) ?? null });
      pids.set(name, null);
      return;
    }
    m = STOPPED.exec(line);
    if (m) {
      const [, name = '', how = ''] = m;
      stopped.set(name, how);
      died.delete(name);
      pids.set(name, null);
      return;
    }
    m = GAVE_UP.exec(line);
    if (m) {
      const name = m[1] ?? '';
      fatal.add(name);
      const death = died.get(name);
      died.delete(name);
      restarts.push({
        name,
        how: death?.how ?? 'failed to start',
        oldPid: death?.pid ?? null,
        newPid: null,
        at: Date.now(),
      });
      say(
        `supervisord: ${name} died${death ? ` (${death.how})` : ''} and could not be restarted: see ${path.join(dir, `${name}.log`)}`,
      );
    }
  };
  return { onLine, pids, restarts, fatal, stopped };
}

/**
 * Starts supervisord on `programs` (detached from the terminal: the cluster stops it itself, whatever signal it
 * gets). `say` gets the one line of each death and restart.
 */
export function startSupervisor(
  dir: string,
  programs: readonly Program[],
  env: NodeJS.ProcessEnv,
  say: (line: string) => void,
): Supervisor {
  const { supervisord, supervisorctl } = supervisordBin();
  const cfg = path.join(dir, 'supervisord.conf');
  fs.writeFileSync(cfg, supervisordConfig(dir, programs));
  const { onLine, pids, restarts, fatal, stopped } = supervisorLog(
    programs.map((p) => p.name),
    dir,
    say,
  );
  const unfollow = follow(path.join(dir, 'supervisord.log'), onLine);
  const child: ChildProcess = spawn(supervisord, ['-c', cfg], {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  let exited = child.exitCode !== null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  child.once('error', (e) => errors.push(e.message));

  const ctl = async (...args: string[]) => {
    if (exited) throw new Error(`supervisord is not running: ${errors.join('').trim() || 'see its log'}`);
    const { stdout } = await run(supervisorctl, ['-c', cfg, ...args]);
    return stdout.trim();
  };

  return {
    pids,
    restarts,
    fatal,
    async stop(name) {
      stopped.delete(name);
      await ctl('stop', name);
      // The log line is written before supervisorctl returns; read it now.
      for (let i = 0; i < 20 && !stopped.has(name); i++) await new Promise((r) => setTimeout(r, 100));
      const how = stopped.get(name) ?? '';
      const code = /exit status (\d+)/.exec(how);
      return code ? Number(code[1]) : null;
    },
    async start(name) {
      await ctl('start', name);
    },
    async shutdown() {
      if (!exited) {
        child.kill('SIGTERM');
        const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 30_000).unref());
        if ((await Promise.race([exit, timeout])) === 'timeout') child.kill('SIGKILL');
        await exit;
      }
      unfollow();
      // Whatever supervisord could not stop (it was killed itself): no orphan instance.
      for (const pid of pids.values()) {
        if (pid === null) continue;
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };
}
