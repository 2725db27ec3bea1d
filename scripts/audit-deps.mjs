#!/usr/bin/env node
// Dependency audit of the production dependencies (CI step, `npm run audit:deps`): runs
// `npm audit --omit=dev --json` against the registry npm is configured with and judges the answer.
//
// - The registry answered: every advisory is listed; one at or above the threshold (default `high`: high and
//   critical) fails with exit code 1. Moderate, low and info advisories are listed and do not fail.
// - The registry's audit endpoint could not be used (no network, DNS, timeout, or an HTTP error from the endpoint,
//   e.g. a mirror that answers 404/405 to the advisories call): says so plainly — the dependencies were NOT
//   checked — and exits 0, unless `--require-registry` (or AUDIT_REQUIRE_REGISTRY=true) is given: then exit 1.
// - Anything else (no lockfile, npm missing, an answer that is not npm's JSON) fails with exit code 2: an audit
//   that cannot tell is never reported as a pass.
//
// Options: `--level=moderate|high|critical` (or AUDIT_LEVEL), `--require-registry`, `--answer=<file>` (judge a
// saved `npm audit --json` output instead of asking the registry, e.g. one kept from another machine).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'];
const TIMEOUT_MS = 120_000;
/** Error codes of a registry that could not be reached (network, DNS, TLS, timeout). */
const UNREACHABLE_CODES =
  /^(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ESOCKETTIMEDOUT|ENETUNREACH|EHOSTUNREACH|EPROTO|ERR_SOCKET_TIMEOUT|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|SELF_SIGNED_CERT_IN_CHAIN|CERT_HAS_EXPIRED|E\d{3})$/;

function option(name, envName) {
  const arg = process.argv.slice(2).find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (arg) return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : 'true';
  return process.env[envName];
}

const level = (option('level', 'AUDIT_LEVEL') ?? 'high').toLowerCase();
if (!SEVERITIES.includes(level) || level === 'info' || level === 'low') {
  console.error(`audit-deps: --level must be moderate, high or critical (got "${level}")`);
  process.exit(2);
}
const requireRegistry = option('require-registry', 'AUDIT_REQUIRE_REGISTRY') === 'true';
const answerFile = option('answer', 'AUDIT_ANSWER_FILE');

/** The registry npm asks (for the report). */
function registry() {
  const r = spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8', timeout: 30_000 });
  return r.status === 0 ? r.stdout.trim() : 'the configured registry';
}

/** `{ stdout, timedOut, spawnError }` of `npm audit --omit=dev --json`, or of the saved answer. */
function askNpm() {
  if (answerFile) return { stdout: fs.readFileSync(answerFile, 'utf8'), timedOut: false, spawnError: null };
  const r = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  const timedOut = r.error?.code === 'ETIMEDOUT' || r.signal === 'SIGTERM';
  return { stdout: r.stdout ?? '', timedOut, spawnError: timedOut ? null : (r.error ?? null) };
}

function unreachable(where, why) {
  console.log(
    `Dependency audit: the registry's audit endpoint could not be reached or refused the audit (${where}): ${why}.`,
  );
  console.log('The production dependencies were NOT checked against security advisories.');
  if (requireRegistry) {
    console.log(
      'Failing: --require-registry (AUDIT_REQUIRE_REGISTRY=true) asks for a reachable audit endpoint.',
    );
    process.exit(1);
  }
  console.log('Not failing CI for it: run `npm run audit:deps` where the registry answers audits.');
  process.exit(0);
}

function cannotTell(why) {
  console.error(`Dependency audit could not run: ${why}`);
  process.exit(2);
}

/** Titles and links of the advisories behind one vulnerable package (npm lists them in `via`). */
function advisoriesOf(vulnerability) {
  return (vulnerability.via ?? [])
    .filter((v) => typeof v === 'object' && v !== null)
    .map((v) => `${v.title ?? 'advisory'}${v.url ? ` (${v.url})` : ''}`);
}

function fixOf(vulnerability) {
  const fix = vulnerability.fixAvailable;
  if (fix === true) return 'fix: npm audit fix';
  if (fix && typeof fix === 'object')
    return `fix: ${fix.name}@${fix.version}${fix.isSemVerMajor ? ' (semver major)' : ''}`;
  return 'no fix available yet';
}

const where = answerFile ? `saved answer ${answerFile}` : registry();
const { stdout, timedOut, spawnError } = askNpm();
if (timedOut) unreachable(where, `no answer within ${TIMEOUT_MS / 1000} s`);
if (spawnError) cannotTell(`npm could not be started (${spawnError.code ?? spawnError.message})`);

let answer;
try {
  answer = JSON.parse(stdout);
} catch {
  cannotTell(`npm's answer is not JSON: ${stdout.trim().slice(0, 200) || '(empty)'}`);
}

const counts = answer?.metadata?.vulnerabilities;
if (!counts || typeof counts !== 'object') {
  const error = answer?.error ?? {};
  const code = typeof error.code === 'string' ? error.code : null;
  const status = typeof answer?.statusCode === 'number' ? answer.statusCode : null;
  const text = [answer?.message, error.summary, error.detail]
    .filter((t) => typeof t === 'string' && t)
    .join(' ');
  if (status !== null || (code && UNREACHABLE_CODES.test(code)))
    unreachable(where, text || `${code ?? `HTTP ${status}`}`);
  if (code === 'ENOLOCK') cannotTell('npm audit needs package-lock.json (run `npm install` to write it)');
  cannotTell(`unexpected answer from npm audit: ${text || JSON.stringify(answer).slice(0, 200)}`);
}

const threshold = SEVERITIES.indexOf(level);
const total = SEVERITIES.reduce((n, s) => n + (Number(counts[s]) || 0), 0);
const prod = answer.metadata.dependencies?.prod;
console.log(
  `Dependency audit (${where}): ${prod ?? 'the'} production dependencies, ${total} advisories ` +
    `(${SEVERITIES.map((s) => `${s} ${Number(counts[s]) || 0}`).join(', ')}); fails at ${level} and above.`,
);
const vulnerable = Object.values(answer.vulnerabilities ?? {}).sort(
  (a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity) || a.name.localeCompare(b.name),
);
for (const v of vulnerable) {
  const mark = SEVERITIES.indexOf(v.severity) >= threshold ? 'FAIL' : 'note';
  console.log(`  [${mark}] ${v.name} ${v.range ?? ''} — ${v.severity}; ${fixOf(v)}`);
  for (const a of advisoriesOf(v)) console.log(`         ${a}`);
}
const failing = SEVERITIES.slice(threshold).reduce((n, s) => n + (Number(counts[s]) || 0), 0);
if (failing > 0) {
  console.log(`Failing: ${failing} advisories at ${level} or above in the production dependencies.`);
  process.exit(1);
}
console.log(`No advisory at ${level} or above.`);
