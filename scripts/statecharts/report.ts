import {
  coverage,
  isComplete,
  type Level,
  type LevelCoverage,
  percent,
  summarize,
} from '../../tests/model/harness/coverage.ts';
import { type Analysis, analyze, listExclusions } from '../../tests/model/harness/graph.ts';
import { modelProblems } from '../../tests/model/harness/guards.ts';
import type { AnyModel } from '../../tests/model/harness/types.ts';
import { type MeasuredFile, measuredKey } from './measured.ts';

export interface RunInfo {
  /** When and on which commit the suite measured it (`dirty`: with uncommitted changes). */
  at: string;
  commit: string;
  dirty: boolean;
  paths: number;
  steps: number;
  ms: number;
  /** The machine changed since (its transitions differ): run the suite again. */
  stale: boolean;
}

/**
 * A flow machine of `machines/` (measured at machine and UI level), or a rule outside the flows (issue 25: a small
 * machine in its test folder over one of the app's pure functions, measured at machine level only: the screens
 * that render the function are covered by their own UI tests).
 */
export type ReportKind = 'flow' | 'rule';

/** The levels a report of each kind is measured at (and `statecharts:check` requires at 100 %). */
export const LEVELS: Readonly<Record<ReportKind, readonly Level[]>> = {
  flow: ['machine', 'ui'],
  rule: ['machine'],
};

export interface MachineReport {
  kind: ReportKind;
  /** MEASURED at machine level: the transitions the actor took while the suite ran (inspection events). */
  machine: LevelCoverage;
  /** MEASURED at UI level (null for a rule: not measured at that level, see `LEVELS`). */
  ui: LevelCoverage | null;
  /** The run each measurement comes from (null: never measured; everything then counts as uncovered). */
  runs: Record<Level, RunInfo | null>;
  /** What the graph predicts the paths cover (for comparison; the suites enforce the measured figures). */
  predicted: { machine: LevelCoverage; ui: LevelCoverage | null };
  /** Whether the model has its spec oracle (without one, unjustified exclusions are reported, not failed). */
  oracle: boolean;
  /** Left out of the totals: forbidden (blocking) transitions, with whether a run took them or why not. */
  excluded: Array<{ id: string; label: string; measured: Level[]; justification: string | null }>;
  paths: number;
  problems: string[];
  edges: Analysis['edges'];
}

function measuredLevel(analysis: Analysis, measured: MeasuredFile, level: Level) {
  const run = measured.runs[measuredKey(analysis.model.name, level)];
  if (!run)
    return { coverage: summarize(analysis, { states: new Set(), transitions: new Set() }), run: null };
  const current = analysis.transitions.map((t) => t.id);
  const stale =
    current.length !== run.machineTransitions.length ||
    current.some((id, i) => run.machineTransitions[i] !== id);
  const sets = stale
    ? { states: new Set<string>(), transitions: new Set<string>() }
    : { states: new Set(run.states), transitions: new Set(run.transitions) };
  return {
    coverage: summarize(analysis, sets),
    run: { ...run.run, stale },
  };
}

export function machineReport(
  analysis: Analysis,
  measured: MeasuredFile = { runs: {} },
  kind: ReportKind = 'flow',
): MachineReport {
  const m = measuredLevel(analysis, measured, 'machine');
  const u = kind === 'flow' ? measuredLevel(analysis, measured, 'ui') : { coverage: null, run: null };
  const blocked = (level: Level) =>
    new Set(measured.runs[measuredKey(analysis.model.name, level)]?.blocked ?? []);
  const { forbidden, history } = listExclusions(analysis.machine);
  const excluded = [
    ...forbidden.map((t) => ({
      id: t.id,
      label: t.label,
      measured: LEVELS[kind].filter((level) => blocked(level).has(t.id)),
      justification: analysis.model.excluded?.[t.id] ?? null,
    })),
    ...history.map((key) => ({
      id: key,
      label: 'history',
      measured: [] as Level[],
      justification: analysis.model.excluded?.[key] ?? null,
    })),
  ];
  return {
    kind,
    machine: m.coverage,
    ui: u.coverage,
    runs: { machine: m.run, ui: u.run },
    predicted: {
      machine: coverage(analysis, 'machine'),
      ui: kind === 'flow' ? coverage(analysis, 'ui') : null,
    },
    oracle: analysis.model.oracle !== undefined,
    excluded,
    paths: analysis.paths.length,
    problems: modelProblems(analysis),
    edges: analysis.edges,
  };
}

/**
 * The reports of the flow machines and of the rules outside the flows, from the measured file (what
 * `statecharts:check` judges and `coverage.json` holds).
 */
export function allReports(
  flows: readonly AnyModel[],
  rules: readonly AnyModel[],
  measured: MeasuredFile,
): { flows: Record<string, MachineReport>; rules: Record<string, MachineReport> } {
  const of = (models: readonly AnyModel[], kind: ReportKind) =>
    Object.fromEntries(models.map((m) => [m.name, machineReport(analyze(m), measured, kind)]));
  return { flows: of(flows, 'flow'), rules: of(rules, 'rule') };
}

