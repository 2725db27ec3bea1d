/**
 * Issue 37 point 2: an instance outlives its database. A server (its own pool, as `npm start` opens it) reaches
 * PostgreSQL through a TCP proxy the test controls; under 8 concurrent workers of reads and keyed payments the
 * database "restarts": every connection of that server is ended by PostgreSQL (`pg_terminate_backend`, the 57P01 a
 * restart sends to idle and checked-out clients alike), the rest are cut, and new connections are refused for 5 s.
 * Then:
 * - nothing is thrown out of the server (before: an `error` event on a checked-out client ended the process);
 * - `/readyz` answers 503 while the database is away, 200 again once it is back;
 * - requests that need the database answer 503 `SERVICE_UNAVAILABLE` with `Retry-After` (never a 500, never a hang);
 * - the service answers again once the database does (the time it took is printed, not asserted);
 * - every acknowledged payment is stored once, none is stored twice.
 * PostgreSQL only (`bash scripts/ci-postgres.sh tests/integration/database-outage.test.ts`).
 */
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { type Database, openPostgres } from '../../server/db/client.ts';
import { payments } from '../../server/db/schema.ts';
import { isDatabaseUnavailable } from '../../server/db/unavailable.ts';
import { createDeps } from '../../server/deps.ts';
import { createLogger } from '../../server/log.ts';
import { startTestApi, type TestApi, type TestClient } from './helpers.ts';

const OUTAGE_MS = 5_000;
const WORKERS = 8;
const UNAVAILABLE_TEXT = 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TCP proxy to PostgreSQL that can refuse new connections, cut the open ones and accept again; `cutWhen` cuts a
 * connection as the client sends a chunk it matches (before PostgreSQL sees it).
 */
async function startProxy(host: string, port: number) {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let cutWhen: ((chunk: Buffer) => boolean) | null = null;
  const handle = (client: net.Socket) => {
    const upstream = net.connect(port, host);
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (cutWhen?.(chunk)) return drop();
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    client.on('end', () => upstream.end());
    upstream.pipe(client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', () => {
      pairs.delete(pair);
      client.end();
    });
  };
  let server = net.createServer(handle);
  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const proxyPort = await listen(0);
  return {
    port: proxyPort,
    /** The local ports of the proxy's connections to PostgreSQL (`client_port` in `pg_stat_activity`). */
    upstreamPorts: () => [...pairs].map((p) => p.upstream.localPort).filter((p): p is number => !!p),
    refuse: () => server.close(),
    cutWhen: (predicate: ((chunk: Buffer) => boolean) | null) => {
      cutWhen = predicate;
    },
    cut: () => {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    accept: async () => {
      server = net.createServer(handle);
      await listen(proxyPort);
    },
    close: () => {
      server.close();
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
    },
  };
}

interface Seen {
  status: number;
  retryAfter: string | null;
  body: { code?: string; message?: string; reason?: string; id?: string } | undefined;
}

let api: TestApi | undefined;
let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
let served: Database | undefined;
const thrown: unknown[] = [];
const record = (e: unknown) => thrown.push(e);

afterAll(async () => {
  process.off('uncaughtException', record);
  process.off('unhandledRejection', record);
  proxy?.close();
  // A pool that lost connections (the failure this file tests) would wait for them forever.
  await Promise.race([served?.close().catch(() => {}), sleep(2_000)]);
  await api?.close();
});

