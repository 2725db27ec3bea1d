/**
 * The fault stage of the cluster proof (issue 37): through the balancer, under load,
 *   (a) PostgreSQL restarted (fast stop + start) and away for 5 s: no instance lost, no acknowledged payment lost,
 *       none applied twice, and how soon the service answers again after the database is back (a figure; it fails
 *       only beyond a generous bound);
 *   (b) an instance killed with `kill -9`: supervisord restarts it (one line says so) while the other one serves;
 *   (c) the commit/answer fault: a keyed payment whose instance commits and dies before answering
 *       (`X-Sandbox-Fault: crash-after-commit`, instances started with `SANDBOX_FAULTS=true`), retried with the same
 *       key through the balancer until answered: one payment row, the answer a replay, the instance restarted.
 * Payments go to `POST /api/__sandbox/payments` with an Idempotency-Key; a client retries its key on any failure, as
 * the app does, so every key ends answered (or counts as stranded).
 */
import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { payments } from '../../server/lending/schema.ts';
import type { TestClient } from '../../tests/integration/helpers.ts';
import type { Cluster } from './cluster.ts';
import type { RemoteApi } from './remote-api.ts';
import type { Report } from './report.ts';

/** A database stays away this long in (a). */
const OUTAGE_MS = 5_000;
/** The service is expected back within 5 s of the database; the proof fails only beyond this. */
const BACK_BOUND_MS = 30_000;
/** A client gives up on one key after this long (the key is then stranded). */
const KEY_BOUND_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  readonly id: string;
  readonly replayed: boolean;
}

/** Failed attempts by kind (`503`, `503 without Retry-After`, `fetch failed`…). */
type Tally = Map<string, number>;
const note = (t: Tally, what: string) => t.set(what, (t.get(what) ?? 0) + 1);
const show = (t: Tally) => [...t].map(([k, v]) => `${k} ×${v}`).join(', ') || 'none';

