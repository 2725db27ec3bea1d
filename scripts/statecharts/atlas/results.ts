/**
 * The last test run, for the atlas (statecharts/atlas/results.js, written by `npm run statecharts`, never part of
 * `statecharts:check`): the model suites' results from Vitest's JSON report, the end-to-end results from
 * Playwright's JSON report, and the routes the end-to-end tests visited, all under `.tmp/test-results/`.
 * A machine or level missing from the latest reports keeps what the previous results.js had. The end-to-end
 * results and the routes the browser showed are those of the last full run (every spec file of tests/e2e in the
 * report): a run of one file does not replace them, and a results.js with no full run says none was recorded —
 * in the summary and in every flow alike. `version` names the commit the atlas was generated on; the atlas
 * warns on every figure measured on another commit (with how many commits behind).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { MeasuredFile } from '../measured.ts';
import type { ScreenFlow } from './flow.ts';

export const RESULTS_DIR = resolve(import.meta.dirname, '..', '..', '..', '.tmp', 'test-results');
export const RESULTS_PREFIX = 'window.ATLAS_RESULTS = ';
export const E2E_DIR = resolve(import.meta.dirname, '..', '..', '..', 'tests', 'e2e');

/** The end-to-end spec files (`signup.spec.ts`…): a full run has them all. */
export function e2eSpecFiles(dir = E2E_DIR): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.spec.ts'))
        .sort()
    : [];
}

export type Status = 'passed' | 'failed' | 'not run';

export interface LevelResult {
  passed: number;
  failed: number;
  at: string;
  commit: string;
}

export interface E2eTest {
  file: string;
  title: string;
  status: Status;
}

export interface Results {
  /** `<machine>` → `<journey id>` → level → counts of its model tests in the last run of that level. */
  journeys: Record<string, Record<string, { machine?: LevelResult; ui?: LevelResult }>>;
  /** The last full end-to-end run (`full`: every spec file ran); null when none was recorded. */
  e2e: { at: string; commit: string; tests: E2eTest[]; full?: boolean } | null;
  /**
   * The routes (paths) the browser showed in that same full run (`at`, `commit`: the run's), so the per-flow e2e
   * figures and the summary speak of one run; null when no full run was recorded.
   */
  e2eRoutes: { at: string; commit?: string; routes: string[] } | null;
  /**
   * The commit the atlas was generated on (`npm run statecharts`), against which every figure's commit is judged:
   * `behind` counts, for each commit a figure was measured on, the commits between it and this one (null: a commit
   * this repository does not have).
   */
  version?: { commit: string; dirty: boolean; at: string; behind: Record<string, number | null> };
}

/** The repository's state: HEAD, uncommitted changes, and how many commits lie between a commit and HEAD. */
export interface GitState {
  head: string;
  dirty: boolean;
  behind(commit: string): number | null;
}

export function gitState(cwd = resolve(import.meta.dirname, '..', '..', '..')): GitState | null {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' }).trim();
  try {
    return {
      head: git('rev-parse', '--short', 'HEAD'),
      dirty: git('status', '--porcelain', '--untracked-files=no').length > 0,
      behind: (commit) => {
        try {
          return Number(git('rev-list', '--count', `${commit}..HEAD`));
        } catch {
          return null;
        }
      },
    };
  } catch {
    return null;
  }
}

/** Every commit a figure of the atlas names: the measured coverage, the journeys' results, the e2e run. */
function commitsOf(results: Results, measured: MeasuredFile): string[] {
  const commits = new Set<string>();
  for (const { run } of Object.values(measured.runs)) if (run?.commit) commits.add(run.commit);
  for (const run of Object.values(measured.classes ?? {})) if (run.commit) commits.add(run.commit);
  for (const byJourney of Object.values(results.journeys))
    for (const levels of Object.values(byJourney))
      for (const level of Object.values(levels)) if (level?.commit) commits.add(level.commit);
  if (results.e2e?.commit) commits.add(results.e2e.commit);
  return [...commits].map((c) => c.replace(/\+$/, '')).filter((c, i, all) => c && all.indexOf(c) === i);
}

/** The results with the commit they are judged against (the atlas warns on figures of any other commit). */
export function withVersion(
  results: Results,
  measured: MeasuredFile,
  git: GitState | null,
  at = new Date().toISOString(),
): Results {
  if (!git) return { ...results, version: undefined };
  const behind: Record<string, number | null> = {};
  for (const commit of commitsOf(results, measured).sort()) behind[commit] = git.behind(commit);
  return { ...results, version: { commit: git.head, dirty: git.dirty, at, behind } };
}

interface VitestJson {
  startTime?: number;
  testResults?: Array<{
    assertionResults?: Array<{ ancestorTitles?: string[]; title: string; status: string }>;
  }>;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{ title: string; tests?: Array<{ status?: string }> }>;
  suites?: PlaywrightSuite[];
}

function readJson<T>(path: string): T | null {
  try {
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
  } catch {
    return null;
  }
}

export function readPreviousResults(dir: string): Results {
  const path = join(dir, 'atlas', 'results.js');
  const empty: Results = { journeys: {}, e2e: null, e2eRoutes: null };
  if (!existsSync(path)) return empty;
  const text = readFileSync(path, 'utf8').trim();
  try {
    return { ...empty, ...(JSON.parse(text.slice(RESULTS_PREFIX.length).replace(/;$/, '')) as Results) };
  } catch {
    return empty;
  }
}

