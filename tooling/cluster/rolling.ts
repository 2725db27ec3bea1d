/**
 * A rolling restart under a bounded load (loopback only): a few workers read (`GET /api/clients/me`) and write
 * (`POST /api/__sandbox/payments`, with an Idempotency-Key) through the balancer while each instance in turn gets
 * SIGTERM, exits, starts again and is used again by the balancer. Every acknowledged write must be in the database;
 * failed requests are counted by kind.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { payments } from '../../server/lending/schema.ts';
import type { Cluster } from './cluster.ts';
import { loanFor } from './probes.ts';
import type { RemoteApi } from './remote-api.ts';
import type { Report } from './report.ts';

const WORKERS = 4;
const PAUSE_MS = 10;

export async function rollingRestart(api: RemoteApi, cluster: Cluster, r: Report) {
  const S = 'rolling restart under load';
  const { c } = await loanFor(api, 20_000, 12);
  const acknowledged: string[] = [];
  const failures = { read: 0, write: 0 };
  const errors = new Map<string, number>();
  let reads = 0;
  let writes = 0;
  let running = true;
  const fail = (kind: 'read' | 'write', why: string) => {
    failures[kind]++;
    errors.set(`${kind} ${why}`, (errors.get(`${kind} ${why}`) ?? 0) + 1);
  };
  const worker = async (n: number) => {
    for (let i = 0; running; i++) {
      if ((i + n) % 2 === 0) {
        reads++;
        try {
          const res = await fetch(`${cluster.url}/api/clients/me`, {
            headers: { authorization: `Bearer ${c.token}` },
          });
          await res.arrayBuffer();
          if (res.status !== 200) fail('read', String(res.status));
        } catch (e) {
          fail('read', (e as Error).message);
        }
      } else {
        writes++;
        try {
          const res = await fetch(`${cluster.url}/api/__sandbox/payments`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
              ...(cluster.sandboxKey ? { 'x-sandbox-key': cluster.sandboxKey } : {}),
            },
            body: JSON.stringify({ email: c.email, method: 'cash_payment', amountCents: 100 }),
          });
          const body = (await res.json().catch(() => ({}))) as { id?: string };
          if (res.status === 201 && body.id) acknowledged.push(body.id);
          else fail('write', String(res.status));
        } catch (e) {
          fail('write', (e as Error).message);
        }
      }
      await new Promise((res) => setTimeout(res, PAUSE_MS));
    }
  };
  const started = performance.now();
  const load = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
  const exitCodes: (number | null)[] = [];
  try {
    await new Promise((res) => setTimeout(res, 1000));
    for (let i = 0; i < cluster.instances.length; i++) {
      exitCodes.push(await cluster.restart(i));
      process.stdout.write(`  · ${cluster.instances[i]!.name} restarted (exit code ${exitCodes[i]})\n`);
    }
    await new Promise((res) => setTimeout(res, 1000));
  } finally {
    running = false;
    await load;
  }
  const seconds = (performance.now() - started) / 1000;
  const found = new Set<string>();
  for (let i = 0; i < acknowledged.length; i += 500) {
    const rows = await api.db
      .select({ id: payments.id })
      .from(payments)
      .where(inArray(payments.id, acknowledged.slice(i, i + 500)));
    for (const row of rows) found.add(row.id);
  }
  const lost = acknowledged.filter((id) => !found.has(id)).length;
  r.figure(
    `rolling restart: ${reads} reads and ${writes} writes in ${seconds.toFixed(1)} s; ${acknowledged.length} writes acknowledged, ` +
      `${lost} lost; failed reads ${failures.read}, failed writes ${failures.write}` +
      (errors.size ? ` (${[...errors].map(([k, v]) => `${k}: ${v}`).join('; ')})` : ''),
  );
  r.check(
    S,
    'every instance stopped cleanly on SIGTERM (exit code 0)',
    exitCodes.every((x) => x === 0),
    exitCodes.join(','),
    'graceful shutdown',
  );
  r.check(
    S,
    'no acknowledged write is lost',
    lost === 0 && acknowledged.length > 0,
    `${lost} of ${acknowledged.length}`,
  );
  r.check(S, 'no read failed (the balancer retries them)', failures.read === 0, String(failures.read));
  r.check(
    S,
    'no write failed (refused connections are retried; the rest carry an Idempotency-Key)',
    failures.write === 0,
    String(failures.write),
    'idempotency keys',
  );
}