/** One keyed payment of $1, retried with its key until a 201 (or the bound): the answer, or null (stranded). */
async function payOnce(
  cluster: Cluster,
  c: TestClient,
  key: string,
  failures: Tally,
  firstHeaders: Record<string, string> = {},
): Promise<Answer | null> {
  const until = Date.now() + KEY_BOUND_MS;
  for (let attempt = 0; Date.now() < until; attempt++) {
    try {
      const res = await fetch(`${cluster.url}/api/__sandbox/payments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': key,
          ...(cluster.sandboxKey ? { 'x-sandbox-key': cluster.sandboxKey } : {}),
          ...(attempt === 0 ? firstHeaders : {}),
        },
        body: JSON.stringify({ email: c.email, method: 'cash_payment', amountCents: 100 }),
      });
      const body = (await res.json().catch(() => ({}))) as { id?: string };
      if (res.status === 201 && body.id)
        return { id: body.id, replayed: res.headers.get('idempotent-replayed') === 'true' };
      note(
        failures,
        `${res.status}${res.status === 503 && !res.headers.get('retry-after') ? ' without Retry-After' : ''}`,
      );
    } catch (e) {
      note(failures, (e as Error).message);
    }
    await sleep(Math.min(100 * 2 ** attempt, 1_000));
  }
  return null;
}

/** Readers and keyed payers through the balancer until stopped; what they sent and what was answered. */
function load(cluster: Cluster, c: TestClient, workers: number) {
  const answers = new Map<string, Answer[]>();
  const stranded: string[] = [];
  const readFailures: Tally = new Map();
  const writeFailures: Tally = new Map();
  const acknowledgedAt: number[] = [];
  let reads = 0;
  let running = true;
  const worker = async (n: number) => {
    for (let i = 0; running; i++) {
      if ((i + n) % 2 === 0) {
        reads++;
        try {
          const res = await fetch(`${cluster.url}/api/clients/me`, {
            headers: { authorization: `Bearer ${c.token}` },
          });
          await res.arrayBuffer();
          if (res.status !== 200) note(readFailures, String(res.status));
        } catch (e) {
          note(readFailures, (e as Error).message);
        }
      } else {
        const key = randomUUID();
        const answer = await payOnce(cluster, c, key, writeFailures);
        if (!answer) stranded.push(key);
        else {
          answers.set(key, [answer]);
          acknowledgedAt.push(Date.now());
        }
      }
      await sleep(10);
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, n) => worker(n)));
  return {
    answers,
    stranded,
    readFailures,
    writeFailures,
    acknowledgedAt,
    reads: () => reads,
    async stop() {
      running = false;
      await done;
    },
  };
}

const paymentRows = async (api: RemoteApi, c: TestClient) =>
  (await api.db.select({ n: count() }).from(payments).where(eq(payments.clientId, c.id)))[0]?.n ?? 0;

async function missing(api: RemoteApi, ids: string[]): Promise<number> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await api.db
      .select({ id: payments.id })
      .from(payments)
      .where(inArray(payments.id, ids.slice(i, i + 500)));
    for (const row of rows) found.add(row.id);
  }
  return ids.filter((id) => !found.has(id)).length;
}

/** Milliseconds until a read through the balancer answers 200 (null beyond the bound). */
async function backAfter(cluster: Cluster, c: TestClient): Promise<number | null> {
  const since = performance.now();
  while (performance.now() - since < BACK_BOUND_MS) {
    try {
      const res = await fetch(`${cluster.url}/api/clients/me`, {
        headers: { authorization: `Bearer ${c.token}` },
      });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      // not yet
    }
    await sleep(50);
  }
  return null;
}

/** Nothing lost, nothing doubled, nobody stranded: the payment checks of a stage. */
async function paymentChecks(
  api: RemoteApi,
  c: TestClient,
  r: Report,
  S: string,
  run: ReturnType<typeof load>,
  rowsBefore: number,
) {
  const ids = [...run.answers.values()].map((a) => a[0]!.id);
  const lost = await missing(api, ids);
  const rows = (await paymentRows(api, c)) - rowsBefore;
  const sent = run.answers.size + run.stranded.length;
  r.figure(
    `${S}: ${run.reads()} reads (failed: ${show(run.readFailures)}), ${sent} keyed payments, ${run.answers.size} answered, ` +
      `${run.stranded.length} stranded; failed attempts retried: ${show(run.writeFailures)}; ${rows} payment rows`,
  );
  r.check(
    S,
    'no acknowledged payment is lost',
    lost === 0 && ids.length > 0,
    `${lost} of ${ids.length} missing`,
  );
  r.check(
    S,
    'no payment applied twice (payment rows of the client ≤ keys sent, one id per key)',
    rows <= sent && new Set(ids).size === ids.length,
    `${rows} rows for ${sent} keys`,
    'atomic idempotency',
  );
  r.check(
    S,
    'every key answered when retried (none stranded)',
    run.stranded.length === 0,
    `${run.stranded.length} stranded`,
    'atomic idempotency',
  );
}

/** (a) PostgreSQL restarted, then away for 5 s, under 8 workers. */
export async function databaseRestart(api: RemoteApi, cluster: Cluster, c: TestClient, r: Report) {
  const S = 'database restarted under load';
  await cluster.waitAllUp();
  const pids = cluster.instances.map((i) => i.pid);
  const restarts = cluster.restarts.length;
  const rowsBefore = await paymentRows(api, c);
  const run = load(cluster, c, 8);
  const back: (number | null)[] = [];
  try {
    await sleep(1_000);
    await cluster.postgres.stop();
    await cluster.postgres.start();
    back.push(await backAfter(cluster, c));
    process.stdout.write(`  · fast restart: service back ${fmt(back[0])} after the database\n`);
    await sleep(1_000);
    await cluster.postgres.stop();
    await sleep(OUTAGE_MS);
    await cluster.postgres.start();
    back.push(await backAfter(cluster, c));
    process.stdout.write(
      `  · ${OUTAGE_MS / 1000} s outage: service back ${fmt(back[1])} after the database\n`,
    );
    await sleep(1_000);
  } finally {
    await run.stop();
  }
  const lost = cluster.restarts.slice(restarts);
  r.figure(
    `${S}: service answering again after the database came back — fast restart ${fmt(back[0])}, ` +
      `${OUTAGE_MS / 1000} s outage ${fmt(back[1])} (target 5 s)`,
  );
  r.check(
    S,
    'no instance exited (same processes before and after)',
    lost.length === 0 && cluster.instances.every((i, n) => i.pid === pids[n]),
    lost.length ? lost.map((x) => `${x.name} ${x.how}`).join('; ') : `pids ${pids.join(',')}`,
    'instances outlive the database',
  );
  r.check(
    S,
    `the service answers again after each database start (bound ${BACK_BOUND_MS / 1000} s)`,
    back.every((ms) => ms !== null),
    back.map(fmt).join(', '),
    'instances outlive the database',
  );
  await paymentChecks(api, c, r, S, run, rowsBefore);
  // The next stages start from a whole cluster, whatever happened here.
  await cluster.waitAllUp();
}

/** (b) One instance killed with SIGKILL under load: supervisord restarts it, the other one serves meanwhile. */
export async function instanceKilled(api: RemoteApi, cluster: Cluster, c: TestClient, r: Report) {
  const S = 'instance killed (kill -9)';
  await cluster.waitAllUp();
  const victim = cluster.instances[0]!;
  const oldPid = victim.pid;
  const restarts = cluster.restarts.length;
  const rowsBefore = await paymentRows(api, c);
  const run = load(cluster, c, 4);
  let killedAt = 0;
  let upAgainAt = 0;
  try {
    await sleep(1_000);
    if (oldPid === null) throw new Error(`${victim.name} is not running`);
    killedAt = Date.now();
    process.kill(oldPid, 'SIGKILL');
    await cluster.waitAllUp(30_000);
    upAgainAt = Date.now();
    await sleep(1_000);
  } finally {
    await run.stop();
  }
  const mine = cluster.restarts.slice(restarts);
  const restart = mine.find((x) => x.name === victim.name);
  const during = run.acknowledgedAt.filter((t) => t >= killedAt && t <= upAgainAt).length;
  r.figure(
    `${S}: ${victim.name} back in the balancer ${((upAgainAt - killedAt) / 1000).toFixed(1)} s after the kill; ` +
      `${during} payments answered meanwhile`,
  );
  r.check(
    S,
    'supervisord restarted the killed instance, once, and said so in one line',
    mine.length === 1 && !!restart && restart.newPid !== null && restart.newPid !== oldPid,
    mine.map((x) => `${x.name}: ${x.how}, pid ${x.oldPid} → ${x.newPid}`).join('; ') || 'no restart',
  );
  r.check(S, 'traffic went on through the other instance', during > 0, `${during} payments answered`);
  r.check(
    S,
    'no read failed (the balancer retries them)',
    run.readFailures.size === 0,
    show(run.readFailures),
  );
  await paymentChecks(api, c, r, S, run, rowsBefore);
}

/** (c) The commit/answer fault, `tries` times: one row per key, the answer a replay, the instance restarted. */
export async function crashAfterCommit(
  api: RemoteApi,
  cluster: Cluster,
  c: TestClient,
  r: Report,
  tries = 10,
) {
  const S = 'instance dies between commit and answer';
  const outcomes: { rows: number; answer: Answer | null; restarted: boolean }[] = [];
  const failures: Tally = new Map();
  for (let n = 0; n < tries; n++) {
    await cluster.waitAllUp();
    const restarts = cluster.restarts.length;
    const rowsBefore = await paymentRows(api, c);
    const answer = await payOnce(cluster, c, randomUUID(), failures, {
      'x-sandbox-fault': 'crash-after-commit',
    });
    let restarted = false;
    for (let i = 0; i < 150 && !restarted; i++) {
      restarted = cluster.restarts.length > restarts;
      if (!restarted) await sleep(100);
    }
    outcomes.push({ rows: (await paymentRows(api, c)) - rowsBefore, answer, restarted });
    if (!restarted) break; // The server does not inject the fault: the next tries would prove nothing.
  }
  // The next stages call every instance directly: the last one killed is back first.
  await cluster.waitAllUp();
  const one = outcomes.filter((o) => o.rows === 1).length;
  const replayed = outcomes.filter((o) => o.answer?.replayed).length;
  const restarted = outcomes.filter((o) => o.restarted).length;
  r.figure(
    `${S}: ${outcomes.length} of ${tries} tries; failed attempts retried: ${show(failures)}; ` +
      `rows per key ${outcomes.map((o) => o.rows).join(',')}`,
  );
  r.check(
    S,
    `the instance died after committing and supervisord restarted it (${tries} times)`,
    restarted === tries,
    `${restarted} of ${tries}${outcomes.length < tries ? ' (no instance died: the server ignored X-Sandbox-Fault; the other tries were skipped)' : ''}`,
    'atomic idempotency',
  );
  r.check(
    S,
    'exactly one payment row per key',
    outcomes.length === tries && one === tries,
    `${one} of ${tries} tries`,
    'atomic idempotency',
  );
  r.check(
    S,
    'each key answered, the answer a replay of the committed payment (Idempotent-Replayed: true)',
    outcomes.length === tries && replayed === tries,
    `${replayed} of ${tries} tries`,
    'atomic idempotency',
  );
}

function fmt(ms: number | null | undefined): string {
  return ms === null || ms === undefined
    ? `not within ${BACK_BOUND_MS / 1000} s`
    : `${(ms / 1000).toFixed(2)} s`;
}