/** Model-test results by suite (`<machine> · <level> level`) and test name, from Vitest's JSON report. */
function vitestResults(dir: string): { at: string; suites: Map<string, Map<string, string>> } | null {
  const json = readJson<VitestJson>(join(dir, 'vitest.json'));
  if (!json?.testResults) return null;
  const suites = new Map<string, Map<string, string>>();
  for (const file of json.testResults) {
    for (const t of file.assertionResults ?? []) {
      const suite = t.ancestorTitles?.[0];
      if (!suite) continue;
      const tests = suites.get(suite) ?? new Map<string, string>();
      tests.set(t.title, t.status);
      suites.set(suite, tests);
    }
  }
  return { at: new Date(json.startTime ?? 0).toISOString(), suites };
}

function playwrightResults(dir: string, specs: readonly string[]): Results['e2e'] {
  const json = readJson<{
    suites?: PlaywrightSuite[];
    stats?: { startTime?: string };
    config?: { metadata?: { commit?: string } };
  }>(join(dir, 'playwright.json'));
  if (!json?.suites) return null;
  const tests: E2eTest[] = [];
  const visit = (suite: PlaywrightSuite, file: string, prefix: string[]) => {
    for (const spec of suite.specs ?? []) {
      const statuses = (spec.tests ?? []).map((t) => t.status);
      const status: Status = statuses.some((s) => s === 'unexpected')
        ? 'failed'
        : statuses.length && statuses.every((s) => s === 'expected' || s === 'flaky')
          ? 'passed'
          : 'not run';
      tests.push({ file, title: [...prefix, spec.title].join(' › '), status });
    }
    for (const child of suite.suites ?? []) visit(child, file, [...prefix, child.title]);
  };
  for (const suite of json.suites) visit(suite, suite.file ?? suite.title, []);
  const files = new Set(json.suites.map((suite) => basename(suite.file ?? suite.title)));
  const full = specs.length > 0 && specs.every((f) => files.has(f));
  return { at: json.stats?.startTime ?? '', commit: json.config?.metadata?.commit ?? '', tests, full };
}

/**
 * Routes the browser showed during the given full end-to-end run (tests/e2e/fixtures.ts writes one file per test,
 * after the test): the files written since the run started. Older files (tests of earlier runs, of a spec file run
 * alone before it) are not this run's.
 */
function e2eRoutes(dir: string, run: { at: string; commit: string }): Results['e2eRoutes'] {
  const folder = join(dir, 'e2e-routes');
  if (!existsSync(folder) || !run.at) return null;
  const since = Date.parse(run.at);
  const routes = new Set<string>();
  let at = '';
  for (const f of readdirSync(folder).filter((n) => n.endsWith('.json'))) {
    const entry = readJson<{ at: string; paths: string[] }>(join(folder, f));
    if (!entry || !(Date.parse(entry.at) >= since)) continue;
    for (const p of entry.paths) routes.add(p);
    if (entry.at > at) at = entry.at;
  }
  return routes.size ? { at, commit: run.commit, routes: [...routes].sort() } : null;
}

export function collectResults(
  previous: Results,
  flows: Record<string, ScreenFlow>,
  measured: MeasuredFile,
  dir = RESULTS_DIR,
  specs: readonly string[] = e2eSpecFiles(),
): Results {
  const latest = playwrightResults(dir, specs);
  // The e2e results and the routes come from the same full run: the latest report when it is full, else the
  // previous full run's (routes kept without their run's commit belonged to no known full run: dropped).
  const keepPrevious = !latest?.full && previous.e2e?.full;
  const out: Results = {
    journeys: structuredClone(previous.journeys),
    e2e: latest?.full ? latest : keepPrevious ? previous.e2e : null,
    e2eRoutes: latest?.full
      ? e2eRoutes(dir, latest)
      : keepPrevious && previous.e2eRoutes?.commit !== undefined
        ? previous.e2eRoutes
        : null,
  };
  const vitest = vitestResults(dir);
  if (!vitest) return out;
  for (const [name, flow] of Object.entries(flows)) {
    for (const level of ['machine', 'ui'] as const) {
      const tests = vitest.suites.get(`${name} · ${level} level`);
      if (!tests) continue;
      const run = measured.runs[`${name}.${level}`]?.run;
      const at = run?.at ?? vitest.at;
      const commit = run ? `${run.commit}${run.dirty ? '+' : ''}` : '';
      out.journeys[name] = out.journeys[name] ?? {};
      const byJourney = out.journeys[name];
      for (const j of flow.journeys) {
        const statuses = j.tests.map((t) => tests.get(t)).filter((s): s is string => s !== undefined);
        byJourney[j.id] = byJourney[j.id] ?? {};
        const entry = byJourney[j.id]!;
        const ran = statuses.filter((s) => s === 'passed' || s === 'failed');
        if (ran.length)
          entry[level] = {
            passed: ran.filter((s) => s === 'passed').length,
            failed: ran.filter((s) => s === 'failed').length,
            at,
            commit,
          };
        else delete entry[level];
      }
    }
  }
  return out;
}

export function resultsJs(results: Results): string {
  return `${RESULTS_PREFIX}${JSON.stringify(results)};\n`;
}
