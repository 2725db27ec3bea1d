/**
 * The rules outside the flows (issue 25: drafts, the shell menu by role, Mi cuenta's tabs and badges) in the atlas
 * and its coverage report: each gets its diagram, its states flow, its journeys and its measured machine-level
 * coverage with its oracle rows, apart from the flows and never presented as an app machine; a rule without its
 * measured coverage is a problem of `statecharts:check`, as a flow is.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { AtlasMachine } from '../../../scripts/statecharts/atlas/html.ts';
import { generate } from '../../../scripts/statecharts/generate.ts';
import { foldRuns, type MeasuredFile } from '../../../scripts/statecharts/measured.ts';
import { allReports, measuredProblems } from '../../../scripts/statecharts/report.ts';
import { analyze } from '../../model/harness/graph.ts';
import type { ClassesRun, MeasuredRun } from '../../model/harness/measured-file.ts';
import type { AnyModel } from '../../model/harness/types.ts';
import { models, ruleModels } from '../../model/registry.ts';
import { shellMenuModel } from '../../rules/shellMenu/shellMenu.model.ts';

const AT = '2026-01-15T12:00:00.000Z';

/** A complete machine-level run of a model that took every state and transition (or all but `missing`). */
function run(model: AnyModel, missing: string[] = []): MeasuredRun {
  const a = analyze(model);
  const transitions = a.transitions.map((t) => t.id);
  return {
    ...{ model: model.name, level: 'machine', complete: true, states: a.states.map((s) => s.key) },
    run: { at: AT, commit: 'abc1234', dirty: false, paths: a.paths.length, steps: 10, ms: 5 },
    transitions: transitions.filter((id) => !missing.includes(id)),
    ...{ blocked: [], machineTransitions: transitions },
  };
}

function rows(model: string, covered: string[], missing: string[] = []): ClassesRun {
  return { model, level: 'machine', kind: 'rows', at: AT, commit: 'abc1234', covered, missing };
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-rules-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('rules outside the flows: measured coverage judged like a flow', () => {
  test('the registry lists the three rule models, none of them a flow', () => {
    expect(ruleModels.map((m) => m.name)).toEqual(['drafts', 'shellMenu', 'purchases']);
    for (const rule of ruleModels) expect(models.map((m) => m.name)).not.toContain(rule.name);
  });

  test('a rule never measured is a problem of the check (machine level; no UI level is asked of it)', () => {
    const { flows, rules } = allReports([], [shellMenuModel], { runs: {} });
    expect(flows).toEqual({});
    expect(measuredProblems(rules)).toEqual([
      'shellMenu (rule) · machine: never measured (run its model suite, then npm run statecharts)',
    ]);
  });

  test('a rule measured complete is no problem, and has no UI level', () => {
    const measured: MeasuredFile = { runs: { 'shellMenu.machine': run(shellMenuModel) } };
    const { rules } = allReports([], [shellMenuModel], measured);
    expect(measuredProblems(rules)).toEqual([]);
    const { kind, ui, runs } = rules.shellMenu!;
    expect([kind, ui, runs.ui]).toEqual(['rule', null, null]);
    const [covered, total] = rules.shellMenu!.machine.transitions;
    expect(covered).toBe(total);
  });

  test('a rule measured below 100 %, or on an older machine, is a problem', () => {
    const a = analyze(shellMenuModel);
    const missing = a.transitions[0]!.id;
    const partial = allReports([], [shellMenuModel], {
      runs: { 'shellMenu.machine': run(shellMenuModel, [missing]) },
    });
    const below = /^shellMenu \(rule\) · machine: measured 100% of states, \d+(\.\d)?% of transitions/;
    expect(measuredProblems(partial.rules)).toEqual([expect.stringMatching(below)]);
    const older = run(shellMenuModel);
    const olderRun = { ...older, machineTransitions: older.machineTransitions.slice(1) };
    const stale = allReports([], [shellMenuModel], { runs: { 'shellMenu.machine': olderRun } });
    expect(measuredProblems(stale.rules)).toEqual([
      'shellMenu (rule) · machine: measured on an older machine (abc1234); run it again',
    ]);
  });

  test("`npm run statecharts` folds a rule's measured run and its oracle rows, by the rule's name", () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'classes'));
    writeFileSync(join(dir, 'shellMenu.machine.json'), JSON.stringify(run(shellMenuModel)));
    const rowsRun = JSON.stringify(rows('shellMenu', ['visitor']));
    writeFileSync(join(dir, 'classes', 'shellMenu.machine.rows.json'), rowsRun);
    const names = [...models, ...ruleModels].map((m) => m.name);
    const { file, folded } = foldRuns({ runs: {} }, dir, names);
    expect(folded.sort()).toEqual(['shellMenu.machine', 'shellMenu.machine.rows']);
    expect(file.runs['shellMenu.machine']?.model).toBe('shellMenu');
    expect(file.classes?.['shellMenu.machine.rows']?.covered).toEqual(['visitor']);
  });
});