/**
 * Why `statecharts:check` fails on measured coverage: a flow machine (machine and UI level) or a rule (machine
 * level) below 100% measured, stale or unmeasured.
 */
export function measuredProblems(reports: Record<string, MachineReport>): string[] {
  const problems: string[] = [];
  for (const [name, r] of Object.entries(reports)) {
    const label = r.kind === 'rule' ? `${name} (rule)` : name;
    for (const level of LEVELS[r.kind]) {
      const run = r.runs[level];
      if (!run)
        problems.push(`${label} · ${level}: never measured (run its model suite, then npm run statecharts)`);
      else if (run.stale)
        problems.push(`${label} · ${level}: measured on an older machine (${run.commit}); run it again`);
      else if (!isComplete(r[level]!)) {
        problems.push(
          `${label} · ${level}: measured ${percent(r[level]!.states)} of states, ${percent(r[level]!.transitions)} of transitions (run ${run.commit} ${run.at})`,
        );
      }
    }
    for (const e of r.excluded) {
      if (r.oracle && e.measured.length === 0 && !e.justification)
        problems.push(`${label}: ${e.id} left out, never taken, not justified`);
    }
  }
  return problems;
}

/** `machines`: the flow machines (the in-app viewer reads them); `rules`: the rules outside the flows. */
export function coverageJson(
  reports: Record<string, MachineReport>,
  rules: Record<string, MachineReport> = {},
): string {
  return `${JSON.stringify({ machines: reports, rules }, null, 2)}\n`;
}

function line(name: string, level: string, c: LevelCoverage): string {
  return `| ${name} | ${level} | ${c.states.join('/')} (${percent(c.states)}) | ${c.transitions.join('/')} (${percent(c.transitions)}) |`;
}

function runLine(run: RunInfo | null): string {
  if (!run) return 'never measured';
  return `${run.commit}${run.dirty ? '+' : ''} ${run.at.slice(0, 16).replace('T', ' ')} UTC, ${run.paths} paths, ${run.steps} steps, ${(run.ms / 1000).toFixed(1)} s${run.stale ? ' (STALE)' : ''}`;
}

/** A rule outside the flows as the report names it: what it models (./atlas/flow-names.ts `RULE_NAMES`). */
export interface RuleEntry {
  analysis: Analysis;
  report: MachineReport;
  /** The app's pure functions the rule's machine asks at every step, and their file. */
  functions: readonly string[];
  source: string;
}