describe.runIf(process.env.DATABASE_URL)('a database restart under load', () => {
  it('a transaction whose connection ends at its `begin` gives its connection back to the pool', async () => {
    api = await startTestApi();
    const target = new URL(api.databaseUrl!);
    proxy = await startProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(api.databaseUrl!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    served = await openPostgres(proxied.toString(), 2);
    const db = served.db;
    // The connection ends exactly when a transaction starts (a restart at that moment), three times.
    proxy.cutWhen((chunk) => chunk.includes('begin'));
    for (let i = 0; i < 3; i++) {
      const failed = await db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isDatabaseUnavailable(failed)).toBe(true);
    }
    proxy.cutWhen(null);
    // Both connections of the pool are there to give: two transactions at once run, none waits for a lost one.
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    expect(pool.totalCount - pool.idleCount).toBe(0);
    const started = Date.now();
    const answers = await Promise.all(
      [1, 2].map((n) => db.transaction(async (tx) => tx.execute(sql`select ${n}::int as n`))),
    );
    expect(answers.map((a) => (a as unknown as { rows: { n: number }[] }).rows[0]?.n)).toEqual([1, 2]);
    console.info(`begin cut: two transactions answered ${Date.now() - started} ms after the cuts`);
    proxy.close();
    await served.close();
    await api.close();
    served = undefined;
    api = undefined;
    proxy = undefined;
  }, 60_000);

  it('no crash, readyz 503 then 200, 503 with Retry-After meanwhile, nothing lost or doubled', async () => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    api = await startTestApi();
    const target = new URL(api.databaseUrl!);
    proxy = await startProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(api.databaseUrl!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    served = await openPostgres(proxied.toString(), 10);
    const deps = createDeps(served.db, api.deps.config, {
      clock: api.deps.clock,
      log: createLogger('silent'),
    });
    const app = createApp(deps);

    const send = async (
      method: string,
      path: string,
      opts: { token?: string; body?: unknown; key?: string } = {},
    ): Promise<Seen> => {
      const headers: Record<string, string> = {};
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.key) headers['idempotency-key'] = opts.key;
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      const res = await app.request(path, {
        method,
        headers,
        ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
      });
      const text = await res.text();
      let body: Seen['body'];
      try {
        body = JSON.parse(text) as Seen['body'];
      } catch {
        body = undefined;
      }
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
    };

    const payer: TestClient = await api.createClient();
    const readers = await Promise.all(Array.from({ length: WORKERS }, () => api!.createClient()));
    let phase = 'before' as 'before' | 'outage' | 'after';
    let stopping = false;
    const seen: Array<Seen & { phase: typeof phase }> = [];
    const attempted = new Map<string, number>();
    const acknowledged = new Map<string, { amountCents: number; id: string }>();

    /** A keyed payment, sent again with its key while the service is unavailable (or until the run ends). */
    const pay = async (worker: number, n: number) => {
      const key = `caida-${worker}-${n}-${Date.now()}`;
      const amountCents = 100_000 + worker * 1_000 + n;
      attempted.set(key, amountCents);
      while (!stopping) {
        const res = await send('POST', '/api/__sandbox/payments', {
          key,
          body: { email: payer.email, method: 'bank_transfer_payment', amountCents },
        });
        seen.push({ ...res, phase });
        if (res.status === 201) {
          acknowledged.set(key, { amountCents, id: res.body?.id ?? '' });
          return;
        }
        // 409: the key's first request is taken to be still running (its answer was lost with the database; the
        // key's own rules, server/idempotency/service.ts, decide when it can run again): counted as unanswered.
        if (res.status !== 503) return;
        await sleep(100);
      }
    };
    const worker = async (w: number) => {
      for (let n = 0; n < 999 && !stopping; n++) {
        const read = await send('GET', '/api/payments', { token: readers[w]!.token });
        seen.push({ ...read, phase });
        await pay(w, n);
      }
    };
    const running = Array.from({ length: WORKERS }, (_, w) => worker(w));

    // Traffic flows before the fault.
    while (acknowledged.size < 2 * WORKERS) await sleep(50);

    // The restart: no new connections; PostgreSQL ends every connection of this server (57P01); the rest is cut.
    phase = 'outage';
    proxy.refuse();
    const admin = new pg.Client({ connectionString: api.databaseUrl });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and client_port = any($1::int[])',
      [proxy.upstreamPorts()],
    );
    await admin.end();
    await sleep(200);
    proxy.cut();

    const readyDuring: Seen[] = [];
    const outageEnds = Date.now() + OUTAGE_MS;
    while (Date.now() < outageEnds) {
      readyDuring.push(await send('GET', '/readyz'));
      await sleep(250);
    }

    // The database is back: the server answers again (how long it took is printed).
    await proxy.accept();
    phase = 'after';
    const back = Date.now();
    let ready: Seen | undefined;
    let answered: Seen | undefined;
    while (Date.now() - back < 60_000) {
      ready = await send('GET', '/readyz');
      answered = await send('GET', '/api/payments', { token: readers[0]!.token });
      if (ready.status === 200 && answered.status === 200) break;
      await sleep(100);
    }
    console.info(`database outage: service answering again ${Date.now() - back} ms after the database`);
    const ackedBefore = acknowledged.size;
    while (acknowledged.size < ackedBefore + WORKERS && Date.now() - back < 60_000) await sleep(50);
    stopping = true;
    await Promise.all(running);

    // No connection is left checked out: the pool has all of its connections to give (none lost to the outage).
    const pool = (served.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.totalCount - pool.idleCount).toBe(0);

    // Nothing was thrown out of the server: an instance would have died.
    expect(thrown.map((e) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)))).toEqual([]);

    // Readiness said 503 while the database was away, then 200.
    expect(readyDuring.length).toBeGreaterThan(0);
    expect(readyDuring.some((r) => r.status === 503 && r.body?.reason === 'DATABASE_UNREACHABLE')).toBe(true);
    expect(ready?.status).toBe(200);
    expect(answered?.status).toBe(200);

    // Requests during the outage: 503 with Retry-After and the Spanish message; never a 500 anywhere.
    const unavailable = seen.filter((s) => s.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const s of unavailable) {
      expect(s.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_TEXT });
      expect(Number(s.retryAfter)).toBeGreaterThan(0);
    }
    expect(seen.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
    expect(seen.filter((s) => s.phase === 'after' && s.status === 200).length).toBeGreaterThan(0);

    // Every acknowledged payment is stored, once; no payment is stored twice.
    const stored = await api.db
      .select({ id: payments.id, amount: payments.originalCentavos })
      .from(payments)
      .where(eq(payments.clientId, payer.id));
    const byAmount = new Map<number, string[]>();
    for (const row of stored) byAmount.set(row.amount, [...(byAmount.get(row.amount) ?? []), row.id]);
    const doubled = [...byAmount].filter(([, ids]) => ids.length > 1);
    expect(doubled).toEqual([]);
    const lost = [...acknowledged.values()].filter((a) => byAmount.get(a.amountCents)?.[0] !== a.id);
    expect(lost).toEqual([]);
    const amounts = new Set(attempted.values());
    expect(stored.filter((row) => !amounts.has(row.amount))).toEqual([]);
    console.info(
      `database outage: ${acknowledged.size} payments acknowledged of ${attempted.size} sent, ` +
        `${stored.length} stored, ${unavailable.length} answers 503`,
    );
  }, 180_000);
});
