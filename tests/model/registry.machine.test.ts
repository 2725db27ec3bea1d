import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { coverage, isComplete } from './harness/coverage.ts';
import { type Analysis, analyze } from './harness/graph.ts';
import { models, oraclePending, ruleModels, uiPending } from './registry.ts';

const machinesDir = resolve(import.meta.dirname, '..', '..', 'machines');
/** A flow's tests live together in `tests/flows/<name>/` (model, screens, oracle, machine, unit and UI tests). */
const flowsDir = resolve(import.meta.dirname, '..', 'flows');
const flowTests = (name: string): string[] =>
  existsSync(resolve(flowsDir, name)) ? readdirSync(resolve(flowsDir, name)) : [];
/** The rules outside the flows (drafts, Mi cuenta's badges, the shell menu) keep theirs in `tests/rules/<name>/`. */
const rulesDir = resolve(import.meta.dirname, '..', 'rules');

/** One analysis per model for the whole file (signup's graph alone takes a moment to build). */
const analyses = new Map<string, Analysis>();
function analysisOf(model: (typeof models)[number]): Analysis {
  let analysis = analyses.get(model.name);
  if (!analysis) {
    analysis = analyze(model);
    analyses.set(model.name, analysis);
  }
  return analysis;
}

describe('model registry', () => {
  test('tests/flows holds a folder per flow machine and nothing else; tests/rules one per rule outside the flows', () => {
    // A flow is `machines/<name>.machine.ts` or a folder `machines/<name>/` (Mi cuenta's holds several machines).
    const flows = readdirSync(machinesDir, { withFileTypes: true }).flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.machine.ts')
        ? [entry.name.replace(/\.machine\.ts$/, '')]
        : entry.isDirectory() && entry.name !== 'shared'
          ? [entry.name]
          : [],
    );
    expect(readdirSync(flowsDir).sort()).toEqual([...new Set(flows)].sort());
    expect(readdirSync(rulesDir).sort()).toEqual(ruleModels.map((m) => m.name).sort());
  });

  test('one naming convention in every folder: `<name>.<part>.ts(x)`, tests `<name>.<topic>.test.ts(x)`', () => {
    const misnamed = [
      ...readdirSync(flowsDir).map((name) => [flowsDir, name] as const),
      ...readdirSync(rulesDir).map((name) => [rulesDir, name] as const),
    ].flatMap(([dir, name]) =>
      readdirSync(resolve(dir, name))
        .filter((file) => !file.startsWith(`${name}.`) || !/^[\w-]+(\.[a-z][\w-]*)+\.tsx?$/.test(file))
        .map((file) => `${name}/${file}`),
    );
    expect(misnamed).toEqual([]);
  });

  test('every machine in machines/ has a model, with the same name and a machine test that runs it', () => {
    // A machine is `machines/<name>.machine.ts`, or a folder `machines/<name>/` with its `machine.ts`; a flow in
    // its folder may keep `machines/<name>.machine.ts` as a re-export (sign-up): one machine, counted once.
    const machineFiles = [
      ...new Set(
        readdirSync(machinesDir, { withFileTypes: true }).flatMap((entry) =>
          entry.isFile() && entry.name.endsWith('.machine.ts')
            ? [entry.name.replace(/\.machine\.ts$/, '')]
            : entry.isDirectory() && existsSync(resolve(machinesDir, entry.name, 'machine.ts'))
              ? [entry.name]
              : [],
        ),
      ),
    ].sort();
    expect(models.map((m) => m.name).sort()).toEqual(machineFiles);
    for (const name of machineFiles) {
      expect(flowTests(name)).toContain(`${name}.machine.test.ts`);
      const source = readFileSync(resolve(flowsDir, name, `${name}.machine.test.ts`), 'utf8');
      expect(source, `${name}.machine.test.ts runs the model`).toContain(`machineSuite(${name}Model)`);
    }
  });

  test('every model reaches 100% at machine level; benchmark of the graphs', () => {
    // Each <name>.machine.test.ts runs every path against the machine and fails unless the run verified exactly
    // this coverage; here the graphs are built and checked once more, without running the paths a second time.
    const started = performance.now();
    let paths = 0;
    let steps = 0;
    for (const model of models) {
      const analysis = analysisOf(model);
      expect(isComplete(coverage(analysis, 'machine')), model.name).toBe(true);
      paths += analysis.paths.length;
      steps += analysis.paths.reduce((sum, path) => sum + path.steps.length, 0);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[model] all ${models.length} machines, machine level: ${paths} paths, ${steps} steps generated and checked in ${seconds} s (run by each <name>.machine.test.ts)`,
    );
  }, 120_000);

  test("the models take routes, texts and timings from the spec oracle, never from the app's constants", () => {
    // A model that imports the app's message or timing constants reproduces a wrong text or delay instead of
    // failing on it (`tests/flows/<name>/<name>.oracle.ts` holds what the spec says). The model's files: its model,
    // screens and model suites (a flow's unit tests beside them may read the machine's constants).
    const files = [flowsDir, rulesDir].flatMap((dir) =>
      readdirSync(dir).flatMap((flow) =>
        readdirSync(resolve(dir, flow))
          .filter((f) => /\.(model|screens|machine\.test|ui\.test)\.tsx?$/.test(f))
          .map((f) => resolve(dir, flow, f)),
      ),
    );
    expect(files.length).toBeGreaterThan(0);
    const offending: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(
        /import\s+(?!type\b)\{([^}]*)\}\s+from\s+'(?:\.\.\/)+(machines|src)\/[^']+'/g,
      )) {
        const names = match[1]!
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '));
        for (const name of names)
          if (/^[A-Z][A-Z0-9_]+$/.test(name)) offending.push(`${relative(flowsDir, file)}: ${name}`);
      }
    }
    expect(offending).toEqual([]);
  });

  test('every model has its spec oracle (routes, headings, texts, timings), or is listed as pending', () => {
    for (const model of models) {
      if (model.oracle) {
        expect(oraclePending, `${model.name} has its oracle: remove it from oraclePending`).not.toContain(
          model.name,
        );
      } else {
        expect(oraclePending, `${model.name} has no spec oracle and is not listed as pending`).toContain(
          model.name,
        );
      }
    }
  });

  test('UI level: each model has its UI run and test at 100%, or is listed as pending', () => {
    for (const model of models) {
      if (model.ui === null) {
        expect(uiPending, `${model.name} has no UI level and is not listed as pending`).toContain(model.name);
      } else {
        expect(uiPending, `${model.name} has its UI level: remove it from uiPending`).not.toContain(
          model.name,
        );
        expect(flowTests(model.name)).toContain(`${model.name}.ui.test.tsx`);
        expect(isComplete(coverage(analysisOf(model), 'ui')), model.name).toBe(true);
      }
    }
  });

  test('every rule model runs in the harness with its oracle, at 100% measured, and is no flow machine', () => {
    for (const model of ruleModels) {
      expect(
        models.map((m) => m.name),
        `${model.name} is a rule model, not a flow`,
      ).not.toContain(model.name);
      expect(model.oracle, `${model.name} has its spec oracle`).toBeDefined();
      const source = readFileSync(resolve(rulesDir, model.name, `${model.name}.machine.test.ts`), 'utf8');
      expect(source, `${model.name}.machine.test.ts runs the model`).toContain(
        `machineSuite(${model.name}Model)`,
      );
      expect(source, `${model.name}.machine.test.ts checks its oracle rows`).toContain('everyRowUsed(');
      expect(isComplete(coverage(analysisOf(model), 'machine')), model.name).toBe(true);
    }
  });
});
