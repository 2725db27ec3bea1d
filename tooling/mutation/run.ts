/**
 * Mutation testing with StrykerJS, one source file at a time (each with its own incremental file, so a second
 * run re-tests only what changed). Run from the repository root.
 *
 *   npm run test:mutation -- --changed                      # the gate before merging: the files of machines/
 *                                                           # and src/domain/ changed against main; fails when
 *                                                           # one is below its target (85 % / 90 %)
 *   npm run test:mutation -- machines/login.machine.ts      # some files
 *   npm run test:mutation                                   # every file of machines/ and src/domain/ (hours)
 *   npm run test:mutation -- --force <files>                # every mutant again (after adding tests)
 *   npm run test:mutation -- --stale                        # files changed since their score on this clone (or
 *                                                           # never measured here); fails below target
 *   npm run test:mutation -- --stale --list                 # only list them
 *   npm run test:mutation -- --stale --budget 15            # at most 15 minutes; the files not reached stay
 *                                                           # stale (listed), the quickest first
 *
 * Writes reports/mutation/<file>.json (Stryker's report) and the scores of every file measured on this clone,
 * reports/mutation/scores.json and scores.md (tooling/mutation/scores.ts): a generated report, not committed.
 * Base configuration: tooling/mutation/stryker.config.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type FileScore, readScores, recordScores, SCORES_MD, targetOf } from './scores.ts';

const root = resolve(import.meta.dirname, '..', '..');
const base = JSON.parse(
  readFileSync(resolve(root, 'tooling', 'mutation', 'stryker.config.json'), 'utf8'),
) as Record<string, unknown>;

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(resolve(root, dir))) {
    const path = join(dir, name);
    if (statSync(resolve(root, path)).isDirectory()) out.push(...listFiles(path));
    else if (path.endsWith('.ts') && !path.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The atlas files are the statecharts report's titles and labels, never read by the app (stryker.config.json). */
const isAtlas = (file: string): boolean => /(^|[/.])atlas\.ts$/.test(file);

function allTargets(): string[] {
  return [...listFiles('machines'), ...listFiles('src/domain')].filter((f) => !isAtlas(f)).sort();
}

function changedTargets(): string[] {
  const diff = execFileSync('git', ['diff', '--name-only', 'main...HEAD', '--', 'machines', 'src/domain'], {
    cwd: root,
    encoding: 'utf8',
  });
  const changed = new Set(diff.split('\n').filter(Boolean));
  return allTargets().filter((f) => changed.has(f));
}

const sourceHash = (file: string): string =>
  createHash('sha256')
    .update(readFileSync(resolve(root, file)))
    .digest('hex')
    .slice(0, 16);

/**
 * The files whose source changed since their score on this clone (the recorded source hash differs, or none was
 * recorded), and the files of machines/ and src/domain/ never measured here.
 */
function staleTargets(files: Record<string, FileScore>): string[] {
  // A file of machines/ or src/domain/ that was never measured (a new file) is stale too.
  const sources = (dir: string): string[] =>
    readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sources(`${dir}/${e.name}`) : e.name.endsWith('.ts') ? [`${dir}/${e.name}`] : [],
    );
  // An atlas file is never mutated (stryker.config.json's `mutate`): never stale either.
  const unmeasured = ['machines', 'src/domain']
    .flatMap(sources)
    .filter((file) => !(file in files) && !isAtlas(file));
  return Object.entries(files)
    .filter(([file, score]) => {
      if (!existsSync(resolve(root, file)) || isAtlas(file)) return false;
      return score.source !== sourceHash(file);
    })
    .map(([file]) => file)
    .concat(unmeasured)
    .sort();
}

interface StrykerReport {
  files: Record<
    string,
    {
      source: string;
      mutants: Array<{
        mutatorName: string;
        replacement?: string;
        status: string;
        location: { start: { line: number; column: number } };
      }>;
    }
  >;
}

function scoreOf(report: StrykerReport, file: string, seconds: number): FileScore {
  const entry = Object.entries(report.files).find(([name]) => name.endsWith(file))?.[1];
  const mutants = entry?.mutants ?? [];
  const count = (status: string) => mutants.filter((m) => m.status === status).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  // Left out by the ignorer (tooling/mutation/ignore-documentation.mjs) or a reviewed `Stryker disable` comment.
  const ignored = count('Ignored');
  const detected = killed + timeout;
  const valid = detected + survived + noCoverage;
  const lines = entry?.source.split('\n') ?? [];
  const survivors = mutants
    .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
    .map((m) => {
      const line = m.location.start.line;
      const code = (lines[line - 1] ?? '').trim().slice(0, 80);
      return `${file}:${line} ${m.mutatorName}${m.replacement ? ` → ${m.replacement.replace(/\s+/g, ' ').slice(0, 60)}` : ''} (${m.status}) «${code}»`;
    });
  return {
    score: valid === 0 ? null : Math.round((detected / valid) * 1000) / 10,
    killed,
    survived,
    timeout,
    noCoverage,
    ignored,
    total: mutants.length,
    at: new Date().toISOString(),
    seconds,
    survivors,
  };
}

