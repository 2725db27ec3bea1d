/**
 * Issue 27 point 3 (graceful restart): on SIGTERM the server (`server/main.ts` as `npm start` runs it, in a child
 * process) stops accepting connections, answers the request in flight, stops its sweep, closes its database and
 * exits 0. The request is held "in flight" by sending its body in two halves, the second after the signal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

/** Resolves with the first stdout JSON line whose `msg` is `msg`. */
function waitForLog(lines: string[], proc: ChildProcess, msg: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const check = () => {
      for (const line of lines) {
        try {
          const parsed = JSON.parse(line) as Record<string, unknown>;
          if (parsed.msg === msg) return resolve(parsed);
        } catch {
          // not a log line
        }
      }
      if (proc.exitCode !== null) reject(new Error(`exited ${proc.exitCode} before "${msg}"`));
      else setTimeout(check, 50);
    };
    check();
  });
}

describe('graceful shutdown', () => {
  it('SIGTERM: no new connections, the request in flight is answered, then exit 0', async () => {
    const lines: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'data'),
        DATABASE_URL: '',
        STATIC_ROOT: path.join(dir, 'no-build'),
        JWT_SECRET: 'shutdown-test-secret-0123456789abcdef',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      lines.push(...parts);
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const { port } = (await waitForLog(lines, child, 'listening')) as { port: number };

    // A request in flight: headers and half of the body.
    const body = JSON.stringify({ email: 'nadie@example.com', password: 'Contraseña-Segura-1' });
    const bytes = Buffer.from(body);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (d: Buffer) => {
      answer += d.toString();
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /api/clients/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Connection: keep-alive\r\nContent-Length: ${bytes.length}\r\n\r\n`,
    );
    socket.write(bytes.subarray(0, 10));

    child.kill('SIGTERM');
    await waitForLog(lines, child, 'shutting down');

    // No new connection is accepted any more.
    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);

    // The rest of the body: the request is answered, then its kept-alive connection is closed.
    socket.write(bytes.subarray(10));
    await closed;
    const [head, json] = answer.split('\r\n\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    // The answer tells the client its connection closes (a load balancer then retries elsewhere).
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(json ?? '')).toMatchObject({ httpCode: status });

    expect(await exited).toBe(0);
    await waitForLog(lines, child, 'stopped');
  }, 180_000);
});
