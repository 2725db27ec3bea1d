/**
 * The last test run, for the atlas (statecharts/atlas/results.js, written by `npm run statecharts`, never part of
 * `statecharts:check`): the model suites' results from Vitest's JSON report, the end-to-end results from
 * Playwright's JSON report, and the routes the end-to-end tests visited, all under `.tmp/test-results/`.
 * A machine or level missing from the latest reports keeps what the previous results.js had. The end-to-end
 * results are those of the last full run (every spec file of tests/e2e in the report): a run of one file does not
 * replace them, and a results.js with no full run says none was recorded.
 */
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
  /** `<machine>` → routes (patterns) the end-to-end tests visited, from the last end-to-end run. */
  e2eRoutes: { at: string; routes: string[] } | null;
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

/** Routes the browser showed during the end-to-end run (tests/e2e/fixtures.ts writes one file per test). */
function e2eRoutes(dir: string): Results['e2eRoutes'] {
  const folder = join(dir, 'e2e-routes');
  if (!existsSync(folder)) return null;
  const routes = new Set<string>();
  let at = '';
  for (const f of readdirSync(folder).filter((n) => n.endsWith('.json'))) {
    const entry = readJson<{ at: string; paths: string[] }>(join(folder, f));
    if (!entry) continue;
    for (const p of entry.paths) routes.add(p);
    if (entry.at > at) at = entry.at;
  }
  return { at, routes: [...routes].sort() };
}

export function collectResults(
  previous: Results,
  flows: Record<string, ScreenFlow>,
  measured: MeasuredFile,
  dir = RESULTS_DIR,
  specs: readonly string[] = e2eSpecFiles(),
): Results {
  const latest = playwrightResults(dir, specs);
  const out: Results = {
    journeys: structuredClone(previous.journeys),
    e2e: latest?.full ? latest : previous.e2e?.full ? previous.e2e : null,
    e2eRoutes: e2eRoutes(dir) ?? previous.e2eRoutes,
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
