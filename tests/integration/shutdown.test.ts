/**
 * Issue 27 point 3 (graceful restart): on SIGTERM the server (`server/main.ts` as `npm start` runs it, in a child
 * process) stops accepting connections, answers the request in flight, stops its sweep, closes its database and
 * exits 0. The request is held "in flight" by sending its body in two halves, the second after the signal.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { serverProcesses } from './server-process.ts';

const servers = serverProcesses('shutdown');

describe('graceful shutdown', () => {
  it('SIGTERM: no new connections, the request in flight is answered, then exit 0', async () => {
    const { child, port, exited, waitForLog } = await servers.start();

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
    await waitForLog('shutting down');

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

    expect((await exited).code).toBe(0);
    await waitForLog('stopped');
  }, 180_000);
});
