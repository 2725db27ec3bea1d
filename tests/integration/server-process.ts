/**
 * `server/main.ts` in a child process, as `npm start` runs it (PGlite in a temporary folder, a free port), for the
 * tests that need a real process: a signal, a crash, a restart on the same data. Every process a file started is
 * killed, and the folder removed, after the file's tests.
 *
 *   const servers = serverProcesses('shutdown');
 *   const server = await servers.start();           // resolves once it logs "listening"
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly url: string;
  /** Every complete stdout line so far (the JSON log). */
  readonly lines: string[];
  stderr(): string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The first log line whose `msg` is `msg` (it rejects if the process exits first). */
  waitForLog(msg: string): Promise<Record<string, unknown>>;
}

export function serverProcesses(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    /** Started on the folder's data (the same for every start), with `env` over the defaults, `imports` preloaded. */
    async start(env: Record<string, string> = {}, imports: readonly string[] = []): Promise<ServerProcess> {
      const args = [
        '--import',
        'tsx',
        ...imports.flatMap((i) => ['--import', i]),
        path.join('server', 'main.ts'),
      ];
      const child = spawn(process.execPath, args, {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: path.join(dir, 'data'),
          DATABASE_URL: '',
          STATIC_ROOT: path.join(dir, 'no-build'),
          JWT_SECRET: 'server-process-secret-0123456789abcdef',
          LOG_LEVEL: 'info',
          SANDBOX_FAULTS: '',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      const lines: string[] = [];
      let partial = '';
      let stderr = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        const parts = (partial + chunk.toString()).split('\n');
        partial = parts.pop() ?? '';
        lines.push(...parts);
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once('close', (code, signal) => resolve({ code, signal })),
      );
      const waitForLog = (msg: string) =>
        new Promise<Record<string, unknown>>((resolve, reject) => {
          const check = () => {
            for (const line of lines) {
              try {
                const parsed = JSON.parse(line) as Record<string, unknown>;
                if (parsed.msg === msg) return resolve(parsed);
              } catch {
                // not a log line
              }
            }
            if (child.exitCode !== null || child.signalCode !== null)
              reject(new Error(`exited (${child.exitCode ?? child.signalCode}) before "${msg}": ${stderr}`));
            else setTimeout(check, 50);
          };
          check();
        });
      const { port } = (await waitForLog('listening')) as { port: number };
      return {
        child,
        port,
        url: `http://127.0.0.1:${port}`,
        lines,
        stderr: () => stderr,
        exited,
        waitForLog,
      };
    },
  };
}