/**
 * The tests a mutant of `file` runs: a flow machine's own model suites (and its unit tests and the load test), or
 * every domain test for a domain file; the whole node set (tooling/mutation/vitest.config.ts) for shared machine code.
 * Running only the owner's suites keeps a mutant at seconds instead of every flow's thousands of paths.
 */
function testsFor(file: string): string[] | null {
  if (file.startsWith('src/domain/')) return ['tests/unit/domain/**/*.test.ts'];
  const flow = /^machines\/([A-Za-z]+)(?:[./]|$)/.exec(file)?.[1];
  if (!flow || flow === 'shared') return null;
  // `${flow}*`: the promoter's mutants also run the promoter sign-in's suites, as they always have.
  return [`tests/flows/${flow}*/*.test.ts`, 'tests/model/load.machine.test.ts'];
}

const LARGE_FLOWS = new Set(['signup', 'application', 'signing', 'promoter']);

/**
 * Runs Stryker on one configuration; with a time left, stops its whole process group when that time is out
 * (`'out of time'`), else the exit status.
 */
function runStryker(
  configPath: string,
  env: NodeJS.ProcessEnv,
  remainingMs: number | null,
): Promise<number | 'out of time'> {
  return new Promise((resolveRun) => {
    const child = spawn('npx', ['stryker', 'run', configPath], {
      cwd: root,
      stdio: 'inherit',
      env,
      detached: true,
    });
    let outOfTime = false;
    const timer =
      remainingMs === null
        ? null
        : setTimeout(() => {
            outOfTime = true;
            try {
              process.kill(-(child.pid ?? 0), 'SIGKILL');
            } catch {
              child.kill('SIGKILL');
            }
          }, remainingMs);
    child.on('exit', (code) => {
      if (timer) clearTimeout(timer);
      resolveRun(outOfTime ? 'out of time' : (code ?? 1));
    });
  });
}

const argv = process.argv.slice(2);
const concurrencyAt = argv.indexOf('--concurrency');
const concurrency = concurrencyAt >= 0 ? Number(argv[concurrencyAt + 1]) : null;
// --budget <minutes>: stop starting files (and stop a run) once this much time is spent; the files not measured stay
// stale and are listed, never reported as passing. CI uses it so a change to many machine files cannot outlast its
// time limit; the next run (or a developer) measures the rest.
const budgetAt = argv.indexOf('--budget');
const budgetMs = budgetAt >= 0 ? Number(argv[budgetAt + 1]) * 60_000 : null;
if (budgetMs !== null && !(budgetMs > 0)) {
  console.error('[mutation] --budget takes a number of minutes');
  process.exit(2);
}
// --force: re-test every mutant. The command runner cannot tell Stryker which tests cover a mutant, so the
// incremental file sees a changed source, not a changed or new test: after adding tests, run with --force.
const force = argv.includes('--force');
// --stale: the files whose source changed since their score on this clone; --changed: the files changed against
// main (the gate before merging); --check: exit non-zero when a file run now scores below its target (--stale and
// --changed imply it).
const stale = argv.includes('--stale');
const check = stale || argv.includes('--changed') || argv.includes('--check');
const belowTarget: string[] = [];
const valueAt = new Set([concurrencyAt, budgetAt].filter((i) => i >= 0).flatMap((i) => [i, i + 1]));
const args = argv
  .filter((_, i) => !valueAt.has(i))
  .filter((a) => !['--force', '--stale', '--check', '--list'].includes(a));
let summary = readScores(root);
const chosen = stale
  ? staleTargets(summary.files)
  : args.includes('--changed')
    ? changedTargets()
    : args.length
      ? args
      : allTargets();
/**
 * Under a budget, the quickest files first, so most files get measured: by their mutants at the last score (a
 * recorded time may be an incremental run's), shared machine code ten times over (its mutants run every flow).
 */
const estimate = (file: string) =>
  (summary.files[file]?.total ?? 1000) * (file.startsWith('machines/shared/') ? 10 : 1);
