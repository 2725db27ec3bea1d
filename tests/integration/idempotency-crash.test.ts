/**
 * Issue 37 point 1, a real process: the server (`server/main.ts`, PGlite in a folder) started with
 * `SANDBOX_FAULTS=true` ends itself with SIGKILL right after a keyed payment committed, before the answer leaves
 * (`X-Sandbox-Fault: crash-after-commit`, the hook the cluster proof uses). Started again on the same data, the
 * same key gets the stored answer (replayed): one payment, its answer kept. Without SANDBOX_FAULTS (the default)
 * the header does nothing. The configuration refuses SANDBOX_FAULTS without the sandbox.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { type ServerProcess, serverProcesses } from './server-process.ts';

const servers = serverProcesses('idempotency-crash');
const ROBERTO = { email: 'roberto.hernandez@example.com', password: 'Sandbox-Roberto-78' };

const pay = (server: ServerProcess, key: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/__sandbox/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
    body: JSON.stringify({ email: ROBERTO.email, method: 'cash_payment', amountCents: 12_300 }),
  });

async function paymentIds(server: ServerProcess): Promise<string[]> {
  const signin = await fetch(`${server.url}/api/clients/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ROBERTO),
  });
  const { token } = (await signin.json()) as { token: string };
  const list = await fetch(`${server.url}/api/payments`, { headers: { authorization: `Bearer ${token}` } });
  return ((await list.json()) as { payments: Array<{ id: string }> }).payments.map((p) => p.id);
}

describe('crash-after-commit (SANDBOX_FAULTS)', () => {
  it('SANDBOX_FAULTS is off by default, and refused without the sandbox', () => {
    expect(loadConfig({}).sandboxFaults).toBe(false);
    expect(loadConfig({ SANDBOX_FAULTS: 'true' }).sandboxFaults).toBe(true);
    expect(loadConfig({ SANDBOX_FAULTS: 'false', SANDBOX: 'false' }).sandboxFaults).toBe(false);
    expect(() => loadConfig({ SANDBOX_FAULTS: 'true', SANDBOX: 'false' })).toThrow(/SANDBOX_FAULTS/);
    expect(() => loadConfig({ SANDBOX_FAULTS: 'yes' })).toThrow(/SANDBOX_FAULTS/);
  });

  it('the instance dies right after the commit; started again, the same key gets the stored answer', {
    timeout: 120_000,
  }, async () => {
    const first = await servers.start({ SANDBOX_FAULTS: 'true' });
    const before = await paymentIds(first);
    await expect(
      pay(first, 'pago-crash-0001', { 'x-sandbox-fault': 'crash-after-commit' }),
    ).rejects.toThrow();
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    // Started again without faults: the header does nothing there.
    const second = await servers.start({});
    const again = await pay(second, 'pago-crash-0001');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const paid = (await again.json()) as { id: string };
    const other = await pay(second, 'pago-crash-0002', { 'x-sandbox-fault': 'crash-after-commit' });
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    const second2 = (await other.json()) as { id: string };
    expect(second2.id).not.toBe(paid.id);
    expect(second.child.exitCode).toBeNull();
    // One payment per key: the one whose answer was lost is there once.
    const after = (await paymentIds(second)).filter((id) => !before.includes(id));
    expect(after.sort()).toEqual([paid.id, second2.id].sort());
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