describe('rules outside the flows in the generated atlas', async () => {
  const out = tempDir();
  const measured: MeasuredFile = {
    runs: { 'drafts.machine': run(ruleModels[0]!), 'shellMenu.machine': run(shellMenuModel) },
    classes: {
      'shellMenu.machine.rows': rows('shellMenu', ['client', 'client without role', 'promoter'], ['visitor']),
    },
  };
  const generated = await generate(out, [], out, { measured, rules: ruleModels });
  const read = (file: string) => readFileSync(join(out, file), 'utf8');
  const data = read('atlas/data.js').replace(/^window\.ATLAS = /, '');
  const atlas = JSON.parse(data.replace(/;\s*$/, '')) as { machines: AtlasMachine[] };
  const entry = (name: string) => atlas.machines.find((m) => m.name === name)!;

  test('each rule has its diagram, its states flow and its journeys, with Spanish titles and labels', () => {
    for (const { name } of ruleModels) {
      for (const file of [`${name}.svg`, `${name}.mmd`, `${name}.journeys.md`, `atlas/${name}.flow.svg`])
        expect(generated.files).toContain(file);
      expect(entry(name).screens.length).toBeGreaterThan(1);
      expect(entry(name).journeys.some((j) => j.happy)).toBe(true);
    }
    expect(generated.labelProblems).toEqual([]);
    expect(entry('drafts').title).toBe('Borradores guardados');
    // Its states are no screens: no thumbnail frames.
    expect(read('atlas/drafts.flow.svg')).not.toContain('sin captura');
  });

  test('a rule is shown as a rule, pointing to the pure function it models, never as an app machine', () => {
    expect(entry('drafts').kind).toBe('rule');
    const drafts = { source: 'src/app/drafts/index.ts', machine: 'tests/rules/drafts/drafts.rules.ts' };
    expect(entry('drafts').rule).toEqual({ functions: ['readDraft', 'writeDraft'], ...drafts });
    expect(entry('shellMenu').rule?.source).toBe('src/app/shell/menu.ts');
    expect(entry('purchases').rule?.functions).toContain('standingLabel');
    // Not in the in-app viewer's list of the app's machines.
    expect(JSON.parse(read('index.json')).machines).toEqual([]);
    const readme = read('README.md');
    expect(readme).toContain('## drafts (rule)');
    expect(readme).toContain(
      'Rule, not an app machine: models `readDraft`, `writeDraft` (src/app/drafts/index.ts)',
    );
  });

  test('coverage.json holds the rules apart, measured at machine level only', () => {
    const coverage = JSON.parse(read('coverage.json'));
    expect(coverage.machines).toEqual({});
    expect(Object.keys(coverage.rules).sort()).toEqual(['drafts', 'purchases', 'shellMenu']);
    const shell = coverage.rules.shellMenu;
    expect([shell.kind, shell.ui, shell.paths]).toEqual(['rule', null, analyze(shellMenuModel).paths.length]);
    expect(shell.machine.transitions[0]).toBe(shell.machine.transitions[1]);
    expect(coverage.rules.purchases.runs.machine).toBeNull();
  });

  test("the atlas's coverage of a rule: its machine level and its oracle rows (Límites y clases)", () => {
    const shell = entry('shellMenu').coverage;
    expect(shell.levels.map((l) => l.level)).toEqual(['machine']);
    expect(shell.levels[0]!.run).toBe('abc1234 2026-01-15 12:00 UTC');
    const covered = ['client', 'client without role', 'promoter'];
    const measuredOn = { run: 'abc1234 2026-01-15 12:00 UTC', commit: 'abc1234' };
    expect(shell.classes).toEqual([
      { level: 'machine', kind: 'rows', covered, missing: ['visitor'], ...measuredOn },
    ]);
    expect(entry('purchases').coverage.levels[0]!.run).toBe('sin medir');
    // The page groups them under their own heading.
    expect(read('index.html')).toContain('Reglas fuera de los flujos');
  });
});