const targets =
  budgetMs === null ? chosen : [...chosen].sort((a, b) => estimate(a) - estimate(b) || (a < b ? -1 : 1));
if (stale) {
  if (argv.includes('--list')) {
    console.log(targets.join('\n'));
    process.exit(0);
  }
  console.log(
    targets.length === 0
      ? '[mutation] every measured file is unchanged since its score: nothing to run'
      : `[mutation] changed since their score: ${targets.join(', ')}`,
  );
}
mkdirSync(resolve(root, 'reports', 'mutation'), { recursive: true });
mkdirSync(resolve(root, '.tmp'), { recursive: true });

let failed = false;
const budgetStart = Date.now();
const notMeasured: string[] = [];
for (const target of targets) {
  const file = relative(root, resolve(root, target));
  const remaining = budgetMs === null ? null : budgetMs - (Date.now() - budgetStart);
  if (remaining !== null && remaining <= 0) {
    notMeasured.push(file);
    continue;
  }
  const slug = file.replace(/[/.]/g, '_');
  const config = {
    ...base,
    mutate: [file],
    ...(concurrency ? { concurrency } : {}),
    ...(force ? { force: true } : {}),
    incrementalFile: `reports/mutation/${slug}.incremental.json`,
    // Own sandbox folder per file, so two runs (e.g. one over machines/, one over src/domain/) can go at once.
    tempDirName: `.tmp/stryker-${slug}`,
    jsonReporter: { fileName: `reports/mutation/${slug}.json` },
  };
  delete (config as { _comment?: unknown })._comment;
  const configPath = resolve(root, '.tmp', `stryker.${slug}.json`);
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  console.log(`\n[mutation] ${file}`);
  const started = Date.now();
  const source = sourceHash(file);
  const tests = testsFor(file);
  const flow = /^machines\/([A-Za-z]+)/.exec(file)?.[1] ?? '';
  const env = {
    ...process.env,
    ...(tests ? { MUTATION_TESTS: tests.join(',') } : {}),
    // The largest flows' model suites walk thousands of simple paths: their mutants run the covering subset
    // (every state and transition, the oracle at every step, the seeded walks), seconds instead of tens.
    // Shared machine code runs every flow's suites: the covering subset there too.
    ...(LARGE_FLOWS.has(flow) || flow === 'shared' ? { MODEL_MACHINE_PATHS: 'covering' } : {}),
  };
  const reportPath = resolve(root, 'reports', 'mutation', `${slug}.json`);
  rmSync(reportPath, { force: true });
  const status = await runStryker(configPath, env, remaining);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (status === 'out of time') {
    console.error(`[mutation] ${file}: stopped at the end of the budget; not measured`);
    notMeasured.push(file);
    continue;
  }
  if (status !== 0 || !existsSync(reportPath)) {
    console.error(`[mutation] ${file}: Stryker failed (exit ${status})`);
    failed = true;
    continue;
  }
  const score = {
    ...scoreOf(JSON.parse(readFileSync(reportPath, 'utf8')) as StrykerReport, file, seconds),
    source,
  };
  if (check && score.score !== null && score.score < targetOf(file)) {
    console.error(`[mutation] ${file}: ${score.score}% is below the target of ${targetOf(file)}%`);
    belowTarget.push(file);
  }
  // Written after every file, so a run stopped after hours keeps what it measured; merged into the files measured
  // earlier on this clone (another run may have written since this one started: its files are kept).
  summary = recordScores(root, { [file]: score });
  console.log(
    `[mutation] ${file}: score ${score.score}% (${score.killed} killed, ${score.timeout} time-outs, ` +
      `${score.survived} survived, ${score.noCoverage} without coverage) in ${seconds} s`,
  );
}

console.log('\n| file | score | killed | survived | no coverage |\n|---|---|---|---|---|');
for (const [file, s] of Object.entries(summary.files)) {
  console.log(`| ${file} | ${s.score}% | ${s.killed + s.timeout} | ${s.survived} | ${s.noCoverage} |`);
}
console.log(`\n[mutation] scores of every file measured on this clone: ${SCORES_MD} (not committed)`);
if (belowTarget.length > 0) console.error(`[mutation] below target: ${belowTarget.join(', ')}`);
if (notMeasured.length > 0) {
  console.log(
    `[mutation] not measured within the budget of ${(budgetMs ?? 0) / 60_000} min, still stale: ${notMeasured.join(', ')}`,
  );
}
process.exit(failed || belowTarget.length > 0 ? 1 : 0);