export function readme(
  analyses: Analysis[],
  reports: Record<string, MachineReport>,
  rules: readonly RuleEntry[] = [],
): string {
  const out: string[] = [
    '# Statecharts',
    '',
    'Generated by `npm run statecharts` from the machines in `machines/` and their models in `tests/flows/<name>/`.',
    'Do not edit by hand: `npm run statecharts:check` (run by CI) fails when these files are out of date.',
    '',
    'Open `index.html` (from disk, no server): the atlas of every flow, with its screen flow (screens with',
    "thumbnails, steps in Spanish, the happy path in green), its journeys for QA with the last run's results, its",
    'coverage at machine, UI and e2e level and the engineer\'s diagram. See "The atlas" in the repository README.',
    '',
    "Per machine: `<machine>.svg` (engineer's diagram), `<machine>.mmd` (Mermaid), `<machine>.journeys.md` (the",
    'journeys, for QA), `atlas/<machine>.flow.svg` (screen flow) and the coverage below (`coverage.json`).',
    '',
    '## The atlas',
    '',
    '- Labels: each machine declares `meta: { atlas }` (machines/shared/atlas.ts): the Spanish title of every',
    '  screen state (required for every `meta.route`), the label of every step (by event, guard or transition',
    "  id; `''` hides one) and its happy path. `npm run statecharts:check` fails on a screen without a title or",
    '  a step of the screen flow without a label, as well as on any stale file.',
    '- Screen flow: nodes are the titled states; a snapshot with no titled state or a `busy` one is folded into',
    '  the edge that passes through it; steps that stay on a screen are listed under it (cards), not drawn.',
    '- Journeys: the generated paths seen as screens and labelled steps, grouped by their first detour from the',
    '  happy path (field edits are hidden steps, so their variations collapse). Each journey lists its model',
    '  tests; its result comes from the last run.',
    "- Last run: `atlas/results.js`, written by `npm run statecharts` from `.tmp/test-results/` (Vitest's and",
    "  Playwright's JSON reports, and the routes each e2e test showed). Not compared by the check, so it never",
    '  makes it flaky. The e2e level is state coverage from the routes the browser showed: the production build',
    '  the e2e suite runs has no inspection hook, so transitions are not measured in the browser.',
    '- Thumbnails: `shots/<machine>--<state>.webp`, 195×422 at WebP quality 0.7 (about 8 KB each, committed), made',
    '  by `npm run statecharts:shots` with Chromium from the 390×844 screenshots the e2e suites take of the running',
    '  sandbox (docs/screens/); a screen without one shows an empty frame. Refresh docs/screens with the e2e suites,',
    '  then run `npm run statecharts:shots` and `npm run statecharts`.',
    '',
    '## Coverage',
    '',
    'The coverage is MEASURED: the transitions the actor',
    'took while the model suite ran, recorded from its inspection events (`statecharts/measured.json`, folded from',
    'the last complete run by `npm run statecharts`). A flow machine below 100% of states or transitions at either',
    'level fails its suite and `npm run statecharts:check`.',
    '',
    '| Machine | Level | States | Transitions | Measured by the run |',
    '|---|---|---|---|---|',
  ];
  for (const a of analyses) {
    const r = reports[a.model.name]!;
    out.push(
      `${line(a.model.name, 'machine', r.machine)} ${runLine(r.runs.machine)} |`,
      `${line(a.model.name, 'UI', r.ui!)} ${runLine(r.runs.ui)} |`,
    );
  }
  if (rules.length) {
    out.push(
      '',
      '### Rules outside the flows',
      '',
      "Not app machines: each is a small machine in its test folder (`tests/rules/<name>/<name>.rules.ts`) that asks one of the app's",
      'pure functions at every step (issue 25). Measured at machine level only (the screens that render the function',
      'are covered by their UI tests); below 100%, stale or unmeasured fails `npm run statecharts:check` like a flow.',
      '',
      '| Rule | Models | States | Transitions | Measured by the run |',
      '|---|---|---|---|---|',
    );
    for (const rule of rules) {
      const c = rule.report.machine;
      out.push(
        `| ${rule.analysis.model.name} | ${rule.functions.map((f) => `\`${f}\``).join(', ')} (${rule.source}) | ${c.states.join('/')} (${percent(c.states)}) | ${c.transitions.join('/')} (${percent(c.transitions)}) | ${runLine(rule.report.runs.machine)} |`,
      );
    }
  }
  out.push(
    '',
    '## Mutation score (StrykerJS)',
    '',
    'Not recorded here: `npm run test:mutation` writes the scores of the files it measured to',
    '`reports/mutation/scores.md` (generated, not committed; tooling/README.md).',
  );
  out.push('');
  for (const a of analyses) out.push(...section(a, reports[a.model.name]!));
  for (const rule of rules) {
    const [heading, ...rest] = section(rule.analysis, rule.report);
    out.push(
      `${heading} (rule)`,
      '',
      `Rule, not an app machine: models ${rule.functions.map((f) => `\`${f}\``).join(', ')} (${rule.source}); its machine is \`tests/rules/${rule.analysis.model.name}/${rule.analysis.model.name}.rules.ts\`. No mutation score of its own: ${/^(machines|src\/domain)\//.test(rule.source) ? `${rule.source} is scored with its area's files by \`npm run test:mutation\`` : `${rule.source} is outside the mutation runs (machines/, src/domain/)`}.`,
      ...rest,
    );
  }
  return out.join('\n');
}

/** The report's section of one machine or rule. */
function section(a: Analysis, r: MachineReport): string[] {
  const out: string[] = [];
  out.push(`## ${a.model.name}`, '', a.model.description, '');
  out.push(
    `- Paths: ${r.paths}. Adjacency edges: ${r.edges.total} (self-loops ${r.edges.selfLoops}, delayed ${r.edges.delayed}, ignored events ${r.edges.ignored}).`,
  );
  const kinds = Object.entries(r.machine.byKind)
    .filter(([, [, total]]) => total > 0)
    .map(([kind, [covered, total]]) => `${kind} ${covered}/${total}`)
    .join(', ');
  out.push(`- Transitions by kind (machine level): ${kinds}.`);
  for (const [level, c] of [
    ['machine', r.machine],
    ['UI', r.ui],
  ] as const) {
    if (!c) continue;
    if (c.uncovered.states.length || c.uncovered.transitions.length) {
      out.push(`- Uncovered at ${level} level:`);
      if (c.uncovered.states.length)
        out.push(`  - states: ${c.uncovered.states.map((s) => `\`${s}\``).join(', ')}`);
      if (c.uncovered.transitions.length) {
        out.push(`  - transitions: ${c.uncovered.transitions.map((s) => `\`${s}\``).join(', ')}`);
      }
    } else {
      out.push(`- ${level} level: everything covered.`);
    }
  }
  for (const e of r.excluded) {
    const how = e.measured.length
      ? `taken at ${e.measured.join(' and ')} level`
      : e.justification
        ? `justified: ${e.justification}`
        : 'NEVER TAKEN, NOT JUSTIFIED';
    const extra =
      e.measured.length && e.justification && e.measured.length < LEVELS[r.kind].length
        ? ` (other level: ${e.justification})`
        : '';
    out.push(`- Left out of the totals: \`${e.id}\` ${e.label} — ${how}${extra}.`);
  }
  if (!r.oracle) out.push("- No spec oracle yet (pending): its checks are the machine's own predictions.");
  if (a.model.ui === null && r.kind === 'flow')
    out.push('- The UI-level run is not written yet (its screens are pending): reported as uncovered.');
  if (r.problems.length) out.push(`- Model problems: ${r.problems.join('; ')}.`);
  out.push('');
  return out;
}
