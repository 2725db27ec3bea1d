/**
 * The CI proof of the cluster (issue 27): starts `npm run cluster`'s topology with 2 instances (API only), then
 * through the load balancer runs
 *   1. the integration suite's concurrency probes — credit limit, payments, payoff, signing, login lock and tokens,
 *      one-time codes — with calls spread over the instances (round robin, counted by `X-Served-By`);
 *   2. the idempotency keys of money calls, replayed on another instance;
 *   3. a rolling restart (SIGTERM one instance at a time, wait until it is ready and used again) under a bounded
 *      loopback load: acknowledged writes lost (must be 0) and failed requests;
 *   4. faults (tooling/cluster/faults.ts): PostgreSQL restarted and away for 5 s under 8 workers, an instance killed
 *      with `kill -9` (supervisord restarts it), an instance that dies between its commit and its answer (10 times);
 *   5. a customer's journey with the sandbox clock moved mid-way (last: the clock never goes back).
 * Prints a summary; exits 1 when a check fails (a broken limit, a money call applied twice, a token refused, a lost
 * write…). Checks that rely on other points of the issue (the shared clock, idempotency keys, graceful shutdown) say so.
 *
 *   npm run cluster:probes                   # PORT (default 18480) and PG_PORT (default 15490)
 *   npm run cluster:probes -- --instances 3
 */
import { onAncestorExit } from './ancestors.ts';
import { startCluster } from './cluster.ts';
import { crashAfterCommit, databaseRestart, instanceKilled } from './faults.ts';
import { idempotencyProbe, journeyWithClock } from './journey.ts';
import {
  codesProbe,
  creditLimitProbe,
  loanFor,
  loginProbe,
  paymentsProbe,
  payoffProbe,
  signingProbe,
} from './probes.ts';
import { remoteApi } from './remote-api.ts';
import { Report } from './report.ts';
import { rollingRestart } from './rolling.ts';

const i = process.argv.indexOf('--instances');
const instances = i >= 0 ? Number(process.argv[i + 1]) : 2;
const started = performance.now();
const cluster = await startCluster({
  instances,
  port: Number(process.env.PORT ?? 18_480),
  pgPort: Number(process.env.PG_PORT ?? 15_490),
  // Every lending step at once, by configuration (the same on every instance).
  env: {
    LOG_LEVEL: 'warn',
    SANDBOX_DOCUMENTS_DELAY_MS: '0',
    SANDBOX_SIGNATURE_DELAY_MS: '0',
    SANDBOX_DISBURSEMENT_DELAY_MS: '0',
    // A keyed request may ask its instance to die right after its commit (the fault stage).
    SANDBOX_FAULTS: 'true',
  },
}).catch((e: unknown) => {
  // A port taken is one sentence that says what to set; the rest as it comes.
  process.stderr.write(`The cluster could not start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
// Ctrl-C or a closed terminal stops the cluster too (PostgreSQL, HAProxy, supervisord and the instances).
const stopNow = () => void cluster.stop().then(() => process.exit(1));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stopNow);
onAncestorExit(stopNow);
process.stdout.write(
  `Cluster of ${instances} up in ${((performance.now() - started) / 1000).toFixed(1)} s: ${cluster.url}\n`,
);
const api = remoteApi(cluster);
const report = new Report();
try {
  await report.section('credit limit', () => creditLimitProbe(api, report));
  await report.section('payments', () => paymentsProbe(api, report));
  await report.section('payoff', () => payoffProbe(api, report));
  await report.section('signing', () => signingProbe(api, report));
  await report.section('login lock and tokens', () => loginProbe(api, report));
  await report.section('codes', () => codesProbe(api, report));
  const spread = [...api.servedBy].map(([name, n]) => `${name} ${n}`).join(', ');
  report.figure(`probe calls answered per instance: ${spread}`);
  report.check(
    'balancer',
    'calls alternate between every instance',
    api.servedBy.size === instances && Math.min(...api.servedBy.values()) > 0,
    spread,
  );
  await report.section('idempotency keys', () => idempotencyProbe(api, report), 'idempotency keys');
  await report.section('rolling restart under load', () => rollingRestart(api, cluster, report));
  // Faults: one customer with a loan pays through all three.
  const payer = await loanFor(api, 20_000, 12).catch((e: Error) => {
    report.check('faults', 'a customer with a loan to pay through the faults', false, e.message);
    return null;
  });
  if (payer) {
    const { c } = payer;
    await report.section('database restarted under load', () => databaseRestart(api, cluster, c, report));
    await report.section('instance killed (kill -9)', () => instanceKilled(api, cluster, c, report));
    await report.section(
      'instance dies between commit and answer',
      () => crashAfterCommit(api, cluster, c, report, 10),
      'atomic idempotency',
    );
  }
  // Last: the clock only moves forward, for the rest of the cluster's life.
  await report.section('journey with the clock moved', () => journeyWithClock(api, cluster, report));
} finally {
  await api.close();
  await cluster.stop();
}
report.figure(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.stdout.write(report.summary());
process.exit(report.checks.every((c) => c.ok) ? 0 : 1);
